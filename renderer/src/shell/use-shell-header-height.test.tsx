import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_HEADER_HEIGHT_VARIABLE, useShellHeaderHeight } from './use-shell-header-height';

function Header() {
  const ref = useRef<HTMLElement>(null);
  useShellHeaderHeight(ref);
  return <header ref={ref}>Guardians</header>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useShellHeaderHeight', () => {
  it("puts the header's height on the document while the header is on the page, so toasts open below it", () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(84);
    const view = render(<Header />);
    expect(document.documentElement.style.getPropertyValue(SHELL_HEADER_HEIGHT_VARIABLE)).toBe('84px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue(SHELL_HEADER_HEIGHT_VARIABLE)).toBe('');
  });
});
