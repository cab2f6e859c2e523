// The default JobQueue: jobs kept in the database's `jobs` table and worked by a loop in this process. A job is taken
// by a conditional update (waiting → active, or an active one whose worker stopped answering), so with several
// instances on one PostgreSQL each try runs on one of them; a restart loses nothing, since the table is the queue.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Database, JobsTable } from '../db/schema';
import { backoffAfter, COMPLETED_JOB_RETENTION_MS, DEFAULT_JOB_ATTEMPTS, DEFAULT_JOB_BACKOFF_MS, errorText, FAILED_JOB_RETENTION_MS } from './job-queue';
import type { EnqueueOptions, FailedJob, JobCounts, JobDefinition, JobHandler, JobQueue } from './job-queue';

type JobRow = Selectable<JobsTable>;

/** How often the loop looks for due jobs (a job added here is looked at at once). */
export const EMBEDDED_POLL_MS = 1_000;
/** A job running longer than this is taken over by another worker, as if its worker had stopped. */
export const EMBEDDED_LOCK_MS = 10 * 60 * 1000;
/** Jobs looked at per query. */
const CLAIM_BATCH = 10;

interface Registered {
  definition: JobDefinition<unknown>;
  handler: JobHandler<unknown>;
}

export class EmbeddedJobQueue implements JobQueue {
  readonly kind = 'embedded';
  readonly #db: Kysely<Database>;
  readonly #logger: Logger;
  readonly #now: () => Date;
  readonly #pollMs: number;
  readonly #lockMs: number;
  readonly #handlers = new Map<string, Registered>();
  #timer: NodeJS.Timeout | undefined;
  #working: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor(deps: { db: Kysely<Database>; logger: Logger; now?: () => Date; pollMs?: number; lockMs?: number }) {
    this.#db = deps.db;
    this.#logger = deps.logger;
    this.#now = deps.now ?? (() => new Date());
    this.#pollMs = deps.pollMs ?? EMBEDDED_POLL_MS;
    this.#lockMs = deps.lockMs ?? EMBEDDED_LOCK_MS;
  }

  handle<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): void {
    this.#handlers.set(definition.name, { definition, handler: handler as JobHandler<unknown> });
  }

  async enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions = {}): Promise<{ added: boolean }> {
    const now = this.#now();
    const result = await this.#db
      .insertInto('jobs')
      .values({
        ...this.#newRow(definition, payload, now),
        dedupe_key: options.key ?? null,
        run_at: (options.runAt ?? now).toISOString(),
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .executeTakeFirst();
    const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added && (options.runAt === undefined || options.runAt <= now)) this.#poke();
    return { added };
  }

  async repeat<Payload>(definition: JobDefinition<Payload>, payload: Payload, everyMs: number): Promise<void> {
    const now = this.#now();
    const row = this.#newRow(definition, payload, now);
    await this.#db
      .insertInto('jobs')
      .values({ ...row, dedupe_key: `repeat:${definition.name}`, run_at: now.toISOString(), repeat_every_ms: everyMs })
      .onConflict((conflict) =>
        conflict
          .column('dedupe_key')
          .doUpdateSet({ payload: row.payload, repeat_every_ms: everyMs, max_attempts: row.max_attempts, backoff_ms: row.backoff_ms }),
      )
      .execute();
    this.#poke();
  }

  async start(): Promise<void> {
    if (this.#closed || this.#timer) return;
    this.#timer = setInterval(() => this.#poke(), this.#pollMs);
    this.#timer.unref();
    this.#poke();
    await Promise.resolve();
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const rows = await this.#db.selectFrom('jobs').selectAll().where('status', '=', 'failed').orderBy('finished_at', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      attempts: row.attempts_made,
      error: row.last_error ?? '',
      failedAt: row.finished_at ?? row.created_at,
    }));
  }

  async counts(): Promise<JobCounts> {
    const rows = await this.#db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    const count = (status: JobRow['status']) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { waiting: count('waiting'), active: count('active'), failed: count('failed') };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    while (this.#working) await this.#working;
  }

  #newRow<Payload>(definition: JobDefinition<Payload>, payload: Payload, now: Date) {
    return {
      id: randomUUID(),
      name: definition.name,
      payload: JSON.stringify(definition.payload.parse(payload)),
      status: 'waiting' as const,
      max_attempts: definition.attempts ?? DEFAULT_JOB_ATTEMPTS,
      backoff_ms: definition.backoffMs ?? DEFAULT_JOB_BACKOFF_MS,
      repeat_every_ms: null,
      locked_until: null,
      last_error: null,
      created_at: now.toISOString(),
      finished_at: null,
    };
  }

  /** Starts the loop, or asks the running loop to look once more when it is done; nothing before start(). */
  #poke(): void {
    if (this.#closed || !this.#timer) return;
    if (this.#working) {
      this.#again = true;
      return;
    }
    this.#working = this.#workDue()
      .catch((error: unknown) => this.#logger.warn({ err: error }, 'The job queue could not be read; it tries again shortly'))
      .finally(() => {
        this.#working = undefined;
        if (this.#again) {
          this.#again = false;
          this.#poke();
        }
      });
  }

  async #workDue(): Promise<void> {
    while (!this.#closed) {
      const job = await this.#claimNext();
      if (!job) return;
      await this.#work(job);
    }
  }

  /** Takes the next due job, or an abandoned one, for this worker; undefined when there is none. */
  async #claimNext(): Promise<JobRow | undefined> {
    const names = [...this.#handlers.keys()];
    if (names.length === 0) return undefined;
    const now = this.#now();
    const at = now.toISOString();
    const candidates = await this.#db
      .selectFrom('jobs')
      .select(['id', 'status', 'locked_until'])
      .where('name', 'in', names)
      .where((eb) =>
        eb.or([eb.and([eb('status', '=', 'waiting'), eb('run_at', '<=', at)]), eb.and([eb('status', '=', 'active'), eb('locked_until', '<', at)])]),
      )
      .orderBy('run_at')
      .limit(CLAIM_BATCH)
      .execute();
    const lockedUntil = new Date(now.getTime() + this.#lockMs).toISOString();
    for (const candidate of candidates) {
      let update = this.#db
        .updateTable('jobs')
        .set({ status: 'active', locked_until: lockedUntil, attempts_made: sql<number>`attempts_made + 1` })
        .where('id', '=', candidate.id);
      update =
        candidate.status === 'waiting'
          ? update.where('status', '=', 'waiting').where('run_at', '<=', at)
          : update.where('status', '=', 'active').where('locked_until', '=', candidate.locked_until);
      const taken = await update.executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      return this.#db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
    }
    return undefined;
  }

  async #work(job: JobRow): Promise<void> {
    const registered = this.#handlers.get(job.name);
    let payload: unknown;
    try {
      payload = JSON.parse(job.payload);
    } catch {
      payload = undefined;
    }
    const parsed = registered?.definition.payload.safeParse(payload);
    if (!registered || !parsed?.success) {
      await this.#finish(job, { status: 'failed', last_error: `The stored payload does not fit the job ${job.name}` });
      return;
    }
    try {
      await registered.handler(parsed.data, { id: job.id, attempt: job.attempts_made });
    } catch (error) {
      await this.#failedTry(job, error);
      return;
    }
    if (job.repeat_every_ms !== null) await this.#reschedule(job, null);
    else await this.#finish(job, { status: 'completed', last_error: null });
  }

  async #failedTry(job: JobRow, error: unknown): Promise<void> {
    const message = errorText(error);
    if (job.attempts_made < job.max_attempts) {
      const runAt = new Date(this.#now().getTime() + backoffAfter(job.attempts_made, job.backoff_ms));
      this.#logger.warn({ job: job.name, id: job.id, attempt: job.attempts_made, err: error }, 'A job failed; it is tried again later');
      await this.#mine(job).set({ status: 'waiting', run_at: runAt.toISOString(), locked_until: null, last_error: message }).execute();
      return;
    }
    this.#logger.error({ job: job.name, id: job.id, attempts: job.attempts_made, err: error }, 'A job failed its last attempt');
    if (job.repeat_every_ms === null) {
      await this.#finish(job, { status: 'failed', last_error: message });
      return;
    }
    // A schedule keeps running: the failure is kept as its own failed job, and the next run is planned as usual.
    const at = this.#now().toISOString();
    await this.#db
      .insertInto('jobs')
      .values({ ...job, id: randomUUID(), dedupe_key: null, status: 'failed', repeat_every_ms: null, locked_until: null, last_error: message, finished_at: at })
      .execute();
    await this.#reschedule(job, message);
  }

  async #reschedule(job: JobRow, lastError: string | null): Promise<void> {
    const runAt = new Date(this.#now().getTime() + (job.repeat_every_ms ?? 0));
    await this.#mine(job).set({ status: 'waiting', run_at: runAt.toISOString(), attempts_made: 0, locked_until: null, last_error: lastError }).execute();
  }

  async #finish(job: JobRow, outcome: { status: 'completed' | 'failed'; last_error: string | null }): Promise<void> {
    await this.#mine(job)
      .set({ ...outcome, locked_until: null, finished_at: this.#now().toISOString() })
      .execute();
  }

  /** An update of the job only while this worker still holds it (not taken over after its lock ran out). */
  #mine(job: JobRow) {
    return this.#db.updateTable('jobs').where('id', '=', job.id).where('status', '=', 'active').where('locked_until', '=', job.locked_until);
  }
}

/** Removes completed jobs past their retention and failed ones past theirs (housekeeping). The number removed. */
export async function deleteFinishedJobs(db: Kysely<Database>, now: Date): Promise<number> {
  const completedBefore = new Date(now.getTime() - COMPLETED_JOB_RETENTION_MS).toISOString();
  const failedBefore = new Date(now.getTime() - FAILED_JOB_RETENTION_MS).toISOString();
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'completed'), eb('finished_at', '<', completedBefore)]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', failedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
