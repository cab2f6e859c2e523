import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VISIT_OPEN_DELAY_MS, LAUNCHER_CYCLE_MS, useFirstVisitAutoOpen, useLauncherCycle } from './use-quick-chat-timers';
import { STORAGE_KEYS } from '../../../platform/storage-keys';

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('launcher cycle', () => {
  it('moves to the next guardian every 3 s while closed', () => {
    const advance = vi.fn();
    renderHook(() => useLauncherCycle(true, advance));
    act(() => vi.advanceTimersByTime(LAUNCHER_CYCLE_MS - 1));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2 * LAUNCHER_CYCLE_MS));
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('stops while the panel is open', () => {
    const advance = vi.fn();
    const { rerender } = renderHook(({ running }) => useLauncherCycle(running, advance), { initialProps: { running: true } });
    rerender({ running: false });
    act(() => vi.advanceTimersByTime(10 * LAUNCHER_CYCLE_MS));
    expect(advance).not.toHaveBeenCalled();
  });
});

describe('first-visit auto-open', () => {
  it('opens after 5 s on the first visit ever and sets quickChatVisited', () => {
    const open = vi.fn();
    renderHook(() => useFirstVisitAutoOpen(true, open));
    act(() => vi.advanceTimersByTime(FIRST_VISIT_OPEN_DELAY_MS - 1));
    expect(open).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.quickChatVisited.key)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.quickChatVisited.key)).not.toBeNull();
  });

  it('never opens by itself once the visitor has been here', () => {
    window.localStorage.setItem(STORAGE_KEYS.quickChatVisited.key, 'true');
    const open = vi.fn();
    renderHook(() => useFirstVisitAutoOpen(true, open));
    act(() => vi.advanceTimersByTime(10 * FIRST_VISIT_OPEN_DELAY_MS));
    expect(open).not.toHaveBeenCalled();
  });

  it('is cancelled when the visitor opens the panel first', () => {
    const open = vi.fn();
    const { rerender } = renderHook(({ pending }) => useFirstVisitAutoOpen(pending, open), { initialProps: { pending: true } });
    act(() => vi.advanceTimersByTime(FIRST_VISIT_OPEN_DELAY_MS / 2));
    rerender({ pending: false });
    act(() => vi.advanceTimersByTime(FIRST_VISIT_OPEN_DELAY_MS));
    expect(open).not.toHaveBeenCalled();
  });
});
