import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import type { SeededAnswer } from '../api/page-answers';

/** `answers` and `drawnStorage`: what a server-rendered page being hydrated was drawn with (app-providers.tsx). */
export function App({ router, answers, drawnStorage }: { router: DataRouter; answers?: readonly SeededAnswer[]; drawnStorage?: Storage | null }) {
  return (
    <AppProviders answers={answers} drawnStorage={drawnStorage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
