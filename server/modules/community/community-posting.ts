// Writing in the community (issue 43): topics, replies, edits and deletions by their authors, and "helpful". Every text
// passes the screening (post-screening.ts) before it is saved; a suspended member cannot post, a new member cannot post
// links, a brand partner posts no links (their products go through staff), and each trust level has a daily limit.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { EditPostRequest, HelpfulResponse, NewReplyRequest, NewTopicRequest, PostWriteResponse } from '@common/contracts/community';
import { trustLevel } from '@common/community';
import type { CircleId } from '@common/community';
import { PRACTITIONER_ROLES } from '@common/roles';
import type { SafetyNumbers } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hasLink } from './hold-rules';
import type { CommunityMembers } from './community-members';
import { isStaff, suspendedError, suspendedUntil, trustOf } from './community-members';
import {
  addReaction,
  addToMemberCounter,
  findPost,
  findTopic,
  insertPost,
  insertRevision,
  insertTopic,
  postsSince,
  reactedPosts,
  recountHelpful,
  refreshTopic,
  removeReaction,
  updatePost,
} from './community.repository';
import type { MemberRow, PostRow } from './community.repository';
import { mayOpenTopic, mayReadPost, postNotFound, toPost, topicNotFound } from './community-views';
import type { Viewer } from './community-views';
import { outcomeMessage, screenPost } from './post-screening';
import { notifyPostShown } from './community-notifications';
import type { PostScreening } from './post-screening';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CommunityPostingDependencies {
  db: Kysely<Database>;
  members: CommunityMembers;
  safety: SafetyNumbers;
  now: () => Date;
}

function viewerOf(user: AccountUser): Viewer {
  return { id: user.id, staff: isStaff(user.roles) };
}

export class CommunityPosting {
  readonly #deps: CommunityPostingDependencies;

  constructor(deps: CommunityPostingDependencies) {
    this.#deps = deps;
  }

