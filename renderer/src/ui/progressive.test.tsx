import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { ProductGrid } from './catalog/product-grid';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { useProgressiveCount } from './progressive';
import { hydrateRoot } from 'react-dom/client';
import { hydrateInSlices } from './deferred';

afterEach(cleanup);

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A window whose width matches media queries up to `widthEm` (Mantine's breakpoints are in em). */
function windowOfWidth(widthEm: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width: ([\d.]+)em/.exec(query);
    return { matches: minWidth !== null && Number(minWidth[1]) <= widthEm, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

function renderGrid(cards: number) {
  renderWithMantine(
    <ProductGrid>
      {Array.from({ length: cards }, (_, index) => (
        <article key={index} aria-label={`card ${index + 1}`} />
      ))}
    </ProductGrid>,
  );
}

describe('ProductGrid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the first row at once (four columns on a wide screen) and a card in each task after, until all are there', async () => {
    windowOfWidth(80);
    renderGrid(10);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('draws one card first on a phone, where the grid has one column, and three on a middle width', async () => {
    windowOfWidth(25);
    renderGrid(6);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    cleanup();
    windowOfWidth(64);
    renderGrid(6);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('adds cards only while the end of the grid is within a screen of view, and all of them once focus is in the grid', async () => {
    windowOfWidth(25);
    const fake = installFakeIntersectionObserver();
    try {
      renderGrid(6);
      await nextTask();
      await nextTask();
      // The end is not reported near: only the first row (one card on a phone) is drawn.
      expect(screen.getAllByRole('article')).toHaveLength(1);
      const observer = fake.observers.at(-1)!;
      expect(observer.options?.rootMargin).toBe('800px 0px');
      expect(observer.observed[0]?.getAttribute('aria-hidden')).toBe('true');
      await act(() => observer.report(true));
      await nextTask();
      expect(screen.getAllByRole('article')).toHaveLength(2);
      await nextTask();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      // The cards pushed the end out of reach: no more until the visitor comes near again.
      await act(() => observer.report(false));
      await nextTask();
      await nextTask();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      // A keyboard user tabs into the grid: the rest are drawn, so Tab never skips one.
      const card = screen.getAllByRole('article')[0]!;
      card.tabIndex = 0;
      await act(() => card.focus());
      for (let task = 0; task < 4; task += 1) await nextTask();
      expect(screen.getAllByRole('article')).toHaveLength(6);
    } finally {
      fake.restore();
    }
  });

  it('holds a paused count and goes on when unpaused', async () => {
    function Counter({ paused }: { paused: boolean }) {
      const shown = useProgressiveCount(4, { first: 1, step: 1, paused });
      return <p>{`${shown} of 4`}</p>;
    }
    const { rerender } = renderWithMantine(<Counter paused />);
    await nextTask();
    await nextTask();
    expect(screen.getByText('1 of 4')).toBeTruthy();
    rerender(<Counter paused={false} />);
    await nextTask();
    expect(screen.getByText('2 of 4')).toBeTruthy();
  });

  it('draws as many as asked at once and per task, a list that grows the same way, a shorter one whole', async () => {
    function Counter({ total }: { total: number }) {
      const shown = useProgressiveCount(total, { first: 1, step: 1 });
      return <p>{`${shown} of ${total}`}</p>;
    }
    const { rerender } = renderWithMantine(<Counter total={0} />);
    expect(screen.getByText('0 of 0')).toBeTruthy();
    rerender(<Counter total={3} />);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    await nextTask();
    expect(screen.getByText('2 of 3')).toBeTruthy();
    await nextTask();
    expect(screen.getByText('3 of 3')).toBeTruthy();
    rerender(<Counter total={2} />);
    expect(screen.getByText('2 of 2')).toBeTruthy();
  });

  it('draws every item of a list drawn whole by the server when it takes that HTML over, and a card per task elsewhere', async () => {
    function Counter({ total }: { total: number }) {
      const shown = useProgressiveCount(total, { first: 1, step: 1, drawnWhole: true });
      return <p>{`${shown} of ${total}`}</p>;
    }
    // Drawn afresh (another screen), it goes a card per task as before.
    const { unmount } = renderWithMantine(<Counter total={3} />);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    unmount();
    // Taken over from the server's HTML (the build's server renderer draws all: import.meta.env.SSR), it is whole at
    // once, the same element kept.
    const container = document.createElement('div');
    container.innerHTML = '<p>3 of 3</p>';
    document.body.append(container);
    const paragraph = container.querySelector('p');
    await act(() => hydrateInSlices(() => hydrateRoot(container, <Counter total={3} />)));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('3 of 3');
    container.remove();
  });
});
