// The offline cache of remote-API mode: the last good answer of each cacheable GET, per user, in SQLite in the
// user-data folder. Served with its age when the server cannot be reached. Bounded in bytes; the entries used
// least recently go first. Logging out clears that user's entries.
import type { Database } from 'better-sqlite3';
import type { CachedAnswer, CacheEntryInput, CacheKey } from '@common/desktop-bridge';
import { isCacheableApiPath } from '@common/offline-cache-paths';

// The one list of cacheable paths lives in common/, shared with the renderer.
export { isCacheableApiPath };

export interface Clock {
  now(): Date;
}

/** Signed-out visitors share one key that no account id (a UUID) can take. */
const GUEST = ':guest';
const userKey = (userId: string | null) => userId ?? GUEST;

export const DEFAULT_CACHE_MAX_BYTES = 20 * 1024 * 1024;

interface EntryRow {
  body: string;
  stored_at: string;
}

export class OfflineCache {
  private readonly maxBytes: number;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: { maxBytes?: number } = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    db.pragma('journal_mode = WAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS cached_answers (
        user_key TEXT NOT NULL,
        path TEXT NOT NULL,
        body TEXT NOT NULL,
        size INTEGER NOT NULL,
        stored_at TEXT NOT NULL,
        -- A counter rather than a time: two reads in the same millisecond still have an order.
        last_used INTEGER NOT NULL,
        PRIMARY KEY (user_key, path)
      );
      CREATE INDEX IF NOT EXISTS cached_answers_last_used_idx ON cached_answers (last_used);
    `);
  }

  /** Stores the answer unless the path is not cacheable or the answer alone exceeds the bound. */
  store(entry: CacheEntryInput): boolean {
    const size = Buffer.byteLength(entry.body, 'utf8');
    if (!isCacheableApiPath(entry.path) || size > this.maxBytes) return false;
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO cached_answers (user_key, path, body, size, stored_at, last_used) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_key, path) DO UPDATE SET body = excluded.body, size = excluded.size,
             stored_at = excluded.stored_at, last_used = excluded.last_used`,
        )
        .run(userKey(entry.userId), entry.path, entry.body, size, this.clock.now().toISOString(), this.nextUse());
      this.evictBeyondBound();
    })();
    return true;
  }

  read(key: CacheKey): CachedAnswer {
    const row = this.db.prepare('SELECT body, stored_at FROM cached_answers WHERE user_key = ? AND path = ?').get(userKey(key.userId), key.path) as
      EntryRow | undefined;
    if (row === undefined) return null;
    this.db.prepare('UPDATE cached_answers SET last_used = ? WHERE user_key = ? AND path = ?').run(this.nextUse(), userKey(key.userId), key.path);
    return { body: row.body, storedAt: row.stored_at };
  }

  /** At logout: nothing of that account stays on the machine. */
  clearUser(userId: string): number {
    return this.db.prepare('DELETE FROM cached_answers WHERE user_key = ?').run(userKey(userId)).changes;
  }

  totalBytes(): number {
    return (this.db.prepare('SELECT COALESCE(SUM(size), 0) AS total FROM cached_answers').get() as { total: number }).total;
  }

  private nextUse(): number {
    return (this.db.prepare('SELECT COALESCE(MAX(last_used), 0) + 1 AS next FROM cached_answers').get() as { next: number }).next;
  }

  private evictBeyondBound(): void {
    let excess = this.totalBytes() - this.maxBytes;
    if (excess <= 0) return;
    const oldest = this.db.prepare('SELECT user_key, path, size FROM cached_answers ORDER BY last_used ASC').iterate() as IterableIterator<{
      user_key: string;
      path: string;
      size: number;
    }>;
    const victims: Array<{ user_key: string; path: string }> = [];
    for (const row of oldest) {
      if (excess <= 0) break;
      victims.push(row);
      excess -= row.size;
    }
    const remove = this.db.prepare('DELETE FROM cached_answers WHERE user_key = ? AND path = ?');
    for (const victim of victims) remove.run(victim.user_key, victim.path);
  }
}
