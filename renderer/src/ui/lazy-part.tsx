import type { Attributes, ComponentType } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LAZY_PART_LOADING_EVENT } from '@common/prerendered-pages';

/** Runs `onShown` once the part's content has been committed (hydrated, or drawn afresh). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * A component whose code loads the first time it renders, beside the screen rather than before it (a first visit
 * loads the router, the shell and the screen); nothing shows in its place until the code is here. The server
 * renderer waits for it (react-dom/static), and hydration keeps its server HTML until the code arrives and then
 * hydrates it on its own (React's selective hydration, at a low priority after the rest of the page). The page is
 * told when that is done (a window event with the promise of it), so a press kept from before hydration is made only
 * once the part can take it (app/ssr/early-presses.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    const [shown] = useState(() => {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { promise, resolve };
    });
    useEffect(() => {
      window.dispatchEvent(new CustomEvent(LAZY_PART_LOADING_EVENT, { detail: shown.promise }));
    }, [shown]);
    return (
      <Suspense fallback={null}>
        <Component {...(props as P & Attributes)} />
        <Shown onShown={shown.resolve} />
      </Suspense>
    );
  };
}
