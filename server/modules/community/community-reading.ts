// Reading the community (issue 43): the circles, a circle's topics (pinned first; by activity, newest or most helpful;
// searchable; 20 a page; unread markers), and a topic's posts. Opening a topic marks it read, which counts towards
// the member's trust level the first time.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type {
  CircleListResponse,
  CommunityMember,
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
import { addToMemberCounter, circleStats, findTopic, listPosts, listTopics, markRead, reactedPosts, readCounts, updateMember } from './community.repository';
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
}
