// The story carousel of spec 4: next and previous wrap both ways; autoplay advances every 12 s (spec 9).
import { useCallback, useEffect, useState } from 'react';
import { STORIES, storyIndexAfter } from '@common/stories';

export const STORY_AUTOPLAY_MS = 12_000;

export function useStoryCarousel(count: number = STORIES.length) {
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(false);

  const step = useCallback((by: number) => setIndex((current) => storyIndexAfter(current, by, count)), [count]);

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => step(1), STORY_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, step]);

  return {
    index,
    autoplay,
    next: useCallback(() => step(1), [step]),
    previous: useCallback(() => step(-1), [step]),
    goTo: setIndex,
    toggleAutoplay: useCallback(() => setAutoplay((on) => !on), []),
  };
}
