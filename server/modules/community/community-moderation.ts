// Moderation (issue 43): members report posts; reports weighted by the reporter's trust hide a post once they reach
// HIDE_AT_FLAG_WEIGHT, until a moderator looks. Staff (admin, support) work one queue (emergencies and crises first),
// approve, hide with a reason the author reads, or edit with a note; lock, pin or move topics; suspend a member or hold
// their posts. Each decision is a conditional write, so two moderators on one post make one decision, and each is an
// audit entry in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type {
  MemberModerationRequest,
  ModerationResultResponse,
  PostDecisionRequest,
  QueueItem,
  ReportRequest,
  ReportResponse,
  TopicModerationRequest,
} from '@common/contracts/community';
import { circleOf, HIDE_AT_FLAG_WEIGHT, REPORT_REASONS, STAFF_FLAG_WEIGHT, trustLevel } from '@common/community';
import type { ReportReason } from '@common/community';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import type { CommunityMembers } from './community-members';
import { isStaff, suspendedUntil, trustOf } from './community-members';
import {
  findMember,
  findPost,
  membersByIds,
  findTopic,
  insertReportOnce,
  insertRevision,
  openReportsOf,
  queuedPosts,
  recountFlags,
  refreshTopic,
  resolveReports,
  topicsByIds,
  updateMember,
  updatePost,
  updateTopic,
} from './community.repository';
import type { PostRow } from './community.repository';
import { circleIdOf, mayReadPost, postNotFound, quotedTitle, toPost, topicNotFound } from './community-views';
import { notify, notifyPostShown } from './community-notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CommunityModerationDependencies {
  db: Kysely<Database>;
  members: CommunityMembers;
  now: () => Date;
}

const alreadyDecided = (): AppError =>
  new AppError(409, 'ALREADY_DECIDED', 'Another moderator decided on this post a moment ago. The queue is reloaded with what is left.');

function reasonOf(value: string): ReportReason {
  if ((REPORT_REASONS as readonly string[]).includes(value)) return value as ReportReason;
  throw new Error(`A community report has the unknown reason ${value}`);
}

/** Whether a moderator has anything to decide on the post: held or hidden with no decision yet, or open reports. */
function awaitsDecision(post: PostRow, openReports: number): boolean {
  if ((post.status === 'held' || post.status === 'hidden') && post.moderator_note === null) return true;
  return post.status === 'visible' && openReports > 0;
}

export class CommunityModeration {
  readonly #deps: CommunityModerationDependencies;

  constructor(deps: CommunityModerationDependencies) {
    this.#deps = deps;
  }

  /** A member's report, once per member and post; the post is hidden when the open reports weigh enough. */
  async report(user: AccountUser, postId: string, request: ReportRequest): Promise<ReportResponse> {
    const { db, members } = this.#deps;
    const row = await findPost(db, postId);
    if (!row || row.status === 'deleted' || !mayReadPost(row, { id: user.id, staff: isStaff(user.roles) })) throw postNotFound(postId);
    if (row.author_id === user.id) throw new AppError(403, 'FORBIDDEN', 'You cannot report your own post: edit or delete it instead.');
    const member = await members.ensure(user);
    const weight = isStaff(user.roles) ? STAFF_FLAG_WEIGHT : trustLevel(trustOf(member)).flagWeight;
    const at = this.#deps.now().toISOString();
    const hidden = await db.transaction().execute(async (trx) => {
      await insertReportOnce(trx, {
        id: randomUUID(),
        post_id: row.id,
        reporter_id: user.id,
        reason: request.reason,
        note: request.note ? request.note : null,
        weight,
        created_at: at,
      });
      const total = await recountFlags(trx, row.id);
      if (total >= HIDE_AT_FLAG_WEIGHT) {
        const hid = await updatePost(trx, row.id, { status: 'hidden', held_for: 'reports', held_at: at }, { statuses: ['visible'] });
        if (hid) await refreshTopic(trx, row.topic_id, at);
      }
      const now = await findPost(trx, row.id);
      return now?.status === 'hidden';
    });
    return { reported: true, hidden };
  }

