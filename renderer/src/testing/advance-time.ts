import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets `ms` of fake time pass in steps of `step` ms, each inside act(): a state change made inside act() renders when
 * that act() ends, so a timer that the render starts (a toast's close after its time, then its exit transition) runs
 * in a later step; one long act() would stop at the first of them.
 */
export async function advanceTime(ms: number, step = 50): Promise<void> {
  for (let passed = 0; passed < ms; passed += step) await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - passed)));
}
