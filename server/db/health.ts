// Knows whether the database can be reached and can store, so the API can switch to read-only mode instead of failing.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema';

/** The cheapest query every dialect answers: proves the connection works. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** What the storage probe commits: room for a burst of ordinary writes once the storage was full. */
export const STORAGE_PROBE_BYTES = 256 * 1024;

/**
 * Rejects while SQLite's file cannot grow (SQLITE_FULL): commits STORAGE_PROBE_BYTES in a table of its own, then drops
 * it, which leaves those pages free in the file for the next writes. SQLite only, as only SQLite reports a full storage.
 */
export async function probeStorageRoom(db: Kysely<Database>): Promise<void> {
  // A probe cut short (the process stopped between commit and drop) leaves its table behind.
  await sql`drop table if exists guardians_storage_probe`.execute(db);
  await db.transaction().execute(async (trx) => {
    await sql`create table guardians_storage_probe (filler blob not null)`.execute(trx);
    await sql`insert into guardians_storage_probe (filler) values (zeroblob(${STORAGE_PROBE_BYTES}))`.execute(trx);
  });
  await sql`drop table guardians_storage_probe`.execute(db);
}

export interface DatabaseHealthOptions {
  /** Rejects while the database cannot be reached (see pingDatabase). */
  ping: () => Promise<void>;
  /** Rejects while the database cannot store more (see probeStorageRoom); asked only after reportStorageFull. */
  probeStorage?: () => Promise<void>;
  /** Runs once, the first time the database answers: migrations and seed. */
  prepare: () => Promise<void>;
  logger: Logger;
  /** How often the database is checked in the background (retry while down, outage detection while up). */
  checkIntervalMs?: number;
}

export const DEFAULT_CHECK_INTERVAL_MS = 5_000;

export class DatabaseHealth {
  readonly #ping: () => Promise<void>;
  readonly #probeStorage: () => Promise<void>;
  readonly #prepare: () => Promise<void>;
  readonly #logger: Logger;
  readonly #checkIntervalMs: number;
  #available = false;
  #readable = false;
  #storageFull = false;
  /** How often the storage was reported full: a check that began before the last report cannot clear it. */
  #storageFullReports = 0;
  #prepared = false;
  #checked = false;
  #inFlight: Promise<boolean> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: DatabaseHealthOptions) {
    this.#ping = options.ping;
    this.#probeStorage = options.probeStorage ?? (() => Promise.resolve());
    this.#logger = options.logger;
    this.#prepare = options.prepare;
    this.#checkIntervalMs = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
  }

  /** The last known answer, reads and writes alike; requests read this instead of waiting on the database. */
  get available(): boolean {
    return this.#available;
  }

  /** Reads work: while available, and while the only trouble is a full storage. */
  get readable(): boolean {
    return this.#available || this.#readable;
  }

  /**
   * A write failed because the storage is full (isStorageFull): read-only until a check finds room again. Logged once
   * with its cause, however many writes fail with it.
   */
  reportStorageFull(error: unknown): void {
    this.#storageFullReports += 1;
    if (this.#storageFull) return;
    this.#storageFull = true;
    this.#logger.error({ err: error }, 'Database storage is full: serving in read-only mode until writes fit again');
    this.#available = false;
  }

  /** First check (migrate and seed when reachable), then background checks until stop(). Never throws. */
  async start(): Promise<boolean> {
    const available = await this.check();
    if (!this.#stopped && !this.#timer) {
      this.#timer = setInterval(() => void this.check(), this.#checkIntervalMs);
      // Background checks must never keep a finished process (or test run) alive.
      this.#timer.unref();
    }
    return available;
  }

  /** Checks now; concurrent callers share one check. */
  check(): Promise<boolean> {
    this.#inFlight ??= this.#checkOnce().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  /** Ends the background checks and waits for one under way, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#inFlight;
  }

  async #checkOnce(): Promise<boolean> {
    const reportsBefore = this.#storageFullReports;
    const wasStorageFull = this.#storageFull;
    let readable = false;
    let available = false;
    try {
      await this.#ping();
      if (!this.#prepared) {
        await this.#prepare();
        this.#prepared = true;
      }
      readable = true;
      if (this.#storageFull) await this.#probeStorage();
      available = true;
    } catch (error) {
      // Log the outage once, not on every retry; a full storage was logged when it was reported.
      if (!readable && (this.#available || !this.#checked)) {
        this.#logger.warn({ err: error }, 'Database unavailable: serving in read-only mode and retrying in the background');
      }
    }
    if (available && this.#storageFull) {
      // Reported full while this check ran, perhaps after its probe: the next check looks again.
      if (this.#storageFullReports !== reportsBefore) available = false;
      else this.#storageFull = false;
    }
    if (available && !this.#available) this.#logger.info(wasStorageFull ? 'Database storage has room again: taking writes' : 'Database available');
    this.#available = available;
    this.#readable = readable;
    this.#checked = true;
    return available;
  }
}
