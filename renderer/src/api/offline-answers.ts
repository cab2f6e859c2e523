// The offline cache seen from the API layer: the last good answer of each cacheable GET is kept per user through
// the Platform interface, and served with its age when the server cannot be reached. Only where "offline" exists:
// always on the web, and on desktop when the window talks to a remote API (the embedded server is never away).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { cachedAnswerSchema, cacheEntryInputSchema } from '../../../common/desktop-bridge';
import { isCacheableApiPath } from '../../../common/offline-cache-paths';
import { platform } from '../platform/current-platform';
import type { PlatformInfo, PlatformOfflineCache } from '../platform/platform';
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODES, OFFLINE_WRITE_TEXT } from './error-texts';
import { DB_STATUS_PATH } from './system-mode';
import { sessionFetch } from './session-fetch';

/** What this module needs of the platform; tests pass their own. */
export interface OfflineCacheHost {
  readonly offlineCache: PlatformOfflineCache;
  info(): Promise<Pick<PlatformInfo, 'kind' | 'embeddedServer'>>;
}

/** The session query's key and URL (GET /api/auth/me): the one place that says who is signed in. */
export const SESSION_PATH = '/api/auth/me';
/** A store waits this long for the session to say whose answer it is, then gives up rather than guess. */
export const SESSION_WAIT_MS = 10_000;

const sessionAnswerSchema = z.object({ user: z.object({ id: z.string().min(1) }) }).nullable();

/** A cached answer as the screen receives it, and when the server gave it. */
export interface OfflineAnswer {
  value: unknown;
  storedAt: string;
}

export interface OfflineStatus {
  /** The last request could not reach the server and nothing has succeeded since. */
  networkDown: boolean;
  /** The oldest time of the cached answers screens show now (ISO 8601), or null when all data is live. */
  showingDataFrom: string | null;
}

let host: OfflineCacheHost = platform;
let usesCache: Promise<boolean> | undefined;
let status: OfflineStatus = { networkDown: false, showingDataFrom: null };
const listeners = new Set<() => void>();
/** Queries answered from the cache: refetched as soon as the server answers again. */
const queriesShowingCache = new Map<string, { client: QueryClient; queryKey: QueryKey }>();
const watchedClients = new WeakSet<QueryClient>();
let listeningForOnline = false;

/** Who the session says is signed in: undefined until it has said (or when asking it failed). */
let sessionUser: { userId: string | null } | undefined;
const sessionWaiters = new Set<() => void>();

function setStatus(next: OfflineStatus): void {
  if (next.networkDown === status.networkDown && next.showingDataFrom === status.showingDataFrom) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getOfflineStatus(): OfflineStatus {
  return status;
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The offline status for a component, re-rendering it when it changes. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus, getOfflineStatus);
}

/** Whether this window keeps and serves offline answers: the web always, desktop only against a remote API. */
export function usesOfflineCache(): Promise<boolean> {
  usesCache ??= host.info().then(
    (info) => info.kind === 'web' || !info.embeddedServer,
    () => false,
  );
  return usesCache;
}

// ---- whose answers ----

function rememberSessionAnswer(data: unknown): void {
  if (data === undefined) return;
  const parsed = sessionAnswerSchema.safeParse(data);
  if (!parsed.success) return;
  sessionUser = { userId: parsed.data?.user.id ?? null };
  for (const wake of sessionWaiters) wake();
  sessionWaiters.clear();
  // An answer the server gave (or a sign-in or sign-out just made), not one served from the cache while offline.
  if (!status.networkDown) void keepDeviceSession(data);
}

/**
 * The device's last known session, kept under the signed-out key: an app started offline reads it first, and so
 * shows the answers of whoever was signed in on this device. Sign-out replaces it with null, so it never outlives
 * the session; it holds nothing the signed-in header does not already show.
 */
async function keepDeviceSession(answer: unknown): Promise<void> {
  try {
    if (!(await usesOfflineCache())) return;
    const entry = cacheEntryInputSchema.safeParse({ userId: null, path: SESSION_PATH, body: JSON.stringify(answer) });
    if (entry.success) await host.offlineCache.store(entry.data);
  } catch {
    // As for any answer: a full or closed cache only means the next offline start shows the visitor's view.
  }
}

/**
 * Follows the session query of a query client: its fetched answer, and what sign-in and sign-out write into it.
 * Called by every query function, so it is in place before the first answer arrives.
 */
export function watchSessionOf(client: QueryClient): void {
  if (watchedClients.has(client)) return;
  watchedClients.add(client);
  rememberSessionAnswer(client.getQueryData([SESSION_PATH]));
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [path, ...rest] = event.query.queryKey;
    if (path === SESSION_PATH && rest.length === 0) rememberSessionAnswer(event.query.state.data);
  });
}

function knownSessionUser(): Promise<{ userId: string | null } | undefined> {
  if (sessionUser) return Promise.resolve(sessionUser);
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve(sessionUser);
    };
    const timer = setTimeout(() => {
      sessionWaiters.delete(wake);
      resolve(undefined);
    }, SESSION_WAIT_MS);
    sessionWaiters.add(wake);
  });
}

/**
 * Whose entries a failed read may use: the signed-in user's, or the signed-out visitor's while nobody is known
 * to be signed in. Visitor entries hold only public answers (a signed-out wallet or assessment read is a 401,
 * never stored), so no one ever sees another account's data.
 */
function readerId(): string | null {
  return sessionUser?.userId ?? null;
}

