import type { ComponentType, ReactNode } from 'react';
import { createElement, Fragment, lazy, Suspense, useEffect, useRef } from 'react';
import { HYDRATION_MARK_PREFIX, PAGE_HYDRATION_MARK } from '@common/hydration-marks';
import { observerMissing, watchNearness } from './near-viewport';

/** The code of deferred components on its way (see `whenDeferredLoaded`). */
const loadingCode = new Set<Promise<unknown>>();

function tracked<T>(loading: Promise<T>): Promise<T> {
  loadingCode.add(loading);
  const done = (): void => {
    loadingCode.delete(loading);
  };
  loading.then(done, done);
  return loading;
}

/**
 * Resolves once no deferred component's code is on its way, and the task after the last arrived has run (Preact takes
 * the part over when its code is here): a press held while a page was being taken over is made on the app's element,
 * not on HTML no script handles yet (ui/take-over-on-use.ts).
 */
export async function whenDeferredLoaded(): Promise<void> {
  while (loadingCode.size > 0) {
    await Promise.allSettled([...loadingCode]);
    await nextTask();
  }
}

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
  const Component = lazy(async () => ({ default: await tracked(load()) }));
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

/** A part that takes its turn once it comes within a screen of view (`HydrateLater`'s `whenNear`): far, or not known yet. */
interface AwaitedPart {
  far: boolean;
  comeNear: () => void;
}

/** Parts of the page a pre-rendered first visit hydrates in tasks of their own (see `HydrateLater`). */
const hydration = {
  active: false,
  /** Each part met while hydrating, with the promise of its turn; `released` holds those whose turn has come. */
  waits: new Map<string, Promise<void>>(),
  released: new Set<string>(),
  /** The parts met while hydrating that wait to come near (`whenNear`) and have not yet. */
  awaited: new Map<string, AwaitedPart>(),
  queue: Promise.resolve(),
  markHydrated: (): void => undefined,
  hydrated: Promise.resolve(),
};

/** Marks where a turn starts (`@common/hydration-marks`; a few microseconds); a browser without User Timing goes on. */
function markTurn(mark: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(mark);
}

/** One task later: each part's hydration is its own task, so a tap or a frame gets through in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Whether every part met has been taken over, or waits far from view (a part whose nearness is not known yet counts). */
function noneWaitForTurn(): boolean {
  return [...hydration.waits.keys()].every((name) => hydration.released.has(name) || hydration.awaited.get(name)?.far);
}

/**
 * Parts nested in a part are met while it renders (in its task); with none waiting for its turn after that, the page
 * is the app's (a part far from view is taken over when the visitor comes near, after that).
 */
function settleWhenNoneWait(): void {
  void nextTask().then(() => {
    if (hydration.active && noneWaitForTurn()) {
      hydration.active = false;
      hydration.markHydrated();
    }
  });
}

/**
 * How main.tsx hydrates a pre-rendered page, one task after it was called: `hydrate` takes over everything outside the
 * `HydrateLater` parts at once; each of those keeps its server HTML and hydrates in a task of its own afterwards, in
 * page order (a `whenNear` part once it comes within a screen of view). Resolves when none waits for its turn any
 * more; later renders (another screen) never wait.
 */
export async function hydrateInSlices(hydrate: () => void): Promise<void> {
  hydration.hydrated = new Promise<void>((resolve) => {
    hydration.markHydrated = resolve;
  });
  // Not in the task that evaluated the scripts and started the router: that one is long enough already.
  await nextTask();
  hydration.active = true;
  markTurn(PAGE_HYDRATION_MARK);
  hydrate();
  settleWhenNoneWait();
  return hydration.hydrated;
}

/** Whether a pre-rendered page is being taken over: what renders now renders over the server's HTML. */
export function isHydratingPage(): boolean {
  return hydration.active;
}

/** Resolves once a page hydrated in slices is the app's (see `hydrateInSlices`); at once when no page is being hydrated. */
export function whenHydrated(): Promise<void> {
  return hydration.active ? hydration.hydrated : Promise.resolve();
}

/** The part's turn in page order, one task after the turn before it. */
function queueTurn(name: string): Promise<void> {
  hydration.queue = hydration.queue.then(nextTask).then(() => {
    hydration.released.add(name);
    markTurn(`${HYDRATION_MARK_PREFIX}${name}`);
    settleWhenNoneWait();
  });
  return hydration.queue;
}

function waitForTurn(name: string, whenNear: boolean): Promise<void> {
  let wait = hydration.waits.get(name);
  if (!wait) {
    wait = whenNear ? new Promise<void>((comeNear) => hydration.awaited.set(name, { far: false, comeNear })).then(() => queueTurn(name)) : queueTurn(name);
    hydration.waits.set(name, wait);
  }
  return wait;
}

/** What the observer found for a `whenNear` part: near takes its turn; far lets the page be the app's without it. */
function reportNearness(name: string, near: boolean): void {
  const part = hydration.awaited.get(name);
  if (!part) return;
  if (near) {
    hydration.awaited.delete(name);
    part.comeNear();
  } else {
    part.far = true;
    settleWhenNoneWait();
  }
}

/** A `whenNear` part that left the page still waiting: it no longer waits (a new instance has no server HTML to keep). */
function forgetAwaited(name: string): void {
  if (!hydration.awaited.delete(name)) return;
  hydration.released.add(name);
  settleWhenNoneWait();
}

/**
 * Marks where a `whenNear` part starts (hidden: no box, no gap in a stack) and tells when the part's first element, the
 * server HTML after it, comes within a screen of view.
 */
function NearMark({ name }: { name: string }) {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const part = mark.current?.nextElementSibling;
    if (!hydration.awaited.has(name)) return;
    if (!part || observerMissing()) {
      reportNearness(name, true);
      return;
    }
    // Watched until it comes near, not for the page's life: after that its turn is taken and nothing reads it.
    const stop = watchNearness(part, (near) => {
      reportNearness(name, near);
      if (near) stop();
    });
    return () => {
      stop();
      // Gone before it came near (the visitor went to another screen): drawn again later, it renders at once.
      forgetAwaited(name);
    };
  }, [name]);
  return <span ref={mark} hidden />;
}

function HydrationTurn({ name, whenNear, children }: { name: string; whenNear: boolean; children: ReactNode }) {
  if (!hydration.released.has(name) && (hydration.active || hydration.awaited.has(name))) throw waitForTurn(name, whenNear);
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
 * A part `whenNear` (the footer, a landing's lower sections) takes its turn only once it comes within a screen of view
 * (`ui/near-viewport.ts`): a phone's first visit does none of the work for what it does not show, and the visitor
 * scrolling (or tabbing) towards it reaches it taken over. Outside the first hydration it renders its children as they
 * are. `name` is unique within a page.
 */
export function HydrateLater({ name, whenNear = false, children }: { name: string; whenNear?: boolean; children: ReactNode }) {
  if (import.meta.env.SSR) {
    return (
      <>
        {whenNear && <NearMark name={name} />}
        <ServerPart>{children}</ServerPart>
      </>
    );
  }
  return (
    <>
      {whenNear && <NearMark name={name} />}
      <Suspense fallback={null}>
        <HydrationTurn name={name} whenNear={whenNear}>
          {children}
        </HydrationTurn>
      </Suspense>
    </>
  );
}
