// The Guardian Council community (issue 43): circles, topics, replies, "helpful" reactions, reports, and the staff's
// moderation queue. Members only (spec 2: /community is a protected route); a member posts under the display name they
// chose, never their email. Every post passes the chat's triage: an emergency or crisis post is held from others and
// its author gets the safety reply; a claim to cure a disease or a push to buy is held for a moderator.
import { z } from 'zod';
import { CIRCLE_IDS, DISPLAY_NAME_MAX, HOLD_REASONS, POST_BODY_MAX, REPORT_REASONS, TOPIC_TITLE_MAX, TRUST_LEVELS } from '../community';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { ChatSafety } from './chat';
import { errorResponse } from './errors';

export const CircleIdSchema = z.enum(CIRCLE_IDS);
const TrustLevelSchema = z.union(TRUST_LEVELS.map((level) => z.literal(level.level)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]);

const signedOut = errorResponse('Not signed in (UNAUTHENTICATED)');
const suspended = errorResponse('The member is suspended from posting until details.until (COMMUNITY_SUSPENDED)');
const notStaff = errorResponse('The account is neither admin nor support (FORBIDDEN)');

export const CircleSummary = z
  .object({
    id: CircleIdSchema,
    name: z.string(),
    guardianId: z.enum(GUARDIAN_IDS).nullable(),
    description: z.string(),
    rules: z.array(z.string()).describe("The circle's own rules, after the community's (common/community.ts)."),
    topicCount: z.number().int().min(0).describe('Topics others can see.'),
    lastActivityAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CircleSummary' });
export type CircleSummary = z.infer<typeof CircleSummary>;

export const CircleListResponse = z.object({ circles: z.array(CircleSummary), communityRules: z.array(z.string()) }).meta({ id: 'CircleListResponse' });
export type CircleListResponse = z.infer<typeof CircleListResponse>;

export const CommunityAuthor = z
  .object({
    memberId: z.string().nullable().describe("Opens the member's page (/community/members/{memberId}); null after an erasure."),
    displayName: z.string().describe('The name the member chose; "Former member" after an erasure.'),
    badge: z.string().nullable().describe("A practitioner's verified role (e.g. Nutritionist) or Moderator; null for members."),
    trustLevel: TrustLevelSchema,
    former: z.boolean().describe('The account was erased: the post stays as "[removed]" where replies depend on it.'),
  })
  .meta({ id: 'CommunityAuthor' });
export type CommunityAuthor = z.infer<typeof CommunityAuthor>;

export const PostStatus = z.enum(['visible', 'held', 'hidden', 'deleted']);
export type PostStatus = z.infer<typeof PostStatus>;
export const HoldReasonSchema = z.enum(HOLD_REASONS);

export const TopicSummary = z
  .object({
    id: z.string(),
    circleId: CircleIdSchema,
    title: z.string(),
    author: CommunityAuthor,
    replyCount: z.number().int().min(0),
    helpfulCount: z.number().int().min(0).describe('"Helpful" reactions on the opening post.'),
    pinned: z.boolean(),
    locked: z.boolean().describe('Replies are turned off.'),
    status: PostStatus.describe('Held or hidden topics are listed only to their author (and staff).'),
    createdAt: z.iso.datetime(),
    lastActivityAt: z.iso.datetime(),
    unread: z.boolean().describe('Posts were added since the member last opened it (true for a topic never opened).'),
  })
  .meta({ id: 'TopicSummary' });
export type TopicSummary = z.infer<typeof TopicSummary>;

export const TopicSort = z.enum(['newest', 'helpful', 'active']);
export type TopicSort = z.infer<typeof TopicSort>;

export const TopicListQuery = z.object({
  sort: TopicSort.default('active').describe('active: latest post first; newest: latest topic first; helpful: most helpful first.'),
  q: z.string().trim().min(2).max(100).optional().describe('Words in the title or the opening post.'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type TopicListQuery = z.infer<typeof TopicListQuery>;

export const TopicListResponse = z
  .object({
    circle: CircleSummary,
    pinned: z.array(TopicSummary).describe('Pinned topics, on every page and sort.'),
    topics: z.array(TopicSummary),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  })
  .meta({ id: 'TopicListResponse' });
export type TopicListResponse = z.infer<typeof TopicListResponse>;

export const CommunityPost = z
  .object({
    id: z.string(),
    topicId: z.string(),
    opening: z.boolean().describe('The topic\'s opening post: editing it may change the title; deleting it with replies leaves "[removed]".'),
    author: CommunityAuthor,
    body: z.string().describe('Plain text; "[removed]" when deleted or erased but kept for the replies under it.'),
    createdAt: z.iso.datetime(),
    editedAt: z.iso.datetime().nullable(),
    helpfulCount: z.number().int().min(0),
    helpedByMe: z.boolean(),
    mine: z.boolean(),
    status: PostStatus,
    heldFor: HoldReasonSchema.nullable().describe('Why it waits or was hidden: shown to its author and staff only, else null.'),
    moderatorNote: z.string().nullable().describe("A moderator's reason for hiding or editing it: its author and staff only."),
    caution: z.string().nullable().describe('The interaction note shown beside a post that names a medicine with a supplement.'),
  })
  .meta({ id: 'CommunityPost' });
export type CommunityPost = z.infer<typeof CommunityPost>;

export const TopicDetail = TopicSummary.extend({
  circle: CircleSummary,
  muted: z.boolean().describe('You muted this topic: no notifications of its replies.'),
  circleMuted: z.boolean().describe('You muted its circle.'),
}).meta({ id: 'TopicDetail' });
export type TopicDetail = z.infer<typeof TopicDetail>;

export const TopicPageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

export const TopicResponse = z
  .object({
    topic: TopicDetail,
    posts: z.array(CommunityPost).describe('The opening post first, then replies oldest first, one page.'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0).describe('Posts in the topic the member can see, the opening post included.'),
  })
  .meta({ id: 'TopicResponse' });
export type TopicResponse = z.infer<typeof TopicResponse>;

/** What happened to a post just written: shown, or held, with the safety reply the author needs now. */
export const PostOutcome = z
  .object({
    status: z.enum(['visible', 'held']),
    heldFor: HoldReasonSchema.nullable(),
    message: z.string().describe('What the author is told, e.g. that a moderator will look at it.'),
    safety: ChatSafety.nullable().describe('The emergency or crisis reply with its call actions, or the caution; null otherwise.'),
  })
  .meta({ id: 'PostOutcome' });
export type PostOutcome = z.infer<typeof PostOutcome>;

export const NewTopicRequest = z
  .object({
    title: z.string().trim().min(5).max(TOPIC_TITLE_MAX),
    body: z.string().trim().min(10).max(POST_BODY_MAX),
  })
  .meta({ id: 'NewTopicRequest' });
export type NewTopicRequest = z.infer<typeof NewTopicRequest>;

export const NewReplyRequest = z.object({ body: z.string().trim().min(2).max(POST_BODY_MAX) }).meta({ id: 'NewReplyRequest' });
export type NewReplyRequest = z.infer<typeof NewReplyRequest>;

export const EditPostRequest = z
  .object({
    body: z.string().trim().min(2).max(POST_BODY_MAX),
    title: z.string().trim().min(5).max(TOPIC_TITLE_MAX).optional().describe("The topic's title, when editing its opening post."),
  })
  .meta({ id: 'EditPostRequest' });
export type EditPostRequest = z.infer<typeof EditPostRequest>;

export const PostWriteResponse = z.object({ topicId: z.string(), post: CommunityPost, outcome: PostOutcome }).meta({ id: 'PostWriteResponse' });
export type PostWriteResponse = z.infer<typeof PostWriteResponse>;

export const HelpfulResponse = z.object({ postId: z.string(), helpfulCount: z.number().int().min(0), helpedByMe: z.boolean() }).meta({ id: 'HelpfulResponse' });
export type HelpfulResponse = z.infer<typeof HelpfulResponse>;

export const ReportRequest = z
  .object({
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'ReportRequest' });
export type ReportRequest = z.infer<typeof ReportRequest>;

export const ReportResponse = z
  .object({
    reported: z.literal(true),
    hidden: z.boolean().describe('The reports now weigh enough to hide the post until a moderator looks.'),
  })
  .meta({ id: 'ReportResponse' });
export type ReportResponse = z.infer<typeof ReportResponse>;

export const CommunityMember = z
  .object({
    displayName: z.string(),
    trustLevel: TrustLevelSchema,
    progress: z.object({
      daysVisited: z.number().int().min(0),
      topicsRead: z.number().int().min(0),
      replies: z.number().int().min(0),
      helpfulReceived: z.number().int().min(0),
    }),
    hideActivity: z.boolean().describe('Others do not see the list of your topics and replies.'),
    suspendedUntil: z.iso.datetime().nullable().describe('Set while a moderator suspended you: you can read but not post.'),
    postsHeld: z.boolean().describe('A moderator asked that your posts wait for approval.'),
    badge: z.string().nullable(),
  })
  .meta({ id: 'CommunityMember' });
export type CommunityMember = z.infer<typeof CommunityMember>;

export const CommunityMemberResponse = z.object({ member: CommunityMember }).meta({ id: 'CommunityMemberResponse' });
export type CommunityMemberResponse = z.infer<typeof CommunityMemberResponse>;

export const UpdateCommunityMemberRequest = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(2)
      .max(DISPLAY_NAME_MAX)
      .refine((name) => !name.includes('@'), 'a display name cannot be an email address')
      .optional(),
    hideActivity: z.boolean().optional(),
  })
  .refine((update) => update.displayName !== undefined || update.hideActivity !== undefined, 'change displayName or hideActivity')
  .meta({ id: 'UpdateCommunityMemberRequest' });
export type UpdateCommunityMemberRequest = z.infer<typeof UpdateCommunityMemberRequest>;

// ── Moderation (admin and support) ─────────────────────────────────────────

export const QueueItem = z
  .object({
    post: CommunityPost,
    topic: z.object({ id: z.string(), title: z.string(), circleId: CircleIdSchema, locked: z.boolean(), pinned: z.boolean() }),
    author: z.object({
      userId: z.string(),
      displayName: z.string(),
      email: z.string(),
      suspendedUntil: z.iso.datetime().nullable(),
      postsHeld: z.boolean(),
    }),
    heldFor: HoldReasonSchema.nullable(),
    reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string().nullable(), weight: z.number().int(), reportedAt: z.iso.datetime() })),
    priority: z.enum(['urgent', 'normal']).describe('urgent: an emergency or crisis post, first in the queue.'),
    since: z.iso.datetime(),
  })
  .meta({ id: 'QueueItem' });
