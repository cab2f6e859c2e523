// What a module needs to audit a staff write: who (and from where) made it, and one call to append the entry inside
// the write's own transaction. Modules receive a StaffWrite from their route and call recordStaffWrite(trx, ...).
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntityType } from '@common/contracts/admin';
import type { AccountUser } from '@common/contracts/accounts';
import type { Database } from '../../db/schema';
import { appendAuditEntry } from './audit.repository';

/** The staff member behind a write and the address it came from (req.ip: trusts forwarded headers only as configured). */
export interface StaffWrite {
  actorId: string;
  actorEmail: string;
  ip: string | null;
}

export function staffWrite(req: Pick<Request, 'ip'>, user: Pick<AccountUser, 'id' | 'email'>): StaffWrite {
  return { actorId: user.id, actorEmail: user.email.toLowerCase(), ip: req.ip ?? null };
}

export interface AuditedChange {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** A sentence a person reads in the log; never a secret or a request body. */
  summary: string;
}

export const AUDIT_SUMMARY_MAX = 500;

export async function recordStaffWrite(db: Kysely<Database>, by: StaffWrite, change: AuditedChange, at: Date | string = new Date()): Promise<void> {
  await appendAuditEntry(db, {
    id: randomUUID(),
    actor_user_id: by.actorId,
    actor_email: by.actorEmail,
    action: change.action,
    entity_type: change.entityType,
    entity_id: change.entityId,
    summary: change.summary.slice(0, AUDIT_SUMMARY_MAX),
    ip: by.ip,
    created_at: typeof at === 'string' ? at : at.toISOString(),
  });
}
