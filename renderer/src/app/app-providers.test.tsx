import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceTime } from '../testing/advance-time';
import { installMatchMedia } from '../testing/match-media';
import { AppProviders, darkModeColorSchemeManager } from './app-providers';
import { STORAGE_KEYS } from '../platform/storage-keys';
import { THEME_VARIABLES_ATTRIBUTE } from '@common/prerendered-pages';

beforeAll(installMatchMedia);

/** The session provider inside asks GET /api/auth/me; answer it as for a signed-out visitor. */
function serveSignedOut() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AppProviders', () => {
  it("computes the theme's CSS variables unless the page's head holds them from the build", () => {
    serveSignedOut();
    const { unmount } = render(<AppProviders>page</AppProviders>);
    expect(document.body.querySelectorAll('style[data-mantine-styles="true"]')).toHaveLength(1);
    unmount();

    const built = document.createElement('style');
    built.setAttribute(THEME_VARIABLES_ATTRIBUTE, '');
    document.head.append(built);
    try {
      render(<AppProviders>page</AppProviders>);
      expect(document.body.querySelectorAll('style[data-mantine-styles="true"]')).toHaveLength(0);
    } finally {
      built.remove();
    }
  });

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

    await advanceTime(4900);
    expect(screen.getByText('Welcome Reward!')).toBeTruthy();

    await advanceTime(1500);
    expect(screen.queryByText('Welcome Reward!')).toBeNull();
    expect(screen.getByText('Second toast')).toBeTruthy();
  });
});

describe('darkModeColorSchemeManager', () => {
  it("keeps the colour scheme in the spec's darkMode key, dark by default and for anything but 'false'", () => {
    const manager = darkModeColorSchemeManager();
    expect(manager.get('dark')).toBe('dark');
    manager.set('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode.key)).toBe('false');
    expect(manager.get('dark')).toBe('light');
    manager.set('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode.key)).toBe('true');
    window.localStorage.setItem(STORAGE_KEYS.darkMode.key, 'garbage');
    expect(manager.get('dark')).toBe('dark');
    manager.clear();
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode.key)).toBeNull();
  });

  it('follows a choice made in another tab', () => {
    const manager = darkModeColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.darkMode.key, newValue: 'false', storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'false', storageArea: window.localStorage }));
    manager.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.darkMode.key, newValue: 'true', storageArea: window.localStorage }));
    expect(onUpdate.mock.calls).toEqual([['light']]);
  });

  it('does not throw when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const manager = darkModeColorSchemeManager();
    expect(manager.get('dark')).toBe('dark');
    expect(() => manager.set('light')).not.toThrow();
    vi.restoreAllMocks();
  });

  it('starts the app in the scheme stored in darkMode', () => {
    serveSignedOut();
    window.localStorage.setItem(STORAGE_KEYS.darkMode.key, 'false');
    render(<AppProviders>page</AppProviders>);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
