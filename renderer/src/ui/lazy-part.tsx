import type { Attributes, ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { LAZY_PART_LOADING_EVENT } from '@common/prerendered-pages';

/**
 * A component whose code loads the first time it renders, beside the screen rather than before it (a first visit
 * loads the router, the shell and the screen); nothing shows in its place until the code is here. The server
 * renderer waits for it (react-dom/static), and hydration keeps its server HTML until the code arrives and then
 * hydrates it on its own (React's selective hydration; a press on it meanwhile is replayed).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Component = lazy(() => {
    const loading = load().then((loaded) => ({ default: loaded }));
    // Told to the page, which presses a button pressed before hydration once such parts are here (app/ssr/early-presses.ts).
    if (!import.meta.env.SSR) window.dispatchEvent(new CustomEvent(LAZY_PART_LOADING_EVENT, { detail: loading }));
    return loading;
  });
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...(props as P & Attributes)} />
      </Suspense>
    );
  };
}
