import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNearViewport } from './near-viewport';

afterEach(cleanup);

function Part() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  it('counts everything as near where the browser cannot observe (jsdom)', () => {
    render(<Part />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('is false until the element comes within a screen of the visible page, then stays true', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
    class FakeObserver {
      private readonly record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const original = window.IntersectionObserver;
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      render(<Part />);
      await act(() => Promise.resolve());
      expect(screen.getByText('waiting')).toBeTruthy();
      const observer = observers.at(-1);
      expect(observer?.options?.rootMargin).toBe('800px 0px');
      await act(() => observer?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByText('waiting')).toBeTruthy();
      await act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByText('drawn')).toBeTruthy();
      expect(observer?.disconnected).toBe(true);
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
