import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { TAKE_OVER_AFTER_MS, takeOverOnUse } from './take-over-on-use';
import type { PageUse } from './take-over-on-use';

let use: PageUse | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  // Every test's listeners go with it.
  use?.replay();
  use = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The page as drawn: its HTML, no app yet. */
function drawn(html: string): void {
  document.body.innerHTML = html;
}

/** The window's parts the takeover uses, around a clock of the test's choosing. */
function windowParts() {
  return {
    document,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  };
}

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe('takeOverOnUse', () => {
  it('takes the page over at the first use, once, in a task after the event', () => {
    drawn('<p>Welcome</p>');
    const takeOver = vi.fn();
    use = takeOverOnUse(takeOver);
    window.dispatchEvent(new Event('pointerdown'));
    expect(takeOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(takeOver).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(TAKE_OVER_AFTER_MS);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it.each(['pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])('counts %s as a use', (type) => {
    drawn('<p>Welcome</p>');
    const takeOver = vi.fn();
    use = takeOverOnUse(takeOver);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(0);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('does not count a pointer move that did not move (Chromium sends one when the page changes under the pointer)', () => {
    drawn('<p>Welcome</p>');
    const takeOver = vi.fn();
    use = takeOverOnUse(takeOver);
    const resting = Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 });
    window.dispatchEvent(resting);
    vi.advanceTimersByTime(0);
    expect(takeOver).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 3, movementY: 0 }));
    vi.advanceTimersByTime(0);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('takes an unused page over once it has been open TAKE_OVER_AFTER_MS since the navigation started', () => {
    drawn('<p>Welcome</p>');
    // The app's code arrived 1.2 s after the navigation started.
    const takeOver = vi.fn();
    use = takeOverOnUse(takeOver, { target: { ...windowParts(), performance: { now: () => 1_200 } } as unknown as Window });
    vi.advanceTimersByTime(TAKE_OVER_AFTER_MS - 1_200 - 1);
    expect(takeOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('takes the page over at once when a section waiting for its data is in view, not when it is further down', () => {
    const fake = installFakeIntersectionObserver();
    try {
      drawn('<section aria-busy="true">Loading the guardians…</section>');
      const takeOver = vi.fn();
      use = takeOverOnUse(takeOver);
      expect(fake.observers[0]!.observed).toHaveLength(1);
      fake.observers[0]!.report(false);
      vi.advanceTimersByTime(0);
      expect(takeOver).not.toHaveBeenCalled();
      expect(fake.observers[0]!.disconnected).toBe(true);
      use.replay();

      drawn('<section aria-busy="true">Loading products…</section>');
      use = takeOverOnUse(takeOver);
      fake.observers[1]!.report(true);
      vi.advanceTimersByTime(0);
      expect(takeOver).toHaveBeenCalledTimes(1);
    } finally {
      fake.restore();
    }
  });

  it('makes no observer for a page with nothing waiting for its data', () => {
    const fake = installFakeIntersectionObserver();
    try {
      drawn('<section aria-busy="false">Guardians</section>');
      use = takeOverOnUse(vi.fn());
      expect(fake.observers).toHaveLength(0);
    } finally {
      fake.restore();
    }
  });

  it('holds a press of a button until the app is there, then presses it again', () => {
    drawn('<div class="banner"><button type="button">Accept all <span>now</span></button></div>');
    const pressed = vi.fn();
    use = takeOverOnUse(vi.fn());
    const button = document.querySelector('button')!;
    // The app's handler, as hydration attaches it: not there yet while the press is held.
    const held = click(button.querySelector('span')!);
    expect(held.defaultPrevented).toBe(true);
    button.addEventListener('click', pressed);
    expect(pressed).not.toHaveBeenCalled();
    use.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Nothing is held after that.
    const later = click(button);
    expect(later.defaultPrevented).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('presses a held button again as soon as the app gives it its click handler, before the rest of the page is the app’s', () => {
    drawn('<button id="accept">Accept all</button><button id="menu">Menu</button>');
    const pressed: string[] = [];
    use = takeOverOnUse(vi.fn());
    const [accept, menu] = [document.getElementById('accept')!, document.getElementById('menu')!];
    click(menu);
    click(accept);
    // The app takes the banner's button over first: its press waits for the menu's, pressed before it.
    accept.addEventListener('click', () => pressed.push('accept'));
    vi.advanceTimersByTime(0);
    expect(pressed).toEqual([]);
    menu.addEventListener('click', () => pressed.push('menu'));
    vi.advanceTimersByTime(0);
    expect(pressed).toEqual(['menu', 'accept']);
    // A press on a control the app handles now goes through at once, and nothing is pressed twice at replay().
    expect(click(accept).defaultPrevented).toBe(false);
    expect(pressed).toEqual(['menu', 'accept', 'accept']);
    use.replay();
    expect(pressed).toEqual(['menu', 'accept', 'accept']);
    // The stand-in that told of the handler is gone: the element's own method is the prototype's again.
    expect(Object.hasOwn(accept, 'addEventListener')).toBe(false);
  });

  it('presses again only what is still on the page, in the order it was pressed', () => {
    drawn('<button id="a">A</button><button id="b">B</button><button id="gone">Gone</button>');
    const order: string[] = [];
    use = takeOverOnUse(vi.fn());
    for (const id of ['b', 'gone', 'a']) click(document.getElementById(id)!);
    document.getElementById('gone')!.remove();
    for (const id of ['a', 'b']) document.getElementById(id)!.addEventListener('click', () => order.push(id));
    use.replay();
    expect(order).toEqual(['b', 'a']);
  });

  it('lets the browser follow a link, and holds a fragment link the app handles', () => {
    drawn('<a href="/marketplace">Shop</a><a href="#" role="button">Open</a>');
    use = takeOverOnUse(vi.fn());
    expect(click(document.querySelector('a[href="/marketplace"]')!).defaultPrevented).toBe(false);
    expect(click(document.querySelector('a[href="#"]')!).defaultPrevented).toBe(true);
  });

  it('leaves a click on text or in a field to the browser', () => {
    drawn('<p>Plain words</p><input type="search" aria-label="Search">');
    use = takeOverOnUse(vi.fn());
    expect(click(document.querySelector('p')!).defaultPrevented).toBe(false);
    expect(click(document.querySelector('input')!).defaultPrevented).toBe(false);
  });

  it('holds a form sent before the app is there and sends it again through the app', () => {
    drawn('<form action="/marketplace"><input name="q" type="search"><button type="submit">Search</button></form>');
    use = takeOverOnUse(vi.fn());
    const form = document.querySelector('form')!;
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    use.replay();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("tells the app a field's value once, with the last event it had, after taking the page over", () => {
    drawn('<input type="search" aria-label="Search"><select aria-label="Sort"><option>featured</option><option>price</option></select>');
    use = takeOverOnUse(vi.fn());
    const search = document.querySelector('input')!;
    const sort = document.querySelector('select')!;
    search.value = 'om';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    search.value = 'omega';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    sort.value = 'price';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    const chosen = vi.fn((event: Event) => (event.target as HTMLSelectElement).value);
    search.addEventListener('input', typed);
    sort.addEventListener('change', chosen);
    use.replay();
    expect(typed).toHaveBeenCalledTimes(1);
    expect(typed.mock.results[0]!.value).toBe('omega');
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(chosen.mock.results[0]!.value).toBe('price');
  });
});