export type QueueItem = z.infer<typeof QueueItem>;

export const QueueResponse = z.object({ items: z.array(QueueItem) }).meta({ id: 'QueueResponse' });
export type QueueResponse = z.infer<typeof QueueResponse>;

export const PostDecisionRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('approve') }),
    z.object({ action: z.literal('hide'), reason: z.string().trim().min(3).max(500).describe('The author reads it.') }),
    z.object({
      action: z.literal('edit'),
      body: z.string().trim().min(2).max(POST_BODY_MAX),
      reason: z.string().trim().min(3).max(500).describe('The note the author reads beside the edited post.'),
    }),
  ])
  .meta({ id: 'PostDecisionRequest' });
export type PostDecisionRequest = z.infer<typeof PostDecisionRequest>;

export const TopicModerationRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.enum(['lock', 'unlock', 'pin', 'unpin']) }),
    z.object({ action: z.literal('move'), circleId: CircleIdSchema }),
  ])
  .meta({ id: 'TopicModerationRequest' });
export type TopicModerationRequest = z.infer<typeof TopicModerationRequest>;

export const MemberModerationRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('suspend'), days: z.number().int().min(1).max(365), reason: z.string().trim().min(3).max(500) }),
    z.object({ action: z.literal('hold_posts'), reason: z.string().trim().min(3).max(500) }),
    z.object({ action: z.literal('restore') }),
  ])
  .meta({ id: 'MemberModerationRequest' });
