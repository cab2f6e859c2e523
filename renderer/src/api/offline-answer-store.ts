// The offline cache seen from the API layer: the last good answer of each cacheable GET is kept per user through
// the Platform interface, and served with its age when the server cannot be reached. Only where "offline" exists:
// always on the web, and on desktop when the window talks to a remote API (the embedded server is never away).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isCacheableApiPath } from '@common/offline-cache-paths';
import type { PlatformInfo, PlatformOfflineCache } from '../platform/platform';
import type { ServerStatus } from './server-status';
import type { SessionWatcher } from './session-watcher';
import { SESSION_PATH } from './session-watcher';

/** The cache entry schemas of the desktop bridge, loaded with the first answer kept or read (not with the first page). */
const entrySchemas = () => import('@common/offline-cache-entry');

/** At most this long an answer waits for an idle moment before it is kept. */
const KEEP_WITHIN_MS = 2000;

/**
 * Resolves in an idle moment of the main thread (a task later where the browser has none to offer). Keeping an answer
 * (its schema's code, the check, the Cache Storage write) is never urgent: on a first visit it ran inside the task that
 * drew the answer, which made that task the longest of the page on a phone (issue 12).
 */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: KEEP_WITHIN_MS });
    else setTimeout(resolve, 0);
  });
}

/** What the store needs of the platform; tests pass their own. */
export interface OfflineCacheHost {
  readonly offlineCache: PlatformOfflineCache;
  info(): Promise<Pick<PlatformInfo, 'kind' | 'embeddedServer'>>;
}

/** A cached answer as the screen receives it, and when the server gave it. */
export interface OfflineAnswer {
  value: unknown;
  storedAt: string;
}

/** A query whose screen shows a kept answer: asked again as soon as the server answers. */
export interface QueryShowingCache {
  client: QueryClient;
  queryKey: QueryKey;
}

/** Where the store hears that the browser is back online; tests pass their own. */
export type OnlineEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface OfflineAnswerStoreOptions {
  host: OfflineCacheHost;
  serverStatus: ServerStatus;
  session: SessionWatcher;
  onlineEvents?: OnlineEvents | undefined;
}

function cacheablePath(url: string): string | undefined {
  return url.startsWith('/api/') && isCacheableApiPath(url) ? url : undefined;
}

export class OfflineAnswerStore {
  private readonly host: OfflineCacheHost;
  private readonly serverStatus: ServerStatus;
  private readonly session: SessionWatcher;
  private readonly onlineEvents: OnlineEvents | undefined;
  private usesCache: Promise<boolean> | undefined;
  /** The oldest time of the kept answers screens show now (ISO 8601), or null when all data is live. */
  private oldestShown: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly queriesShowingCache = new Map<string, QueryShowingCache>();
  private readonly stopListening: (() => void)[] = [];
  private listeningForOnline = false;

  constructor(options: OfflineAnswerStoreOptions) {
    this.host = options.host;
    this.serverStatus = options.serverStatus;
    this.session = options.session;
    this.onlineEvents = options.onlineEvents ?? (typeof window === 'undefined' ? undefined : window);
    this.stopListening.push(
      this.serverStatus.onServerBack(() => this.serverIsBack()),
      // An answer the server gave (or a sign-in or sign-out just made), not one served from the cache while offline.
      this.session.onSessionAnswer((answer) => {
        if (!this.serverStatus.isNetworkDown()) void this.keepDeviceSession(answer);
      }),
    );
  }

