// A stand-in for the browser's IntersectionObserver (jsdom has none), for parts that draw when they come near.

export interface FakeObserverRecord {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  observed: Element[];
  disconnected: boolean;
  /** Tells the part its element is (or is no longer) within the observer's margin. */
  report(isIntersecting: boolean): void;
}

/** Installs the stand-in on `window`; `restore` puts the original back. Every observer made is in `observers`. */
export function installFakeIntersectionObserver(): { observers: FakeObserverRecord[]; restore: () => void } {
  const observers: FakeObserverRecord[] = [];
  class FakeObserver {
    private readonly record: FakeObserverRecord;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const record: FakeObserverRecord = {
        callback,
        options,
        observed: [],
        disconnected: false,
        report: (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      };
      this.record = record;
      observers.push(record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}
