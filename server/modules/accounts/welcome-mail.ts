// The welcome (issue 42 §2): one mail when a customer account is created, by registration or by a first sign-in with
// Google. It belongs to the 'news' group, so it goes only to a customer who wants news, with that group's unsubscribe
// link. The sign-up only queues a job (keyed by the account, so never twice); the job asks the preferences when it
// runs, so a choice made in the meantime counts.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { welcomeMail } from '../../mail/templates/account-mails';
import { findUserById } from './accounts.repository';

export const WELCOME_MAIL_JOB = defineJob({
  name: 'account.welcome',
  payload: z.object({ userId: z.string().max(64), origin: z.string().max(200) }),
  attempts: 5,
  backoffMs: 30_000,
});

/** The key of an account's welcome, as a job and as a mail: one per account. */
export function welcomeKey(userId: string): string {
  return `welcome:${userId}`;
}

export interface WelcomeMailDependencies {
  jobs: JobQueue;
  sendMail: SendMail;
  mailPreferences: MailPreferences;
}

export class WelcomeMails {
  readonly #db: Kysely<Database>;
  readonly #logger: Logger;
  readonly #deps: WelcomeMailDependencies;

  constructor(db: Kysely<Database>, logger: Logger, deps: WelcomeMailDependencies) {
    this.#db = db;
    this.#logger = logger;
    this.#deps = deps;
    deps.jobs.handle(WELCOME_MAIL_JOB, ({ userId, origin }) => this.#send(userId, origin));
  }

  /**
   * Queues the welcome of a new account. `origin` builds its links (the configured public origin, or the request's own
   * for an allowed host). A welcome that cannot be queued is logged: it never fails the sign-up it follows.
   */
  async queue(userId: string, origin: string | undefined): Promise<void> {
    if (origin === undefined) {
      this.#logger.warn({ userId }, 'An account was created, but no public origin is configured to build its welcome mail (GUARDIANS_PUBLIC_ORIGIN)');
      return;
    }
    try {
      await this.#deps.jobs.enqueue(WELCOME_MAIL_JOB, { userId, origin }, { key: welcomeKey(userId) });
    } catch (error) {
      this.#logger.warn({ err: error, userId }, 'The welcome mail could not be queued');
    }
  }

  async #send(userId: string, origin: string): Promise<void> {
    const { mailPreferences, sendMail } = this.#deps;
    const user = await findUserById(this.#db, userId);
    if (!user || user.is_demo === 1 || user.disabled_at !== null) return;
    if (!(await mailPreferences.wants(userId, 'news'))) return;
    const unsubscribeToken = await mailPreferences.unsubscribeToken(userId, 'news');
    await sendMail(welcomeMail({ to: user.email, name: user.display_name, publicOrigin: origin, unsubscribeToken }), welcomeKey(userId));
  }
}
