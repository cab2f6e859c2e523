import { useEffect, useState } from 'react';
import { isHydratingPage } from './deferred';

/**
 * How many of `total` items to draw now: `first` at once, then `step` more in each following task until all are there.
 * A page of 12 product cards drawn in one go blocks a phone for a third of a second or more (issue 12: nothing blocks the main thread
 * for long); drawn a row at a time, the first row is there as soon as before and a tap gets through between rows.
 * Items already drawn stay drawn when the list changes (a filter, the next page), so nothing already on screen flickers.
 * While `paused` no more are added (a list far below the visible part of the page waits for the visitor to come near).
 * `drawnWhole`: a page drawn on the server with its data (server/web-render) shows every item, and its hydration takes
 * them over as they are (for a short list on the first screen: the page is whole before any script runs).
 */
export function useProgressiveCount(
  total: number,
  { first = 4, step = 4, paused = false, drawnWhole = false }: { first?: number; step?: number; paused?: boolean; drawnWhole?: boolean } = {},
): number {
  const [shown, setShown] = useState(() => (drawnWhole && (import.meta.env.SSR || isHydratingPage()) ? total : first));
  const done = shown >= total;
  useEffect(() => {
    if (done || paused) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [done, paused, shown, step]);
  return Math.min(shown, total);
}
