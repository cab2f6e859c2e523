import type { Page } from '@playwright/test';

/** The Web Storage of the page, typed here because the e2e project compiles without the DOM library. */
interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
interface StorageWindow {
  localStorage: StorageArea;
  sessionStorage: StorageArea;
}
type Area = 'localStorage' | 'sessionStorage';

export function readStorage(page: Page, area: Area, keys: string[]): Promise<(string | null)[]> {
  return page.evaluate(({ area, keys }) => keys.map((key) => (globalThis as unknown as StorageWindow)[area].getItem(key)), { area, keys });
}

export async function readStoredJson(page: Page, area: Area, key: string): Promise<unknown> {
  const [raw] = await readStorage(page, area, [key]);
  return raw === null || raw === undefined ? null : (JSON.parse(raw) as unknown);
}

export function writeStorage(page: Page, area: Area, key: string, value: string): Promise<void> {
  return page.evaluate(({ area, key, value }) => (globalThis as unknown as StorageWindow)[area].setItem(key, value), { area, key, value });
}
