// GDPR self-service (issue 16): a customer's export (prepared in the background, one a day, downloadable 48 hours
// by its owner) and deletion (confirmed by password or a fresh sign-in, erased after 14 days unless the person signs
// in again), and the staff's view of consents and data requests. Time comes from an injected clock so the 48 hours
// and 14 days are tested without waiting.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { utcDayStart } from '@common/contracts/admin';
import { DELETION_GRACE_DAYS, EXPORT_INTERVAL_HOURS, EXPORT_VALID_HOURS, FRESH_SIGN_IN_MINUTES } from '@common/contracts/gdpr';
import type {
  ConsentLedgerEntry,
  ConsentLedgerPage,
  ConsentLedgerQuery,
  DataDeletion,
  DataExport,
  DataExportStatusResponse,
  DataRequestsPage,
  DataRequestsQuery,
  DataRequestSummary,
  DeletionRequest,
} from '@common/contracts/gdpr';
import { PARTNER_ROLES, STAFF_ROLES } from '@common/roles';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import { rateLimitedError } from '../../http/rate-limit';
import { isOwnPassword, signsInWithPassword } from '../accounts/accounts.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { deleteSessionsOf, sessionStartedAt } from '../sessions/sessions.exports';
import { countConsentLedger, listConsentLedger } from './consent-ledger.repository';
import type { ConsentLedgerFilter, ConsentLedgerRow } from './consent-ledger.repository';
import { csvRow } from './csv';
import {
  cancelScheduledDeletion,
  claimPendingExport,
  completeDeletion,
  countOpenDataRequests,
  expireExports,
  findByActiveKey,
  findDataRequest,
  insertDataRequest,
  latestCountingExportSince,
  latestDataRequest,
  listDataRequests,
  listDueDeletions,
  listPendingExports,
  markExportFailed,
  markExportReady,
  recordExportError,
} from './gdpr.repository';
import type { DataRequestRow } from './gdpr.repository';
import { erasePersonalData, readPersonalData } from './personal-data.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A preparation that fails this often is marked failed; the person may then ask again at once. */
const MAX_EXPORT_ATTEMPTS = 3;
/** Wrong passwords on the deletion form, per account. */
const DELETION_PASSWORD_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };
export const EXPORT_FORMAT = 'guardians-data-export/1';
const CSV_BATCH = 500;

export const CONSENT_CSV_HEADER = ['at', 'source', 'type', 'status', 'user_id', 'email', 'detail', 'ip', 'id'] as const;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Builds the export's JSON document and marks it ready; a no-op when it is no longer pending or another run claimed it. */
export async function prepareExport(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  const row = await findDataRequest(db, id);
  if (!row || row.kind !== 'export' || row.status !== 'pending') return;
  if (!(await claimPendingExport(db, id, row.attempts))) return;
  try {
    const data = await readPersonalData(db, row.user_id);
    if (!data) throw new Error('The account no longer exists');
    const document = JSON.stringify({ format: EXPORT_FORMAT, exportedAt: now.toISOString(), requestId: id, ...data }, null, 2);
    await markExportReady(db, id, document, now.toISOString(), iso(now.getTime() + EXPORT_VALID_HOURS * HOUR_MS));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (row.attempts + 1 >= MAX_EXPORT_ATTEMPTS) await markExportFailed(db, id, message, now.toISOString());
    else await recordExportError(db, id, message);
    throw error;
  }
}

/** Erases every account whose deletion is due; returns how many. Each erasure is one transaction. */
export async function eraseDueAccounts(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  let erased = 0;
  for (const due of await listDueDeletions(db, at)) {
    const done = await db.transaction().execute(async (trx) => {
      // Marked first, so a sign-in that cancelled it a moment ago wins and nothing is erased.
      if (!(await completeDeletion(trx, due.id, at))) return false;
      await erasePersonalData(trx, due.user_id, at);
      return true;
    });
    if (done) erased += 1;
  }
  return erased;
}

export interface DataRequestSweep {
  exportsPrepared: number;
  exportsExpired: number;
  accountsErased: number;
}