export type MemberModerationRequest = z.infer<typeof MemberModerationRequest>;

export const ModerationResultResponse = z
  .object({ done: z.literal(true), summary: z.string().describe('What was done, as the audit log records it.') })
  .meta({ id: 'ModerationResultResponse' });
export type ModerationResultResponse = z.infer<typeof ModerationResultResponse>;

// ── Notifications and mutes ────────────────────────────────────────────────

export const COMMUNITY_NOTIFICATION_KINDS = ['reply', 'mention', 'moderation'] as const;

export const CommunityNotification = z
  .object({
    id: z.string(),
    kind: z.enum(COMMUNITY_NOTIFICATION_KINDS).describe('reply: to your topic; mention: @your name; moderation: a decision about you.'),
    text: z.string().describe('One sentence, e.g. "Ravi K. replied to “Morning walks”".'),
    topicId: z.string().nullable(),
    postId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    read: z.boolean(),
  })
  .meta({ id: 'CommunityNotification' });
export type CommunityNotification = z.infer<typeof CommunityNotification>;

export const CommunityNotificationListResponse = z
  .object({ notifications: z.array(CommunityNotification).describe('Newest first, the last 50.'), unread: z.number().int().min(0) })
  .meta({ id: 'CommunityNotificationListResponse' });
export type CommunityNotificationListResponse = z.infer<typeof CommunityNotificationListResponse>;

