import type { ComponentType, ReactNode } from 'react';
import { createElement, Fragment, lazy, Suspense } from 'react';

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

/** Parts of the page a pre-rendered first visit hydrates in tasks of their own (see `HydrateLater`). */
const hydration = {
  active: false,
  /** Each part met while hydrating, with the promise of its turn; `released` holds those whose turn has come. */
  waits: new Map<string, Promise<void>>(),
  released: new Set<string>(),
  queue: Promise.resolve(),
};

/** One task later: each part's hydration is its own task, so a tap or a frame gets through in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Parts nested in a part are met while it renders (in its task); with none waiting after that, the page is the app's. */
function settleWhenNoneWait(): void {
  void nextTask().then(() => {
    if (hydration.active && hydration.released.size === hydration.waits.size) {
      hydration.active = false;
      markHydrated();
    }
  });
}

/**
 * How main.tsx hydrates a pre-rendered page, one task after it was called: `hydrate` takes over everything outside the
 * `HydrateLater` parts at once; each of those keeps its server HTML and hydrates in a task of its own afterwards, in
 * page order. Resolves when the last has; later renders (another screen) never wait.
 */
export async function hydrateInSlices(hydrate: () => void): Promise<void> {
  // Not in the task that evaluated the scripts and started the router: that one is long enough already.
  await nextTask();
  hydration.active = true;
  hydrate();
  settleWhenNoneWait();
  return hydrated;
}

/** Resolves once a page hydrated in slices is wholly the app's; at once when no page is being hydrated. */
export function whenHydrated(): Promise<void> {
  return hydration.active ? hydrated : Promise.resolve();
}

function waitForTurn(name: string): Promise<void> {
  let wait = hydration.waits.get(name);
  if (!wait) {
    wait = hydration.queue = hydration.queue.then(nextTask).then(() => {
      hydration.released.add(name);
      settleWhenNoneWait();
    });
    hydration.waits.set(name, wait);
  }
  return wait;
}

function HydrationTurn({ name, children }: { name: string; children: ReactNode }) {
  if (hydration.active && !hydration.released.has(name)) throw waitForTurn(name);
  return children;
}

/**
 * A comment in the server renderer's HTML (preact-render-to-string's `UNSTABLE_comment`; nothing in the browser). An
 * element, not a component: the renderer writes a component's returned fragment as its children only.
 */
function serverComment(text: string): ReactNode {
  return createElement(Fragment, { UNSTABLE_comment: text } as Record<string, unknown>);
}

/**
 * The build-time form of a part: its HTML between the comment markers by which Preact's hydration finds the HTML of a
 * part that suspends (`<!--$s-->`, `<!--/$s-->`), written whatever happens around it. The server renderer writes
 * them only around a component that suspended and was then rendered again as the same element; a part inside a
 * component drawn again after some other part suspended (a product page, around its deferred reviews) is a new element
 * that never suspended, and got none: the browser then kept the HTML and drew the part a second time below it.
 */
export function ServerPart({ children }: { children: ReactNode }) {
  return (
    <>
      {serverComment('$s')}
      {children}
      {serverComment('/$s')}
    </>
  );
}

/**
 * A part of a pre-rendered page that hydrates in a task of its own (issue 12: Preact hydrates a whole page in one task,
 * 300–500 ms on a phone, which blocks every tap meanwhile). Its server HTML stays on screen and live as links until its
 * turn; the server renderer writes the comment markers around it by which Preact finds that HTML (`ServerPart`).
 * Outside the first hydration it renders its children as they are. `name` is unique within a page.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR) return <ServerPart>{children}</ServerPart>;
  return (
    <Suspense fallback={null}>
      <HydrationTurn name={name}>{children}</HydrationTurn>
    </Suspense>
  );
}
