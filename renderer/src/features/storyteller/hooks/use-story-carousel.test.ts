import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_AUTOPLAY_MS, useStoryCarousel } from './use-story-carousel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('story carousel', () => {
  it('wraps both ways', () => {
    const { result } = renderHook(() => useStoryCarousel(6));
    act(() => result.current.previous());
    expect(result.current.index).toBe(5);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('autoplays every 12 s only while switched on', () => {
    const { result } = renderHook(() => useStoryCarousel(6));
    act(() => vi.advanceTimersByTime(STORY_AUTOPLAY_MS * 2));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggleAutoplay());
    act(() => vi.advanceTimersByTime(STORY_AUTOPLAY_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => result.current.toggleAutoplay());
    act(() => vi.advanceTimersByTime(STORY_AUTOPLAY_MS * 3));
    expect(result.current.index).toBe(1);
  });
});
