import type { Insertable, Kysely } from 'kysely';
import type { ChatInteractionsTable, Database, ProductClicksTable } from '../../db/schema';

export async function insertChatInteraction(db: Kysely<Database>, row: Insertable<ChatInteractionsTable>): Promise<void> {
  await db.insertInto('chat_interactions').values(row).execute();
}

export async function insertProductClick(db: Kysely<Database>, row: Insertable<ProductClicksTable>): Promise<void> {
  await db.insertInto('product_clicks').values(row).execute();
}

/** Erasure: the account's recorded chat interactions and product clicks. */
export async function deleteTrackingOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('chat_interactions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('product_clicks').where('user_id', '=', userId).execute();
}
