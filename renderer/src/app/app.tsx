import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import type { SeededAnswer } from '../api/page-answers';
import type { GuardiansQueryClient } from '../api/query-client';

/**
 * The app around its router. `queryClient`: the one the router's loaders start reads in; `answers` and
 * `drawnStorage`: what a server-rendered page being hydrated was drawn with (app-providers.tsx).
 */
export function App({
  router,
  queryClient,
  answers,
  drawnStorage,
}: {
  router: DataRouter;
  queryClient?: GuardiansQueryClient;
  answers?: readonly SeededAnswer[];
  drawnStorage?: Storage | null;
}) {
  return (
    <AppProviders queryClient={queryClient} answers={answers} drawnStorage={drawnStorage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
