// A member's community data in their GDPR export, and its erasure with their account (issue 43). Erasure removes what
// only they wrote, with their reactions, reports, reads and member row; a topic they opened that others replied to
// stays for those replies, its opening post read as "[removed]" by "Former member" and its title "[removed]"; a
// moderator's edit of someone else's post keeps the edit but no longer names them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recountFlags, recountHelpful, refreshTopic } from './community.repository';
import { REMOVED_TEXT } from './community-views';

/** The member's own rows: their name and progress, topics, posts with their earlier texts, reactions and reports. */
export async function communityDataForExport(db: Kysely<Database>, userId: string) {
  const member = await db
    .selectFrom('community_members')
    .select([
      'display_name',
      'hide_activity',
      'days_visited',
      'topics_read',
      'replies',
      'helpful_received',
      'suspended_until',
      'posts_held',
      'moderation_reason',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const posts = await db
    .selectFrom('community_posts')
    .select(['id', 'topic_id', 'opening', 'body', 'status', 'held_for', 'moderator_note', 'created_at', 'edited_at'])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const postIds = posts.map((post) => post.id);
  return {
    member: member ?? null,
    topics: await db
      .selectFrom('community_topics')
      .select(['id', 'circle_id', 'title', 'created_at'])
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    posts,
    earlierTexts: postIds.length
      ? await db
          .selectFrom('community_post_revisions')
          .select(['post_id', 'title', 'body', 'created_at'])
          .where('post_id', 'in', postIds)
          .orderBy('created_at')
          .execute()
      : [],
    helpfulGiven: await db.selectFrom('community_reactions').select(['post_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    notifications: await db
      .selectFrom('community_notifications')
      .select(['kind', 'text', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    mutes: await db.selectFrom('community_mutes').select(['target_type', 'target_id', 'created_at']).where('user_id', '=', userId).execute(),
    reportsMade: await db
      .selectFrom('community_reports')
      .select(['post_id', 'reason', 'note', 'created_at'])
      .where('reporter_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  };
}

/** Erases the member's community data inside the account's erasure transaction (see the top of this file). */
export async function eraseCommunityMember(trx: Kysely<Database>, userId: string, at: string): Promise<void> {
  const touchedTopics = new Set<string>();

  // Their "helpful" and reports leave the counts of the posts they were on.
  const reacted = await trx.selectFrom('community_reactions').select('post_id').where('user_id', '=', userId).execute();
  await trx.deleteFrom('community_reactions').where('user_id', '=', userId).execute();
  for (const { post_id: postId } of reacted) await recountHelpful(trx, postId);
  const reported = await trx.selectFrom('community_reports').select('post_id').where('reporter_id', '=', userId).execute();
  await trx.deleteFrom('community_reports').where('reporter_id', '=', userId).execute();
  for (const { post_id: postId } of reported) await recountFlags(trx, postId);
  await trx.deleteFrom('community_reads').where('user_id', '=', userId).execute();
  await trx.deleteFrom('community_notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('community_mutes').where('user_id', '=', userId).execute();
  await trx.updateTable('community_post_revisions').set({ edited_by: null }).where('edited_by', '=', userId).execute();

  const posts = await trx.selectFrom('community_posts').select(['id', 'topic_id', 'opening']).where('author_id', '=', userId).execute();
  for (const post of posts) {
    touchedTopics.add(post.topic_id);
    await trx.deleteFrom('community_post_revisions').where('post_id', '=', post.id).execute();
    const others = post.opening
      ? await trx
          .selectFrom('community_posts')
          .select('id')
          .where('topic_id', '=', post.topic_id)
          .where('id', '!=', post.id)
          .where((eb) => eb.or([eb('author_id', 'is', null), eb('author_id', '!=', userId)]))
          .limit(1)
          .execute()
      : [];
    if (post.opening && others.length > 0) {
      // Kept for the replies under it, as nobody's.
      await trx
        .updateTable('community_posts')
        .set({ author_id: null, body: '', status: 'deleted', held_for: null, moderator_note: null, caution: null })
        .where('id', '=', post.id)
        .execute();
      await trx.updateTable('community_topics').set({ author_id: null, title: REMOVED_TEXT, updated_at: at }).where('id', '=', post.topic_id).execute();
    } else {
      await trx.deleteFrom('community_reactions').where('post_id', '=', post.id).execute();
      await trx.deleteFrom('community_reports').where('post_id', '=', post.id).execute();
      await trx.deleteFrom('community_posts').where('id', '=', post.id).execute();
    }
  }
  // Their topics with nothing of anyone else left go whole.
  for (const topicId of touchedTopics) {
    const left = await trx.selectFrom('community_posts').select('id').where('topic_id', '=', topicId).limit(1).execute();
    if (left.length === 0) {
      await trx.deleteFrom('community_reads').where('topic_id', '=', topicId).execute();
      await trx.deleteFrom('community_topics').where('id', '=', topicId).execute();
    } else {
      await refreshTopic(trx, topicId, at);
    }
  }
  await trx.deleteFrom('community_members').where('user_id', '=', userId).execute();
}
