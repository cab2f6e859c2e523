// Reading the community (issue 43): the circles, a circle's topics (pinned first; by activity, newest or most helpful;
// searchable; 20 a page; unread markers), and a topic's posts. Opening a topic marks it read, which counts towards
// the member's trust level the first time.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type {
  CircleListResponse,
  CommunityMember,
  MemberActivityResponse,
  TopicListQuery,
  TopicListResponse,
  TopicResponse,
  UpdateCommunityMemberRequest,
} from '@common/contracts/community';
import { circleOf, COMMUNITY_PAGE_SIZE, COMMUNITY_RULES } from '@common/community';
import type { CircleId } from '@common/community';
import type { Database } from '../../db/schema';
import type { CommunityMembers } from './community-members';
import type { CommunityNotifications } from './community-notifications';
import { isStaff } from './community-members';
import { AppError } from '../../http/app-error';
import {
  addToMemberCounter,
  circleStats,
  findMember,
  findTopic,
  listPosts,
  listTopics,
  markRead,
  reactedPosts,
  readCounts,
  updateMember,
} from './community.repository';
import { circleIdOf, circleSummaries, mayOpenTopic, toPost, toTopicSummary, topicNotFound } from './community-views';
import type { Viewer } from './community-views';

export interface CommunityReadingDependencies {
  db: Kysely<Database>;
  members: CommunityMembers;
  notifications: Pick<CommunityNotifications, 'mutedFor'>;
  now: () => Date;
}

export class CommunityReading {
  readonly #deps: CommunityReadingDependencies;

  constructor(deps: CommunityReadingDependencies) {
    this.#deps = deps;
  }

