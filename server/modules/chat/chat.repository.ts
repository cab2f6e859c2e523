import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, ChatTriageEventsTable, Database, KnowledgeEntriesTable, UnansweredQuestionsTable } from '../../db/schema';

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

export async function insertUnansweredQuestion(db: Kysely<Database>, row: Selectable<UnansweredQuestionsTable>): Promise<void> {
  await db.insertInto('unanswered_questions').values(row).execute();
}

export interface UnansweredGroupRow {
  topic: string;
  intent: string;
  count: number;
  last_asked_at: string;
}

/** Unanswered questions grouped by topic and intent, most asked first, with when each was last asked. */
export async function listUnansweredGroups(db: Kysely<Database>, limit: number): Promise<UnansweredGroupRow[]> {
  const rows = await db
    .selectFrom('unanswered_questions')
    .select(['topic', 'intent', sql<string | number>`count(*)`.as('count'), sql<string>`max(created_at)`.as('last_asked_at')])
    .groupBy(['topic', 'intent'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ topic: row.topic, intent: row.intent, count: Number(row.count), last_asked_at: row.last_asked_at }));
}

/** The newest questions of one topic and intent, with the guardian asked. */
export function listUnansweredExamples(db: Kysely<Database>, topic: string, intent: string, limit: number) {
  return db
    .selectFrom('unanswered_questions')
    .select(['question', 'guardian_id', 'created_at'])
    .where('topic', '=', topic)
    .where('intent', '=', intent)
    .orderBy('created_at', 'desc')
    .limit(limit)
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

/** Erasure: the account's chat messages. */
export async function deleteChatMessagesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('chat_messages').where('user_id', '=', userId).execute();
}