  async startTopic(user: AccountUser, circleId: CircleId, request: NewTopicRequest): Promise<PostWriteResponse> {
    const member = await this.#mayPost(user, `${request.title}\n${request.body}`);
    const screening = screenPost(`${request.title}\n${request.body}`, this.#deps.safety, { postsHeld: member.posts_held === 1 && !isStaff(user.roles) });
    const at = this.#deps.now().toISOString();
    const topicId = randomUUID();
    const post = this.#postRow(randomUUID(), topicId, user.id, request.body, screening, at, true);
    await this.#deps.db.transaction().execute(async (trx) => {
      await insertTopic(
        trx,
        {
          id: topicId,
          circle_id: circleId,
          author_id: user.id,
          title: request.title,
          status: post.status,
          last_activity_at: at,
          created_at: at,
          updated_at: at,
        },
        post,
      );
      await refreshTopic(trx, topicId, at);
      if (post.status === 'visible') await notifyPostShown(trx, post, at);
    });
    return this.#answer(user, post, screening);
  }

  async reply(user: AccountUser, topicId: string, request: NewReplyRequest): Promise<PostWriteResponse> {
    const viewer = viewerOf(user);
    const topic = await findTopic(this.#deps.db, topicId);
    if (!topic || !mayOpenTopic(topic, viewer)) throw topicNotFound(topicId);
    if (topic.locked === 1 && !viewer.staff) {
      throw new AppError(409, 'TOPIC_LOCKED', 'A moderator turned replies off for this topic. You can still read it and mark posts helpful.');
    }
    const member = await this.#mayPost(user, request.body);
    const screening = screenPost(request.body, this.#deps.safety, { postsHeld: member.posts_held === 1 && !viewer.staff });
    const at = this.#deps.now().toISOString();
    const post = this.#postRow(randomUUID(), topicId, user.id, request.body, screening, at, false);
    await this.#deps.db.transaction().execute(async (trx) => {
      await insertPost(trx, post);
      await refreshTopic(trx, topicId, at);
      await addToMemberCounter(trx, user.id, 'replies', 1);
      if (post.status === 'visible') await notifyPostShown(trx, post, at);
    });
    return this.#answer(user, post, screening);
  }

  /**
   * The author's edit: the earlier text is kept as a revision, and the new one is screened again. A post a moderator
   * holds or hid stays out of view until they look again; a visible one is held when the new text needs it.
   */
  async edit(user: AccountUser, postId: string, request: EditPostRequest): Promise<PostWriteResponse> {
    const { db } = this.#deps;
    const row = await this.#ownPost(user, postId);
    const topic = await findTopic(db, row.topic_id);
    if (!topic) throw postNotFound(postId);
    const title = row.opening === 1 ? (request.title ?? topic.title) : undefined;
    const member = await this.#mayPost(user, title === undefined ? request.body : `${title}\n${request.body}`);
    const screening = screenPost(title === undefined ? request.body : `${title}\n${request.body}`, this.#deps.safety, {
      postsHeld: member.posts_held === 1 && !isStaff(user.roles),
    });
    const at = this.#deps.now().toISOString();
    const status = row.status === 'visible' ? screening.status : row.status;
    const heldFor = row.status === 'visible' ? screening.heldFor : (screening.heldFor ?? row.held_for);
    await db.transaction().execute(async (trx) => {
      await insertRevision(trx, {
        id: randomUUID(),
        post_id: row.id,
        title: row.opening === 1 ? topic.title : null,
        body: row.body,
        edited_by: user.id,
        note: null,
        created_at: at,
      });
      await updatePost(trx, row.id, {
        body: request.body,
        edited_at: at,
        status,
        held_for: heldFor,
        urgent: screening.urgent || row.urgent === 1 ? 1 : 0,
        caution: screening.caution,
        held_at: status !== 'visible' ? (row.held_at ?? at) : null,
      });
      if (title !== undefined && title !== topic.title)
        await trx.updateTable('community_topics').set({ title, updated_at: at }).where('id', '=', topic.id).execute();
      await refreshTopic(trx, row.topic_id, at);
    });
    const saved = await findPost(db, row.id);
    if (!saved) throw postNotFound(postId);
    return this.#answer(user, saved, { ...screening, status: saved.status === 'visible' ? 'visible' : 'held', heldFor: screening.heldFor });
  }

  /**
   * The author's deletion. An opening post with replies under it stays as "[removed]" (its text is cleared and its
   * earlier texts dropped) so the replies keep their topic; anything else is removed with its reactions and reports.
   */
  async remove(user: AccountUser, postId: string): Promise<void> {
    const { db } = this.#deps;
    const row = await this.#ownPost(user, postId);
    const topic = await findTopic(db, row.topic_id);
    const at = this.#deps.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('community_post_revisions').where('post_id', '=', row.id).execute();
      await trx.deleteFrom('community_reactions').where('post_id', '=', row.id).execute();
      await trx.deleteFrom('community_reports').where('post_id', '=', row.id).execute();
      if (row.opening === 1 && topic && topic.reply_count > 0) {
        await updatePost(trx, row.id, { body: '', status: 'deleted', held_for: null, caution: null, moderator_note: null, helpful_count: 0 });
        await refreshTopic(trx, row.topic_id, at);
      } else if (row.opening === 1) {
        await trx.deleteFrom('community_posts').where('topic_id', '=', row.topic_id).execute();
        await trx.deleteFrom('community_reads').where('topic_id', '=', row.topic_id).execute();
        await trx.deleteFrom('community_topics').where('id', '=', row.topic_id).execute();
      } else {
        await trx.deleteFrom('community_posts').where('id', '=', row.id).execute();
        await refreshTopic(trx, row.topic_id, at);
      }
    });
  }

  /** "Helpful", once per member however many taps arrive at once; never on your own post. */
  async markHelpful(user: AccountUser, postId: string): Promise<HelpfulResponse> {
    const { db } = this.#deps;
    const row = await this.#readablePost(user, postId);
    if (row.author_id === user.id) throw new AppError(403, 'FORBIDDEN', 'You cannot mark your own post helpful.');
    const at = this.#deps.now().toISOString();
    const count = await db.transaction().execute(async (trx) => {
      const added = await addReaction(trx, row.id, user.id, at);
      const counted = await recountHelpful(trx, row.id);
      if (added && row.author_id !== null) await addToMemberCounter(trx, row.author_id, 'helpful_received', 1);
      if (row.opening === 1) await trx.updateTable('community_topics').set({ helpful_count: counted }).where('id', '=', row.topic_id).execute();
      return counted;
    });
    return { postId: row.id, helpfulCount: count, helpedByMe: true };
  }

  async unmarkHelpful(user: AccountUser, postId: string): Promise<HelpfulResponse> {
    const { db } = this.#deps;
    const row = await this.#readablePost(user, postId);
    const count = await db.transaction().execute(async (trx) => {
      const removed = await removeReaction(trx, row.id, user.id);
      const counted = await recountHelpful(trx, row.id);
      if (removed && row.author_id !== null) await addToMemberCounter(trx, row.author_id, 'helpful_received', -1);
      if (row.opening === 1) await trx.updateTable('community_topics').set({ helpful_count: counted }).where('id', '=', row.topic_id).execute();
      return counted;
    });
    return { postId: row.id, helpfulCount: count, helpedByMe: false };
  }

  /** The member may post this text now: not suspended, within the day's limit, links only once trusted. */
  async #mayPost(user: AccountUser, text: string): Promise<MemberRow> {
    const now = this.#deps.now();
    const member = await this.#deps.members.ensure(user);
    const until = suspendedUntil(member, now);
    if (until !== null) throw suspendedError(until);
    const staff = isStaff(user.roles);
    const level = trustLevel(trustOf(member));
    if (!staff && hasLink(text)) {
      if (user.roles.includes('brand_partner')) {
        throw new AppError(
          400,
          'LINKS_NOT_ALLOWED_YET',
          'Brand partners cannot post links in the community. Submit your products through your partner area instead.',
        );
      }
      const practitioner = PRACTITIONER_ROLES.some((role) => user.roles.includes(role));
      if (!level.linksAllowed && !practitioner) {
        throw new AppError(
          400,
          'LINKS_NOT_ALLOWED_YET',
          'New members cannot post links yet. Describe the source in words (for example "the NHS page on vitamin D"); links open up once you have taken part for a few days.',
        );
      }
    }
    if (!staff) {
      const since = new Date(now.getTime() - DAY_MS).toISOString();
      const written = await postsSince(this.#deps.db, user.id, since);
      if (written.count >= level.postsPerDay) {
        const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(written.oldest ?? since) + DAY_MS - now.getTime()) / 1000));
        throw new AppError(
          429,
          'COMMUNITY_RATE_LIMITED',
          `You have written ${written.count} posts in the last day, the most a ${level.name.toLowerCase()} may. Try again later.`,
          { retryAfterSeconds },
        );
      }
    }
    return member;
  }

  #postRow(id: string, topicId: string, authorId: string, body: string, screening: PostScreening, at: string, opening: boolean): PostRow {
    return {
      id,
      topic_id: topicId,
      author_id: authorId,
      opening: opening ? 1 : 0,
      body,
      status: screening.status,
      held_for: screening.heldFor,
      urgent: screening.urgent ? 1 : 0,
      moderator_note: null,
      caution: screening.caution,
      flag_weight: 0,
      helpful_count: 0,
      created_at: at,
      edited_at: null,
      held_at: screening.status === 'held' ? at : null,
    };
  }

  async #answer(
    user: AccountUser,
    post: PostRow,
    screening: Pick<PostScreening, 'status' | 'heldFor' | 'safety' | 'safetyMessage'>,
  ): Promise<PostWriteResponse> {
    const authors = await this.#deps.members.authors([post.author_id]);
    const helped = await reactedPosts(this.#deps.db, user.id, [post.id]);
    return {
      topicId: post.topic_id,
      post: toPost(post, viewerOf(user), authors, helped),
      outcome: {
        status: screening.status,
        heldFor: screening.heldFor,
        // The reply the danger calls for comes first, in the chat's words; then what happened to the post.
        message:
          screening.safetyMessage !== null && screening.safety !== null && screening.safety.level !== 'caution'
            ? `${screening.safetyMessage} ${outcomeMessage(screening)}`
            : outcomeMessage(screening),
        safety: screening.safety,
      },
    };
  }

  async #ownPost(user: AccountUser, postId: string): Promise<PostRow> {
    const row = await findPost(this.#deps.db, postId);
    if (!row || row.status === 'deleted') throw postNotFound(postId);
    if (row.author_id !== user.id) {
      if (!mayReadPost(row, viewerOf(user))) throw postNotFound(postId);
      throw new AppError(403, 'NOT_YOUR_POST', 'Only its author can change or delete this post. Report it if something is wrong with it.');
    }
    return row;
  }

  async #readablePost(user: AccountUser, postId: string): Promise<PostRow> {
    const row = await findPost(this.#deps.db, postId);
    if (!row || row.status !== 'visible') throw postNotFound(postId);
    return row;
  }
}
