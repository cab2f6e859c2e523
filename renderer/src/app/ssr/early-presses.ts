// Presses made on a pre-rendered page before the app has hydrated it: kept by public/color-scheme.js (a classic script
// in the head, so from the first paint) and pressed again here once the page is the app's. React replays a press made
// while it hydrates, but not one made before hydration started (the app's code still loading) nor one on a part whose
// code is still on its way (`lazyPart`, such as the cookie banner): both were lost.
import { LAZY_PART_LOADING_EVENT } from '@common/prerendered-pages';

/** The window property color-scheme.js keeps the presses in; null once the app has them (presses then go through). */
export const EARLY_PRESSES_KEY = 'guardiansEarlyPresses';

/** A kept press: the button, and where it was (each element's index among its parent's, from the root). */
interface KeptPress {
  button: Element;
  path: number[];
}

interface EarlyPressWindow {
  [EARLY_PRESSES_KEY]?: KeptPress[] | null;
}

/** The next task, by a message rather than a timer: a page whose clock is paused (a browser test's) still gets there. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The lazily loaded parts the page holds, followed from now on: each tells when its content is shown (hydrated, at a
 * low priority after the rest of the page, once its code is here). React drops a press on a part not hydrated yet.
 */
export function followLazyParts(target: Window): { settled(): Promise<void> } {
  const loading = new Set<Promise<unknown>>();
  target.addEventListener(LAZY_PART_LOADING_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail instanceof Promise) loading.add(detail);
  });
  return {
    async settled() {
      // A part may hold another: followed until none is on its way, then one task more (the press is made after React
      // has finished the commit that showed the part).
      while (loading.size > 0) {
        const now = [...loading];
        await Promise.allSettled(now);
        for (const done of now) loading.delete(done);
        await nextTask();
      }
    },
  };
}

/**
 * Stops keeping presses and makes the kept ones again, each on its button, or on the button now in its place when
 * React drew that part again (its HTML did not match); a press with neither is dropped.
 */
export function replayEarlyPresses(target: Window, root: Element | null): number {
  const holder = target as unknown as EarlyPressWindow;
  const kept = holder[EARLY_PRESSES_KEY] ?? [];
  holder[EARLY_PRESSES_KEY] = null;
  let made = 0;
  for (const press of kept) {
    const button = press.button?.isConnected ? press.button : root && elementAt(root, press.path);
    if (!(button instanceof HTMLButtonElement)) continue;
    button.click();
    made += 1;
  }
  return made;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of Array.isArray(path) ? path : []) at = at?.children.item(index) ?? null;
  return at;
}
