import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessagesTable>): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function referenceTaken(db: Kysely<Database>, reference: string): Promise<boolean> {
  return (await db.selectFrom('contact_messages').select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;
}

export function findContactMessage(db: Kysely<Database>, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Open ones oldest first (answered in order), handled ones newest first. */
export function listContactMessages(db: Kysely<Database>, status: 'open' | 'handled' | 'all', limit: number): Promise<ContactMessageRow[]> {
  let query = db.selectFrom('contact_messages').selectAll();
  if (status !== 'all') query = query.where('status', '=', status);
  return query
    .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
    .orderBy((eb) => eb.case().when('status', '=', 'open').then(eb.ref('created_at')).else(null).end())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countOpenContactMessages(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks an open message handled; false when it was not open (someone else was first). */
export async function markContactMessageHandled(
  db: Kysely<Database>,
  id: string,
  handled: { byEmail: string; at: string; note: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ status: 'handled', handled_by_email: handled.byEmail, handled_at: handled.at, handled_note: handled.note })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Erasure: the messages the account sent, signed in or signed out from its address. */
export async function deleteContactMessagesOf(trx: Kysely<Database>, userId: string, email: string): Promise<void> {
  await trx
    .deleteFrom('contact_messages')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email.toLowerCase())]))
    .execute();
}
