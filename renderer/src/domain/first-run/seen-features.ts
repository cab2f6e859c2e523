// The visitor's first-run memory of spec 3: `seenFeatures` (a JSON map of feature id to true) and
// `onboardingCompleted` ('true' once the welcome was finished or skipped). Storage may be corrupt, full or blocked
// (private modes, strict settings): a bad value reads as "not seen", and a write that fails is kept for this page.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { DrawnStorageContext } from '../../platform/drawn-storage';
import { platform } from '../../platform/current-platform';

/** Features that announce themselves until the visitor has seen them once. */
export const SEEN_FEATURE_IDS = ['onboarding', 'dark-mode-toggle'] as const;
export type SeenFeatureId = (typeof SEEN_FEATURE_IDS)[number];

export type SeenFeatures = Partial<Record<string, boolean>>;

/** A JSON object whose every value is true or false; anything else is not a seen-features map. */
function isSeenFeaturesMap(value: unknown): value is SeenFeatures {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((seen) => typeof seen === 'boolean');
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage, or null where the browser blocks it. */
export function browserStorage(): KeyValueStorage | null {
  return platform.storage.localOrNull();
}

/** Where other tabs' changes are heard (the `storage` event); tests may pass none. */
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The first-run memory of one page, made once by the app providers: it reads and writes the storage it is given,
 * and honours the values whose write failed until the page is reloaded.
 */
export class FirstRunStore {
  private readonly unsaved = new Map<string, string | null>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly events: StorageEvents | null = typeof window === 'undefined' ? null : window,
  ) {}

  /** The stored map, or an empty one when it is missing or not a map of booleans. */
  readSeenFeatures(): SeenFeatures {
    const raw = this.read(STORAGE_KEYS.seenFeatures.key);
    if (raw === null) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      return isSeenFeaturesMap(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }

  hasSeenFeature(id: SeenFeatureId): boolean {
    return this.readSeenFeatures()[id] === true;
  }

  /** Adds the feature to the map, keeping the other entries (a corrupt map starts again from empty). */
  markFeatureSeen(id: SeenFeatureId): void {
    const seen = this.readSeenFeatures();
    if (seen[id] === true) return;
    this.write(STORAGE_KEYS.seenFeatures.key, JSON.stringify({ ...seen, [id]: true }));
  }

  /** Only the exact text 'true' counts: anything else (missing, 'yes', garbage) shows the welcome again. */
  isOnboardingCompleted(): boolean {
    return this.read(STORAGE_KEYS.onboardingCompleted.key) === 'true';
  }

  completeOnboarding(): void {
    this.write(STORAGE_KEYS.onboardingCompleted.key, 'true');
    this.markFeatureSeen('onboarding');
  }

  /** "Show the introduction again": forgets the completion, so the welcome opens at once wherever it can show. */
  showOnboardingAgain(): void {
    this.write(STORAGE_KEYS.onboardingCompleted.key, null);
  }

  /** Changes made on this page, and those of other tabs. */
  subscribe(onChange: () => void): () => void {
    this.listeners.add(onChange);
    this.events?.addEventListener('storage', onChange);
    return () => {
      this.listeners.delete(onChange);
      this.events?.removeEventListener('storage', onChange);
    };
  }

  private read(key: string): string | null {
    if (this.unsaved.has(key)) return this.unsaved.get(key) ?? null;
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string | null): void {
    try {
      if (!this.storage) throw new Error('no storage');
      if (value === null) this.storage.removeItem(key);
      else this.storage.setItem(key, value);
      this.unsaved.delete(key);
    } catch {
      this.unsaved.set(key, value);
    }
    for (const listener of this.listeners) listener();
  }
}

export const FirstRunContext = createContext<FirstRunStore | null>(null);

export function useFirstRun(): FirstRunStore {
  const store = useContext(FirstRunContext);
  if (!store) throw new Error('useFirstRun needs a FirstRunContext provider above it (see src/app/app-providers.tsx).');
  return store;
}

export function useOnboardingCompleted(): boolean {
  const store = useFirstRun();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const drawn = useContext(DrawnStorageContext);
  const read = () => store.isOnboardingCompleted();
  // While a server-rendered page is hydrated: as it was drawn (platform/drawn-storage.tsx).
  return useSyncExternalStore(subscribe, read, () => (drawn ? new FirstRunStore(drawn, null).isOnboardingCompleted() : read()));
}

/** Whether the visitor has seen a feature, and the call that records it. */
export function useSeenFeature(id: SeenFeatureId): [seen: boolean, markSeen: () => void] {
  const store = useFirstRun();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const drawn = useContext(DrawnStorageContext);
  const read = () => store.hasSeenFeature(id);
  const seen = useSyncExternalStore(subscribe, read, () => (drawn ? new FirstRunStore(drawn, null).hasSeenFeature(id) : read()));
  return [seen, useCallback(() => store.markFeatureSeen(id), [store, id])];
}
