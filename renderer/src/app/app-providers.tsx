import '@mantine/charts/styles.css';
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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // Spec section 3: darkMode defaults to true; Mantine remembers a later choice in localStorage.
    <MantineProvider theme={appTheme} defaultColorScheme="dark">
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
