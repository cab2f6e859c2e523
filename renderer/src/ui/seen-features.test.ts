import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './seen-features';
import {
  ONBOARDING_COMPLETED_KEY,
  SEEN_FEATURES_KEY,
  completeOnboarding,
  hasSeenFeature,
  isOnboardingCompleted,
  markFeatureSeen,
  readSeenFeatures,
  showOnboardingAgain,
  useOnboardingCompleted,
  useSeenFeature,
} from './seen-features';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const blockedStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

afterEach(() => window.localStorage.clear());

describe('seenFeatures', () => {
  it('marks a feature in the JSON map and keeps the other entries', () => {
    const storage = memoryStorage({ [SEEN_FEATURES_KEY]: '{"wellness-journey":true}' });
    expect(hasSeenFeature('dark-mode-toggle', storage)).toBe(false);
    markFeatureSeen('dark-mode-toggle', storage);
    expect(hasSeenFeature('dark-mode-toggle', storage)).toBe(true);
    expect(JSON.parse(storage.entries.get(SEEN_FEATURES_KEY)!)).toEqual({ 'wellness-journey': true, 'dark-mode-toggle': true });
  });

  it('reads corrupt JSON, a non-map or non-boolean entries as nothing seen, and starts a fresh map', () => {
    for (const corrupt of ['{not json', '[1,2]', '"text"', 'null', '{"onboarding":"yes"}']) {
      const storage = memoryStorage({ [SEEN_FEATURES_KEY]: corrupt });
      expect(readSeenFeatures(storage)).toEqual({});
      expect(hasSeenFeature('onboarding', storage)).toBe(false);
      markFeatureSeen('onboarding', storage);
      expect(JSON.parse(storage.entries.get(SEEN_FEATURES_KEY)!)).toEqual({ onboarding: true });
    }
  });

  it('never throws when storage is blocked, and remembers the mark for this page', () => {
    expect(readSeenFeatures(blockedStorage)).toEqual({});
    expect(() => markFeatureSeen('dark-mode-toggle', blockedStorage)).not.toThrow();
    expect(hasSeenFeature('dark-mode-toggle', blockedStorage)).toBe(true);
    // A later successful write goes to storage again.
    const storage = memoryStorage();
    markFeatureSeen('onboarding', storage);
    expect(JSON.parse(storage.entries.get(SEEN_FEATURES_KEY)!)).toEqual({ 'dark-mode-toggle': true, onboarding: true });
  });

  it('updates a component that watches a feature as soon as it is marked', () => {
    const { result } = renderHook(() => useSeenFeature('dark-mode-toggle'));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(window.localStorage.getItem(SEEN_FEATURES_KEY)).toBe('{"dark-mode-toggle":true}');
  });
});

describe('onboardingCompleted', () => {
  it("counts only the text 'true' as completed", () => {
    expect(isOnboardingCompleted(memoryStorage())).toBe(false);
    for (const value of ['false', 'TRUE', '1', '', '{}']) expect(isOnboardingCompleted(memoryStorage({ [ONBOARDING_COMPLETED_KEY]: value }))).toBe(false);
    expect(isOnboardingCompleted(memoryStorage({ [ONBOARDING_COMPLETED_KEY]: 'true' }))).toBe(true);
    expect(isOnboardingCompleted(blockedStorage)).toBe(false);
  });

  it("stores 'true' and marks the onboarding seen on completion; showing it again clears the flag", () => {
    const storage = memoryStorage();
    completeOnboarding(storage);
    expect(storage.entries.get(ONBOARDING_COMPLETED_KEY)).toBe('true');
    expect(hasSeenFeature('onboarding', storage)).toBe(true);
    showOnboardingAgain(storage);
    expect(storage.entries.has(ONBOARDING_COMPLETED_KEY)).toBe(false);
    expect(isOnboardingCompleted(storage)).toBe(false);
  });

  it('tells a watching component at once when completed and when reset', () => {
    const { result } = renderHook(() => useOnboardingCompleted());
    expect(result.current).toBe(false);
    act(() => completeOnboarding());
    expect(result.current).toBe(true);
    act(() => showOnboardingAgain());
    expect(result.current).toBe(false);
  });
});