  async circles(user: AccountUser): Promise<CircleListResponse> {
    await this.#deps.members.ensure(user);
    return { circles: circleSummaries(await circleStats(this.#deps.db)), communityRules: [...COMMUNITY_RULES] };
  }

  async me(user: AccountUser): Promise<CommunityMember> {
    return this.#deps.members.toMember(await this.#deps.members.ensure(user), user);
  }

  async updateMe(user: AccountUser, update: UpdateCommunityMemberRequest): Promise<CommunityMember> {
    await this.#deps.members.ensure(user);
    await updateMember(this.#deps.db, user.id, {
      ...(update.displayName !== undefined ? { display_name: update.displayName } : {}),
      ...(update.hideActivity !== undefined ? { hide_activity: update.hideActivity ? 1 : 0 } : {}),
      updated_at: this.#deps.now().toISOString(),
    });
    return this.me(user);
  }

  async topics(user: AccountUser, circleId: CircleId, query: TopicListQuery): Promise<TopicListResponse> {
    const { db, members } = this.#deps;
    await members.ensure(user);
    const viewer: Viewer = { id: user.id, staff: isStaff(user.roles) };
    const listing = { circleId, viewerId: viewer.id, staff: viewer.staff, q: query.q };
    const [pinned, page, stats] = await Promise.all([
      listTopics(db, { ...listing, pinned: true, sort: query.sort, offset: 0, limit: 50 }),
      listTopics(db, { ...listing, pinned: false, sort: query.sort, offset: (query.page - 1) * COMMUNITY_PAGE_SIZE, limit: COMMUNITY_PAGE_SIZE }),
      circleStats(db),
    ]);
    const rows = [...pinned.rows, ...page.rows];
    const [authors, reads] = await Promise.all([
      members.authors(rows.map((row) => row.author_id)),
      readCounts(
        db,
        user.id,
        rows.map((row) => row.id),
      ),
    ]);
    const circle = circleSummaries(stats).find((summary) => summary.id === circleId) ?? circleSummaries(new Map()).find((summary) => summary.id === circleId);
    if (!circle) throw new Error(`No circle ${circleOf(circleId).id}`);
    return {
      circle,
      pinned: pinned.rows.map((row) => toTopicSummary(row, authors, reads.get(row.id))),
      topics: page.rows.map((row) => toTopicSummary(row, authors, reads.get(row.id))),
      page: query.page,
      pageSize: COMMUNITY_PAGE_SIZE,
      total: page.total,
    };
  }

  async topic(user: AccountUser, topicId: string, pageNumber: number): Promise<TopicResponse> {
    const { db, members } = this.#deps;
    await members.ensure(user);
    const viewer: Viewer = { id: user.id, staff: isStaff(user.roles) };
    const topic = await findTopic(db, topicId);
    if (!topic || !mayOpenTopic(topic, viewer)) throw topicNotFound(topicId);
    const { rows, total } = await listPosts(db, topic.id, viewer, { offset: (pageNumber - 1) * COMMUNITY_PAGE_SIZE, limit: COMMUNITY_PAGE_SIZE });
    const [authors, helped, reads, stats, mutes] = await Promise.all([
      members.authors([topic.author_id, ...rows.map((row) => row.author_id)]),
      reactedPosts(
        db,
        user.id,
        rows.map((row) => row.id),
      ),
      readCounts(db, user.id, [topic.id]),
      circleStats(db),
      this.#deps.notifications.mutedFor(user.id, topic),
    ]);
    const circle = circleSummaries(stats).find((summary) => summary.id === circleIdOf(topic));
    if (!circle) throw new Error(`Topic ${topic.id} is in no circle`);
    const summary = toTopicSummary(topic, authors, reads.get(topic.id));
    const at = this.#deps.now().toISOString();
    if (await markRead(db, user.id, topic.id, topic.post_count, at)) await addToMemberCounter(db, user.id, 'topics_read', 1);
    // Reading the topic reads what it notified them of, however they came to it.
    await db
      .updateTable('community_notifications')
      .set({ read_at: at })
      .where('user_id', '=', user.id)
      .where('topic_id', '=', topic.id)
      .where('read_at', 'is', null)
      .execute();
    return {
      topic: { ...summary, circle, ...mutes },
      posts: rows.map((row) => toPost(row, viewer, authors, helped)),
      page: pageNumber,
      pageSize: COMMUNITY_PAGE_SIZE,
      total,
    };
  }

  /** A member's page: who they are, and what they wrote that others can see, unless they hide it. */
  async memberPage(user: AccountUser, memberId: string): Promise<MemberActivityResponse> {
    const { db, members } = this.#deps;
    await members.ensure(user);
    const row = await findMember(db, memberId);
    if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND', 'There is no such member in the community: they may have left it.', { memberId });
    const authors = await members.authors([memberId]);
    const author = authors.get(memberId);
    const hidden = row.hide_activity === 1 && user.id !== memberId && !isStaff(user.roles);
    const member = {
      memberId,
      displayName: row.display_name,
      badge: author?.badge ?? null,
      trustLevel: author?.trustLevel ?? 0,
      joinedAt: row.created_at,
    };
    if (hidden) return { member, hidden: true, topics: [], replies: [] };
    const topics = await db
      .selectFrom('community_topics')
      .selectAll()
      .where('author_id', '=', memberId)
      .where('status', '=', 'visible')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
    const replies = await db
      .selectFrom('community_posts')
      .innerJoin('community_topics', 'community_topics.id', 'community_posts.topic_id')
      .select([
        'community_posts.id as postId',
        'community_posts.topic_id as topicId',
        'community_topics.title as topicTitle',
        'community_posts.body',
        'community_posts.created_at as createdAt',
      ])
      .where('community_posts.author_id', '=', memberId)
      .where('community_posts.opening', '=', 0)
      .where('community_posts.status', '=', 'visible')
      .where('community_topics.status', 'in', ['visible', 'deleted'])
      .orderBy('community_posts.created_at', 'desc')
      .limit(20)
      .execute();
    const reads = await readCounts(
      db,
      user.id,
      topics.map((topic) => topic.id),
    );
    return {
      member,
      hidden: row.hide_activity === 1,
      topics: topics.map((topic) => toTopicSummary(topic, authors, reads.get(topic.id))),
      replies: replies.map((reply) => ({
        postId: reply.postId,
        topicId: reply.topicId,
        topicTitle: reply.topicTitle,
        excerpt: reply.body.length > 160 ? `${reply.body.slice(0, 159)}…` : reply.body,
        createdAt: reply.createdAt,
      })),
    };
  }
}
