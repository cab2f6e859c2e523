import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountUser } from '../../../testing/account-user';
import type { SessionSyncDeps } from './session-sync';
import { CLEANUP_AGE_MS, createSessionSync, RESTORE_MAX_AGE_MS, SESSION_SYNC_INTERVAL_MS, STORAGE_EVENT_DELAY_MS } from './session-sync';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const wallet = { balance: 100, currency: 'coins' as const, entries: [] };

function deps(overrides: Partial<SessionSyncDeps> = {}): SessionSyncDeps {
  return {
    storage: localStorage,
    isInstalledApp: () => false,
    currentUser: () => null,
    now: () => Date.now(),
    dispatchStorageEvent: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
}

function storedRecord(lastSeen: number, authProvider = 'simple') {
  return JSON.stringify({ email: 'ada@example.com', uid: 'uid-1', displayName: 'Ada', authProvider, walletData: wallet, lastSeen });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('session sync in a normal browser', () => {
  it('saves the current session with its cached wallet now and every 30 s', async () => {
    localStorage.setItem('guardian_wallet_ada@example.com', JSON.stringify(wallet));
    const stop = createSessionSync(deps({ currentUser: () => accountUser() })).start();
    expect(JSON.parse(localStorage.getItem('pwa_user_session') ?? 'null')).toEqual({
      email: 'ada@example.com',
      uid: 'uid-1',
      displayName: 'Ada',
      authProvider: 'simple',
      walletData: wallet,
      lastSeen: NOW,
    });
    expect(localStorage.getItem('pwa_storage_sync')).toBe(String(NOW));

    await vi.advanceTimersByTimeAsync(SESSION_SYNC_INTERVAL_MS - 1);
    expect(JSON.parse(localStorage.getItem('pwa_user_session') ?? 'null').lastSeen).toBe(NOW);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(localStorage.getItem('pwa_user_session') ?? 'null').lastSeen).toBe(NOW + SESSION_SYNC_INTERVAL_MS);
    stop();
  });

  it('saves nothing while nobody is signed in', () => {
    createSessionSync(deps()).tick();
    expect(localStorage.getItem('pwa_user_session')).toBeNull();
  });
});

describe('session sync in the installed app', () => {
  it('restores authUser, the wallet and current_user_email at start, then fires a storage event after 100 ms', async () => {
    localStorage.setItem('pwa_user_session', storedRecord(NOW - 60_000));
    const all = deps({ isInstalledApp: () => true });
    const stop = createSessionSync(all).start();
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual({ email: 'ada@example.com', uid: 'uid-1', displayName: 'Ada', photoURL: null });
    expect(JSON.parse(localStorage.getItem('guardian_wallet_ada@example.com') ?? 'null')).toEqual(wallet);
    expect(localStorage.getItem('current_user_email')).toBe('ada@example.com');

    await vi.advanceTimersByTimeAsync(STORAGE_EVENT_DELAY_MS - 1);
    expect(all.dispatchStorageEvent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(all.dispatchStorageEvent).toHaveBeenCalledTimes(1);

    // The same record is not restored again every 30 s; a newer one from the browser is.
    await vi.advanceTimersByTimeAsync(SESSION_SYNC_INTERVAL_MS);
    expect(all.dispatchStorageEvent).toHaveBeenCalledTimes(1);
    localStorage.setItem('pwa_user_session', storedRecord(Date.now(), 'demo'));
    await vi.advanceTimersByTimeAsync(SESSION_SYNC_INTERVAL_MS + STORAGE_EVENT_DELAY_MS);
    expect(JSON.parse(localStorage.getItem('demoUser') ?? 'null')).toMatchObject({ email: 'ada@example.com', isDemo: true });
    expect(all.dispatchStorageEvent).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips a stored session older than 24 hours', async () => {
    localStorage.setItem('pwa_user_session', storedRecord(NOW - RESTORE_MAX_AGE_MS - 1));
    const all = deps({ isInstalledApp: () => true });
    createSessionSync(all).tick();
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(all.dispatchStorageEvent).not.toHaveBeenCalled();
  });
});

describe('cleanup', () => {
  it('removes stored session data older than 7 days, and keeps younger data', () => {
    localStorage.setItem('pwa_user_session', storedRecord(NOW - CLEANUP_AGE_MS - 1));
    localStorage.setItem('pwa_storage_sync', String(NOW - CLEANUP_AGE_MS - 1));
    createSessionSync(deps()).tick();
    expect(localStorage.getItem('pwa_user_session')).toBeNull();
    expect(localStorage.getItem('pwa_storage_sync')).toBeNull();

    localStorage.setItem('pwa_user_session', storedRecord(NOW - CLEANUP_AGE_MS + 1000));
    createSessionSync(deps()).tick();
    expect(localStorage.getItem('pwa_user_session')).not.toBeNull();
  });

  it('only logs when storage fails', () => {
    const broken = {
      ...localStorage,
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const all = deps({ storage: broken });
    expect(() => createSessionSync(all).tick()).not.toThrow();
    expect(all.log).toHaveBeenCalledWith('Session sync failed.', expect.any(Error));
  });
});
