// Who a practitioner is, for the screens that name one (a client's consents and access log, a plan): their expert
// profile when they have one, else their account. One place for care and protocols.
import type { Kysely } from 'kysely';
import type { Practitioner } from '@common/contracts/care';
import { isPractitionerRole, PRACTITIONER_ROLES } from '@common/roles';
import type { PractitionerRole } from '@common/roles';
import type { Database } from '../../db/schema';
import { accountNamesByIds, rolesOf } from '../accounts/accounts.exports';
import { findExpertById, findExpertsByUserIds } from './experts.repository';

/** Name, expert profile and profession of each practitioner account of `userIds`. */
export async function practitionersOf(executor: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, Practitioner>> {
  const ids = [...new Set(userIds)];
  const [users, experts] = await Promise.all([accountNamesByIds(executor, ids), findExpertsByUserIds(executor, ids)]);
  const found = new Map<string, Practitioner>();
  for (const id of ids) {
    const expert = experts.get(id);
    const roles = await rolesOf(executor, id);
    const profession: PractitionerRole | null =
      expert && isPractitionerRole(expert.profession) ? expert.profession : (PRACTITIONER_ROLES.find((role) => roles.includes(role)) ?? null);
    found.set(id, { userId: id, expertId: expert?.id ?? null, name: expert?.name ?? users.get(id)?.displayName ?? '', profession });
  }
  return found;
}

/** The practitioner account behind the expert profile `expertId`, or undefined when it is none (or not a practitioner's). */
export async function practitionerOfExpert(executor: Kysely<Database>, expertId: string): Promise<{ userId: string; expertId: string } | undefined> {
  const expert = await findExpertById(executor, expertId);
  if (!expert || !(await rolesOf(executor, expert.user_id)).some(isPractitionerRole)) return undefined;
  return { userId: expert.user_id, expertId: expert.id };
}
