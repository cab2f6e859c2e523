// The community's tables (issue 43). Counters kept on rows (a topic's replies and posts, a post's "helpful") are set
// from a count in the same statement, so concurrent taps and replies never drift them.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type {
  CommunityMembersTable,
  CommunityPostRevisionsTable,
  CommunityPostsTable,
  CommunityReportsTable,
  CommunityTopicsTable,
  Database,
} from '../../db/schema';

export type MemberRow = Selectable<CommunityMembersTable>;
export type TopicRow = Selectable<CommunityTopicsTable>;
export type PostRow = Selectable<CommunityPostsTable>;
export type ReportRow = Selectable<CommunityReportsTable>;

// ── Members ────────────────────────────────────────────────────────────────

export function findMember(db: Kysely<Database>, userId: string): Promise<MemberRow | undefined> {
  return db.selectFrom('community_members').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertMemberOnce(db: Kysely<Database>, row: Insertable<CommunityMembersTable>): Promise<void> {
  await db
    .insertInto('community_members')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export async function membersByIds(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, MemberRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_members')
    .selectAll()
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

export async function updateMember(
  db: Kysely<Database>,
  userId: string,
  changes: Omit<Updateable<CommunityMembersTable>, 'user_id' | 'created_at'> & { updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable('community_members').set(changes).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Counts a visit on a new day once, however many requests that day makes. */
export async function countVisit(db: Kysely<Database>, userId: string, day: string, now: string): Promise<void> {
  await db
    .updateTable('community_members')
    .set((eb) => ({ days_visited: eb('days_visited', '+', 1), last_visit_day: day, updated_at: now }))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_visit_day', 'is', null), eb('last_visit_day', '!=', day)]))
    .execute();
}

export async function addToMemberCounter(
  db: Kysely<Database>,
  userId: string,
  counter: 'topics_read' | 'replies' | 'helpful_received',
  by: number,
): Promise<void> {
  await db
    .updateTable('community_members')
    .set((eb) => ({ [counter]: eb(counter, '+', by) }))
    .where('user_id', '=', userId)
    .execute();
}

// ── Topics and posts ───────────────────────────────────────────────────────

export async function insertTopic(db: Kysely<Database>, topic: Insertable<CommunityTopicsTable>, post: Insertable<CommunityPostsTable>): Promise<void> {
  await db.insertInto('community_topics').values(topic).execute();
  await db.insertInto('community_posts').values(post).execute();
}

export async function insertPost(db: Kysely<Database>, post: Insertable<CommunityPostsTable>): Promise<void> {
  await db.insertInto('community_posts').values(post).execute();
}

export function findTopic(db: Kysely<Database>, id: string): Promise<TopicRow | undefined> {
  return db.selectFrom('community_topics').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPost(db: Kysely<Database>, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('community_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function openingPostOf(db: Kysely<Database>, topicId: string): Promise<PostRow | undefined> {
  return db.selectFrom('community_posts').selectAll().where('topic_id', '=', topicId).where('opening', '=', 1).executeTakeFirst();
}

/**
 * Sets a topic's counters and status from its posts: visible replies, every post (the unread marker), the opening
 * post's status and "helpful", and the time of its latest visible post.
 */
export async function refreshTopic(db: Kysely<Database>, topicId: string, now: string): Promise<void> {
  const counts = await db
    .selectFrom('community_posts')
    .select((eb) => [
      eb.fn.countAll<number>().as('posts'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('opening', '=', 0), eb('status', '=', 'visible')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('replies'),
      eb.fn.max('created_at').as('latest'),
    ])
    .where('topic_id', '=', topicId)
    .executeTakeFirstOrThrow();
  const latestVisible = await db
    .selectFrom('community_posts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('topic_id', '=', topicId)
    .where('status', '=', 'visible')
    .executeTakeFirst();
  const opening = await openingPostOf(db, topicId);
  await db
    .updateTable('community_topics')
    .set({
      post_count: Number(counts.posts),
      reply_count: Number(counts.replies ?? 0),
      status: opening?.status ?? 'deleted',
      helpful_count: opening?.helpful_count ?? 0,
      last_activity_at: latestVisible?.at ?? opening?.created_at ?? now,
      updated_at: now,
    })
    .where('id', '=', topicId)
    .execute();
}

export interface TopicListing {
  circleId: string;
  viewerId: string;
  /** Staff see held and hidden topics too. */
  staff: boolean;
  sort: 'newest' | 'helpful' | 'active';
  q: string | undefined;
  pinned: boolean;
  offset: number;
  limit: number;
}

/** The topics of a circle a viewer may see: visible ones, their own held or hidden ones, everything for staff. */
function listedTopics(db: Kysely<Database>, listing: Omit<TopicListing, 'sort' | 'offset' | 'limit'>) {
  let query = db
    .selectFrom('community_topics')
    .where('circle_id', '=', listing.circleId)
    .where('pinned', '=', listing.pinned ? 1 : 0)
    .where('status', '!=', 'deleted');
  if (!listing.staff) query = query.where((eb) => eb.or([eb('status', '=', 'visible'), eb('author_id', '=', listing.viewerId)]));
  if (listing.q) {
    const pattern = `%${listing.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), 'like', sql<string>`${pattern} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('community_posts')
            .select('community_posts.id')
            .whereRef('community_posts.topic_id', '=', 'community_topics.id')
            .where('community_posts.opening', '=', 1)
            .where((inner) => inner(inner.fn('lower', ['community_posts.body']), 'like', sql<string>`${pattern} escape '\\'`)),
        ),
      ]),
    );
  }
  return query;
}

export async function listTopics(db: Kysely<Database>, listing: TopicListing): Promise<{ rows: TopicRow[]; total: number }> {
  const base = listedTopics(db, listing);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  let ordered = base.selectAll();
  if (listing.sort === 'helpful') ordered = ordered.orderBy('helpful_count', 'desc').orderBy('last_activity_at', 'desc');
  else if (listing.sort === 'newest') ordered = ordered.orderBy('created_at', 'desc');
  else ordered = ordered.orderBy('last_activity_at', 'desc');
  const rows = await ordered.orderBy('id').limit(listing.limit).offset(listing.offset).execute();
  return { rows, total: Number(total.count) };
}

export async function circleStats(db: Kysely<Database>): Promise<Map<string, { topics: number; lastActivityAt: string | null }>> {
  const rows = await db
    .selectFrom('community_topics')
    .select((eb) => ['circle_id', eb.fn.countAll<number>().as('topics'), eb.fn.max('last_activity_at').as('last')])
    .where('status', '=', 'visible')
    .groupBy('circle_id')
    .execute();
  return new Map(rows.map((row) => [row.circle_id, { topics: Number(row.topics), lastActivityAt: row.last ?? null }]));
}

/** A page of a topic's posts a viewer may see, the opening post first. */
export async function listPosts(
  db: Kysely<Database>,
  topicId: string,
  viewer: { id: string; staff: boolean },
  page: { offset: number; limit: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const base = db
    .selectFrom('community_posts')
    .where('topic_id', '=', topicId)
    .where((eb) => {
      const seen = [eb('status', '=', 'visible'), eb.and([eb('status', '=', 'deleted'), eb('opening', '=', 1)])];
      if (viewer.staff) seen.push(eb('status', 'in', ['held', 'hidden']));
      else seen.push(eb.and([eb('author_id', '=', viewer.id), eb('status', 'in', ['held', 'hidden'])]));
      return eb.or(seen);
    });
  const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('opening', 'desc').orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(total.count) };
}

export async function updatePost(
  db: Kysely<Database>,
  id: string,
  changes: Omit<Updateable<CommunityPostsTable>, 'id' | 'topic_id' | 'opening' | 'created_at'>,
  only?: { statuses?: readonly string[]; moderatorNote?: string | null },
): Promise<boolean> {
  let query = db.updateTable('community_posts').set(changes).where('id', '=', id);
  if (only?.statuses) query = query.where('status', 'in', [...only.statuses]);
  if (only?.moderatorNote !== undefined) {
    const note = only.moderatorNote;
    query = note === null ? query.where('moderator_note', 'is', null) : query.where('moderator_note', '=', note);
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertRevision(db: Kysely<Database>, row: Insertable<CommunityPostRevisionsTable>): Promise<void> {
  await db.insertInto('community_post_revisions').values(row).execute();
}

/** Posts an author wrote since `since`: the daily limit of their trust level. */
export async function postsSince(db: Kysely<Database>, authorId: string, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('community_posts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('author_id', '=', authorId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

// ── Reactions ──────────────────────────────────────────────────────────────

/** True when this call added the reaction; a second tap (or twenty at once) adds nothing. */
export async function addReaction(db: Kysely<Database>, postId: string, userId: string, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto('community_reactions')
    .values({ post_id: postId, user_id: userId, created_at: now })
    .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function removeReaction(db: Kysely<Database>, postId: string, userId: string): Promise<boolean> {
  const deleted = await db.deleteFrom('community_reactions').where('post_id', '=', postId).where('user_id', '=', userId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Sets a post's "helpful" count from its reactions and answers it. */
export async function recountHelpful(db: Kysely<Database>, postId: string): Promise<number> {
  const row = await db
    .selectFrom('community_reactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  await db.updateTable('community_posts').set({ helpful_count: count }).where('id', '=', postId).execute();
  return count;
}

export async function reactedPosts(db: Kysely<Database>, userId: string, postIds: readonly string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('community_reactions')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('post_id', 'in', [...postIds])
    .execute();
  return new Set(rows.map((row) => row.post_id));
}

// ── Reads ──────────────────────────────────────────────────────────────────

export async function readCounts(db: Kysely<Database>, userId: string, topicIds: readonly string[]): Promise<Map<string, number>> {
  if (topicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_reads')
    .select(['topic_id', 'read_post_count'])
    .where('user_id', '=', userId)
    .where('topic_id', 'in', [...topicIds])
    .execute();
  return new Map(rows.map((row) => [row.topic_id, row.read_post_count]));
}

/** Records what the member has read of a topic; true the first time they open it. */
export async function markRead(db: Kysely<Database>, userId: string, topicId: string, postCount: number, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto('community_reads')
    .values({ user_id: userId, topic_id: topicId, read_post_count: postCount, read_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'topic_id']).doNothing())
    .returning('topic_id')
    .executeTakeFirst();
  if (inserted !== undefined) return true;
  await db
    .updateTable('community_reads')
    .set({ read_post_count: postCount, read_at: now })
    .where('user_id', '=', userId)
    .where('topic_id', '=', topicId)
    .execute();
  return false;
}

// ── Reports ────────────────────────────────────────────────────────────────

/** False when this member reported the post before. */
export async function insertReportOnce(db: Kysely<Database>, row: Insertable<CommunityReportsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('community_reports')
    .values(row)
    .onConflict((conflict) => conflict.columns(['post_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets a post's flag weight from its open reports and answers it. */
export async function recountFlags(db: Kysely<Database>, postId: string): Promise<number> {
  const row = await db
    .selectFrom('community_reports')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('weight'), sql<number>`0`).as('weight'))
    .where('post_id', '=', postId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const weight = Number(row.weight);
  await db.updateTable('community_posts').set({ flag_weight: weight }).where('id', '=', postId).execute();
  return weight;
}

export async function openReportsOf(db: Kysely<Database>, postIds: readonly string[]): Promise<Map<string, ReportRow[]>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_reports')
    .selectAll()
    .where('post_id', 'in', [...postIds])
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
  const found = new Map<string, ReportRow[]>();
  for (const row of rows) found.set(row.post_id, [...(found.get(row.post_id) ?? []), row]);
  return found;
}

/** Closes a post's open reports; the count closed. */
export async function resolveReports(db: Kysely<Database>, postId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('community_reports')
    .set({ status: 'resolved', resolved_at: now })
    .where('post_id', '=', postId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What waits for a moderator: held posts, posts hidden by reports, and visible posts with open reports. */
export async function queuedPosts(db: Kysely<Database>): Promise<PostRow[]> {
  return db
    .selectFrom('community_posts')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['held', 'hidden']), eb('moderator_note', 'is', null)]),
        eb.and([
          eb('status', '=', 'visible'),
          eb.exists(
            eb
              .selectFrom('community_reports')
              .select('community_reports.id')
              .whereRef('community_reports.post_id', '=', 'community_posts.id')
              .where('community_reports.status', '=', 'open'),
          ),
        ]),
      ]),
    )
    .orderBy('urgent', 'desc')
    .orderBy('held_at')
    .orderBy('created_at')
    .limit(200)
    .execute();
}

export async function topicsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, TopicRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_topics')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function updateTopic(db: Kysely<Database>, id: string, changes: Omit<Updateable<CommunityTopicsTable>, 'id' | 'created_at'>): Promise<boolean> {
  const result = await db.updateTable('community_topics').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
