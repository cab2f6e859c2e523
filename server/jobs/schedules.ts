// Work that recurs (housekeeping, the sweep of unpaid card orders): each a Schedule the app hands to the job queue,
// which runs it once per period across every instance. Scheduling waits for the queue: while it cannot be reached
// (the database down at start), the schedules are asked for again until it answers.
import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from './job-queue';
import type { JobDefinition, JobQueue } from './job-queue';

export interface Schedule {
  /** The job's name: one per schedule. */
  readonly name: string;
  readonly everyMs: number;
  /** One period's work. A throw is a failed try (retried, then kept in the failed list). */
  run(now: Date): Promise<void>;
}

const NoPayload = z.object({});

/** How long to wait before asking an unreachable queue for the schedules again. */
export const SCHEDULE_RETRY_MS = 30_000;

export interface RunningSchedules {
  /** Stops asking for the schedules (the queue itself is closed by its owner). */
  stop(): void;
}

/** Registers every schedule's handler on `jobs` (before jobs.start()) and plans them, retrying until the queue answers. */
export function planSchedules(jobs: JobQueue, schedules: readonly Schedule[], logger: Logger, retryMs = SCHEDULE_RETRY_MS): RunningSchedules {
  const definitions = schedules.map((schedule) => {
    // One try: the next period is the retry.
    const definition: JobDefinition<Record<string, never>> = defineJob({ name: schedule.name, payload: NoPayload, attempts: 1 });
    jobs.handle(definition, () => schedule.run(new Date()));
    return { definition, everyMs: schedule.everyMs };
  });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = async () => {
    try {
      for (const { definition, everyMs } of definitions) await jobs.repeat(definition, {}, everyMs);
    } catch (error) {
      if (stopped) return;
      logger.warn({ err: error }, 'The recurring jobs could not be planned yet; trying again');
      timer = setTimeout(() => void plan(), retryMs);
      timer.unref();
    }
  };
  void plan();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
