import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { PageSwitcher } from './page-switcher';

afterEach(cleanup);

describe('PageSwitcher', () => {
  it('names the set and every button, the icon-only arrows included', () => {
    const onChange = vi.fn();
    renderWithMantine(<PageSwitcher total={3} value={1} onChange={onChange} aria-label="Audit log pages" />);
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.hasAttribute('disabled') || previous.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
