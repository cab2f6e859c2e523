// Session sync of spec 4: the browser saves the current session for the installed app; the installed app restores
// it. The server cookie is shared by both, so a restore only refreshes the local mirror and the wallet display;
// the session provider then asks the server who is signed in.
import type { AccountUser } from '@common/contracts/accounts';
import type { MirroredAuthUser, MirroredDemoUser, StoredSessionRecord } from '../../../identity/auth-storage';
import { cacheWallet, MIRROR_KEYS, readCachedWallet, readJsonItem } from '../../../identity/auth-storage';

/** Spec 9. */
export const SESSION_SYNC_INTERVAL_MS = 30_000;
export const RESTORE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const STORAGE_EVENT_DELAY_MS = 100;

export interface SessionSyncDeps {
  storage: Storage;
  isInstalledApp(): boolean;
  /** The user the server session confirmed, or null. */
  currentUser(): AccountUser | null;
  now(): number;
  /** Tells listeners (the wallet, the session) that the stored session changed. */
  dispatchStorageEvent(): void;
  log(message: string, error?: unknown): void;
}

function isSessionRecord(value: unknown): value is StoredSessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredSessionRecord>;
  return (
    typeof record.email === 'string' &&
    typeof record.uid === 'string' &&
    typeof record.lastSeen === 'number' &&
    (record.authProvider === 'simple' || record.authProvider === 'demo' || record.authProvider === 'firebase')
  );
}

export function createSessionSync(deps: SessionSyncDeps) {
  const { storage } = deps;
  let lastRestoredStamp: number | undefined;
  const pendingEvents = new Set<ReturnType<typeof setTimeout>>();

  function cleanup(): void {
    const record = readJsonItem(storage, MIRROR_KEYS.pwaUserSession);
    if (record !== undefined && (!isSessionRecord(record) || deps.now() - record.lastSeen > CLEANUP_AGE_MS)) {
      storage.removeItem(MIRROR_KEYS.pwaUserSession);
    }
    const syncedAt = Number(storage.getItem(MIRROR_KEYS.pwaStorageSync));
    if (storage.getItem(MIRROR_KEYS.pwaStorageSync) !== null && deps.now() - syncedAt > CLEANUP_AGE_MS) {
      storage.removeItem(MIRROR_KEYS.pwaStorageSync);
    }
  }

  function save(): void {
    const user = deps.currentUser();
    if (!user) return;
    const record: StoredSessionRecord = {
      email: user.email,
      uid: user.uid,
      displayName: user.displayName,
      authProvider: user.authProvider,
      walletData: readCachedWallet(storage, user.email),
      lastSeen: deps.now(),
    };
    storage.setItem(MIRROR_KEYS.pwaUserSession, JSON.stringify(record));
    storage.setItem(MIRROR_KEYS.pwaStorageSync, String(deps.now()));
  }

  function restore(): void {
    const record = readJsonItem(storage, MIRROR_KEYS.pwaUserSession);
    if (!isSessionRecord(record)) return;
    // Spec 5: a stored session older than 24 hours is skipped.
    if (deps.now() - record.lastSeen > RESTORE_MAX_AGE_MS) return;
    if (record.lastSeen === lastRestoredStamp) return;
    lastRestoredStamp = record.lastSeen;

    if (record.authProvider === 'demo') {
      const demo: MirroredDemoUser = { email: record.email, uid: record.uid, displayName: record.displayName, isDemo: true };
      storage.setItem(MIRROR_KEYS.demoUser, JSON.stringify(demo));
    } else {
      const authUser: MirroredAuthUser = { email: record.email, uid: record.uid, displayName: record.displayName, photoURL: null };
      storage.setItem(MIRROR_KEYS.authUser, JSON.stringify(authUser));
    }
    if (record.walletData) cacheWallet(storage, record.email, record.walletData);
    storage.setItem(MIRROR_KEYS.currentUserEmail, record.email);

    const timer = setTimeout(() => {
      pendingEvents.delete(timer);
      deps.dispatchStorageEvent();
    }, STORAGE_EVENT_DELAY_MS);
    pendingEvents.add(timer);
  }

  function tick(): void {
    try {
      cleanup();
      if (deps.isInstalledApp()) restore();
      else save();
    } catch (error) {
      // Spec 8: session sync errors are only logged.
      deps.log('Session sync failed.', error);
    }
  }

  return {
    tick,
    /** Runs now (the restore "at start"), then every 30 s; returns stop. */
    start(): () => void {
      tick();
      const interval = setInterval(tick, SESSION_SYNC_INTERVAL_MS);
      return () => {
        clearInterval(interval);
        for (const timer of pendingEvents) clearTimeout(timer);
        pendingEvents.clear();
      };
    },
  };
}
