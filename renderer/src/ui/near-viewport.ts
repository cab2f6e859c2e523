import { useEffect, useState } from 'react';

/** How far below (or above) the visible part of the page a part counts as near: about one phone screen. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

function observerMissing(): boolean {
  return !import.meta.env.SSR && typeof window.IntersectionObserver !== 'function';
}

/**
 * Whether the element given to the returned ref is on screen or within a screen of it; true from the first time it is,
 * and stays true. Parts below the fold use it to fetch and draw only when a visitor scrolls (or tabs) towards them
 * (issue 12: render what is visible), so a first visit does less before it can answer a tap. Where the browser has no
 * IntersectionObserver (tests in jsdom) everything counts as near; the build-time renderer draws parts as not near.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(observerMissing);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}

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
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setNear(latest.isIntersecting);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, near];
}
