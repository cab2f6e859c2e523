import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import type { SeededAnswer } from '../api/page-answers';

export function App({ router, answers }: { router: DataRouter; answers?: readonly SeededAnswer[] }) {
  return (
    <AppProviders answers={answers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
