import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../app/theme';
import { VisitorCartStore } from '../domain/cart/visitor-cart';
import { VisitorCartContext } from '../domain/cart/visitor-cart-context';
import { browserStorage, FirstRunContext, FirstRunStore } from '../domain/first-run/seen-features';
import { SessionProvider } from '../identity/session-provider';
import { installMatchMedia } from './match-media';
import { createTestQueryClient } from './test-query-client';
import { platform } from '../platform/current-platform';

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
  const queryClient = createTestQueryClient();
  const firstRun = new FirstRunStore(browserStorage());
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
        <VisitorCartContext.Provider value={new VisitorCartStore(platform.storage.local)}>
          <FirstRunContext.Provider value={firstRun}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </FirstRunContext.Provider>
        </VisitorCartContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, firstRun };
}
