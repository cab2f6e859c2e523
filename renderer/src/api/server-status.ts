// What the renderer knows of the server (spec 4, 7, 8 and 9): whether the store is in normal or degraded
// (read-only) mode, and whether the last request reached the server at all. One object per app, created by the
// app providers (see createApiClient) and handed to whoever needs it; tests create their own.
import { sessionFetch } from './session-fetch';

/** Spec 4: normal, or degraded (read-only) after an overload or while the database is unavailable. */
export type SystemMode = 'normal' | 'degraded';

export const DB_STATUS_PATH = '/api/db-status';
/** Spec 9: availability is asked of the server at most once per 60 s. */
export const STATUS_CHECK_THROTTLE_MS = 60_000;
/** Spec 9: after an overload the database status is checked again 30 s later. */
export const OVERLOAD_RECHECK_DELAY_MS = 30_000;

/** One answer to GET /api/db-status: the server did not answer (network, 502, 504), or it did. */
export type DbStatusAnswer = { reached: false } | { reached: true; ok: boolean; databaseAvailable: boolean };

/** The one db-status probe of the renderer; a body that is not the contract's counts as unavailable. */
export async function probeDbStatus(): Promise<DbStatusAnswer> {
  let response: Response;
  try {
    response = await sessionFetch(DB_STATUS_PATH);
  } catch {
    return { reached: false };
  }
  const body = await response.text().catch(() => '');
  if (response.status === 502 || response.status === 504) return { reached: false };
  let databaseAvailable = false;
  try {
    const { DbStatusResponse } = await import('@common/contracts/system');
    const parsed = DbStatusResponse.safeParse(JSON.parse(body));
    databaseAvailable = parsed.success && parsed.data.available;
  } catch {
    // Not JSON: not an answer that says the database is available.
  }
  return { reached: true, ok: response.ok, databaseAvailable };
}

export class ServerStatus {
  private mode: SystemMode = 'normal';
  private readonly modeListeners = new Set<() => void>();
  private lastStatusCheckAt: number | undefined;
  private lastKnownAvailable = true;
  private statusCheckInFlight: Promise<boolean> | undefined;
  private recheckTimer: ReturnType<typeof setTimeout> | undefined;

  private networkDown = false;
  private readonly reachabilityListeners = new Set<() => void>();
  private readonly serverBackListeners = new Set<() => void>();

  constructor(private readonly probe: () => Promise<DbStatusAnswer> = probeDbStatus) {}

  // ---- system mode ----

  getMode(): SystemMode {
    return this.mode;
  }

  subscribeMode(listener: () => void): () => void {
    this.modeListeners.add(listener);
    return () => {
      this.modeListeners.delete(listener);
    };
  }

  /** Enters degraded mode and makes sure a recheck is coming, so the mode can return to normal by itself. */
  markDegraded(): void {
    this.setMode('degraded');
    if (this.recheckTimer !== undefined) return;
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = undefined;
      void this.recheckAfterOverload();
    }, OVERLOAD_RECHECK_DELAY_MS);
  }

  /**
   * Whether the database can take writes. Asks `GET /api/db-status` at most once per 60 s and answers from the
   * last result in between; a failed status call counts as unavailable (spec 8).
   */
  checkDatabaseAvailable(): Promise<boolean> {
    if (this.statusCheckInFlight) return this.statusCheckInFlight;
    if (this.lastStatusCheckAt !== undefined && Date.now() - this.lastStatusCheckAt < STATUS_CHECK_THROTTLE_MS) {
      return Promise.resolve(this.lastKnownAvailable);
    }
    return this.askDatabaseStatus();
  }

  /** Stops the pending recheck: the app (or a test) is done with this object. */
  dispose(): void {
    if (this.recheckTimer !== undefined) clearTimeout(this.recheckTimer);
    this.recheckTimer = undefined;
  }

  private setMode(next: SystemMode): void {
    if (this.mode === next) return;
    this.mode = next;
    for (const listener of this.modeListeners) listener();
  }

  // The recheck asks the server even inside the 60 s window: the cached answer predates the overload.
  // While the database stays unavailable, askDatabaseStatus marks degraded again, which schedules the next recheck.
  private async recheckAfterOverload(): Promise<void> {
    if (await this.askDatabaseStatus()) this.setMode('normal');
  }

  private askDatabaseStatus(): Promise<boolean> {
    if (this.statusCheckInFlight) return this.statusCheckInFlight;
    this.lastStatusCheckAt = Date.now();
    this.statusCheckInFlight = this.probe()
      .then((answer) => {
        const available = answer.reached && answer.ok && answer.databaseAvailable;
        this.lastKnownAvailable = available;
        if (!available) this.markDegraded();
        return available;
      })
      .finally(() => {
        this.statusCheckInFlight = undefined;
      });
    return this.statusCheckInFlight;
  }

  // ---- reachability ----

  /** The last request could not reach the server and nothing has reached it since. */
  isNetworkDown(): boolean {
    return this.networkDown;
  }

  subscribeReachability(listener: () => void): () => void {
    this.reachabilityListeners.add(listener);
    return () => {
      this.reachabilityListeners.delete(listener);
    };
  }

  /** Called after a successful answer: screens showing kept answers ask again (the offline-answer store listens). */
  onServerBack(listener: () => void): () => void {
    this.serverBackListeners.add(listener);
    return () => {
      this.serverBackListeners.delete(listener);
    };
  }

  /** The request never reached the server: no network, or a proxy said the server is away. */
  noteServerUnreachable(): void {
    this.setNetworkDown(true);
  }

  /** The server answered; a successful answer also ends "showing data from …". */
  noteServerReached(succeeded: boolean): void {
    this.setNetworkDown(false);
    if (!succeeded) return;
    for (const listener of this.serverBackListeners) listener();
  }

  /** A cheap read that tells whether the server is back before a write is refused for being offline. */
  async serverAnswersAgain(): Promise<boolean> {
    const answer = await this.probe();
    if (!answer.reached) return false;
    this.noteServerReached(answer.ok);
    return true;
  }

  private setNetworkDown(next: boolean): void {
    if (this.networkDown === next) return;
    this.networkDown = next;
    for (const listener of this.reachabilityListeners) listener();
  }
}
