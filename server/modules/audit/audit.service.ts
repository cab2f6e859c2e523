// Reading the audit log. Writing it is recordStaffWrite (audit-trail.ts), inside each write's own transaction.
import type { Kysely } from 'kysely';
import { utcDayStart } from '@common/contracts/admin';
import type { AuditAction, AuditEntityType, AuditEntry, AuditPage, AuditQuery } from '@common/contracts/admin';
import type { Database } from '../../db/schema';
import { countAuditEntries, listAuditEntries } from './audit.repository';
import type { AuditLogRow } from './audit.repository';

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_user_id, email: row.actor_email },
    action: row.action as AuditAction,
    entityType: row.entity_type as AuditEntityType,
    entityId: row.entity_id,
    summary: row.summary,
    ip: row.ip,
    at: row.created_at,
  };
}

export class AuditService {
  readonly #db: Kysely<Database>;

  constructor(deps: { db: Kysely<Database> }) {
    this.#db = deps.db;
  }

  async page(query: AuditQuery): Promise<AuditPage> {
    const filter = {
      actor: query.actor,
      action: query.action,
      entityType: query.entityType,
      fromAt: utcDayStart(query.from),
      beforeAt: utcDayStart(query.to, 1),
    };
    const [rows, total] = await Promise.all([
      listAuditEntries(this.#db, filter, query.pageSize, (query.page - 1) * query.pageSize),
      countAuditEntries(this.#db, filter),
    ]);
    return { entries: rows.map(toAuditEntry), page: query.page, pageSize: query.pageSize, total };
  }

  async latest(count: number): Promise<AuditEntry[]> {
    return (await listAuditEntries(this.#db, {}, count, 0)).map(toAuditEntry);
  }
}
