import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
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
    const fake = installFakeIntersectionObserver();
    try {
      render(<Part />);
      await act(() => Promise.resolve());
      expect(screen.getByText('waiting')).toBeTruthy();
      const observer = fake.observers.at(-1);
      expect(observer?.options?.rootMargin).toBe('800px 0px');
      await act(() => observer?.report(false));
      expect(screen.getByText('waiting')).toBeTruthy();
      await act(() => observer?.report(true));
      expect(screen.getByText('drawn')).toBeTruthy();
      expect(observer?.disconnected).toBe(true);
    } finally {
      fake.restore();
    }
  });
});
