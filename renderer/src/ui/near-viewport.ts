import { useEffect, useState } from 'react';

/** How far below (or above) the visible part of the page a part counts as near: about one phone screen. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/** No way to observe in this browser (tests in jsdom): every part counts as near. The build-time renderer draws none as near. */
function observerMissing(): boolean {
  return !import.meta.env.SSR && typeof window.IntersectionObserver !== 'function';
}

/** Tells `onChange` whether `element` is within a screen of view, as soon as known and whenever that changes; returns the stop. */
function watchNearness(element: Element, onChange: (near: boolean) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const latest = entries.at(-1);
      if (latest) onChange(latest.isIntersecting);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
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
    return watchNearness(element, (isNear) => {
      if (isNear) setNear(true);
    });
  }, [element, near]);
  return [setElement, near];
}
