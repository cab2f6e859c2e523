// "Forgot password?" (issue 42). Asking answers the same whatever the address, as fast either way: the request only
// queues a job, and the job looks the account up, makes the link and mails it. A link's token is kept as its SHA-256
// hash, works for 30 minutes and once; a new request replaces older links; setting the password ends every session
// of the account; a staff or partner account's reset is an audit entry. An account that signs in only with Google is
// told so by mail, since it has no password.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '@common/email';
import { hasAnyRole, PARTNER_ROLES, STAFF_ROLES } from '@common/roles';
import type { PasswordResetDoneResponse } from '@common/contracts/accounts';
import type { AccountSettings, RateLimit } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { rateLimitedError } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import { sha256Hex } from '../../http/secrets';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import { PASSWORD_RESET_VALID_MINUTES, passwordResetMail, signInWithProviderMail } from '../../mail/templates/account-mails';
import { recordStaffWrite } from '../audit/audit.exports';
import { deleteSessionsOf } from '../sessions/sessions.exports';
import { checkNewCredentials } from './accounts.service';
import { findUserByEmail, findUserById, listRoles } from './accounts.repository';
import { refuseDisabledAccount } from './account-status';
import { hashPassword } from './password-hash';

const MINUTE_MS = 60_000;
/** Links asked for one address: enough for a lost mail or two, too few to flood someone's inbox. */
export const PASSWORD_RESETS_PER_EMAIL: RateLimit = { max: 3, windowMs: 60 * MINUTE_MS };
/** Requests and attempts to use a link from one client address. */
export const PASSWORD_RESETS_PER_ADDRESS: RateLimit = { max: 20, windowMs: 60 * MINUTE_MS };

const RESET_ANSWER = `If an account uses this address, a link to choose a new password is on its way. It works for ${PASSWORD_RESET_VALID_MINUTES} minutes.`;

const invalidLink = () =>
  new AppError(400, 'RESET_LINK_INVALID', 'This link to reset the password is used or has expired. Ask for a new one on the sign-in page.');

export const PASSWORD_RESET_JOB = defineJob({
  name: 'account.password-reset',
  payload: z.object({ email: z.string().max(254), origin: z.string().max(200) }),
  attempts: 3,
  backoffMs: 10_000,
});

export interface PasswordResetsDependencies {
  db: Kysely<Database>;
  logger: Logger;
  settings: Pick<AccountSettings, 'passwordPolicy'>;
  limiter: RateLimiter;
  jobs: JobQueue;
  sendMail: SendMail;
  now?: () => Date;
}

export class PasswordResets {
  readonly #deps: PasswordResetsDependencies;
  readonly #now: () => Date;

  constructor(deps: PasswordResetsDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
    deps.jobs.handle(PASSWORD_RESET_JOB, ({ email, origin }) => this.#mailLink(email, origin));
  }

  /**
   * Queues the mail for `email` and answers the same whether an account holds it or not. `origin` builds the link
   * (the configured public origin; never a request's Host unless that host is allowed). 429 past the limits.
   */
  async request(email: string, origin: string | undefined, clientAddress: string): Promise<{ message: string; validMinutes: number }> {
    const { jobs, logger } = this.#deps;
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) throw new AppError(400, 'INVALID_EMAIL', 'Enter a valid email address, such as name@example.com.');
    await this.#count(`password-reset:address:${clientAddress}`, PASSWORD_RESETS_PER_ADDRESS);
    await this.#count(`password-reset:email:${sha256Hex(normalized)}`, PASSWORD_RESETS_PER_EMAIL);
    if (origin === undefined) {
      logger.warn('A password reset was asked for, but no public origin is configured to build its link (GUARDIANS_PUBLIC_ORIGIN)');
    } else {
      await jobs.enqueue(PASSWORD_RESET_JOB, { email: normalized, origin });
    }
    return { message: RESET_ANSWER, validMinutes: PASSWORD_RESET_VALID_MINUTES };
  }

  /** Sets the new password with a link's token; RESET_LINK_INVALID when it is unknown, used or expired. */
  async confirm(token: string, password: string, clientAddress: string): Promise<PasswordResetDoneResponse> {
    const { db, settings, logger } = this.#deps;
    await this.#count(`password-reset:address:${clientAddress}`, PASSWORD_RESETS_PER_ADDRESS);
    const now = this.#now().toISOString();
    const tokenHash = sha256Hex(token);
    const link = await db
      .selectFrom('password_reset_tokens')
      .select(['user_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    const user = link ? await findUserById(db, link.user_id) : undefined;
    if (!link || !user) throw invalidLink();
    refuseDisabledAccount(user);
    const credentials = await checkNewCredentials(user.email, password, settings, user.display_name);
    const passwordHash = await hashPassword(credentials.password);
    const roles = await listRoles(db, user.id);
    await db.transaction().execute(async (trx) => {
      // Used once: of two tabs sending the same link at once, one wins.
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw invalidLink();
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await deleteSessionsOf(trx, user.id);
      if (hasAnyRole(roles, [...STAFF_ROLES, ...PARTNER_ROLES])) {
        await recordStaffWrite(
          trx,
          { actorId: user.id, actorEmail: user.email, ip: clientAddress },
          { action: 'account.password_reset', entityType: 'user', entityId: user.id, summary: 'Set a new password through a reset link mailed to the account' },
          now,
        );
      }
    });
    logger.info({ userId: user.id }, 'Password reset: new password set, every session ended');
    if (hasAnyRole(roles, STAFF_ROLES)) return { signInPath: '/admin-login' };
    if (hasAnyRole(roles, PARTNER_ROLES)) return { signInPath: '/partner/login' };
    return { signInPath: '/auth-simple' };
  }

  /** The job: a new link for an account with a password, a note for a Google-only one, nothing for anyone else. */
  async #mailLink(email: string, origin: string): Promise<void> {
    const { db, sendMail } = this.#deps;
    const user = await findUserByEmail(db, email);
    if (!user || user.is_demo === 1 || user.disabled_at !== null) return;
    const recipient = { to: user.email, name: user.display_name, publicOrigin: origin };
    const now = this.#now();
    if (user.password_hash === null) {
      if (user.firebase_uid === null) return;
      await sendMail(signInWithProviderMail({ ...recipient, provider: 'Google' }), `sign-in-with-provider:${user.id}:${now.getTime()}`);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256Hex(token);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          token_hash: tokenHash,
          user_id: user.id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * MINUTE_MS).toISOString(),
          used_at: null,
        })
        .execute();
    });
    await sendMail(passwordResetMail({ ...recipient, token }), `password-reset:${tokenHash}`);
  }

  async #count(key: string, limit: RateLimit): Promise<void> {
    const check = await this.#deps.limiter.hit(key, limit);
    if (!check.allowed) throw rateLimitedError(check, 'password reset requests');
  }
}
