import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The storage a server-rendered page was drawn with: an empty one for a first visit's page, a returning customer's
 * for a page drawn for a signed-in customer (renderer/src/app/ssr/returning-device.ts). While React hydrates the page,
 * what depends on this browser's storage (the cookie choice, the welcome, colours, marks on new features) renders as
 * drawn, so hydration finds what the HTML shows; right after, React renders it again with this browser's own storage.
 * Null when nothing is hydrated (a page rendered afresh).
 */
export const DrawnStorageContext = createContext<Storage | null>(null);

function noSubscription(): () => void {
  return () => undefined;
}

/**
 * `read(storage)` of this browser's storage, except while hydrating (and on the server): of the storage the page was
 * drawn with. `storage` is this browser's (or null when it is blocked).
 */
export function useAsDrawn<T>(read: (storage: Storage | null) => T, storage: Storage | null): T {
  const drawn = useContext(DrawnStorageContext);
  return useSyncExternalStore(
    noSubscription,
    () => read(storage),
    () => read(drawn ?? storage),
  );
}

/**
 * `value`, except while hydrating a page drawn with another storage: `fromDrawn(drawn)` then (what the HTML shows).
 * For state kept elsewhere than the storage itself (Mantine's colour scheme, read from it).
 */
export function useValueAsDrawn<T>(value: T, fromDrawn: (drawn: Storage) => T): T {
  const drawn = useContext(DrawnStorageContext);
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => (drawn ? fromDrawn(drawn) : value),
  );
}

/** A storage in memory (the drawn one, built by the entries): the Web Storage interface, nothing kept. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}