  /** The oldest time of the kept answers on screen, or null while all data is live. */
  showingDataFrom(): string | null {
    return this.oldestShown;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Whether this window keeps and serves offline answers: the web always, desktop only against a remote API. */
  usesOfflineCache(): Promise<boolean> {
    this.usesCache ??= this.host.info().then(
      (info) => info.kind === 'web' || !info.embeddedServer,
      () => false,
    );
    return this.usesCache;
  }

  /** Keeps a good answer of a cacheable GET for its user. Never throws: a failed store must not fail the read. */
  async remember(url: string, body: string): Promise<void> {
    const path = cacheablePath(url);
    // The session answer is kept once per device by keepDeviceSession, never under a user.
    if (path === undefined || path === SESSION_PATH || body === '') return;
    try {
      await idleMoment();
      if (!(await this.usesOfflineCache())) return;
      const user = await this.session.known();
      if (user === undefined) return;
      const { cacheEntryInputSchema } = await entrySchemas();
      const entry = cacheEntryInputSchema.safeParse({ userId: user.userId, path, body });
      // Signed out (or in as someone else) meanwhile: the answer is no longer theirs to keep.
      if (!entry.success || this.session.current()?.userId !== user.userId) return;
      await this.host.offlineCache.store(entry.data);
    } catch {
      // Full storage or a closed cache: the answer was shown anyway; the next one may be kept.
    }
  }

  /**
   * The kept answer of a cacheable GET for the current user, or null. A served answer shows the offline notice
   * and, with `query`, is refetched once the server answers again.
   */
  async answerFor(url: string, query?: QueryShowingCache): Promise<OfflineAnswer | null> {
    const path = cacheablePath(url);
    if (path === undefined) return null;
    try {
      if (!(await this.usesOfflineCache())) return null;
      const userId = path === SESSION_PATH ? null : this.readerId();
      const { cachedAnswerSchema } = await entrySchemas();
      const cached = cachedAnswerSchema.safeParse(await this.host.offlineCache.read({ userId, path }));
      if (!cached.success || cached.data === null) return null;
      const value: unknown = JSON.parse(cached.data.body);
      this.noteKeptAnswerShown(cached.data.storedAt, query);
      return { value, storedAt: cached.data.storedAt };
    } catch {
      return null;
    }
  }

  /** At sign-out: nothing of that account stays in the offline cache, and no later answer is kept for it. */
  async clearUser(userId: string): Promise<void> {
    this.session.forget(userId);
    await this.host.offlineCache.clearUser(userId);
  }

  /** Stops listening to the server status, the session and the browser: the app (or a test) is done with it. */
  dispose(): void {
    for (const stop of this.stopListening.splice(0)) stop();
    this.onlineEvents?.removeEventListener('online', this.askAgain);
    this.listeningForOnline = false;
  }

  /**
   * Whose entries a failed read may use: the signed-in user's, or the signed-out visitor's while nobody is known
   * to be signed in. Visitor entries hold only public answers (a signed-out wallet or assessment read is a 401,
   * never stored), so no one ever sees another account's data.
   */
  private readerId(): string | null {
    return this.session.current()?.userId ?? null;
  }

  /**
   * The device's last known session, kept under the signed-out key: an app started offline reads it first, and so
   * shows the answers of whoever was signed in on this device. Sign-out replaces it with null, so it never
   * outlives the session; it holds nothing the signed-in header does not already show.
   */
  private async keepDeviceSession(answer: unknown): Promise<void> {
    try {
      await idleMoment();
      if (!(await this.usesOfflineCache())) return;
      const { cacheEntryInputSchema } = await entrySchemas();
      const entry = cacheEntryInputSchema.safeParse({ userId: null, path: SESSION_PATH, body: JSON.stringify(answer) });
      if (entry.success) await this.host.offlineCache.store(entry.data);
    } catch {
      // As for any answer: a full or closed cache only means the next offline start shows the visitor's view.
    }
  }

  private noteKeptAnswerShown(storedAt: string, query?: QueryShowingCache): void {
    if (query) this.queriesShowingCache.set(JSON.stringify(query.queryKey), query);
    this.askAgainWhenOnline();
    const shown = this.oldestShown;
    this.setOldestShown(shown === null || Date.parse(storedAt) < Date.parse(shown) ? storedAt : shown);
    this.serverStatus.noteServerUnreachable();
  }

  /** The server answered successfully: the notice goes, and screens that show kept answers ask again. */
  private serverIsBack(): void {
    const stale = [...this.queriesShowingCache.values()];
    this.queriesShowingCache.clear();
    this.setOldestShown(null);
    for (const { client, queryKey } of stale) void client.invalidateQueries({ queryKey, exact: true });
  }

  /** When the browser says the network is back, screens showing kept answers ask the server again. */
  private askAgainWhenOnline(): void {
    if (this.listeningForOnline || !this.onlineEvents) return;
    this.listeningForOnline = true;
    this.onlineEvents.addEventListener('online', this.askAgain);
  }

  private readonly askAgain = (): void => {
    for (const { client, queryKey } of this.queriesShowingCache.values()) void client.invalidateQueries({ queryKey, exact: true });
  };

  private setOldestShown(next: string | null): void {
    if (next === this.oldestShown) return;
    this.oldestShown = next;
    for (const listener of this.listeners) listener();
  }
}
