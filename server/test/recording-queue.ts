// What a module that mails through jobs is given in a test that runs its handlers by hand: a queue that keeps the
// handlers and the jobs enqueued, a sendMail that keeps the mails asked for, and mail preferences with a fixed answer.
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { EnqueueOptions, JobDefinition, JobHandler, JobQueue } from '../jobs/job-queue';
import type { MailPreferences } from '../mail/mail-preferences';
import type { MailMessage } from '../mail/mailer';

/** A queue that keeps what is asked of it: the handlers and the jobs enqueued. */
export class RecordingQueue implements JobQueue {
  readonly kind = 'embedded';
  readonly handlers = new Map<string, JobHandler<unknown>>();
  readonly enqueued: { name: string; payload: unknown; options: EnqueueOptions | undefined }[] = [];
  handle<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): void {
    this.handlers.set(definition.name, handler as JobHandler<unknown>);
  }
  enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<{ added: boolean }> {
    this.enqueued.push({ name: definition.name, payload, options });
    return Promise.resolve({ added: true });
  }
  repeat(): Promise<void> {
    return Promise.resolve();
  }
  start(): Promise<void> {
    return Promise.resolve();
  }
  failed(): Promise<[]> {
    return Promise.resolve([]);
  }
  counts(): Promise<{ waiting: number; active: number; failed: number }> {
    return Promise.resolve({ waiting: 0, active: 0, failed: 0 });
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

export interface RecordedMail {
  message: MailMessage;
  key: string;
}

/** The dependencies a mailing module takes, recording instead of sending; `wants` answers every preference asked. */
export function recordingMailDeps(db: Kysely<Database>, options: { wants?: boolean | undefined } = {}) {
  const mails: RecordedMail[] = [];
  const queue = new RecordingQueue();
  const preferences: MailPreferences = {
    wants: () => Promise.resolve(options.wants ?? true),
    unsubscribeToken: (userId, group) => Promise.resolve(`token-${group}-${userId}`),
  };
  const logger: Logger = pino({ level: 'silent' });
  const deps = {
    db,
    sendMail: async (message: MailMessage, key: string) => void mails.push({ message, key }),
    jobs: queue,
    preferences,
    logger,
  };
  return { mails, queue, deps };
}

/** Runs the handler `queue` was given for the job `name`, as the queue would. */
export function runJob<Payload>(queue: RecordingQueue, definition: JobDefinition<Payload>, payload: Payload): Promise<void> {
  const handler = queue.handlers.get(definition.name);
  if (!handler) throw new Error(`No handler for ${definition.name}`);
  return handler(payload, { id: 'test', attempt: 1 });
}
