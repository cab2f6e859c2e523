// The admin knowledge base's queries over knowledge_entries. The chat reads published rows through chat.repository;
// the version stamp every write bumps lives there too, beside the reader.
import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, KnowledgeEntriesTable } from '../../db/schema';

/** A curated answer as stored: written here, read by the chat's knowledge base. */
export type KnowledgeEntryRow = Selectable<KnowledgeEntriesTable>;

export interface KnowledgeFilter {
  /** undefined: any owner; null: shared entries only. */
  guardianId?: string | null | undefined;
  status?: string | undefined;
  /** Words, matched case-insensitively in the title, text, supporting fact, source, tags and id. */
  text?: string | undefined;
}

/** LIKE treats % and _ as wildcards: a search for "50%" means the characters. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const SEARCHED_COLUMNS = ['id', 'question', 'answer', 'detail', 'source_title', 'tags'] as const;

function filtered(db: Kysely<Database>, filter: KnowledgeFilter) {
  let query = db.selectFrom('knowledge_entries');
  if (filter.guardianId === null) query = query.where('guardian_id', 'is', null);
  else if (filter.guardianId !== undefined) query = query.where('guardian_id', '=', filter.guardianId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.text !== undefined) {
    const pattern = likePattern(filter.text);
    query = query.where((eb) => eb.or(SEARCHED_COLUMNS.map((column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`)));
  }
  return query;
}

/** Guardian entries first (by guardian id), then the shared ones; each group in its seeded order. */
export function listKnowledgeEntries(db: Kysely<Database>, filter: KnowledgeFilter, limit: number, offset: number): Promise<KnowledgeEntryRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy(sql`case when guardian_id is null then 1 else 0 end`)
    .orderBy('guardian_id')
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countKnowledgeEntries(db: Kysely<Database>, filter: KnowledgeFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findKnowledgeEntry(db: Kysely<Database>, id: string): Promise<KnowledgeEntryRow | undefined> {
  return db.selectFrom('knowledge_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The position after the last entry of the same owner, so a new entry lists after the seeded ones. */
export async function nextKnowledgePosition(db: Kysely<Database>, guardianId: string | null): Promise<number> {
  const row = await filtered(db, { guardianId })
    .select((eb) => eb.fn.max<number | string | null>('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertKnowledgeEntry(db: Kysely<Database>, row: Insertable<KnowledgeEntriesTable>): Promise<void> {
  await db.insertInto('knowledge_entries').values(row).execute();
}

/** Updates the entry only while its status is still `expectedStatus`; false when someone else changed it meanwhile. */
export async function updateKnowledgeEntry(
  db: Kysely<Database>,
  id: string,
  expectedStatus: string,
  changes: Updateable<KnowledgeEntriesTable>,
): Promise<boolean> {
  const result = await db.updateTable('knowledge_entries').set(changes).where('id', '=', id).where('status', '=', expectedStatus).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
