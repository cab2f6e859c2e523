// Mails leave through the job queue, never inside a request: a module asks for a mail (rendered from its template) with
// a key naming the event it tells of, and the `mail.send` job hands it to the Mailer. A refused or unanswered send is
// retried with growing waits; the key keeps an event from being mailed twice, whichever instance asked.
import { z } from 'zod';
import { defineJob } from '../jobs/job-queue';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage, Mailer } from './mailer';

const MailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().max(200_000),
  html: z.string().max(400_000),
  attachments: z
    .array(z.object({ filename: z.string().min(1).max(200), contentType: z.string().min(1).max(200), content: z.string().max(200_000) }))
    .max(5)
    .optional(),
  listUnsubscribe: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
});

/** Eight tries over about two hours (1, 2, 4 … 64 minutes apart) before the mail is kept as failed. */
export const SEND_MAIL_JOB = defineJob({ name: 'mail.send', payload: MailMessageSchema, attempts: 8, backoffMs: 60_000 });

/** Asks for a mail to be sent. `key` names the event (`order-placed:<id>`); a second ask with the same key is ignored. */
export type SendMail = (message: MailMessage, key: string) => Promise<void>;

export function mailSender(jobs: JobQueue): SendMail {
  return async (message, key) => {
    await jobs.enqueue(SEND_MAIL_JOB, message, { key: `mail:${key}` });
  };
}

/** Makes this instance's job worker deliver mails through `mailer`. */
export function handleMailJobs(jobs: JobQueue, mailer: Mailer): void {
  jobs.handle(SEND_MAIL_JOB, async (message) => {
    await mailer.send(message);
  });
}
