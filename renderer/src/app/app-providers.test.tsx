import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../testing/match-media';
import { AppProviders } from './app-providers';

beforeAll(installMatchMedia);

/** The session provider inside asks GET /api/auth/me; answer it as for a signed-out visitor. */
function serveSignedOut() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AppProviders', () => {
  it('starts in dark mode', () => {
    serveSignedOut();
    render(<AppProviders>page</AppProviders>);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('shows one toast at a time, each for 5000 ms, the next one after the first closes', async () => {
    vi.useFakeTimers();
    serveSignedOut();
    render(<AppProviders>page</AppProviders>);

    act(() => {
      notifications.show({ title: 'Welcome Reward!', message: 'Coins added' });
      notifications.show({ title: 'Second toast', message: 'Waiting its turn' });
    });
    expect(screen.getByText('Welcome Reward!')).toBeTruthy();
    expect(screen.queryByText('Second toast')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.getByText('Welcome Reward!')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Welcome Reward!')).toBeNull();
    expect(screen.getByText('Second toast')).toBeTruthy();
  });
});
