// The JobQueue port (issue 42): everything that runs later (mails, reminders, data requests, sweeps) is a job. Two
// adapters: embedded (the default: jobs kept in the database's `jobs` table and worked in-process, so a restart loses
// none) and BullMQ (JOBS=bullmq: on PostgreSQL through BullMQ's PostgreSQL backend, or on Redis/Valkey with REDIS_URL).
// A job runs once across several instances; a failing one retries with exponential backoff and, after its last
// attempt, stays in the failed list that /debug-admin shows.
import type { z } from 'zod';

/** What a kind of job is: its name, the payload it carries (validated when worked) and how often it is tried. */
export interface JobDefinition<Payload> {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  /** Tries in all, the first included; 5 when omitted. */
  readonly attempts?: number;
  /** The wait before the second try; doubled before each next one. 30 s when omitted. */
  readonly backoffMs?: number;
}

export const DEFAULT_JOB_ATTEMPTS = 5;
export const DEFAULT_JOB_BACKOFF_MS = 30_000;
/** Completed jobs are kept this long, and with them their de-duplication keys. */
export const COMPLETED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Failed jobs stay visible in /debug-admin this long. */
export const FAILED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export interface EnqueueOptions {
  /** Not before this time; now when omitted. */
  runAt?: Date;
  /** A job with the same key (waiting, running or done within the retention) is not added again. */
  key?: string;
}

export interface JobRun {
  id: string;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler<Payload> = (payload: Payload, run: JobRun) => Promise<void>;

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  error: string;
  failedAt: string;
}

export interface JobCounts {
  waiting: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  /** `embedded` or `bullmq`, for the system status. */
  readonly kind: 'embedded' | 'bullmq';
  /** Who works the jobs of this kind; before start(). A job whose kind has no handler here waits for one that has. */
  handle<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): void;
  /** Adds a job; `added` is false when a job with the same key exists. */
  enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<{ added: boolean }>;
  /** Runs the job every `everyMs` (the first run now), once across instances; calling it again changes nothing. */
  repeat<Payload>(definition: JobDefinition<Payload>, payload: Payload, everyMs: number): Promise<void>;
  /** Starts working jobs. */
  start(): Promise<void>;
  /** The jobs that failed their last attempt, newest first. */
  failed(limit: number): Promise<FailedJob[]>;
  counts(): Promise<JobCounts>;
  /** Stops taking jobs, waits for those running and closes the connections it holds. */
  close(): Promise<void>;
}

/** The wait before try `attempt + 1` after try `attempt` failed. */
export function backoffAfter(attempt: number, backoffMs: number): number {
  return backoffMs * 2 ** (attempt - 1);
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}
