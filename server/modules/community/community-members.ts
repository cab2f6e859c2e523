// A community member (issue 43): the display name they post under (by default their first name and initial, never
// their email), the progress that earns trust levels, and what moderators did about them. A member row is made the
// first time an account opens the community.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { CommunityAuthor, CommunityMember } from '@common/contracts/community';
import { trustLevel, trustLevelOf } from '@common/community';
import type { TrustLevel } from '@common/community';
import { PRACTITIONER_ROLES, ROLE_LABELS, STAFF_ROLES } from '@common/roles';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { rolesOf } from '../accounts/accounts.exports';
import { countVisit, findMember, insertMemberOnce, membersByIds } from './community.repository';
import { FORMER_AUTHOR } from './community-views';
import type { MemberRow } from './community.repository';

/** "Asha Rao" → "Asha R."; one word stays as it is; nothing usable (or an address) → "Member 3f2a". */
export function defaultDisplayName(accountName: string, userId: string): string {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first || accountName.includes('@')) return `Member ${userId.replace(/-/g, '').slice(0, 4)}`;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (last ? `${first} ${last.charAt(0).toUpperCase()}.` : first).slice(0, 40);
}

export function isStaff(roles: readonly Role[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly Role[]).includes(role));
}

/** What a post shows beside a name: Moderator for staff, a practitioner's verified role, nothing for members. */
export function badgeOf(roles: readonly Role[]): string | null {
  if (isStaff(roles)) return 'Moderator';
  const practitioner = PRACTITIONER_ROLES.find((role) => roles.includes(role));
  return practitioner ? ROLE_LABELS[practitioner] : null;
}

export function trustOf(row: MemberRow): TrustLevel {
  return trustLevelOf({ daysVisited: row.days_visited, topicsRead: row.topics_read, replies: row.replies, helpfulReceived: row.helpful_received });
}

export function suspendedUntil(row: MemberRow, now: Date): string | null {
  return row.suspended_until !== null && Date.parse(row.suspended_until) > now.getTime() ? row.suspended_until : null;
}

export function suspendedError(until: string): AppError {
  return new AppError(403, 'COMMUNITY_SUSPENDED', `A moderator suspended your posting until ${until.slice(0, 10)}. You can still read the community.`, {
    until,
  });
}

export class CommunityMembers {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: { db: Kysely<Database>; now: () => Date }) {
    this.#db = deps.db;
    this.#now = deps.now;
  }

  /** The member row of `user`, made on first use, with today's visit counted. */
  async ensure(user: AccountUser): Promise<MemberRow> {
    const now = this.#now();
    const at = now.toISOString();
    await insertMemberOnce(this.#db, {
      user_id: user.id,
      display_name: defaultDisplayName(user.displayName, user.id),
      created_at: at,
      updated_at: at,
    });
    await countVisit(this.#db, user.id, at.slice(0, 10), at);
    const row = await findMember(this.#db, user.id);
    if (!row) throw new Error(`The community member ${user.id} was not saved`);
    return row;
  }

  toMember(row: MemberRow, user: AccountUser): CommunityMember {
    return {
      displayName: row.display_name,
      trustLevel: trustOf(row),
      progress: { daysVisited: row.days_visited, topicsRead: row.topics_read, replies: row.replies, helpfulReceived: row.helpful_received },
      hideActivity: row.hide_activity === 1,
      suspendedUntil: suspendedUntil(row, this.#now()),
      postsHeld: row.posts_held === 1,
      badge: badgeOf(user.roles),
    };
  }

  /** How each author shows: their chosen name, badge and trust level; "Former member" once erased. */
  async authors(userIds: readonly (string | null)[]): Promise<Map<string | null, CommunityAuthor>> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    const members = await membersByIds(this.#db, ids);
    const authors = new Map<string | null, CommunityAuthor>([[null, FORMER_AUTHOR]]);
    for (const id of ids) {
      const member = members.get(id);
      const roles = await rolesOf(this.#db, id);
      authors.set(id, {
        memberId: member ? id : null,
        displayName: member?.display_name ?? FORMER_AUTHOR.displayName,
        badge: badgeOf(roles),
        trustLevel: member ? trustOf(member) : 0,
        former: member === undefined,
      });
    }
    return authors;
  }

  /** The level's name, for messages. */
  levelName(row: MemberRow): string {
    return trustLevel(trustOf(row)).name;
  }
}
