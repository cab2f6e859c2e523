import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Kysely<Database>, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Housekeeping when a user signs in: their old, expired sessions are of no use to anyone. */
export async function deleteExpiredSessionsOf(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

/** Every session past its expiry, whoever it belongs to; returns how many. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function extendSession(db: Kysely<Database>, id: string, lastSeen: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen: lastSeen, expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Ends every session of an account at once (staff disable it, or a GDPR deletion is requested); returns how many. */
/** When the session `id` started (ISO time), or undefined when there is none. */
export async function sessionStartedAt(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', id).executeTakeFirst();
  return row?.created_at;
}

export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
