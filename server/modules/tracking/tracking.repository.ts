import type { Insertable, Kysely } from 'kysely';
import type { ChatInteractionsTable, Database, ProductClicksTable } from '../../db/schema';

export async function insertChatInteraction(db: Kysely<Database>, row: Insertable<ChatInteractionsTable>): Promise<void> {
  await db.insertInto('chat_interactions').values(row).execute();
}

export async function insertProductClick(db: Kysely<Database>, row: Insertable<ProductClicksTable>): Promise<void> {
  await db.insertInto('product_clicks').values(row).execute();
}