  async queue(staff: AccountUser): Promise<QueueItem[]> {
    const { db, members } = this.#deps;
    const posts = await queuedPosts(db);
    const authorIds = posts.flatMap((post) => (post.author_id === null ? [] : [post.author_id]));
    const [topics, reports, authors, accounts, memberRows] = await Promise.all([
      topicsByIds(
        db,
        posts.map((post) => post.topic_id),
      ),
      openReportsOf(
        db,
        posts.map((post) => post.id),
      ),
      members.authors(posts.map((post) => post.author_id)),
      accountNamesByIds(db, authorIds),
      membersByIds(db, authorIds),
    ]);
    const now = this.#deps.now();
    const viewer = { id: staff.id, staff: true };
    const items: QueueItem[] = [];
    for (const post of posts) {
      const topic = topics.get(post.topic_id);
      if (!topic) continue;
      const account = post.author_id === null ? undefined : accounts.get(post.author_id);
      const memberRow = post.author_id === null ? undefined : memberRows.get(post.author_id);
      const shown = toPost(post, viewer, authors, new Set());
      items.push({
        post: shown,
        topic: { id: topic.id, title: topic.title, circleId: circleIdOf(topic), locked: topic.locked === 1, pinned: topic.pinned === 1 },
        author: {
          userId: post.author_id ?? '',
          displayName: authors.get(post.author_id)?.displayName ?? '',
          email: account?.email ?? '',
          suspendedUntil: memberRow ? suspendedUntil(memberRow, now) : null,
          postsHeld: memberRow?.posts_held === 1,
        },
        heldFor: shown.heldFor,
        reports: (reports.get(post.id) ?? []).map((report) => ({
          reason: reasonOf(report.reason),
          note: report.note,
          weight: report.weight,
          reportedAt: report.created_at,
        })),
        priority: post.urgent === 1 ? 'urgent' : 'normal',
        since: post.held_at ?? reports.get(post.id)?.[0]?.created_at ?? post.created_at,
      });
    }
    return items;
  }

  async decide(staff: AccountUser, postId: string, decision: PostDecisionRequest, write: StaffWrite): Promise<ModerationResultResponse> {
    const { db } = this.#deps;
    const at = this.#deps.now().toISOString();
    const summary = await db.transaction().execute(async (trx) => {
      const row = await findPost(trx, postId);
      if (!row || row.status === 'deleted') throw postNotFound(postId);
      const open = (await openReportsOf(trx, [row.id])).get(row.id)?.length ?? 0;
      if (!awaitsDecision(row, open)) throw alreadyDecided();
      // The write is conditional on what was read: a second moderator's finds it changed and decides nothing.
      const unchanged = { statuses: [row.status], moderatorNote: row.moderator_note };
      let changed: boolean;
      let text: string;
      if (decision.action === 'approve') {
        changed = await updatePost(trx, row.id, { status: 'visible', held_for: null, held_at: null, flag_weight: 0 }, unchanged);
        text = `Approved post ${row.id.slice(0, 8)}${row.held_for ? ` (held: ${row.held_for})` : ''}`;
      } else if (decision.action === 'hide') {
        changed = await updatePost(trx, row.id, { status: 'hidden', moderator_note: decision.reason, held_at: row.held_at ?? at }, unchanged);
        text = `Hid post ${row.id.slice(0, 8)}: ${decision.reason}`;
      } else {
        await insertRevision(trx, {
          id: randomUUID(),
          post_id: row.id,
          title: null,
          body: row.body,
          edited_by: staff.id,
          note: decision.reason,
          created_at: at,
        });
        changed = await updatePost(
          trx,
          row.id,
          { body: decision.body, status: 'visible', held_for: null, held_at: null, moderator_note: decision.reason, edited_at: at, flag_weight: 0 },
          unchanged,
        );
        text = `Edited post ${row.id.slice(0, 8)}: ${decision.reason}`;
      }
      if (!changed) throw alreadyDecided();
      const resolved = await resolveReports(trx, row.id, at);
      if (resolved === 0 && row.status === 'visible' && decision.action === 'approve') throw alreadyDecided();
      await refreshTopic(trx, row.topic_id, at);
      await this.#tellAuthor(trx, row, decision, at);
      const action = decision.action === 'approve' ? 'community.post_approved' : decision.action === 'hide' ? 'community.post_hidden' : 'community.post_edited';
      await recordStaffWrite(trx, write, { action, entityType: 'community_post', entityId: row.id, summary: text }, at);
      return text;
    });
    return { done: true, summary };
  }

