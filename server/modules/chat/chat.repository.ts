import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, Database, KnowledgeEntriesTable } from '../../db/schema';

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type KnowledgeEntryRow = Selectable<KnowledgeEntriesTable>;

export async function insertChatMessages(db: Kysely<Database>, rows: readonly ChatMessageRow[]): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values([...rows])
    .execute();
}

/** The newest `limit` messages of the user (optionally with one guardian), returned oldest first. */
export async function listRecentChatMessages(db: Kysely<Database>, userId: string, guardianId: string | undefined, limit: number): Promise<ChatMessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('user_id', '=', userId);
  if (guardianId) query = query.where('guardian_id', '=', guardianId);
  const newestFirst = await query.orderBy('created_at', 'desc').orderBy('position', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return newestFirst.reverse();
}

/** The curated answers the chat may give: published ones only, drafts and retired entries left out. */
export function listPublishedKnowledgeEntries(db: Kysely<Database>): Promise<KnowledgeEntryRow[]> {
  return db.selectFrom('knowledge_entries').selectAll().where('status', '=', 'published').orderBy('id').execute();
}
