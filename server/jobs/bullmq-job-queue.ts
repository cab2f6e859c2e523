// JOBS=bullmq: the JobQueue on BullMQ, on PostgreSQL through BullMQ's PostgreSQL backend (no extra service: the jobs
// live in a `bullmq` schema of the store's database) or on Redis/Valkey when REDIS_URL is set. BullMQ locks each job
// to one worker across every instance, retries with exponential backoff and keeps the failed ones.
import { createHash } from 'node:crypto';
import { Queue, UnrecoverableError, Worker, createPostgresBackend } from 'bullmq';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { COMPLETED_JOB_RETENTION_MS, DEFAULT_JOB_ATTEMPTS, DEFAULT_JOB_BACKOFF_MS, FAILED_JOB_RETENTION_MS } from './job-queue';
import type { EnqueueOptions, FailedJob, JobCounts, JobDefinition, JobHandler, JobQueue } from './job-queue';

export type BullmqConnection = { kind: 'postgres'; url: string; schema?: string } | { kind: 'redis'; url: string };

export const DEFAULT_QUEUE_NAME = 'guardians';

interface Registered {
  definition: JobDefinition<unknown>;
  handler: JobHandler<unknown>;
}

/** The queue or worker on the configured engine. */
function onEngine<T>(
  connection: BullmqConnection,
  build: {
    postgres: (backend: typeof createPostgresBackend, options: { connectionString: string; schema?: string; migrate: true }) => T;
    redis: (client: Redis) => T;
  },
): { value: T; closeClient(): Promise<void> } {
  if (connection.kind === 'postgres') {
    // `migrate`: the first instance to connect creates or updates BullMQ's schema (under an advisory lock).
    const options = { connectionString: connection.url, schema: connection.schema, migrate: true as const };
    return { value: build.postgres(createPostgresBackend, options), closeClient: async () => {} };
  }
  // BullMQ's workers block on Redis: their commands must wait for a reconnection rather than fail.
  const client = new Redis(connection.url, { maxRetriesPerRequest: null });
  return {
    value: build.redis(client),
    closeClient: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** A BullMQ job id for a de-duplication key: BullMQ ids may not hold every character a key may. */
function jobIdOf(key: string): string {
  return `k-${createHash('sha256').update(key).digest('base64url')}`;
}

export class BullmqJobQueue implements JobQueue {
  readonly kind = 'bullmq';
  readonly #connection: BullmqConnection;
  readonly #logger: Logger;
  readonly #name: string;
  readonly #handlers = new Map<string, Registered>();
  readonly #queue: { value: Queue; closeClient(): Promise<void> };
  #worker: { value: Worker; closeClient(): Promise<void> } | undefined;

  constructor(deps: { connection: BullmqConnection; logger: Logger; queueName?: string }) {
    this.#connection = deps.connection;
    this.#logger = deps.logger;
    this.#name = deps.queueName ?? DEFAULT_QUEUE_NAME;
    const defaultJobOptions = {
      removeOnComplete: { age: COMPLETED_JOB_RETENTION_MS / 1000 },
      removeOnFail: { age: FAILED_JOB_RETENTION_MS / 1000 },
    };
    this.#queue = onEngine(deps.connection, {
      postgres: (backend, connection) => new Queue(this.#name, { connection, defaultJobOptions }, backend) as unknown as Queue,
      redis: (client) => new Queue(this.#name, { connection: client, defaultJobOptions }),
    });
    this.#queue.value.on('error', (error) => this.#logger.warn({ err: error }, 'The job queue could not be reached'));
  }

  handle<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): void {
    this.#handlers.set(definition.name, { definition, handler: handler as JobHandler<unknown> });
  }

  async enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions = {}): Promise<{ added: boolean }> {
    const data = definition.payload.parse(payload);
    const jobId = options.key === undefined ? undefined : jobIdOf(options.key);
    if (jobId !== undefined && (await this.#queue.value.getJob(jobId))) return { added: false };
    const delay = options.runAt === undefined ? 0 : Math.max(0, options.runAt.getTime() - Date.now());
    // Two instances adding the same key at once: BullMQ keeps the first job and answers the second with it.
    await this.#queue.value.add(definition.name, data, { ...this.#retries(definition), delay, jobId });
    return { added: true };
  }

  async repeat<Payload>(definition: JobDefinition<Payload>, payload: Payload, everyMs: number): Promise<void> {
    await this.#queue.value.upsertJobScheduler(
      definition.name,
      { every: everyMs },
      { name: definition.name, data: definition.payload.parse(payload), opts: this.#retries(definition) },
    );
  }

  async start(): Promise<void> {
    if (this.#worker) return;
    const processor = async (job: Job) => {
      const registered = this.#handlers.get(job.name);
      if (!registered) throw new Error(`No handler for the job ${job.name} on this instance`);
      const parsed = registered.definition.payload.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`The stored payload does not fit the job ${job.name}`);
      await registered.handler(parsed.data, { id: String(job.id), attempt: job.attemptsMade + 1 });
    };
    this.#worker = onEngine(this.#connection, {
      postgres: (backend, connection) => new Worker(this.#name, processor, { connection, concurrency: 1 }, backend) as unknown as Worker,
      redis: (client) => new Worker(this.#name, processor, { connection: client, concurrency: 1 }),
    });
    this.#worker.value.on('failed', (job, error) => {
      if (!job) return;
      const last = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.#logger[last ? 'error' : 'warn'](
        { job: job.name, id: job.id, attempt: job.attemptsMade, err: error },
        last ? 'A job failed its last attempt' : 'A job failed; it is tried again later',
      );
    });
    this.#worker.value.on('error', (error) => this.#logger.warn({ err: error }, 'The job worker could not reach the queue'));
    await this.#worker.value.waitUntilReady();
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const jobs = await this.#queue.value.getFailed(0, limit - 1);
    return jobs
      .filter((job) => job !== undefined)
      .map((job) => ({
        id: String(job.id),
        name: job.name,
        attempts: job.attemptsMade,
        error: job.failedReason ?? '',
        failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
      }))
      .sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  }

  async counts(): Promise<JobCounts> {
    const counts = await this.#queue.value.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'failed');
    return {
      waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async close(): Promise<void> {
    if (this.#worker) {
      await this.#worker.value.close();
      await this.#worker.closeClient();
    }
    await this.#queue.value.close();
    await this.#queue.closeClient();
  }

  #retries(definition: JobDefinition<unknown>) {
    return {
      attempts: definition.attempts ?? DEFAULT_JOB_ATTEMPTS,
      backoff: { type: 'exponential' as const, delay: definition.backoffMs ?? DEFAULT_JOB_BACKOFF_MS },
    };
  }
}
