// The browser-side records of spec section 3: session-storage flags of the redirect sign-in and the local-storage
// mirror of who is signed in. The mirror is kept as the spec says, but the server session decides who is signed in.
import type { AccountUser, AuthProvider } from '@common/contracts/accounts';
import type { Wallet } from '@common/contracts/wallet';
import { familyKey, STORAGE_KEY_FAMILIES, STORAGE_KEYS } from '../platform/storage-keys';

/** The session-storage flags of the redirect sign-in (keys of platform/storage-keys.ts). */
export const SESSION_FLAGS = {
  googleSignInAttempt: STORAGE_KEYS.googleSignInAttempt.key,
  authSuccess: STORAGE_KEYS.authSuccess.key,
  authRedirectTo: STORAGE_KEYS.authRedirectTo.key,
} as const;

/** The local-storage mirror of who is signed in (keys of platform/storage-keys.ts). */
export const MIRROR_KEYS = {
  authUser: STORAGE_KEYS.authUser.key,
  isAuthenticated: STORAGE_KEYS.isAuthenticated.key,
  demoUser: STORAGE_KEYS.demoUser.key,
  currentUserEmail: STORAGE_KEYS.currentUserEmail.key,
  pwaUserSession: STORAGE_KEYS.pwaUserSession.key,
  pwaStorageSync: STORAGE_KEYS.pwaStorageSync.key,
} as const;

/** The keys logout clears (spec 4, "Session"). */
export const SIGNED_IN_MIRROR_KEYS: readonly string[] = [MIRROR_KEYS.authUser, MIRROR_KEYS.isAuthenticated, MIRROR_KEYS.demoUser];

/** Spec 3: the wallet is cached per user under a key made from the email. */
export function walletStorageKey(email: string): string {
  return familyKey(STORAGE_KEY_FAMILIES.wallet, email.trim().toLowerCase());
}

/** authUser of spec 3: email, uid, displayName, photoURL. */
export interface MirroredAuthUser {
  email: string;
  uid: string;
  displayName: string;
  photoURL: string | null;
}

/** demoUser of spec 3. */
export interface MirroredDemoUser {
  email: string;
  uid: string;
  displayName: string;
  isDemo: true;
}

/** pwa_user_session of spec 3. */
export interface StoredSessionRecord {
  email: string;
  uid: string;
  displayName: string;
  authProvider: AuthProvider;
  walletData: Wallet | null;
  lastSeen: number;
}

export function readJsonItem(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes the mirror for the user the server has just confirmed. */
export function mirrorSignedInUser(storage: Storage, user: AccountUser): void {
  if (user.isDemo) {
    const demo: MirroredDemoUser = { email: user.email, uid: user.uid, displayName: user.displayName, isDemo: true };
    storage.setItem(MIRROR_KEYS.demoUser, JSON.stringify(demo));
    storage.removeItem(MIRROR_KEYS.authUser);
  } else {
    const authUser: MirroredAuthUser = {
      email: user.email,
      uid: user.uid,
      displayName: user.displayName,
      photoURL: user.photoURL,
    };
    storage.setItem(MIRROR_KEYS.authUser, JSON.stringify(authUser));
    storage.removeItem(MIRROR_KEYS.demoUser);
  }
  storage.setItem(MIRROR_KEYS.isAuthenticated, 'true');
  storage.setItem(MIRROR_KEYS.currentUserEmail, user.email);
}

/**
 * Whether this browser's mirror says someone is signed in: a hint of what the server will answer, never a decision
 * (an expired session still says so). Storage that cannot be read says no.
 */
export function mirrorSaysSignedIn(storage: () => Storage): boolean {
  try {
    return storage().getItem(MIRROR_KEYS.isAuthenticated) === 'true';
  } catch {
    return false;
  }
}

/** Removes the signed-in mirror (authUser, isAuthenticated, demoUser). */
export function clearSignedInMirror(storage: Storage): void {
  for (const key of SIGNED_IN_MIRROR_KEYS) storage.removeItem(key);
}

export function cacheWallet(storage: Storage, email: string, wallet: Wallet): void {
  storage.setItem(walletStorageKey(email), JSON.stringify(wallet));
}

export function readCachedWallet(storage: Storage, email: string): Wallet | null {
  const wallet = readJsonItem(storage, walletStorageKey(email));
  return typeof wallet === 'object' && wallet !== null ? (wallet as Wallet) : null;
}
