import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnInTasks } from './draw-in-tasks';

function Cards({ count, first }: { count: number; first?: number }) {
  const drawn = useDrawnInTasks(count, first);
  return <p>{`${drawn} of ${count}`}</p>;
}

/** Lets the queued tasks (messages) run. */
async function tasks(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

describe('useDrawnInTasks', () => {
  afterEach(cleanup);

  it('draws the first card at once, then one more a task, and stops at the count', async () => {
    render(<Cards count={3} />);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    await tasks(6);
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('draws as many as asked first, and a list that arrives later the same way', async () => {
    const { rerender } = render(<Cards count={0} first={2} />);
    expect(screen.getByText('0 of 0')).toBeTruthy();
    rerender(<Cards count={5} first={2} />);
    expect(screen.getByText('2 of 5')).toBeTruthy();
    await tasks(8);
    expect(screen.getByText('5 of 5')).toBeTruthy();
  });

  it('draws a shorter list whole at once', async () => {
    const { rerender } = render(<Cards count={4} />);
    await tasks(8);
    rerender(<Cards count={2} />);
    expect(screen.getByText('2 of 2')).toBeTruthy();
  });
});