  /** The author hears of a decision about their post; a post that now shows tells its topic too. */
  async #tellAuthor(trx: Kysely<Database>, row: PostRow, decision: PostDecisionRequest, at: string): Promise<void> {
    const shown = await findPost(trx, row.id);
    if (shown?.status === 'visible' && row.status !== 'visible') await notifyPostShown(trx, shown, at);
    if (row.author_id === null) return;
    const topic = await findTopic(trx, row.topic_id);
    const where = topic ? ` in ${quotedTitle(topic.title)}` : '';
    let text: string | undefined;
    if (decision.action === 'approve' && row.status !== 'visible') text = `A moderator approved your post${where}: it is shown now.`;
    if (decision.action === 'hide') text = `A moderator hid your post${where}: ${decision.reason}`;
    if (decision.action === 'edit') text = `A moderator edited your post${where}: ${decision.reason}`;
    if (text === undefined) return;
    await notify(trx, {
      userId: row.author_id,
      kind: 'moderation',
      text,
      topicId: row.topic_id,
      postId: row.id,
      key: `moderation:${row.id}:${decision.action}:${at}`,
      at,
    });
  }

  async moderateTopic(topicId: string, request: TopicModerationRequest, write: StaffWrite): Promise<ModerationResultResponse> {
    const { db } = this.#deps;
    const at = this.#deps.now().toISOString();
    const summary = await db.transaction().execute(async (trx) => {
      const topic = await findTopic(trx, topicId);
      if (!topic) throw topicNotFound(topicId);
      let text: string;
      switch (request.action) {
        case 'lock':
        case 'unlock':
          await updateTopic(trx, topic.id, { locked: request.action === 'lock' ? 1 : 0, updated_at: at });
          text = `${request.action === 'lock' ? 'Locked' : 'Unlocked'} topic "${topic.title}"`;
          break;
        case 'pin':
        case 'unpin':
          await updateTopic(trx, topic.id, { pinned: request.action === 'pin' ? 1 : 0, updated_at: at });
          text = `${request.action === 'pin' ? 'Pinned' : 'Unpinned'} topic "${topic.title}"`;
          break;
        case 'move':
          await updateTopic(trx, topic.id, { circle_id: request.circleId, updated_at: at });
          text = `Moved topic "${topic.title}" from ${circleOf(circleIdOf(topic)).name} to ${circleOf(request.circleId).name}`;
          break;
      }
      await recordStaffWrite(trx, write, { action: 'community.topic_moderated', entityType: 'community_topic', entityId: topic.id, summary: text }, at);
      return text;
    });
    return { done: true, summary };
  }

  async moderateMember(userId: string, request: MemberModerationRequest, write: StaffWrite): Promise<ModerationResultResponse> {
    const { db } = this.#deps;
    const now = this.#deps.now();
    const at = now.toISOString();
    const summary = await db.transaction().execute(async (trx) => {
      const member = await findMember(trx, userId);
      if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND', 'No community member has this id: they have not opened the community yet.', { userId });
      let text: string;
      if (request.action === 'suspend') {
        const until = new Date(now.getTime() + request.days * DAY_MS).toISOString();
        await updateMember(trx, userId, { suspended_until: until, moderation_reason: request.reason, updated_at: at });
        text = `Suspended ${member.display_name} for ${request.days} day${request.days === 1 ? '' : 's'}: ${request.reason}`;
      } else if (request.action === 'hold_posts') {
        await updateMember(trx, userId, { posts_held: 1, moderation_reason: request.reason, updated_at: at });
        text = `Holding ${member.display_name}'s posts for approval: ${request.reason}`;
      } else {
        await updateMember(trx, userId, { suspended_until: null, posts_held: 0, moderation_reason: null, updated_at: at });
        text = `Restored ${member.display_name}`;
      }
      await recordStaffWrite(trx, write, { action: 'community.member_moderated', entityType: 'user', entityId: userId, summary: text }, at);
      const told =
        request.action === 'suspend'
          ? `A moderator suspended your posting for ${request.days} day${request.days === 1 ? '' : 's'}: ${request.reason}`
          : request.action === 'hold_posts'
            ? `A moderator will approve your posts before they show, for now: ${request.reason}`
            : 'A moderator lifted the limits on your posting.';
      await notify(trx, {
        userId,
        kind: 'moderation',
        text: told,
        topicId: null,
        postId: null,
        key: `moderation:member:${userId}:${request.action}:${at}`,
        at,
      });
      return text;
    });
    return { done: true, summary };
  }
}
