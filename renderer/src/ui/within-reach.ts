import { useEffect, useState } from 'react';
import { observerMissing, watchNearness } from './near-viewport';

/**
 * Whether the element given to the returned ref is on screen or within a screen of it now: unlike `useNearViewport` it
 * turns false again when the element moves away (a list that grows pushes its end down). Where the browser has no
 * IntersectionObserver (tests in jsdom) it is always near; the build-time renderer draws it as not near.
 */
export function useWithinReach<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(observerMissing);
  useEffect(() => {
    if (!element || observerMissing()) return;
    return watchNearness(element, setNear);
  }, [element]);
  return [setElement, near];
}
