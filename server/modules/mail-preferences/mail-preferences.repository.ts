// The mail_preferences table: one row per account and group, written when first needed (a choice, or the first mail
// of the group asking for its unsubscribe token).
import type { Kysely } from 'kysely';
import type { MailPreferenceGroup } from '@common/mail-kinds';
import type { Database, MailPreferencesTable } from '../../db/schema';

export type MailPreferenceRow = MailPreferencesTable;
export type ChosenVia = NonNullable<MailPreferencesTable['chosen_via']>;

export async function listPreferenceRows(db: Kysely<Database>, userId: string): Promise<MailPreferenceRow[]> {
  return db.selectFrom('mail_preferences').selectAll().where('user_id', '=', userId).execute();
}

export async function findPreferenceRow(db: Kysely<Database>, userId: string, group: MailPreferenceGroup): Promise<MailPreferenceRow | undefined> {
  return db.selectFrom('mail_preferences').selectAll().where('user_id', '=', userId).where('group_name', '=', group).executeTakeFirst();
}

export async function findPreferenceRowByToken(db: Kysely<Database>, token: string): Promise<MailPreferenceRow | undefined> {
  return db.selectFrom('mail_preferences').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst();
}

/** Adds the row of a group never chosen, with its token; nothing when it exists (a parallel call may have added it). */
export async function insertUnchosenRow(db: Kysely<Database>, userId: string, group: MailPreferenceGroup, token: string, at: string): Promise<void> {
  await db
    .insertInto('mail_preferences')
    .values({ user_id: userId, group_name: group, enabled: null, chosen_at: null, chosen_via: null, unsubscribe_token: token, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'group_name']).doNothing())
    .execute();
}

/** Records a choice; `token` is used only when the row is new (the group's link never changes once made). */
export async function upsertChoice(
  db: Kysely<Database>,
  choice: { userId: string; group: MailPreferenceGroup; on: boolean; via: ChosenVia; at: string; token: string },
): Promise<void> {
  const enabled = choice.on ? 1 : 0;
  await db
    .insertInto('mail_preferences')
    .values({
      user_id: choice.userId,
      group_name: choice.group,
      enabled,
      chosen_at: choice.at,
      chosen_via: choice.via,
      unsubscribe_token: choice.token,
      created_at: choice.at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'group_name']).doUpdateSet({ enabled, chosen_at: choice.at, chosen_via: choice.via }))
    .execute();
}

/** Erasure: every choice and token of the account. */
export async function deleteMailPreferencesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('mail_preferences').where('user_id', '=', userId).execute();
}
