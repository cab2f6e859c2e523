import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { createApiClient } from '../api/api-request';
import { createQueryClient } from '../api/query-client';
import type { GuardiansQueryClient } from '../api/query-client';
import type { Platform, PlatformStorage } from '../platform/platform';
import { VisitorCartStore } from '../domain/cart/visitor-cart';
import { VisitorCartContext } from '../domain/cart/visitor-cart-context';
import { browserStorage, FirstRunContext, FirstRunStore } from '../domain/first-run/seen-features';
import { SessionProvider } from '../identity/session-provider';
import { usePlatform } from '../platform/platform-context';
import { DrawnStorageContext } from '../platform/drawn-storage';
import { lazyPart } from '../ui/lazy-part';
import { appCssVariables, appTheme } from './theme';
import toastClasses from './toasts.module.css';
import { STORAGE_KEYS } from '../platform/storage-keys';
import { THEME_VARIABLES_ATTRIBUTE } from '@common/prerendered-pages';
import { platform as currentPlatform } from '../platform/current-platform';

// The toasts' container (with its transitions) loads beside the first screen: toasts shown before it arrives wait in
// Mantine's notifications store and appear when it mounts.
const Notifications = lazyPart(async () => (await import('@mantine/notifications')).Notifications);

/** The app's query client, with its API client for `platform`. */
export function createAppQueryClient(platform: Platform): GuardiansQueryClient {
  return createQueryClient(createApiClient({ host: platform }));
}

/** Spec section 9: one toast visible at a time, each for 5000 ms unless it says otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/**
 * Mantine's colour scheme kept in the spec's `darkMode` key, so there is one source of truth. Anything but 'false'
 * reads as dark; storage that is blocked or full never breaks the toggle.
 */
export function darkModeColorSchemeManager(
  key: string = STORAGE_KEYS.darkMode.key,
  storage: PlatformStorage = currentPlatform.storage,
): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | null = null;
  const schemeOf = (stored: string | null): MantineColorScheme | null => (stored === 'false' ? 'light' : stored === 'true' ? 'dark' : null);
  return {
    get: (defaultValue) => {
      try {
        return schemeOf(storage.local.getItem(key)) ?? (defaultValue === 'light' ? 'light' : 'dark');
      } catch {
        return defaultValue === 'light' ? 'light' : 'dark';
      }
    },
    set: (value) => {
      try {
        storage.local.setItem(key, value === 'light' ? 'false' : 'true');
      } catch {
        // The choice still applies to this page; it just will not survive a reload.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea !== storage.localOrNull() || event.key !== key) return;
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
        storage.local.removeItem(key);
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
}

/** Whether the page's head already holds the theme's CSS variables (a pre-rendered page: scripts/prerender-pages.ts). */
function themeVariablesInPage(): boolean {
  return typeof document !== 'undefined' && document.head.querySelector(`style[${THEME_VARIABLES_ATTRIBUTE}]`) !== null;
}

/**
 * `drawnStorage`: the storage a server-rendered page was drawn with, while it is hydrated or rendered on the server
 * (platform/drawn-storage.tsx).
 */
export function AppProviders({
  children,
  drawnStorage = null,
  queryClient: given,
}: {
  children: ReactNode;
  drawnStorage?: Storage | null;
  /** The app's query client when the entry made it (its router's loaders start reads in it); else one is made here. */
  queryClient?: GuardiansQueryClient;
}) {
  const platform = usePlatform();
  // One API client and one query client for the app's life, as TanStack Query recommends: made once, handed down.
  const [queryClient] = useState(() => given ?? createAppQueryClient(platform));
  const [visitorCart] = useState(() => new VisitorCartStore(platform.storage.local));
  const [colorSchemeManager] = useState(() => darkModeColorSchemeManager(STORAGE_KEYS.darkMode.key, platform.storage));
  const [firstRun] = useState(() => new FirstRunStore(browserStorage()));
  const [withCssVariables] = useState(() => !themeVariablesInPage());
  return (
    // Spec section 3: darkMode defaults to true; the header's toggle writes the visitor's choice to the same key.
    <MantineProvider
      theme={appTheme}
      cssVariablesResolver={appCssVariables}
      withCssVariables={withCssVariables}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager}
    >
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-right" className={toastClasses.toasts} />
      <QueryClientProvider client={queryClient}>
        <VisitorCartContext.Provider value={visitorCart}>
          <FirstRunContext.Provider value={firstRun}>
            <DrawnStorageContext.Provider value={drawnStorage}>
              <SessionProvider>{children}</SessionProvider>
            </DrawnStorageContext.Provider>
          </FirstRunContext.Provider>
        </VisitorCartContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
