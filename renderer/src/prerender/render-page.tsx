// The build-time renderer of the public pages (common/prerendered-pages.ts): built by Vite for Node
// (`vite build --ssr`) and run by scripts/prerender-pages.ts inside a jsdom window that holds a first visit's state
// (empty storage, nobody signed in), which is the state in which the browser hydrates these pages (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';

/** The HTML of the app at `url` (an absolute URL), every lazily loaded part included. */
export async function renderPage(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answers a redirect (${context.status}); it cannot be pre-rendered.`);
  if (context.statusCode !== 200) throw new Error(`${url} answers ${context.statusCode}; it cannot be pre-rendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // The first pass waits for every lazily loaded part; the second renders them at once, so the HTML needs no inline
  // script to reveal late parts (the CSP allows none) and every part is there when the browser takes the page over.
  await prerender(page);
  return renderToString(page);
}
