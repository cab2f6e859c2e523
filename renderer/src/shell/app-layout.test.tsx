import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppScreen } from '../testing/render-app-screen';
import { ShellLoading } from './app-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShellLoading (the router fallback while the first screen loads)', () => {
  it('shows the header and a spinner where the screen will be, and no footer yet', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } })),
    );
    renderAppScreen(<ShellLoading />, { path: '/vitamin-d-analysis' });
    // Shown but inert: the screen's frame replaces this header, so a search typed into it would be lost.
    const header = screen.getByRole('banner', { hidden: true });
    expect(header.hasAttribute('inert')).toBe(true);
    expect(header.querySelector('a[aria-label="Guardians home"]')?.getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').querySelector('[role="status"][aria-label="Loading"]')).not.toBeNull();
    // The footer comes with the screen, below it, so it never shows under the spinner and moves down.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
