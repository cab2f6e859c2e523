// The visitor's first-run memory of spec 3: `seenFeatures` (a JSON map of feature id to true) and
// `onboardingCompleted` ('true' once the welcome was finished or skipped). Storage may be corrupt, full or blocked
// (private modes, strict settings): a bad value reads as "not seen", and a write that fails is kept for this page.
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

export const SEEN_FEATURES_KEY = 'seenFeatures';
export const ONBOARDING_COMPLETED_KEY = 'onboardingCompleted';

/** Features that announce themselves until the visitor has seen them once. */
export const SEEN_FEATURE_IDS = ['onboarding', 'dark-mode-toggle'] as const;
export type SeenFeatureId = (typeof SEEN_FEATURE_IDS)[number];

const SeenFeaturesMap = z.record(z.string(), z.boolean());
export type SeenFeatures = Partial<Record<string, boolean>>;

/** Same-page change notice; other tabs are heard through the `storage` event. */
const CHANGE_EVENT = 'guardians-first-run-change';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// Values whose write failed: this page still honours them until it is reloaded.
const unsaved = new Map<string, string | null>();

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string, storage: KeyValueStorage | null): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, storage: KeyValueStorage | null): void {
  try {
    if (!storage) throw new Error('no storage');
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The stored map, or an empty one when it is missing or not a map of booleans. */
export function readSeenFeatures(storage: KeyValueStorage | null = browserStorage()): SeenFeatures {
  const raw = read(SEEN_FEATURES_KEY, storage);
  if (raw === null) return {};
  try {
    const parsed = SeenFeaturesMap.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function hasSeenFeature(id: SeenFeatureId, storage: KeyValueStorage | null = browserStorage()): boolean {
  return readSeenFeatures(storage)[id] === true;
}

/** Adds the feature to the map, keeping the other entries (a corrupt map starts again from empty). */
export function markFeatureSeen(id: SeenFeatureId, storage: KeyValueStorage | null = browserStorage()): void {
  const seen = readSeenFeatures(storage);
  if (seen[id] === true) return;
  write(SEEN_FEATURES_KEY, JSON.stringify({ ...seen, [id]: true }), storage);
}

/** Only the exact text 'true' counts: anything else (missing, 'yes', garbage) shows the welcome again. */
export function isOnboardingCompleted(storage: KeyValueStorage | null = browserStorage()): boolean {
  return read(ONBOARDING_COMPLETED_KEY, storage) === 'true';
}

export function completeOnboarding(storage: KeyValueStorage | null = browserStorage()): void {
  write(ONBOARDING_COMPLETED_KEY, 'true', storage);
  markFeatureSeen('onboarding', storage);
}

/** "Show the introduction again": forgets the completion, so the welcome opens at once wherever it can show. */
export function showOnboardingAgain(storage: KeyValueStorage | null = browserStorage()): void {
  write(ONBOARDING_COMPLETED_KEY, null, storage);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useOnboardingCompleted(): boolean {
  return useSyncExternalStore(subscribe, () => isOnboardingCompleted());
}

/** Whether the visitor has seen a feature, and the call that records it. */
export function useSeenFeature(id: SeenFeatureId): [seen: boolean, markSeen: () => void] {
  const seen = useSyncExternalStore(subscribe, () => hasSeenFeature(id));
  return [seen, useCallback(() => markFeatureSeen(id), [id])];
}