export const MarkNotificationsReadRequest = z
  .object({ ids: z.array(z.string().max(64)).max(100).optional().describe('Omitted: every notification.') })
  .meta({ id: 'MarkNotificationsReadRequest' });
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;

export const MuteTarget = z.enum(['topic', 'circle']);
export const MuteParams = z.object({ targetType: MuteTarget, targetId: z.string().trim().min(1).max(64) });

export const MuteListResponse = z
  .object({ mutes: z.array(z.object({ targetType: MuteTarget, targetId: z.string(), createdAt: z.iso.datetime() })) })
  .meta({ id: 'MuteListResponse' });
export type MuteListResponse = z.infer<typeof MuteListResponse>;

// ── A member's page ────────────────────────────────────────────────────────

export const MemberActivityResponse = z
  .object({
    member: z.object({
      memberId: z.string(),
      displayName: z.string(),
      badge: z.string().nullable(),
      trustLevel: TrustLevelSchema,
      joinedAt: z.iso.datetime(),
    }),
    hidden: z.boolean().describe('The member hides their activity: topics and replies are empty for everyone but them and staff.'),
    topics: z.array(TopicSummary).describe('The topics they started that others can see, newest first, the last 20.'),
    replies: z
      .array(
        z.object({
          postId: z.string(),
          topicId: z.string(),
          topicTitle: z.string(),
          excerpt: z.string().describe('The first 160 characters of the reply.'),
          createdAt: z.iso.datetime(),
        }),
      )
      .describe('Their replies others can see, newest first, the last 20.'),
  })
  .meta({ id: 'MemberActivityResponse' });
export type MemberActivityResponse = z.infer<typeof MemberActivityResponse>;

export const MemberPageParams = z.object({ memberId: z.string().trim().min(1).max(64) });

export const CirclePathParams = z.object({ circleId: CircleIdSchema });
export const TopicIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const PostIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const MemberIdParams = z.object({ userId: z.string().trim().min(1).max(64) });

export const COMMUNITY_ERROR_CODES = [
  'TOPIC_NOT_FOUND',
  'POST_NOT_FOUND',
  'TOPIC_LOCKED',
  'COMMUNITY_SUSPENDED',
  'LINKS_NOT_ALLOWED_YET',
  'COMMUNITY_RATE_LIMITED',
  'ALREADY_DECIDED',
  'NOT_YOUR_POST',
  'MEMBER_NOT_FOUND',
  'MUTE_TARGET_NOT_FOUND',
] as const;

const topicNotFound = errorResponse('No topic you may see has this id (TOPIC_NOT_FOUND)');
const postNotFound = errorResponse('No post you may see has this id (POST_NOT_FOUND)');

