import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';

/**
 * A component whose code loads the first time it renders, beside the screen rather than before it (issue 12: the
 * first visit loads the router, the shell and the screen); it renders nothing until its code is here.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Component = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
