import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import type { KeyValueStorage } from './seen-features';
import { FirstRunContext, FirstRunStore, useOnboardingCompleted, useSeenFeature } from './seen-features';

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

/** A page's first-run memory over `storage`. */
const page = (storage: KeyValueStorage | null) => new FirstRunStore(storage, null);

/** Renders a hook under the page's provider, as the app providers do. */
function renderOnPage<T>(hook: () => T, store = new FirstRunStore(window.localStorage)) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(FirstRunContext.Provider, { value: store }, children);
  return { store, ...renderHook(hook, { wrapper }) };
}

describe('seenFeatures', () => {
  it('marks a feature in the JSON map and keeps the other entries', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.seenFeatures.key]: '{"wellness-journey":true}' });
    const firstRun = page(storage);
    expect(firstRun.hasSeenFeature('dark-mode-toggle')).toBe(false);
    firstRun.markFeatureSeen('dark-mode-toggle');
    expect(firstRun.hasSeenFeature('dark-mode-toggle')).toBe(true);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.seenFeatures.key)!)).toEqual({ 'wellness-journey': true, 'dark-mode-toggle': true });
  });

  it('reads corrupt JSON, a non-map or non-boolean entries as nothing seen, and starts a fresh map', () => {
    for (const corrupt of ['{not json', '[1,2]', '"text"', 'null', '{"onboarding":"yes"}']) {
      const storage = memoryStorage({ [STORAGE_KEYS.seenFeatures.key]: corrupt });
      const firstRun = page(storage);
      expect(firstRun.readSeenFeatures()).toEqual({});
      expect(firstRun.hasSeenFeature('onboarding')).toBe(false);
      firstRun.markFeatureSeen('onboarding');
      expect(JSON.parse(storage.entries.get(STORAGE_KEYS.seenFeatures.key)!)).toEqual({ onboarding: true });
    }
  });

  it('never throws when storage is blocked, and remembers the mark for this page', () => {
    const storage = memoryStorage();
    let blocked = true;
    const flaky: KeyValueStorage = {
      getItem: (key) => (blocked ? blockedStorage.getItem(key) : storage.getItem(key)),
      setItem: (key, value) => (blocked ? blockedStorage.setItem(key, value) : storage.setItem(key, value)),
      removeItem: (key) => (blocked ? blockedStorage.removeItem(key) : storage.removeItem(key)),
    };
    const firstRun = page(flaky);
    expect(firstRun.readSeenFeatures()).toEqual({});
    expect(() => firstRun.markFeatureSeen('dark-mode-toggle')).not.toThrow();
    expect(firstRun.hasSeenFeature('dark-mode-toggle')).toBe(true);
    // A later successful write goes to storage again.
    blocked = false;
    firstRun.markFeatureSeen('onboarding');
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.seenFeatures.key)!)).toEqual({ 'dark-mode-toggle': true, onboarding: true });
    // Nothing of it is shared with another page.
    expect(page(blockedStorage).hasSeenFeature('dark-mode-toggle')).toBe(false);
  });

  it('updates a component that watches a feature as soon as it is marked', () => {
    const { result } = renderOnPage(() => useSeenFeature('dark-mode-toggle'));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.seenFeatures.key)).toBe('{"dark-mode-toggle":true}');
  });
});

describe('onboardingCompleted', () => {
  it("counts only the text 'true' as completed", () => {
    expect(page(memoryStorage()).isOnboardingCompleted()).toBe(false);
    for (const value of ['false', 'TRUE', '1', '', '{}'])
      expect(page(memoryStorage({ [STORAGE_KEYS.onboardingCompleted.key]: value })).isOnboardingCompleted()).toBe(false);
    expect(page(memoryStorage({ [STORAGE_KEYS.onboardingCompleted.key]: 'true' })).isOnboardingCompleted()).toBe(true);
    expect(page(blockedStorage).isOnboardingCompleted()).toBe(false);
  });

  it("stores 'true' and marks the onboarding seen on completion; showing it again clears the flag", () => {
    const storage = memoryStorage();
    const firstRun = page(storage);
    firstRun.completeOnboarding();
    expect(storage.entries.get(STORAGE_KEYS.onboardingCompleted.key)).toBe('true');
    expect(firstRun.hasSeenFeature('onboarding')).toBe(true);
    firstRun.showOnboardingAgain();
    expect(storage.entries.has(STORAGE_KEYS.onboardingCompleted.key)).toBe(false);
    expect(firstRun.isOnboardingCompleted()).toBe(false);
  });

  it('tells a watching component at once when completed and when reset', () => {
    const { result, store } = renderOnPage(() => useOnboardingCompleted());
    expect(result.current).toBe(false);
    act(() => store.completeOnboarding());
    expect(result.current).toBe(true);
    act(() => store.showOnboardingAgain());
    expect(result.current).toBe(false);
  });
});