export const communityEndpoints = {
  getCommunityCircles: {
    method: 'get',
    path: '/api/community/circles',
    summary: 'The six circles with their rules, topic counts and last activity',
    tag: 'community',
    responses: { 200: { description: 'The circles', body: CircleListResponse }, 401: signedOut },
  },
  getCommunityMe: {
    method: 'get',
    path: '/api/community/me',
    summary: "The signed-in member's display name, trust level and progress, and any moderation on them",
    tag: 'community',
    responses: { 200: { description: 'The member', body: CommunityMemberResponse }, 401: signedOut },
  },
  putCommunityMe: {
    method: 'put',
    path: '/api/community/me',
    summary: 'Changes the display name (never an email address) or hides your activity from your profile',
    tag: 'community',
    request: { body: UpdateCommunityMemberRequest },
    responses: {
      200: { description: 'The member', body: CommunityMemberResponse },
      400: errorResponse('Nothing to change, or an invalid name (VALIDATION_FAILED)'),
      401: signedOut,
    },
  },
  getCommunityCirclesByCircleIdTopics: {
    method: 'get',
    path: '/api/community/circles/{circleId}/topics',
    summary: "A circle's topics, pinned first, by latest activity, newest or most helpful, searchable, 20 a page",
    tag: 'community',
    request: { params: CirclePathParams, query: TopicListQuery },
    responses: {
      200: { description: 'The topics', body: TopicListResponse },
      400: errorResponse('Unknown circle or bad query (VALIDATION_FAILED)'),
      401: signedOut,
    },
  },
  postCommunityCirclesByCircleIdTopics: {
    method: 'post',
    path: '/api/community/circles/{circleId}/topics',
    summary: 'Starts a topic; it passes the safety triage and the hold rules first (the outcome says whether it shows)',
    tag: 'community',
    request: { params: CirclePathParams, body: NewTopicRequest },
    responses: {
      201: { description: 'The topic, its opening post and what happened to it', body: PostWriteResponse },
      400: errorResponse('Invalid title or body (VALIDATION_FAILED), or a link from a new member (LINKS_NOT_ALLOWED_YET)'),
      401: signedOut,
      403: suspended,
      429: errorResponse('Too many posts today for your trust level (COMMUNITY_RATE_LIMITED, details.retryAfterSeconds)'),
    },
  },
  getCommunityTopicsById: {
    method: 'get',
    path: '/api/community/topics/{id}',
    summary: 'A topic with one page of its posts; opening it marks it read',
    tag: 'community',
    request: { params: TopicIdParams, query: TopicPageQuery },
    responses: { 200: { description: 'The topic', body: TopicResponse }, 401: signedOut, 404: topicNotFound },
  },
  postCommunityTopicsByIdReplies: {
    method: 'post',
    path: '/api/community/topics/{id}/replies',
    summary: 'Replies to a topic; the reply passes the safety triage and the hold rules as a topic does',
    tag: 'community',
    request: { params: TopicIdParams, body: NewReplyRequest },
    responses: {
      201: { description: 'The reply and what happened to it', body: PostWriteResponse },
      400: errorResponse('Invalid body (VALIDATION_FAILED), or a link from a new member (LINKS_NOT_ALLOWED_YET)'),
      401: signedOut,
      403: suspended,
      404: topicNotFound,
      409: errorResponse('Replies to this topic are turned off (TOPIC_LOCKED)'),
      429: errorResponse('Too many posts today for your trust level (COMMUNITY_RATE_LIMITED, details.retryAfterSeconds)'),
    },
  },
  patchCommunityPostsById: {
    method: 'patch',
    path: '/api/community/posts/{id}',
    summary: 'The author edits their post (the earlier text is kept for moderators); it passes the triage again',
    tag: 'community',
    request: { params: PostIdParams, body: EditPostRequest },
    responses: {
      200: { description: 'The edited post and what happened to it', body: PostWriteResponse },
      400: errorResponse('Invalid body (VALIDATION_FAILED) or a link from a new member (LINKS_NOT_ALLOWED_YET)'),
      401: signedOut,
      403: errorResponse('Not your post (NOT_YOUR_POST), or suspended (COMMUNITY_SUSPENDED)'),
      404: postNotFound,
    },
  },
  deleteCommunityPostsById: {
    method: 'delete',
    path: '/api/community/posts/{id}',
    summary: 'The author deletes their post; one with replies under it stays as "[removed]"',
    tag: 'community',
    request: { params: PostIdParams },
    responses: { 204: { description: 'Deleted' }, 401: signedOut, 403: errorResponse('Not your post (NOT_YOUR_POST)'), 404: postNotFound },
  },
  putCommunityPostsByIdHelpful: {
    method: 'put',
    path: '/api/community/posts/{id}/helpful',
    summary: 'Marks a post helpful, once per member however often it is sent (not your own)',
    tag: 'community',
    request: { params: PostIdParams },
    responses: {
      200: { description: 'The count', body: HelpfulResponse },
      401: signedOut,
      403: errorResponse('Your own post (NOT_YOUR_POST is not used; FORBIDDEN)'),
      404: postNotFound,
    },
  },
  deleteCommunityPostsByIdHelpful: {
    method: 'delete',
    path: '/api/community/posts/{id}/helpful',
    summary: 'Takes back your "helpful"',
    tag: 'community',
    request: { params: PostIdParams },
    responses: { 200: { description: 'The count', body: HelpfulResponse }, 401: signedOut, 404: postNotFound },
  },
  postCommunityPostsByIdReports: {
    method: 'post',
    path: '/api/community/posts/{id}/reports',
    summary: 'Reports a post to the moderators (once per member); enough weight of reports hides it until they look',
    tag: 'community',
    request: { params: PostIdParams, body: ReportRequest },
    responses: {
      201: { description: 'Reported', body: ReportResponse },
      400: errorResponse('Unknown reason (VALIDATION_FAILED)'),
      401: signedOut,
      404: postNotFound,
    },
  },
  getCommunityMembersByMemberId: {
    method: 'get',
    path: '/api/community/members/{memberId}',
    summary: "A member's page: their name, badge and trust level, and their topics and replies unless they hide their activity",
    tag: 'community',
    request: { params: MemberPageParams },
    responses: {
      200: { description: 'The member and their activity', body: MemberActivityResponse },
      401: signedOut,
      404: errorResponse('No community member has this id (MEMBER_NOT_FOUND)'),
    },
  },
  getCommunityNotifications: {
    method: 'get',
    path: '/api/community/notifications',
    summary: 'Replies to your topics, mentions of your name and moderators’ decisions about you, newest first',
    tag: 'community',
    responses: { 200: { description: 'The notifications', body: CommunityNotificationListResponse }, 401: signedOut },
  },
  postCommunityNotificationsRead: {
    method: 'post',
    path: '/api/community/notifications/read',
    summary: 'Marks the notifications named (or all) read',
    tag: 'community',
    request: { body: MarkNotificationsReadRequest },
    responses: {
      200: { description: 'The notifications', body: CommunityNotificationListResponse },
      400: errorResponse('Invalid ids (VALIDATION_FAILED)'),
      401: signedOut,
    },
  },
  getCommunityMutes: {
    method: 'get',
    path: '/api/community/mutes',
    summary: 'The topics and circles you muted',
    tag: 'community',
    responses: { 200: { description: 'The mutes', body: MuteListResponse }, 401: signedOut },
  },
  putCommunityMutesByTargetTypeByTargetId: {
    method: 'put',
    path: '/api/community/mutes/{targetType}/{targetId}',
    summary: 'Mutes a topic or a circle: no notifications or mails of its replies (mentions and moderation still come)',
    tag: 'community',
    request: { params: MuteParams },
    responses: {
      200: { description: 'The mutes', body: MuteListResponse },
      400: errorResponse('Not topic or circle, or an unknown circle (VALIDATION_FAILED)'),
      401: signedOut,
      404: errorResponse('No topic you may see has this id (MUTE_TARGET_NOT_FOUND)'),
    },
  },
  deleteCommunityMutesByTargetTypeByTargetId: {
    method: 'delete',
    path: '/api/community/mutes/{targetType}/{targetId}',
    summary: 'Unmutes a topic or a circle',
    tag: 'community',
    request: { params: MuteParams },
    responses: { 200: { description: 'The mutes', body: MuteListResponse }, 400: errorResponse('Invalid target (VALIDATION_FAILED)'), 401: signedOut },
  },
  getAdminCommunityQueue: {
    method: 'get',
    path: '/api/admin/community/queue',
    summary: 'Held and reported posts, emergencies and crises first, then oldest first (admin, support)',
    tag: 'community',
    responses: { 200: { description: 'The queue', body: QueueResponse }, 401: signedOut, 403: notStaff },
  },
  postAdminCommunityPostsByIdDecision: {
    method: 'post',
    path: '/api/admin/community/posts/{id}/decision',
    summary: 'Approves a held or reported post, hides it with a reason the author reads, or edits it with a note (audited)',
    tag: 'community',
    request: { params: PostIdParams, body: PostDecisionRequest },
    responses: {
      200: { description: 'Done', body: ModerationResultResponse },
      400: errorResponse('Invalid decision (VALIDATION_FAILED)'),
      401: signedOut,
      403: notStaff,
      404: postNotFound,
      409: errorResponse('Another moderator decided first (ALREADY_DECIDED)'),
    },
  },
  postAdminCommunityTopicsByIdModerate: {
    method: 'post',
    path: '/api/admin/community/topics/{id}/moderate',
    summary: 'Locks or unlocks replies, pins or unpins, or moves a topic to another circle (audited)',
    tag: 'community',
    request: { params: TopicIdParams, body: TopicModerationRequest },
    responses: {
      200: { description: 'Done', body: ModerationResultResponse },
      400: errorResponse('Invalid action (VALIDATION_FAILED)'),
      401: signedOut,
      403: notStaff,
      404: topicNotFound,
    },
  },
  postAdminCommunityMembersByUserIdModerate: {
    method: 'post',
    path: '/api/admin/community/members/{userId}/moderate',
    summary: 'Suspends a member for some days, holds their future posts for approval, or restores them (audited)',
    tag: 'community',
    request: { params: MemberIdParams, body: MemberModerationRequest },
    responses: {
      200: { description: 'Done', body: ModerationResultResponse },
      400: errorResponse('Invalid action (VALIDATION_FAILED)'),
      401: signedOut,
      403: notStaff,
      404: errorResponse('No member has this id (MEMBER_NOT_FOUND)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