// ---- storing and serving ----

function cacheablePath(url: string): string | undefined {
  return url.startsWith('/api/') && isCacheableApiPath(url) ? url : undefined;
}

/** Keeps a good answer of a cacheable GET for its user. Never throws: a failed store must not fail the read. */
export async function rememberAnswer(url: string, body: string): Promise<void> {
  const path = cacheablePath(url);
  // The session answer is kept once per device by rememberSessionAnswer, never under a user.
  if (path === undefined || path === SESSION_PATH || body === '') return;
  try {
    if (!(await usesOfflineCache())) return;
    const user = await knownSessionUser();
    if (user === undefined) return;
    const entry = cacheEntryInputSchema.safeParse({ userId: user.userId, path, body });
    // Signed out (or in as someone else) meanwhile: the answer is no longer theirs to keep.
    if (!entry.success || sessionUser?.userId !== user.userId) return;
    await host.offlineCache.store(entry.data);
  } catch {
    // Full storage or a closed cache: the answer was shown anyway; the next one may be kept.
  }
}

/**
 * The cached answer of a cacheable GET for the current user, or null. A served answer shows the offline notice
 * and, with `query`, is refetched once the server answers again.
 */
export async function offlineAnswerFor(url: string, query?: { client: QueryClient; queryKey: QueryKey }): Promise<OfflineAnswer | null> {
  const path = cacheablePath(url);
  if (path === undefined) return null;
  try {
    if (!(await usesOfflineCache())) return null;
    const userId = path === SESSION_PATH ? null : readerId();
    const cached = cachedAnswerSchema.safeParse(await host.offlineCache.read({ userId, path }));
    if (!cached.success || cached.data === null) return null;
    const value: unknown = JSON.parse(cached.data.body);
    noteCachedAnswerShown(cached.data.storedAt, query);
    return { value, storedAt: cached.data.storedAt };
  } catch {
    return null;
  }
}

/** When the browser says the network is back, screens showing kept answers ask the server again. */
function askAgainWhenOnline(): void {
  if (listeningForOnline || typeof window === 'undefined') return;
  listeningForOnline = true;
  window.addEventListener('online', () => {
    for (const { client, queryKey } of queriesShowingCache.values()) void client.invalidateQueries({ queryKey, exact: true });
  });
}

function noteCachedAnswerShown(storedAt: string, query?: { client: QueryClient; queryKey: QueryKey }): void {
  if (query) queriesShowingCache.set(JSON.stringify(query.queryKey), query);
  askAgainWhenOnline();
  const shown = status.showingDataFrom;
  const oldest = shown === null || Date.parse(storedAt) < Date.parse(shown) ? storedAt : shown;
  setStatus({ networkDown: true, showingDataFrom: oldest });
}

// ---- reachability ----

/** The request never reached the server: no network, or a proxy said the server is away. */
export function noteServerUnreachable(): void {
  setStatus({ ...status, networkDown: true });
}

/**
 * The server answered. A successful answer also ends "showing data from …": screens that show cached answers
 * ask again, and the notice goes.
 */
export function noteServerReached(succeeded: boolean): void {
  if (!succeeded) {
    setStatus({ ...status, networkDown: false });
    return;
  }
  const stale = [...queriesShowingCache.values()];
  queriesShowingCache.clear();
  setStatus({ networkDown: false, showingDataFrom: null });
  for (const { client, queryKey } of stale) void client.invalidateQueries({ queryKey, exact: true });
}

/**
 * Whether a failed call means the server could not be reached: the network failed, or a gateway answered
 * 502/504, or a 503 that is not the server's own `{error, code}` answer (its overload and read-only answers are).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code === CLIENT_ERROR_CODES.network;
  if (error.status === 502 || error.status === 504) return true;
  return error.status === 503 && error.serverMessage === undefined;
}

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A cheap read that tells whether the server is back before a write is refused for being offline. */
async function serverAnswers(): Promise<boolean> {
  try {
    const response = await sessionFetch(DB_STATUS_PATH);
    await response.text().catch(() => '');
    if (response.status === 502 || response.status === 504) return false;
    noteServerReached(response.ok);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes are never queued: while the app knows it is offline (the browser says so, or the last request failed
 * on the network and the server still does not answer) a write is refused before anything is sent.
 */
export async function refuseWriteWhileOffline(): Promise<void> {
  if (!browserSaysOffline() && !status.networkDown) return;
  if (!(await usesOfflineCache())) return;
  if (!browserSaysOffline() && (await serverAnswers())) {
    setStatus({ ...status, networkDown: false });
    return;
  }
  throw new ApiError(0, OFFLINE_WRITE_TEXT, { code: CLIENT_ERROR_CODES.offline });
}

/** At sign-out: nothing of that account stays in the offline cache, and no later answer is stored for it. */
export async function clearOfflineAnswersOf(userId: string): Promise<void> {
  if (sessionUser?.userId === userId) sessionUser = { userId: null };
  await host.offlineCache.clearUser(userId);
}

/** Tests: another platform, and a fresh page load's state. */
export function configureOfflineAnswersForTests(testHost: OfflineCacheHost): void {
  host = testHost;
  usesCache = undefined;
}

export function resetOfflineAnswersForTests(): void {
  host = platform;
  usesCache = undefined;
  status = { networkDown: false, showingDataFrom: null };
  listeners.clear();
  queriesShowingCache.clear();
  sessionUser = undefined;
  sessionWaiters.clear();
}
