// The page's Web Storage as the platform hands it out: the one way the renderer reaches localStorage. Every key it
// keeps is named in storage-keys.ts; the stored formats belong to the code that reads and writes each key.
import type { PlatformStorage } from './platform';

/** Where the page's storage lives: the window (or a test's stand-in). */
export interface StorageHost {
  readonly localStorage?: Storage;
}

export function pageStorage(host: StorageHost): PlatformStorage {
  return {
    get local(): Storage {
      // Read at each use, as `window.localStorage` is: a browser that blocks storage throws here, as it does there.
      const storage = host.localStorage;
      if (storage === undefined) throw new Error('This page has no localStorage.');
      return storage;
    },
    localOrNull(): Storage | null {
      try {
        return host.localStorage ?? null;
      } catch {
        return null;
      }
    },
  };
}
