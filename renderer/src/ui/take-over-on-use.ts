// When a pre-rendered first visit becomes the app's (issue 12, docs/performance.md). The page arrives drawn, its links
// plain anchors that work without a script; taking it over (the router's start, hydration, each part's turn) is most
// of a first visit's main-thread work, 0.5–1.5 s on a slow phone, and every task of it over 50 ms would hold a tap
// made meanwhile. So the app takes the page over when the visitor first uses it (a touch, a pointer moving over it, a
// key, focus, the wheel, a scroll) or once it has been open `TAKE_OVER_AFTER_MS`, whichever comes first, and what the
// visitor did before it was there is done again once it is: a press of a button is held and pressed again (as soon as
// the app has given that button its handler, its part of the page taken over), a form sent is sent again, a field typed
// into or chosen from tells the app its value. A link is followed by the browser.
// A page that shows a placeholder in view (a section marked `aria-busy`, waiting for its data: only the app asks for
// it) is taken over at once: nobody should look at a placeholder for want of a touch.

/** What tells that the visitor is using the page: the takeover starts at the first of them. */
export const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * The page is taken over this long after the navigation started even if nobody used it: the app's timed behaviour (the
 * quick chat's launcher cycling, the first visit's auto-open at 5 s, spec 9) starts then.
 */
export const TAKE_OVER_AFTER_MS = 5_000;

/**
 * Controls whose press the app handles: held until the app is there. Fields are left to the browser. (No menu items: a
 * menu's items are drawn only once the app has opened it.)
 */
const PRESSABLE = 'button,[role=button],[role=tab],[role=checkbox],[role=switch],summary,label,input';
/** Inputs that are pressed (the rest are typed into or picked from: their value is told to the app, see `told`). */
const PRESSED_INPUT_TYPES = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'image']);

/** Calls `start` when a section waiting for its data (`aria-busy`) is in view, as the page is first laid out. */
function startWhenPlaceholderInView(doc: Document, start: () => void): void {
  const placeholders = [...doc.querySelectorAll('[aria-busy="true"]')];
  if (placeholders.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  // Told after the page's first layout, with no layout forced here; once is enough: any later look is a scroll.
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    if (entries.some((entry) => entry.isIntersecting)) start();
  });
  for (const placeholder of placeholders) observer.observe(placeholder);
}

/** Something the visitor did before the app was there, to do again. */
interface HeldAct {
  again: () => void;
  live: boolean;
}

export interface PageUse {
  /** Does again, in order, what the visitor did before the app took the page over, and stops holding anything. */
  replay(): void;
}

function isField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !PRESSED_INPUT_TYPES.has(element.type);
}

/** A link the browser follows on its own: to a page (not a fragment of this one, not a script URL). */
function followedByBrowser(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute('href') ?? '';
  return href !== '' && !href.startsWith('#') && !/^javascript:/i.test(href);
}

/**
 * Calls `takeOver` (in a task of its own) at the visitor's first use of the page or `afterMs` after the navigation
 * started, and holds what they do meanwhile until `replay()`, which the caller calls once the page is the app's.
 */
export function takeOverOnUse(takeOver: () => void, { target = window as Window, afterMs = TAKE_OVER_AFTER_MS } = {}): PageUse {
  const doc = target.document;
  /**
   * What to do again, in order; a field's value is told once, where it was last changed. A press is `live` once the
   * app has given its control a click handler (its part of the page is the app's): it is made then, not at `replay()`,
   * when every press before it has been made.
   */
  const held: HeldAct[] = [];
  const told = new Map<Element, string>();
  /** Controls the app handles already: a press on them goes through. */
  const liveControls = new WeakSet<Element>();
  /** Controls waiting for their handler, with the stand-in `addEventListener` that tells when it comes. */
  const watched = new Set<HTMLElement>();
  let started = false;
  let replaying = false;

  const doAgain = (act: HeldAct): void => {
    replaying = true;
    try {
      act.again();
    } finally {
      replaying = false;
    }
  };
  /** Makes the presses at the head of the list whose controls are live. */
  const makeLivePresses = (): void => {
    while (held[0]?.live) doAgain(held.shift()!);
  };
  /**
   * Tells when the app gives `control` a click handler (Preact adds its listeners as it takes each element over): an
   * own `addEventListener` in front of the prototype's, removed once told or at `replay()`.
   */
  const watchForHandler = (control: HTMLElement, act: HeldAct): void => {
    watched.add(control);
    control.addEventListener = function (this: HTMLElement, ...args: Parameters<HTMLElement['addEventListener']>) {
      EventTarget.prototype.addEventListener.apply(this, args);
      if (args[0] !== 'click') return;
      unwatch(control);
      liveControls.add(control);
      act.live = true;
      // After the task that takes the part over has drawn it.
      target.setTimeout(makeLivePresses, 0);
    } as HTMLElement['addEventListener'];
  };
  const unwatch = (control: HTMLElement): void => {
    watched.delete(control);
    delete (control as Partial<Pick<HTMLElement, 'addEventListener'>>).addEventListener;
  };

  const start = (): void => {
    if (started) return;
    started = true;
    target.clearTimeout(timer);
    for (const type of USE_EVENTS) target.removeEventListener(type, onUse, true);
    // Not inside the event's own dispatch: the press shows at once, the work follows in the next task.
    target.setTimeout(takeOver, 0);
  };
  const onUse = (event: Event): void => {
    // Chromium also sends a pointer move that did not move when the page changes under a resting pointer.
    if (event.type === 'pointermove' && (event as PointerEvent).movementX === 0 && (event as PointerEvent).movementY === 0) return;
    start();
  };
  const timer = target.setTimeout(start, Math.max(0, afterMs - target.performance.now()));
  for (const type of USE_EVENTS) target.addEventListener(type, onUse, { capture: true, passive: true });
  startWhenPlaceholderInView(doc, start);

  const holdPress = (event: Event): void => {
    const element = event.target;
    if (replaying || event.defaultPrevented || !(element instanceof Element)) return;
    const link = element.closest('a[href]');
    if (link instanceof HTMLAnchorElement && followedByBrowser(link)) return;
    const control = element.closest(PRESSABLE);
    if (!(control instanceof HTMLElement) || isField(control) || liveControls.has(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const act: HeldAct = {
      live: false,
      again: () => {
        if (control.isConnected) control.click();
      },
    };
    held.push(act);
    if (!watched.has(control)) watchForHandler(control, act);
  };
  const holdSubmit = (event: Event): void => {
    const form = event.target;
    if (replaying || event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    held.push({
      live: false,
      again: () => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
      },
    });
  };
  const noteField = (event: Event): void => {
    const field = event.target;
    if (replaying || !(field instanceof Element) || !isField(field)) return;
    const type = field instanceof HTMLSelectElement ? 'change' : event.type;
    if (!told.has(field)) {
      held.push({
        live: false,
        again: () => {
          const eventType = told.get(field);
          if (eventType && field.isConnected) field.dispatchEvent(new Event(eventType, { bubbles: true }));
        },
      });
    }
    told.set(field, type);
  };

  doc.addEventListener('click', holdPress, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('input', noteField, true);
  doc.addEventListener('change', noteField, true);

  return {
    replay() {
      doc.removeEventListener('click', holdPress, true);
      doc.removeEventListener('submit', holdSubmit, true);
      doc.removeEventListener('input', noteField, true);
      doc.removeEventListener('change', noteField, true);
      for (const control of [...watched]) unwatch(control);
      for (const act of held.splice(0)) doAgain(act);
      told.clear();
    },
  };
}