/**
 * The periodic part (housekeeping, at start and then hourly): exports left pending (a server stopped while preparing
 * one) are prepared, exports past their 48 hours expire, and deletions past their 14 days are carried out.
 */
export async function sweepDataRequests(db: Kysely<Database>, now: Date, logger?: Logger): Promise<DataRequestSweep> {
  let exportsPrepared = 0;
  for (const pending of await listPendingExports(db)) {
    try {
      await prepareExport(db, pending.id, now);
      exportsPrepared += 1;
    } catch (error) {
      logger?.warn({ err: error, requestId: pending.id }, 'A data export could not be prepared');
    }
  }
  const exportsExpired = await expireExports(db, now.toISOString());
  const accountsErased = await eraseDueAccounts(db, now);
  return { exportsPrepared, exportsExpired, accountsErased };
}

function toDataExport(row: DataRequestRow): DataExport {
  return {
    id: row.id,
    status: row.status as DataExport['status'],
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    sizeBytes: row.payload_bytes,
    downloadUrl: row.status === 'ready' ? `/api/gdpr/export/${row.id}/download` : null,
  };
}

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

function toLedgerEntry(row: ConsentLedgerRow): ConsentLedgerEntry {
  return {
    id: row.id,
    source: row.source as ConsentLedgerEntry['source'],
    type: row.type as ConsentLedgerEntry['type'],
    status: row.status as ConsentLedgerEntry['status'],
    at: row.at,
    userId: row.user_id,
    email: row.email,
    detail: row.detail,
    ip: row.ip,
  };
}

function ledgerFilter(query: ConsentLedgerQuery): ConsentLedgerFilter {
  return { type: query.type, status: query.status, fromAt: utcDayStart(query.from), beforeAt: utcDayStart(query.to, 1) };
}

export interface GdprDependencies {
  db: Kysely<Database>;
  logger: Logger;
  limiter: RateLimiter;
  now?: () => Date;
}

export class GdprService {
  readonly #db: Kysely<Database>;
  readonly #logger: Logger;
  readonly #limiter: RateLimiter;
  readonly #now: () => Date;
  /** Preparations running in this process, so a status read waits for the same one instead of starting another. */
  readonly #preparing = new Map<string, Promise<void>>();

  constructor(deps: GdprDependencies) {
    this.#db = deps.db;
    this.#logger = deps.logger;
    this.#limiter = deps.limiter;
    this.#now = deps.now ?? (() => new Date());
  }

  // ---- export

