// How the community's rows read in its answers (issue 43): what a viewer may see of a post (why it waits, a moderator's
// note: its author and staff only), and a topic as a list shows it.
import type { CircleSummary, CommunityAuthor, CommunityPost, PostStatus, TopicSummary } from '@common/contracts/community';
import { CIRCLES, HOLD_REASONS, isCircleId } from '@common/community';
import type { CircleId, HoldReason } from '@common/community';
import { AppError } from '../../http/app-error';
import type { PostRow, TopicRow } from './community.repository';

export const REMOVED_TEXT = '[removed]';

/** How an erased member's posts are signed. */
export const FORMER_AUTHOR: CommunityAuthor = { memberId: null, displayName: 'Former member', badge: null, trustLevel: 0, former: true };

/** A topic's title in quotes, cut to what one line of a notification or mail holds. */
export function quotedTitle(title: string): string {
  return `“${title.length > 60 ? `${title.slice(0, 57)}…` : title}”`;
}

export interface Viewer {
  id: string;
  staff: boolean;
}

export const topicNotFound = (id: string): AppError =>
  new AppError(404, 'TOPIC_NOT_FOUND', 'This topic is not there any more, or it waits for a moderator. Go back to the circle to find others.', {
    topicId: id,
  });

export const postNotFound = (id: string): AppError =>
  new AppError(404, 'POST_NOT_FOUND', 'This post is not there any more, or it waits for a moderator. Reload the topic.', { postId: id });

function statusOf(value: string): PostStatus {
  if (value === 'visible' || value === 'held' || value === 'hidden' || value === 'deleted') return value;
  throw new Error(`A community post has the unknown status ${value}`);
}

function holdReasonOf(value: string | null): HoldReason | null {
  if (value === null) return null;
  if ((HOLD_REASONS as readonly string[]).includes(value)) return value as HoldReason;
  throw new Error(`A community post is held for the unknown reason ${value}`);
}

export function circleIdOf(row: TopicRow): CircleId {
  if (!isCircleId(row.circle_id)) throw new Error(`Topic ${row.id} is in the unknown circle ${row.circle_id}`);
  return row.circle_id;
}

export function circleSummaries(stats: ReadonlyMap<string, { topics: number; lastActivityAt: string | null }>): CircleSummary[] {
  return CIRCLES.map((circle) => ({
    id: circle.id,
    name: circle.name,
    guardianId: circle.guardianId,
    description: circle.description,
    rules: [...circle.rules],
    topicCount: stats.get(circle.id)?.topics ?? 0,
    lastActivityAt: stats.get(circle.id)?.lastActivityAt ?? null,
  }));
}

/** A topic as others see it; `topic.status` is its opening post's. */
export function mayOpenTopic(topic: TopicRow, viewer: Viewer): boolean {
  if (viewer.staff || topic.author_id === viewer.id) return topic.status !== 'deleted' || topic.reply_count > 0;
  return topic.status === 'visible' || (topic.status === 'deleted' && topic.reply_count > 0);
}

export function mayReadPost(post: PostRow, viewer: Viewer): boolean {
  if (post.status === 'visible') return true;
  if (post.status === 'deleted') return false;
  return viewer.staff || post.author_id === viewer.id;
}

export function toPost(row: PostRow, viewer: Viewer, authors: ReadonlyMap<string | null, CommunityAuthor>, helped: ReadonlySet<string>): CommunityPost {
  const mine = row.author_id !== null && row.author_id === viewer.id;
  const privy = mine || viewer.staff;
  const removed = row.status === 'deleted' || row.author_id === null;
  return {
    id: row.id,
    topicId: row.topic_id,
    opening: row.opening === 1,
    author: authors.get(row.author_id) ?? FORMER_AUTHOR,
    body: removed ? REMOVED_TEXT : row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    helpfulCount: row.helpful_count,
    helpedByMe: helped.has(row.id),
    mine,
    status: statusOf(row.status),
    heldFor: privy ? holdReasonOf(row.held_for) : null,
    moderatorNote: privy ? row.moderator_note : null,
    caution: removed ? null : row.caution,
  };
}

export function toTopicSummary(row: TopicRow, authors: ReadonlyMap<string | null, CommunityAuthor>, readPosts: number | undefined): TopicSummary {
  return {
    id: row.id,
    circleId: circleIdOf(row),
    title: row.title,
    author: authors.get(row.author_id) ?? FORMER_AUTHOR,
    replyCount: row.reply_count,
    helpfulCount: row.helpful_count,
    pinned: row.pinned === 1,
    locked: row.locked === 1,
    status: statusOf(row.status),
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    unread: readPosts === undefined || readPosts < row.post_count,
  };
}
