// A customer's deletion of their account: confirmed by password or a fresh sign-in, erased after 14 days unless the
// person signs in again.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DELETION_GRACE_DAYS, FRESH_SIGN_IN_MINUTES } from '@common/contracts/gdpr';
import type { DataDeletion, DeletionRequest } from '@common/contracts/gdpr';
import { PARTNER_ROLES, STAFF_ROLES } from '@common/roles';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { rateLimitedError } from '../../http/rate-limit';
import { isOwnPassword, signsInWithPassword } from '../accounts/accounts.exports';
import { deleteSessionsOf, sessionStartedAt } from '../sessions/sessions.exports';
import { HOUR_MS, iso } from './gdpr-context';
import type { GdprContext } from './gdpr-context';
import {
  cancelScheduledDeletion,
  completeDeletion,
  findByActiveKey,
  findDataRequest,
  insertDataRequest,
  latestDataRequest,
  listDueDeletions,
} from './gdpr.repository';
import type { DataRequestRow } from './gdpr.repository';

const DAY_MS = 24 * HOUR_MS;
/** Wrong passwords on the deletion form, per account. */
const DELETION_PASSWORD_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

function toDataDeletion(row: DataRequestRow): DataDeletion {
  return {
    id: row.id,
    status: row.status as DataDeletion['status'],
    requestedAt: row.requested_at,
    scheduledFor: row.scheduled_for ?? row.requested_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason as DataDeletion['cancelReason'],
    completedAt: row.completed_at,
  };
}

export async function deletionStatus(db: Kysely<Database>, userId: string): Promise<DataDeletion | null> {
  const latest = await latestDataRequest(db, userId, 'deletion');
  return latest ? toDataDeletion(latest) : null;
}

/**
 * Schedules the erasure in 14 days after the person proved it is them: the password for password accounts, a
 * sign-in at most 5 minutes old for accounts without one (demo and federated). Ends every session of the account.
 */
export async function requestDeletion(
  context: GdprContext,
  user: { id: string; roles: readonly Role[] },
  sessionId: string,
  body: DeletionRequest,
): Promise<DataDeletion> {
  const { db, logger, limiter } = context;
  const now = context.now();
  if (user.roles.some((role) => (STAFF_ROLES as readonly Role[]).includes(role) || (PARTNER_ROLES as readonly Role[]).includes(role))) {
    throw new AppError(
      409,
      'STAFF_OR_PARTNER_ACCOUNT',
      'Staff and partner accounts hold other people’s records and are closed by an administrator. Contact support to close this account.',
    );
  }
  const withPassword = await signsInWithPassword(db, user.id);
  if (withPassword === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'You are not signed in, or your session has expired. Sign in and try again.');
  if (withPassword) {
    if (!body.password) throw new AppError(403, 'PASSWORD_REQUIRED', 'Enter your password to confirm that you want to delete your account.');
    const key = `gdpr-deletion:${user.id}`;
    if (!(await isOwnPassword(db, user.id, body.password))) {
      const check = await limiter.hit(key, DELETION_PASSWORD_LIMIT);
      if (!check.allowed) throw rateLimitedError(check, 'wrong passwords');
      throw new AppError(403, 'WRONG_PASSWORD', 'That password is not right. Enter the password you sign in with.');
    }
  } else {
    const startedAt = await sessionStartedAt(db, sessionId);
    const signedInAt = startedAt ? Date.parse(startedAt) : 0;
    if (now.getTime() - signedInAt > FRESH_SIGN_IN_MINUTES * 60 * 1000) {
      throw new AppError(
        403,
        'REAUTHENTICATION_REQUIRED',
        `To confirm it is you, sign out, sign in again, and delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
      );
    }
  }

  const activeKey = `${user.id}:deletion`;
  try {
    await insertDataRequest(db, {
      id: randomUUID(),
      user_id: user.id,
      kind: 'deletion',
      status: 'scheduled',
      requested_at: now.toISOString(),
      scheduled_for: iso(now.getTime() + DELETION_GRACE_DAYS * DAY_MS),
      active_key: activeKey,
    });
  } catch (error) {
    // Asked twice: the deletion already scheduled stands.
    if (!isUniqueViolation(error)) throw error;
  }
  const scheduled = await findByActiveKey(db, activeKey);
  if (!scheduled) throw new Error('The deletion request vanished right after it was written');
  const ended = await deleteSessionsOf(db, user.id);
  logger.info({ userId: user.id, requestId: scheduled.id, sessionsEnded: ended }, 'Account deletion scheduled');
  return toDataDeletion(scheduled);
}

/** DELETE while signed in; 404 NO_DELETION_SCHEDULED when there is nothing to cancel. */
export async function cancelDeletion(context: Pick<GdprContext, 'db' | 'now'>, userId: string): Promise<DataDeletion> {
  const id = await cancelScheduledDeletion(context.db, userId, context.now().toISOString(), 'user');
  const row = id ? await findDataRequest(context.db, id) : undefined;
  if (!row) throw new AppError(404, 'NO_DELETION_SCHEDULED', 'No deletion of your account is scheduled.');
  return toDataDeletion(row);
}

/** Runs at every sign-in: coming back within the 14 days cancels the deletion. True when one was cancelled. */
export async function cancelDeletionOnSignIn(context: Pick<GdprContext, 'db' | 'logger' | 'now'>, userId: string): Promise<boolean> {
  const id = await cancelScheduledDeletion(context.db, userId, context.now().toISOString(), 'signed_in');
  if (id) context.logger.info({ userId, requestId: id }, 'Account deletion cancelled by signing in');
  return id !== undefined;
}

/** Who an erased account was, read before the erasure: the address its last mail goes to. */
export interface ErasedAccount {
  userId: string;
  email: string;
  name: string;
  /**
   * Its customers at the payment providers (a subscription's saved card at Stripe, its UPI AutoPay mandate at
   * Razorpay), by the way of paying, whose saved ways of paying are deleted there after the erasure.
   */
  paymentCustomers?: readonly { method: string; customerId: string }[];
}

/**
 * Erases one account inside the transaction that completes its deletion (server/flows/erase-account.ts); answers who
 * it was, or undefined when there was no such account.
 */
export type AccountEraser = (trx: Kysely<Database>, userId: string, at: string) => Promise<Omit<ErasedAccount, 'userId'> | undefined>;

/** What follows a committed erasure: its files, what the payment providers saved for it and its last mail (jobs). */
export type AfterErasure = (erased: ErasedAccount) => Promise<void>;

/** Erases every account whose deletion is due; returns how many. Each erasure is one transaction. */
export async function eraseDueAccounts(db: Kysely<Database>, now: Date, eraseAccount: AccountEraser, afterErasure?: AfterErasure): Promise<number> {
  const at = now.toISOString();
  let erased = 0;
  for (const due of await listDueDeletions(db, at)) {
    const account = await db.transaction().execute(async (trx) => {
      // Marked first, so a sign-in that cancelled it a moment ago wins and nothing is erased.
      if (!(await completeDeletion(trx, due.id, at))) return false;
      return (await eraseAccount(trx, due.user_id, at)) ?? null;
    });
    if (account === false) continue;
    erased += 1;
    if (account !== null) await afterErasure?.({ userId: due.user_id, ...account });
  }
  return erased;
}
