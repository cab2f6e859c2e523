// The community module's one object for createApp (issue 43): each use case lives in its own file, and these methods
// pass to it.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type {
  CircleListResponse,
  CommunityMember,
  CommunityNotificationListResponse,
  MemberActivityResponse,
  MuteListResponse,
  EditPostRequest,
  HelpfulResponse,
  MemberModerationRequest,
  ModerationResultResponse,
  NewReplyRequest,
  NewTopicRequest,
  PostDecisionRequest,
  PostWriteResponse,
  QueueItem,
  ReportRequest,
  ReportResponse,
  TopicListQuery,
  TopicListResponse,
  TopicModerationRequest,
  TopicResponse,
  UpdateCommunityMemberRequest,
} from '@common/contracts/community';
import type { CircleId } from '@common/community';
import type { SafetyNumbers } from '../../config';
import type { Database } from '../../db/schema';
import type { StaffWrite } from '../audit/audit.exports';
import { CommunityMembers } from './community-members';
import { CommunityModeration } from './community-moderation';
import { CommunityNotifications } from './community-notifications';
import { CommunityPosting } from './community-posting';
import { CommunityReading } from './community-reading';

export interface CommunityDependencies {
  db: Kysely<Database>;
  /** The numbers an emergency or crisis reply gives the author of a post. */
  safety: SafetyNumbers;
  now?: () => Date;
}

export class CommunityService {
  readonly #reading: CommunityReading;
  readonly #posting: CommunityPosting;
  readonly #moderation: CommunityModeration;
  readonly #notifications: CommunityNotifications;

  constructor(deps: CommunityDependencies) {
    const now = deps.now ?? (() => new Date());
    const members = new CommunityMembers({ db: deps.db, now });
    this.#notifications = new CommunityNotifications({ db: deps.db, now });
    this.#reading = new CommunityReading({ db: deps.db, members, notifications: this.#notifications, now });
    this.#posting = new CommunityPosting({ db: deps.db, members, safety: deps.safety, now });
    this.#moderation = new CommunityModeration({ db: deps.db, members, now });
  }

  // ── Reading (community-reading.ts) ──────────────────────────────────────
  circles(user: AccountUser): Promise<CircleListResponse> {
    return this.#reading.circles(user);
  }
  me(user: AccountUser): Promise<CommunityMember> {
    return this.#reading.me(user);
  }
  updateMe(user: AccountUser, update: UpdateCommunityMemberRequest): Promise<CommunityMember> {
    return this.#reading.updateMe(user, update);
  }
  topics(user: AccountUser, circleId: CircleId, query: TopicListQuery): Promise<TopicListResponse> {
    return this.#reading.topics(user, circleId, query);
  }
  topic(user: AccountUser, topicId: string, page: number): Promise<TopicResponse> {
    return this.#reading.topic(user, topicId, page);
  }
  memberPage(user: AccountUser, memberId: string): Promise<MemberActivityResponse> {
    return this.#reading.memberPage(user, memberId);
  }

  // ── Writing (community-posting.ts) ──────────────────────────────────────
  startTopic(user: AccountUser, circleId: CircleId, request: NewTopicRequest): Promise<PostWriteResponse> {
    return this.#posting.startTopic(user, circleId, request);
  }
  reply(user: AccountUser, topicId: string, request: NewReplyRequest): Promise<PostWriteResponse> {
    return this.#posting.reply(user, topicId, request);
  }
  edit(user: AccountUser, postId: string, request: EditPostRequest): Promise<PostWriteResponse> {
    return this.#posting.edit(user, postId, request);
  }
  remove(user: AccountUser, postId: string): Promise<void> {
    return this.#posting.remove(user, postId);
  }
  markHelpful(user: AccountUser, postId: string): Promise<HelpfulResponse> {
    return this.#posting.markHelpful(user, postId);
  }
  unmarkHelpful(user: AccountUser, postId: string): Promise<HelpfulResponse> {
    return this.#posting.unmarkHelpful(user, postId);
  }

  // ── Notifications and mutes (community-notifications.ts) ────────────────
  notifications(user: AccountUser): Promise<CommunityNotificationListResponse> {
    return this.#notifications.list(user);
  }
  markNotificationsRead(user: AccountUser, ids: readonly string[] | undefined): Promise<CommunityNotificationListResponse> {
    return this.#notifications.markRead(user, ids);
  }
  mutes(user: AccountUser): Promise<MuteListResponse> {
    return this.#notifications.mutes(user);
  }
  mute(user: AccountUser, targetType: 'topic' | 'circle', targetId: string): Promise<MuteListResponse> {
    return this.#notifications.mute(user, targetType, targetId);
  }
  unmute(user: AccountUser, targetType: 'topic' | 'circle', targetId: string): Promise<MuteListResponse> {
    return this.#notifications.unmute(user, targetType, targetId);
  }

  // ── Moderation (community-moderation.ts) ────────────────────────────────
  report(user: AccountUser, postId: string, request: ReportRequest): Promise<ReportResponse> {
    return this.#moderation.report(user, postId, request);
  }
  queue(staff: AccountUser): Promise<QueueItem[]> {
    return this.#moderation.queue(staff);
  }
  decide(staff: AccountUser, postId: string, decision: PostDecisionRequest, write: StaffWrite): Promise<ModerationResultResponse> {
    return this.#moderation.decide(staff, postId, decision, write);
  }
  moderateTopic(topicId: string, request: TopicModerationRequest, write: StaffWrite): Promise<ModerationResultResponse> {
    return this.#moderation.moderateTopic(topicId, request, write);
  }
  moderateMember(userId: string, request: MemberModerationRequest, write: StaffWrite): Promise<ModerationResultResponse> {
    return this.#moderation.moderateMember(userId, request, write);
  }
}
