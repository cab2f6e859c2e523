import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import logoSvg from '../../../resources/logo.svg?decorative';
import { GuardianIcon } from './guardian-icon';
import { InlineSvg } from './inline-svg';

afterEach(cleanup);

describe('InlineSvg and GuardianIcon', () => {
  it('draws the shapes into the page, hidden from assistive technology, in a box of the size asked for', () => {
    const { container } = render(<InlineSvg markup={logoSvg} size={36} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.tagName).toBe('SPAN');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.width).toBe('36px');
    expect(box.style.height).toBe('36px');
    const svg = box.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('100%');
    // The import went through renderer/decorative-svg.ts: ids prefixed with the file's name, no name of its own.
    expect(svg?.querySelector('linearGradient')?.id).toBe('logo-shield');
    expect(svg?.querySelector('title')).toBeNull();
  });

  it('draws a guardian’s emblem as SVG elements, not as an image with a document of its own', () => {
    const { container } = render(<GuardianIcon guardian="angio" size={24} />);
    expect(container.querySelector('img')).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('24px');
    // Angio's red, from resources/guardians/angio.svg.
    expect(box.querySelector('svg circle')?.getAttribute('stroke')).toBe('#e03131');
  });
});