  async exportStatus(userId: string): Promise<DataExportStatusResponse> {
    const now = this.#now();
    await expireExports(this.#db, now.toISOString(), userId);
    let latest = await latestDataRequest(this.#db, userId, 'export');
    // A request left pending (the server stopped, or the background run failed once) is picked up here.
    if (latest?.status === 'pending') {
      await this.#prepare(latest.id).catch(() => undefined);
      latest = await findDataRequest(this.#db, latest.id);
    }
    return { export: latest ? toDataExport(latest) : null, nextAllowedAt: await this.#nextExportAllowedAt(userId, now) };
  }

  /** 202 with the new (or the still pending) export; 409 EXPORT_TOO_SOON within a day of the last one. */
  async requestExport(userId: string): Promise<DataExportStatusResponse> {
    const now = this.#now();
    const recent = await latestCountingExportSince(this.#db, userId, iso(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR_MS));
    if (recent && recent.status !== 'pending') {
      const nextAllowedAt = iso(Date.parse(recent.requested_at) + EXPORT_INTERVAL_HOURS * HOUR_MS);
      throw new AppError(409, 'EXPORT_TOO_SOON', `You can ask for one export a day. The next one can be asked for from ${nextAllowedAt}.`, {
        nextAllowedAt,
      });
    }
    let row = recent;
    if (!row) {
      const id = randomUUID();
      try {
        await insertDataRequest(this.#db, {
          id,
          user_id: userId,
          kind: 'export',
          status: 'pending',
          requested_at: now.toISOString(),
          active_key: `${userId}:export`,
        });
      } catch (error) {
        // The same person asked twice at the same moment: the other request is the one being prepared.
        if (!isUniqueViolation(error)) throw error;
      }
      row = await findByActiveKey(this.#db, `${userId}:export`);
      if (!row) row = await findDataRequest(this.#db, id);
    }
    if (!row) throw new Error('The export request vanished right after it was written');
    const id = row.id;
    setImmediate(() => void this.#prepare(id).catch(() => undefined));
    return { export: toDataExport(row), nextAllowedAt: iso(Date.parse(row.requested_at) + EXPORT_INTERVAL_HOURS * HOUR_MS) };
  }

  /** The document of a ready export of this account. */
  async download(userId: string, id: string): Promise<{ fileName: string; document: string }> {
    const row = await findDataRequest(this.#db, id);
    // Someone else's export is answered exactly like one that does not exist.
    if (!row || row.kind !== 'export' || row.user_id !== userId) {
      throw new AppError(404, 'EXPORT_NOT_FOUND', 'There is no export with this id for your account. Ask for a new one on your profile.');
    }
    const now = this.#now().toISOString();
    if (row.status === 'expired' || (row.status === 'ready' && row.expires_at !== null && row.expires_at <= now)) {
      throw new AppError(
        410,
        'EXPORT_EXPIRED',
        `This export was available for ${EXPORT_VALID_HOURS} hours and has expired. Ask for a new one on your profile.`,
      );
    }
    if (row.status !== 'ready' || row.payload === null) {
      throw new AppError(409, 'EXPORT_NOT_READY', 'This export is not ready. Check its status on your profile and try again.');
    }
    return { fileName: `guardians-data-export-${(row.ready_at ?? now).slice(0, 10)}.json`, document: row.payload };
  }

  async #nextExportAllowedAt(userId: string, now: Date): Promise<string | null> {
    const recent = await latestCountingExportSince(this.#db, userId, iso(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR_MS));
    return recent ? iso(Date.parse(recent.requested_at) + EXPORT_INTERVAL_HOURS * HOUR_MS) : null;
  }

  #prepare(id: string): Promise<void> {
    let running = this.#preparing.get(id);
    if (!running) {
      running = prepareExport(this.#db, id, this.#now())
        .catch((error: unknown) => {
          this.#logger.warn({ err: error, requestId: id }, 'A data export could not be prepared');
          throw error;
        })
        .finally(() => this.#preparing.delete(id));
      this.#preparing.set(id, running);
    }
    return running;
  }

  // ---- deletion

  async deletionStatus(userId: string): Promise<DataDeletion | null> {
    const latest = await latestDataRequest(this.#db, userId, 'deletion');
    return latest ? toDataDeletion(latest) : null;
  }

  /**
   * Schedules the erasure in 14 days after the person proved it is them: the password for password accounts, a
   * sign-in at most 5 minutes old for accounts without one (demo and federated). Ends every session of the account.
   */
  async requestDeletion(user: { id: string; roles: readonly Role[] }, sessionId: string, body: DeletionRequest): Promise<DataDeletion> {
    const now = this.#now();
    if (user.roles.some((role) => (STAFF_ROLES as readonly Role[]).includes(role) || (PARTNER_ROLES as readonly Role[]).includes(role))) {
      throw new AppError(
        409,
        'STAFF_OR_PARTNER_ACCOUNT',
        'Staff and partner accounts hold other people’s records and are closed by an administrator. Contact support to close this account.',
      );
    }
    const withPassword = await signsInWithPassword(this.#db, user.id);
    if (withPassword === undefined) throw new AppError(401, 'UNAUTHENTICATED', 'You are not signed in, or your session has expired. Sign in and try again.');
    if (withPassword) {
      if (!body.password) throw new AppError(403, 'PASSWORD_REQUIRED', 'Enter your password to confirm that you want to delete your account.');
      const key = `gdpr-deletion:${user.id}`;
      if (!(await isOwnPassword(this.#db, user.id, body.password))) {
        const check = await this.#limiter.hit(key, DELETION_PASSWORD_LIMIT);
        if (!check.allowed) throw rateLimitedError(check, 'wrong passwords');
        throw new AppError(403, 'WRONG_PASSWORD', 'That password is not right. Enter the password you sign in with.');
      }
    } else {
      const startedAt = await sessionStartedAt(this.#db, sessionId);
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
      await insertDataRequest(this.#db, {
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
    const scheduled = await findByActiveKey(this.#db, activeKey);
    if (!scheduled) throw new Error('The deletion request vanished right after it was written');
    const ended = await deleteSessionsOf(this.#db, user.id);
    this.#logger.info({ userId: user.id, requestId: scheduled.id, sessionsEnded: ended }, 'Account deletion scheduled');
    return toDataDeletion(scheduled);
  }

  /** DELETE while signed in; 404 NO_DELETION_SCHEDULED when there is nothing to cancel. */
  async cancelDeletion(userId: string): Promise<DataDeletion> {
    const id = await cancelScheduledDeletion(this.#db, userId, this.#now().toISOString(), 'user');
    const row = id ? await findDataRequest(this.#db, id) : undefined;
    if (!row) throw new AppError(404, 'NO_DELETION_SCHEDULED', 'No deletion of your account is scheduled.');
    return toDataDeletion(row);
  }

  /** Runs at every sign-in: coming back within the 14 days cancels the deletion. True when one was cancelled. */
  async cancelOnSignIn(userId: string): Promise<boolean> {
    const id = await cancelScheduledDeletion(this.#db, userId, this.#now().toISOString(), 'signed_in');
    if (id) this.#logger.info({ userId, requestId: id }, 'Account deletion cancelled by signing in');
    return id !== undefined;
  }

  /** The periodic sweep with this service's clock (tests call it with an injected one). */
  sweep(): Promise<DataRequestSweep> {
    return sweepDataRequests(this.#db, this.#now(), this.#logger);
  }

  // ---- staff

  async consentLedger(query: ConsentLedgerQuery): Promise<ConsentLedgerPage> {
    const filter = ledgerFilter(query);
    const [rows, total] = await Promise.all([
      listConsentLedger(this.#db, filter, query.pageSize, (query.page - 1) * query.pageSize),
      countConsentLedger(this.#db, filter),
    ]);
    return { entries: rows.map(toLedgerEntry), page: query.page, pageSize: query.pageSize, total };
  }

  /** The CSV of every entry the filter matches (page and pageSize ignored), in batches; audited as a staff export. */
  async *consentLedgerCsv(query: ConsentLedgerQuery, by: StaffWrite): AsyncGenerator<string> {
    const filter = ledgerFilter(query);
    const total = await countConsentLedger(this.#db, filter);
    const described = [query.type ?? 'all types', query.status ?? 'any status', `${query.from ?? 'start'} to ${query.to ?? 'today'}`].join(', ');
    await recordStaffWrite(
      this.#db,
      by,
      {
        action: 'consents.exported',
        entityType: 'consent_ledger',
        entityId: 'csv',
        summary: `Downloaded the consent ledger as CSV (${total} entries: ${described})`,
      },
      this.#now(),
    );
    yield csvRow(CONSENT_CSV_HEADER);
    for (let offset = 0; offset < total; offset += CSV_BATCH) {
      const rows = await listConsentLedger(this.#db, filter, CSV_BATCH, offset);
      if (rows.length === 0) break;
      yield rows.map((row) => csvRow([row.at, row.source, row.type, row.status, row.user_id, row.email, row.detail, row.ip, row.id])).join('');
    }
  }

  async dataRequests(query: DataRequestsQuery): Promise<DataRequestsPage> {
    const { rows, total } = await listDataRequests(this.#db, { kind: query.kind, status: query.status }, query.pageSize, (query.page - 1) * query.pageSize);
    const requests: DataRequestSummary[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind as DataRequestSummary['kind'],
      status: row.status as DataRequestSummary['status'],
      userId: row.user_id,
      email: row.email,
      requestedAt: row.requested_at,
      readyAt: row.ready_at,
      expiresAt: row.expires_at,
      scheduledFor: row.scheduled_for,
      completedAt: row.completed_at,
      cancelledAt: row.cancelled_at,
      cancelReason: row.cancel_reason as DataRequestSummary['cancelReason'],
    }));
    return { requests, page: query.page, pageSize: query.pageSize, total };
  }

  openRequests(): Promise<number> {
    return countOpenDataRequests(this.#db);
  }
}
