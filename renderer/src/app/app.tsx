import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import type { GuardiansQueryClient } from '../api/query-client';

/**
 * The app around its router. `queryClient`: the one the router's loaders start reads in; `drawnStorage`: the storage
 * a server-rendered page being hydrated was drawn with (app-providers.tsx).
 */
export function App({ router, queryClient, drawnStorage }: { router: DataRouter; queryClient?: GuardiansQueryClient; drawnStorage?: Storage | null }) {
  return (
    <AppProviders queryClient={queryClient} drawnStorage={drawnStorage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
