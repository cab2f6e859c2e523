// Presses made on a pre-rendered page before the app has hydrated it: kept by public/color-scheme.js (a classic script
// in the head, so from the first paint) and pressed again here once the page is the app's. React replays a press made
// while it hydrates, but not one made before hydration started (the app's code still loading) nor one on a part whose
// code is still on its way (`lazyPart`, such as the cookie banner): both were lost.
import { LAZY_PART_LOADING_EVENT } from '@common/prerendered-pages';

/** The window property color-scheme.js keeps the presses in; null once the app has them (presses then go through). */
export const EARLY_PRESSES_KEY = 'guardiansEarlyPresses';

interface EarlyPressWindow {
  [EARLY_PRESSES_KEY]?: Element[] | null;
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

/** The code of lazily loaded parts that hydration asked for, followed from now on. */
export function followLazyParts(target: Window): { settled(): Promise<void> } {
  const loading = new Set<Promise<unknown>>();
  target.addEventListener(LAZY_PART_LOADING_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail instanceof Promise) loading.add(detail);
  });
  return {
    async settled() {
      // A part's code may ask for another's: followed until none is on its way, then one task more (React hydrates
      // the part once its code is here).
      while (loading.size > 0) {
        const now = [...loading];
        await Promise.allSettled(now);
        for (const done of now) loading.delete(done);
        await nextTask();
      }
    },
  };
}

/** Stops keeping presses and makes the kept ones again, each on its button if it is still in the page. */
export function replayEarlyPresses(target: Window): number {
  const holder = target as unknown as EarlyPressWindow;
  const kept = holder[EARLY_PRESSES_KEY] ?? [];
  holder[EARLY_PRESSES_KEY] = null;
  let made = 0;
  for (const button of kept) {
    if (!(button instanceof HTMLElement) || !button.isConnected) continue;
    button.click();
    made += 1;
  }
  return made;
}
