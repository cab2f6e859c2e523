import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { ProductGrid } from './catalog/product-grid';
import { useProgressiveCount } from './progressive';

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
});
