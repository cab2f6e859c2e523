import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `first` at once, then `step` more in each following task until all are there.
 * A page of 12 product cards drawn in one go blocks a phone for a third of a second or more (issue 12: nothing blocks the main thread
 * for long); drawn a row at a time, the first row is there as soon as before and a tap gets through between rows.
 * Items already drawn stay drawn when the list changes (a filter, the next page), so nothing already on screen flickers.
 * While `paused` no more are added (a list far below the visible part of the page waits for the visitor to come near).
 */
export function useProgressiveCount(total: number, { first = 4, step = 4, paused = false }: { first?: number; step?: number; paused?: boolean } = {}): number {
  const [shown, setShown] = useState(first);
  const done = shown >= total;
  useEffect(() => {
    if (done || paused) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [done, paused, shown, step]);
  return Math.min(shown, total);
}
