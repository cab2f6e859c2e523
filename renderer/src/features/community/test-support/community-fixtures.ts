// Answers of the community endpoints as the contract describes them, for the fake server of the screens' tests.
import { CIRCLES, COMMUNITY_RULES, circleOf } from '@common/community';
import type { CircleId } from '@common/community';
import type {
  CircleSummary,
  CommunityAuthor,
  CommunityMember,
  CommunityNotification,
  CommunityNotificationListResponse,
  CommunityPost,
  MemberActivityResponse,
  MuteListResponse,
  QueueItem,
  TopicDetail,
  TopicListResponse,
  TopicResponse,
  TopicSummary,
} from '@common/contracts/community';

export const AT = '2026-11-20T10:00:00.000Z';

export function circleSummary(id: CircleId, overrides: Partial<CircleSummary> = {}): CircleSummary {
  const circle = circleOf(id);
  return { ...circle, rules: [...circle.rules], topicCount: 3, lastActivityAt: AT, ...overrides };
}

export function circleList() {
  return { circles: CIRCLES.map((circle) => circleSummary(circle.id)), communityRules: [...COMMUNITY_RULES] };
}

export function author(overrides: Partial<CommunityAuthor> = {}): CommunityAuthor {
  return { memberId: 'u-meera', displayName: 'Meera', badge: null, trustLevel: 1, former: false, ...overrides };
}

/** An erased member's posts and topics: no page to open. */
export function formerAuthor(): CommunityAuthor {
  return { memberId: null, displayName: 'Former member', badge: null, trustLevel: 0, former: true };
}

export function topicSummary(overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    id: 't-1',
    circleId: 'angio',
    title: 'Walking after dinner lowered my readings',
    author: author(),
    replyCount: 2,
    helpfulCount: 4,
    pinned: false,
    locked: false,
    status: 'visible',
    createdAt: AT,
    lastActivityAt: AT,
    unread: false,
    ...overrides,
  };
}

export function topicList(overrides: Partial<TopicListResponse> = {}): TopicListResponse {
  return { circle: circleSummary('angio'), pinned: [], topics: [], page: 1, pageSize: 20, total: 0, ...overrides };
}

export function member(overrides: Partial<CommunityMember> = {}): CommunityMember {
  return {
    displayName: 'Ada L',
    trustLevel: 0,
    progress: { daysVisited: 2, topicsRead: 4, replies: 1, helpfulReceived: 0 },
    hideActivity: false,
    suspendedUntil: null,
    postsHeld: false,
    badge: null,
    ...overrides,
  };
}

export function post(overrides: Partial<CommunityPost> = {}): CommunityPost {
  return {
    id: 'p-1',
    topicId: 't-1',
    opening: false,
    author: author(),
    body: 'I walk for twenty minutes after dinner.',
    createdAt: AT,
    editedAt: null,
    helpfulCount: 0,
    helpedByMe: false,
    mine: false,
    status: 'visible',
    heldFor: null,
    moderatorNote: null,
    caution: null,
    ...overrides,
  };
}

export function topicDetail(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return { ...topicSummary(), circle: circleSummary('angio'), muted: false, circleMuted: false, ...overrides };
}

export function topicResponse(posts: CommunityPost[], overrides: Partial<TopicResponse> = {}): TopicResponse {
  return { topic: topicDetail(), posts, page: 1, pageSize: 20, total: posts.length, ...overrides };
}

export function queueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    post: post({ id: 'q-1', body: 'This tea cures high blood pressure, buy it here.' }),
    topic: { id: 't-1', title: 'Walking after dinner lowered my readings', circleId: 'angio', locked: false, pinned: false },
    author: { userId: 'u-7', displayName: 'Ravi', email: 'ravi@example.com', suspendedUntil: null, postsHeld: false },
    heldFor: 'cure_claim',
    reports: [],
    priority: 'normal',
    since: AT,
    ...overrides,
  };
}

type ActivityReply = MemberActivityResponse['replies'][number];

export function activityReply(overrides: Partial<ActivityReply> = {}): ActivityReply {
  return {
    postId: 'p-9',
    topicId: 't-2',
    topicTitle: 'Beetroot juice before a walk',
    excerpt: 'I tried it for a week and felt no difference.',
    createdAt: AT,
    ...overrides,
  };
}

/** A member's page as the server answers it; by default Meera's, with one topic and one reply, not hidden. */
export function memberActivity(overrides: Partial<MemberActivityResponse> = {}): MemberActivityResponse {
  return {
    member: { memberId: 'u-meera', displayName: 'Meera', badge: null, trustLevel: 1, joinedAt: '2026-03-02T09:00:00.000Z' },
    hidden: false,
    topics: [topicSummary()],
    replies: [activityReply()],
    ...overrides,
  };
}

export function notification(overrides: Partial<CommunityNotification> = {}): CommunityNotification {
  return {
    id: 'n-1',
    kind: 'reply',
    text: 'Ravi K. replied to “Walking after dinner lowered my readings”',
    topicId: 't-1',
    postId: 'p-2',
    createdAt: AT,
    read: false,
    ...overrides,
  };
}

/** The list as the server answers it: the unread count is that of the notifications given. */
export function notificationList(notifications: CommunityNotification[] = []): CommunityNotificationListResponse {
  return { notifications, unread: notifications.filter((each) => !each.read).length };
}

export function muteList(mutes: { targetType: 'topic' | 'circle'; targetId: string }[] = []): MuteListResponse {
  return { mutes: mutes.map((each) => ({ ...each, createdAt: AT })) };
}
