import type { Kysely, Selectable } from 'kysely';
import type { Database, PartnerInvitationsTable } from '../../db/schema';

export type PartnerInvitationRow = Selectable<PartnerInvitationsTable>;

export async function insertInvitation(db: Kysely<Database>, row: PartnerInvitationRow): Promise<void> {
  await db.insertInto('partner_invitations').values(row).execute();
}

export function findInvitationByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<PartnerInvitationRow | undefined> {
  return db.selectFrom('partner_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Spends the invitation unless it already is; of two acceptances racing with one link, exactly one gets true. */
export async function spendInvitation(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('partner_invitations').set({ accepted_at: at }).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordAcceptedAccount(db: Kysely<Database>, id: string, userId: string): Promise<void> {
  await db.updateTable('partner_invitations').set({ accepted_user_id: userId }).where('id', '=', id).execute();
}
