import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, ChatTriageEventsTable, Database, KnowledgeEntriesTable } from '../../db/schema';

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type KnowledgeEntryRow = Selectable<KnowledgeEntriesTable>;

export async function insertChatMessages(db: Kysely<Database>, rows: readonly ChatMessageRow[]): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values([...rows])
    .execute();
}

export async function insertChatTriageEvent(db: Kysely<Database>, event: Selectable<ChatTriageEventsTable>): Promise<void> {
  await db.insertInto('chat_triage_events').values(event).execute();
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

const KNOWLEDGE_VERSION_ROW = 1;

/** The knowledge version stamp: 0 until the first admin write. One indexed row, read about once a second per server. */
export async function readKnowledgeVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('knowledge_version').select('version').where('id', '=', KNOWLEDGE_VERSION_ROW).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** Bumps the stamp; call it inside the transaction of the knowledge write, so no server sees one without the other. */
export async function bumpKnowledgeVersion(db: Kysely<Database>, at: string): Promise<void> {
  await db
    .insertInto('knowledge_version')
    .values({ id: KNOWLEDGE_VERSION_ROW, version: 1, changed_at: at })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((update) => ({ version: sql<number>`${update.ref('knowledge_version.version')} + 1`, changed_at: update.ref('excluded.changed_at') })),
    )
    .execute();
}
