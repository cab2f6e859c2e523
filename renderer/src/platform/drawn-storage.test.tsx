import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DrawnStorageContext, MemoryStorage, useAsDrawn, useValueAsDrawn } from './drawn-storage';

function Choice({ storage }: { storage: Storage }) {
  const choice = useAsDrawn((from) => from?.getItem('choice') ?? 'none', storage);
  const scheme = useValueAsDrawn(storage.getItem('darkMode') === 'false' ? 'light' : 'dark', (drawn) =>
    drawn.getItem('darkMode') === 'false' ? 'light' : 'dark',
  );
  return (
    <p>
      {choice} · {scheme}
    </p>
  );
}

describe('a page hydrated as it was drawn', () => {
  it("renders the drawn storage's values while hydrating, without a mismatch, then this browser's own", async () => {
    const drawn = new MemoryStorage();
    drawn.setItem('choice', 'made');
    const browser = new MemoryStorage();
    browser.setItem('darkMode', 'false');
    const page = (
      <DrawnStorageContext.Provider value={drawn}>
        <Choice storage={browser} />
      </DrawnStorageContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('made · dark');
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('none · light');
    container.remove();
  });

  it('keeps items as the Web Storage interface does', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect([storage.length, storage.key(1), storage.getItem('a'), storage.getItem('c')]).toEqual([2, 'b', '1', null]);
    storage.removeItem('a');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
