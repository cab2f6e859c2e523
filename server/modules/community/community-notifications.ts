// A member's community notifications (issue 43): a reply to their topic (unless they muted the topic or its circle), a
// mention of their display name in a topic they took part in (mutes do not silence a mention), and a moderator's
// decision about them. Each is told once per event (a unique key), when the post is shown: a held reply tells nobody
// until a moderator approves it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { CommunityNotification, CommunityNotificationListResponse, MuteListResponse } from '@common/contracts/community';
import { COMMUNITY_NOTIFICATION_KINDS } from '@common/contracts/community';
import { isCircleId } from '@common/community';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findTopic, membersByIds } from './community.repository';
import type { PostRow, TopicRow } from './community.repository';
import { isStaff } from './community-members';
import { mayOpenTopic, quotedTitle } from './community-views';

const LIST_LIMIT = 50;

type Kind = (typeof COMMUNITY_NOTIFICATION_KINDS)[number];

function kindOf(value: string): Kind {
  if ((COMMUNITY_NOTIFICATION_KINDS as readonly string[]).includes(value)) return value as Kind;
  throw new Error(`A community notification has the unknown kind ${value}`);
}

export async function notify(
  db: Kysely<Database>,
  notice: { userId: string; kind: Kind; text: string; topicId: string | null; postId: string | null; key: string; at: string },
): Promise<void> {
  await db
    .insertInto('community_notifications')
    .values({
      id: randomUUID(),
      user_id: notice.userId,
      kind: notice.kind,
      text: notice.text.slice(0, 500),
      topic_id: notice.topicId,
      post_id: notice.postId,
      dedupe_key: notice.key,
      created_at: notice.at,
      read_at: null,
      mailed_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}

async function isMuted(db: Kysely<Database>, userId: string, topic: TopicRow): Promise<boolean> {
  const row = await db
    .selectFrom('community_mutes')
    .select('target_id')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'topic'), eb('target_id', '=', topic.id)]),
        eb.and([eb('target_type', '=', 'circle'), eb('target_id', '=', topic.circle_id)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Tells the topic's author of a reply now shown, and everyone of the topic the post names with @their name. */
export async function notifyPostShown(db: Kysely<Database>, post: PostRow, at: string): Promise<void> {
  const topic = await findTopic(db, post.topic_id);
  if (!topic || post.author_id === null) return;
  const authors = await membersByIds(db, [post.author_id]);
  const writer = authors.get(post.author_id)?.display_name ?? 'A member';
  const told = new Set<string>([post.author_id]);
  if (post.opening === 0 && topic.author_id !== null && !told.has(topic.author_id) && !(await isMuted(db, topic.author_id, topic))) {
    told.add(topic.author_id);
    await notify(db, {
      userId: topic.author_id,
      kind: 'reply',
      text: `${writer} replied to ${quotedTitle(topic.title)}`,
      topicId: topic.id,
      postId: post.id,
      key: `reply:${post.id}`,
      at,
    });
  }
  const body = post.body.toLowerCase();
  if (!body.includes('@')) return;
  // Only names of people in the topic: a display name is not unique across the community.
  const inTopic = await db.selectFrom('community_posts').select('author_id').distinct().where('topic_id', '=', topic.id).execute();
  const ids = [...new Set([topic.author_id, ...inTopic.map((row) => row.author_id)].filter((id): id is string => id !== null))];
  const members = await membersByIds(db, ids);
  for (const [userId, member] of members) {
    if (told.has(userId) || !body.includes(`@${member.display_name.toLowerCase()}`)) continue;
    told.add(userId);
    await notify(db, {
      userId,
      kind: 'mention',
      text: `${writer} mentioned you in ${quotedTitle(topic.title)}`,
      topicId: topic.id,
      postId: post.id,
      key: `mention:${post.id}:${userId}`,
      at,
    });
  }
}

export class CommunityNotifications {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: { db: Kysely<Database>; now: () => Date }) {
    this.#db = deps.db;
    this.#now = deps.now;
  }

  async list(user: AccountUser): Promise<CommunityNotificationListResponse> {
    const rows = await this.#db
      .selectFrom('community_notifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(LIST_LIMIT)
      .execute();
    const unread = await this.#db
      .selectFrom('community_notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const notifications: CommunityNotification[] = rows.map((row) => ({
      id: row.id,
      kind: kindOf(row.kind),
      text: row.text,
      topicId: row.topic_id,
      postId: row.post_id,
      createdAt: row.created_at,
      read: row.read_at !== null,
    }));
    return { notifications, unread: Number(unread.count) };
  }

  async markRead(user: AccountUser, ids: readonly string[] | undefined): Promise<CommunityNotificationListResponse> {
    let query = this.#db
      .updateTable('community_notifications')
      .set({ read_at: this.#now().toISOString() })
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null);
    if (ids !== undefined) {
      if (ids.length === 0) return this.list(user);
      query = query.where('id', 'in', [...ids]);
    }
    await query.execute();
    return this.list(user);
  }

  async mutes(user: AccountUser): Promise<MuteListResponse> {
    const rows = await this.#db.selectFrom('community_mutes').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute();
    return {
      mutes: rows.map((row) => ({ targetType: row.target_type === 'circle' ? 'circle' : 'topic', targetId: row.target_id, createdAt: row.created_at })),
    };
  }

  async mute(user: AccountUser, targetType: 'topic' | 'circle', targetId: string): Promise<MuteListResponse> {
    if (targetType === 'circle' && !isCircleId(targetId)) {
      throw new AppError(400, 'VALIDATION_FAILED', `There is no circle "${targetId}".`, {
        issues: [{ location: 'params', path: 'targetId', message: 'not a circle', code: 'custom' }],
      });
    }
    if (targetType === 'topic') {
      const topic = await findTopic(this.#db, targetId);
      if (!topic || !mayOpenTopic(topic, { id: user.id, staff: isStaff(user.roles) })) {
        throw new AppError(404, 'MUTE_TARGET_NOT_FOUND', 'This topic is not there any more, so there is nothing to mute.', { topicId: targetId });
      }
    }
    await this.#db
      .insertInto('community_mutes')
      .values({ user_id: user.id, target_type: targetType, target_id: targetId, created_at: this.#now().toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'target_type', 'target_id']).doNothing())
      .execute();
    return this.mutes(user);
  }

  async unmute(user: AccountUser, targetType: 'topic' | 'circle', targetId: string): Promise<MuteListResponse> {
    await this.#db
      .deleteFrom('community_mutes')
      .where('user_id', '=', user.id)
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .execute();
    return this.mutes(user);
  }

  /** Whether the member muted the topic, and its circle. */
  async mutedFor(userId: string, topic: TopicRow): Promise<{ muted: boolean; circleMuted: boolean }> {
    const rows = await this.#db
      .selectFrom('community_mutes')
      .select(['target_type', 'target_id'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('target_type', '=', 'topic'), eb('target_id', '=', topic.id)]),
          eb.and([eb('target_type', '=', 'circle'), eb('target_id', '=', topic.circle_id)]),
        ]),
      )
      .execute();
    return { muted: rows.some((row) => row.target_type === 'topic'), circleMuted: rows.some((row) => row.target_type === 'circle') };
  }
}
