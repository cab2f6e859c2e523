import '@mantine/charts/styles.css';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';
import { SessionProvider } from '../shell/session-provider';
import { appTheme } from './theme';

/** Spec section 9: one toast visible at a time, each for 5000 ms unless it says otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** Spec section 3's local-storage key: 'true' (the default) or 'false'. */
export const DARK_MODE_KEY = 'darkMode';

/**
 * Mantine's colour scheme kept in the spec's `darkMode` key, so there is one source of truth. Anything but 'false'
 * reads as dark; storage that is blocked or full never breaks the toggle.
 */
export function darkModeColorSchemeManager(key: string = DARK_MODE_KEY): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | null = null;
  const schemeOf = (stored: string | null): MantineColorScheme | null => (stored === 'false' ? 'light' : stored === 'true' ? 'dark' : null);
  return {
    get: (defaultValue) => {
      try {
        return schemeOf(window.localStorage.getItem(key)) ?? (defaultValue === 'light' ? 'light' : 'dark');
      } catch {
        return defaultValue === 'light' ? 'light' : 'dark';
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(key, value === 'light' ? 'false' : 'true');
      } catch {
        // The choice still applies to this page; it just will not survive a reload.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== key) return;
        onUpdate(schemeOf(event.newValue) ?? 'dark');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
      onStorage = null;
    },
    clear: () => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
}

const colorSchemeManager = darkModeColorSchemeManager();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // Spec section 3: darkMode defaults to true; the header's toggle writes the visitor's choice to the same key.
    <MantineProvider theme={appTheme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
