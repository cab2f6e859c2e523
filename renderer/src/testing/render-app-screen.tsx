import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../app/theme';
import { SessionProvider } from '../shell/session-provider';
import { installMatchMedia } from './match-media';

/** Renders one screen at `path` inside the app's providers (theme, toasts, queries, session) and a memory router. */
export function renderAppScreen(element: ReactElement, options: { path?: string; otherRoutes?: Record<string, string> } = {}) {
  installMatchMedia();
  // jsdom has no layout: Mantine's tabs and scroll areas observe sizes that never change here.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const path = options.path ?? '/';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      ...Object.entries(options.otherRoutes ?? {}).map(([route, heading]) => ({ path: route, element: <h1>{heading}</h1> })),
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider theme={appTheme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
