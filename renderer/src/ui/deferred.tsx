import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';

/** Counts the build-time renders of pages (renderer/src/prerender/render-page.tsx); see `deferredOnServer`. */
let prerenderPass = 0;

/** Called by the build-time renderer before each page: every deferred part suspends once more in the next page. */
export function beginPrerenderPass(): void {
  prerenderPass += 1;
}

/**
 * A component whose code loads the first time it renders, beside the screen rather than before it (issue 12: the
 * first visit loads the router, the shell and the screen); it renders nothing until its code is here.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) return deferredOnServer(load);
  const Component = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/**
 * The build-time form. In the browser a deferred part always suspends while a pre-rendered page is hydrated (its code
 * is not there yet), and Preact then keeps the HTML the server wrote for it, which it finds between the comment
 * markers the server renderer writes around whatever suspended. So here it suspends once in every page, even when its
 * code was loaded for an earlier page, and every pre-rendered page carries those markers around it. One instance per
 * page: a second instance of the same part in one page would render without suspending.
 */
function deferredOnServer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let suspendedInPass = -1;
  return function Deferred(props: P) {
    if (!loaded || suspendedInPass !== prerenderPass) {
      suspendedInPass = prerenderPass;
      throw load().then((component) => {
        loaded = component;
      });
    }
    const Loaded = loaded;
    return <Loaded {...props} />;
  };
}
