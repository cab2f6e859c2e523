import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_LOADING_EVENT } from '@common/prerendered-pages';
import { EARLY_PRESSES_KEY, followLazyParts, replayEarlyPresses } from './early-presses';

type Holder = Record<string, unknown>;

afterEach(() => {
  delete (window as unknown as Holder)[EARLY_PRESSES_KEY];
  document.body.replaceChildren();
});

describe('presses kept from before hydration', () => {
  it('are made again on their buttons still in the page, and later presses are no longer kept', () => {
    const [kept, gone] = [document.createElement('button'), document.createElement('button')];
    document.body.append(kept);
    const pressed = vi.fn();
    kept.addEventListener('click', pressed);
    (window as unknown as Holder)[EARLY_PRESSES_KEY] = [kept, gone, kept];
    expect(replayEarlyPresses(window)).toBe(2);
    expect(pressed).toHaveBeenCalledTimes(2);
    expect((window as unknown as Holder)[EARLY_PRESSES_KEY]).toBeNull();
    expect(replayEarlyPresses(window)).toBe(0);
  });

  it('wait for the code of every lazily loaded part hydration asked for, one after another', async () => {
    const parts = followLazyParts(window);
    let resolveFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      resolveFirst = resolve;
    });
    window.dispatchEvent(new CustomEvent(LAZY_PART_LOADING_EVENT, { detail: first }));
    window.dispatchEvent(new CustomEvent(LAZY_PART_LOADING_EVENT, { detail: 'not a promise' }));
    let settled = false;
    const waiting = parts.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    // A part whose code asks for another's: followed too.
    const second = Promise.reject(new Error('offline'));
    second.catch(() => undefined);
    window.dispatchEvent(new CustomEvent(LAZY_PART_LOADING_EVENT, { detail: second }));
    resolveFirst();
    await waiting;
    expect(settled).toBe(true);
  });
});
