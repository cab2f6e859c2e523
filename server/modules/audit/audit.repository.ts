// The audit log's queries. Only inserts and selects: the log is append-only, and the database refuses the rest.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditLogRow {
  id: string;
  actor_user_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  ip: string | null;
  created_at: string;
}

/** Appends one entry; pass the write's transaction so the entry commits (or rolls back) with it. */
export async function appendAuditEntry(db: Kysely<Database>, row: AuditLogRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  /** Inclusive ISO instants. */
  fromAt?: string | undefined;
  beforeAt?: string | undefined;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  const { actor, action, entityType, fromAt, beforeAt } = filter;
  if (actor !== undefined) {
    const email = actor.toLowerCase();
    query = query.where((eb) => eb.or([eb('actor_user_id', '=', actor), eb('actor_email', '=', email)]));
  }
  if (action !== undefined) query = query.where('action', '=', action);
  if (entityType !== undefined) query = query.where('entity_type', '=', entityType);
  if (fromAt !== undefined) query = query.where('created_at', '>=', fromAt);
  if (beforeAt !== undefined) query = query.where('created_at', '<', beforeAt);
  return query;
}

export function listAuditEntries(db: Kysely<Database>, filter: AuditFilter, limit: number, offset: number): Promise<AuditLogRow[]> {
  return filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
