// Knows whether the database can be reached, so the API can switch to read-only mode instead of failing.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './schema';

/** The cheapest query every dialect answers: proves the connection works. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export interface DatabaseHealthOptions {
  /** Rejects while the database cannot be reached (see pingDatabase). */
  ping: () => Promise<void>;
  /** Runs once, the first time the database answers: migrations and seed. */
  prepare: () => Promise<void>;
  logger: Logger;
  /** How often the database is checked in the background (retry while down, outage detection while up). */
  checkIntervalMs?: number;
}

export const DEFAULT_CHECK_INTERVAL_MS = 5_000;

export class DatabaseHealth {
  readonly #ping: () => Promise<void>;
  readonly #prepare: () => Promise<void>;
  readonly #logger: Logger;
  readonly #checkIntervalMs: number;
  #available = false;
  #prepared = false;
  #checked = false;
  #inFlight: Promise<boolean> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: DatabaseHealthOptions) {
    this.#ping = options.ping;
    this.#logger = options.logger;
    this.#prepare = options.prepare;
    this.#checkIntervalMs = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
  }

  /** The last known answer; requests read this instead of waiting on the database. */
  get available(): boolean {
    return this.#available;
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
    let available: boolean;
    try {
      await this.#ping();
      if (!this.#prepared) {
        await this.#prepare();
        this.#prepared = true;
      }
      available = true;
    } catch (error) {
      // Log the outage once, not on every retry.
      if (this.#available || !this.#checked) {
        this.#logger.warn({ err: error }, 'Database unavailable: serving in read-only mode and retrying in the background');
      }
      available = false;
    }
    if (available && !this.#available) this.#logger.info('Database available');
    this.#available = available;
    this.#checked = true;
    return available;
  }
}
