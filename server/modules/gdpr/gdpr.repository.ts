// The data_requests table: one row per export or deletion, with its whole life in columns.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DataRequestsTable, Database } from '../../db/schema';

export type DataRequestRow = Selectable<DataRequestsTable>;

export async function insertDataRequest(db: Kysely<Database>, row: Insertable<DataRequestsTable>): Promise<void> {
  await db.insertInto('data_requests').values(row).execute();
}

export function findDataRequest(db: Kysely<Database>, id: string): Promise<DataRequestRow | undefined> {
  return db.selectFrom('data_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest request of a kind, without the export's payload. */
export function latestDataRequest(db: Kysely<Database>, userId: string, kind: 'export' | 'deletion'): Promise<DataRequestRow | undefined> {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest export asked for at or after `since` that counts against the daily limit (failed ones do not). */
export function latestCountingExportSince(db: Kysely<Database>, userId: string, since: string): Promise<DataRequestRow | undefined> {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .where('status', '!=', 'failed')
    .where('requested_at', '>=', since)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findByActiveKey(db: Kysely<Database>, activeKey: string): Promise<DataRequestRow | undefined> {
  return db.selectFrom('data_requests').selectAll().where('active_key', '=', activeKey).executeTakeFirst();
}

/** Claims a pending export for one preparation attempt; false when someone else claimed it first or it is no longer pending. */
export async function claimPendingExport(db: Kysely<Database>, id: string, seenAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('data_requests')
    .set({ attempts: seenAttempts + 1 })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', seenAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markExportReady(
  db: Kysely<Database>,
  id: string,
  file: { key: string; bytes: number },
  readyAt: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('data_requests')
    .set({
      status: 'ready',
      payload: null,
      file_key: file.key,
      payload_bytes: file.bytes,
      ready_at: readyAt,
      expires_at: expiresAt,
      active_key: null,
      error: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markExportFailed(db: Kysely<Database>, id: string, error: string, at: string): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({ status: 'failed', error: error.slice(0, 500), completed_at: at, active_key: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function recordExportError(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await db
    .updateTable('data_requests')
    .set({ error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export function listPendingExports(db: Kysely<Database>): Promise<Pick<DataRequestRow, 'id' | 'attempts'>[]> {
  return db
    .selectFrom('data_requests')
    .select(['id', 'attempts'])
    .where('kind', '=', 'export')
    .where('status', '=', 'pending')
    .orderBy('requested_at')
    .execute();
}

/** Ready exports past their 48 hours: the row stays as the record; the keys of their files, which the caller removes. */
export async function expireExports(db: Kysely<Database>, now: string, userId?: string): Promise<{ expired: number; fileKeys: string[] }> {
  let due = db.selectFrom('data_requests').select(['id', 'file_key']).where('kind', '=', 'export').where('status', '=', 'ready').where('expires_at', '<=', now);
  if (userId) due = due.where('user_id', '=', userId);
  const rows = await due.execute();
  if (rows.length === 0) return { expired: 0, fileKeys: [] };
  const result = await db
    .updateTable('data_requests')
    .set({ status: 'expired', payload: null, file_key: null })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return { expired: Number(result.numUpdatedRows), fileKeys: rows.flatMap((row) => (row.file_key === null ? [] : [row.file_key])) };
}

/** Ready exports whose document is still in the database (before issue 42), for the move to the FileStore. */
export function listExportsStoredInDatabase(db: Kysely<Database>): Promise<Pick<DataRequestRow, 'id' | 'user_id' | 'payload'>[]> {
  return db.selectFrom('data_requests').select(['id', 'user_id', 'payload']).where('kind', '=', 'export').where('payload', 'is not', null).execute();
}

export async function moveExportPayloadToFile(db: Kysely<Database>, id: string, fileKey: string): Promise<void> {
  await db.updateTable('data_requests').set({ payload: null, file_key: fileKey }).where('id', '=', id).execute();
}

/** Cancels the account's scheduled deletion; the row cancelled, or undefined when none was scheduled. */
export async function cancelScheduledDeletion(db: Kysely<Database>, userId: string, at: string, reason: 'signed_in' | 'user'): Promise<string | undefined> {
  const scheduled = await db
    .selectFrom('data_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'deletion')
    .where('status', '=', 'scheduled')
    // Once the 14 days are over the erasure stands, even before the next sweep has run.
    .where('scheduled_for', '>', at)
    .executeTakeFirst();
  if (!scheduled) return undefined;
  const result = await db
    .updateTable('data_requests')
    .set({ status: 'cancelled', cancelled_at: at, cancel_reason: reason, active_key: null })
    .where('id', '=', scheduled.id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? scheduled.id : undefined;
}

export function listDueDeletions(db: Kysely<Database>, now: string): Promise<Pick<DataRequestRow, 'id' | 'user_id'>[]> {
  return db
    .selectFrom('data_requests')
    .select(['id', 'user_id'])
    .where('kind', '=', 'deletion')
    .where('status', '=', 'scheduled')
    .where('scheduled_for', '<=', now)
    .orderBy('scheduled_for')
    .execute();
}

/** Marks a due deletion completed; false when it was cancelled (or completed) meanwhile. */
export async function completeDeletion(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('data_requests')
    .set({ status: 'completed', completed_at: at, active_key: null })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countOpenDataRequests(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('data_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', 'in', ['pending', 'scheduled'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface DataRequestFilter {
  kind?: string | undefined;
  status?: string | undefined;
}

export async function listDataRequests(
  db: Kysely<Database>,
  filter: DataRequestFilter,
  limit: number,
  offset: number,
): Promise<{ rows: (Omit<DataRequestRow, 'payload'> & { email: string | null })[]; total: number }> {
  let base = db.selectFrom('data_requests').leftJoin('users', 'users.id', 'data_requests.user_id');
  if (filter.kind) base = base.where('data_requests.kind', '=', filter.kind);
  if (filter.status) base = base.where('data_requests.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base
      .select([
        'data_requests.id',
        'data_requests.user_id',
        'data_requests.kind',
        'data_requests.status',
        'data_requests.requested_at',
        'data_requests.ready_at',
        'data_requests.expires_at',
        'data_requests.scheduled_for',
        'data_requests.completed_at',
        'data_requests.cancelled_at',
        'data_requests.cancel_reason',
        'data_requests.active_key',
        'data_requests.attempts',
        'data_requests.error',
        'data_requests.payload_bytes',
        'data_requests.file_key',
        'users.email as email',
      ])
      .orderBy('data_requests.requested_at', 'desc')
      .orderBy('data_requests.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Erasure: an export is a copy of everything, so a ready one goes now (not at its 48 hours); one being prepared never is. */
export async function retireExportsOf(trx: Kysely<Database>, userId: string, at: string): Promise<void> {
  await trx
    .updateTable('data_requests')
    .set({ status: 'expired', payload: null, file_key: null, expires_at: at, active_key: null })
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .where('status', '=', 'ready')
    .execute();
  await trx
    .updateTable('data_requests')
    .set({ status: 'failed', payload: null, error: 'The account was erased', completed_at: at, active_key: null })
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .where('status', '=', 'pending')
    .execute();
}
