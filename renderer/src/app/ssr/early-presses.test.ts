import { afterEach, describe, expect, it } from 'vitest';
import { LAZY_PART_LOADING_EVENT } from '@common/prerendered-pages';
import { EARLY_PRESSES_KEY, followLazyParts, replayEarlyPresses } from './early-presses';

type Holder = Record<string, unknown>;

afterEach(() => {
  delete (window as unknown as Holder)[EARLY_PRESSES_KEY];
  document.body.replaceChildren();
});

describe('presses kept from before hydration', () => {
  it('are made again on their buttons, or on the button drawn again in the same place, and then no longer kept', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>text</p><section><button>first</button><button>second</button></section>';
    document.body.append(root);
    const [first, second] = [...root.querySelectorAll('button')] as HTMLButtonElement[];
    const pressed: string[] = [];
    root.addEventListener('click', (event) => pressed.push((event.target as Element).textContent ?? ''));
    const detached = document.createElement('button');
    // The second was drawn again by React: the kept element left the page, another is in its place.
    const redrawn = document.createElement('button');
    redrawn.textContent = 'second, drawn again';
    second!.replaceWith(redrawn);
    (window as unknown as Holder)[EARLY_PRESSES_KEY] = [
      { button: first, path: [1, 0] },
      { button: second, path: [1, 1] },
      { button: detached, path: [5, 5] },
    ];
    expect(replayEarlyPresses(window, root)).toBe(2);
    expect(pressed).toEqual(['first', 'second, drawn again']);
    expect((window as unknown as Holder)[EARLY_PRESSES_KEY]).toBeNull();
    expect(replayEarlyPresses(window, root)).toBe(0);
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
