// Which of the mails a customer may turn off they want (issue 42 §2), and the unsubscribe link each such mail carries.
//
// The link's token: 256 random bits per account and group (randomToken), made when the group's first mail asks for it
// and kept as it is, not hashed. A session or a reset token is stored as its SHA-256 because whoever holds one holds
// the account; this token can do one thing, switch one group of non-essential mails off (it signs nobody in and its
// answer names only the group), and every later mail of the group must carry the same link, so old mails keep
// working and no row piles up per mail. A hash cannot give the token back for the next mail, and the server has no
// secret of its own outside the database to derive it from, so keeping it retrievable is the choice; it is unguessable,
// separate per group (a news link cannot stop reminders), left out of the data export and erased with the account.
import type { Kysely } from 'kysely';
import type { MailPreference, MailPreferencesResponse, MailPreferencesUpdate, UnsubscribeResponse } from '@common/contracts/mail-preferences';
import { MAIL_PREFERENCE_GROUP_TEXTS, MAIL_PREFERENCE_GROUPS } from '@common/mail-kinds';
import type { MailPreferenceGroup } from '@common/mail-kinds';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { randomToken } from '../../http/secrets';
import type { MailPreferences } from '../../mail/mail-preferences';
import { findPreferenceRow, findPreferenceRowByToken, insertUnchosenRow, listPreferenceRows, upsertChoice } from './mail-preferences.repository';
import type { ChosenVia, MailPreferenceRow } from './mail-preferences.repository';

/**
 * What a customer who never chose receives (docs/features/mail-and-jobs.md, "Mail preferences").
 * - reminders on: they serve a consultation the customer booked, the purpose they gave their address for (India's
 *   DPDP Act 2023 counts that as a legitimate use, s. 7(a)); a missed one costs them the consultation.
 * - news on: today it is the welcome and the store's occasional news to its own account holders, every mail says why
 *   it came and carries a one-click unsubscribe that needs no sign-in, and the welcome says where to turn it off.
 *   Consent: the DPDP Act asks for consent by a clear affirmative action (s. 6) for what is not a legitimate use, and
 *   a switch that starts on is not that. Promotions or anyone else's offers therefore need their own group, off until
 *   the customer turns it on (chosen_at and chosen_via then record the consent); if counsel reads "news" as marketing
 *   too, switch it off here: one line, and the welcome then goes only to those who turned news on.
 * - community on: a reply to a topic the member started, or a mention of them, in a community they chose to join and
 *   post in; every such mail carries the one-click unsubscribe of its group.
 */
export const MAIL_PREFERENCE_DEFAULTS: Readonly<Record<MailPreferenceGroup, boolean>> = {
  reminders: true,
  community: true,
  news: true,
};

const invalidLink = () =>
  new AppError(
    400,
    'UNSUBSCRIBE_LINK_INVALID',
    'This unsubscribe link is not one of ours, or its account no longer exists. Sign in and choose your mails in your profile.',
  );

function isGroup(name: string): name is MailPreferenceGroup {
  return (MAIL_PREFERENCE_GROUPS as readonly string[]).includes(name);
}

function isOn(row: MailPreferenceRow | undefined, group: MailPreferenceGroup): boolean {
  return row?.enabled === null || row?.enabled === undefined ? MAIL_PREFERENCE_DEFAULTS[group] : row.enabled === 1;
}

function preferencesOf(rows: readonly MailPreferenceRow[]): MailPreference[] {
  return MAIL_PREFERENCE_GROUPS.map((group) => {
    const { label, description } = MAIL_PREFERENCE_GROUP_TEXTS[group];
    return {
      group,
      label,
      description,
      on: isOn(
        rows.find((row) => row.group_name === group),
        group,
      ),
    };
  });
}

/** The sentence the unsubscribe page shows. */
export function unsubscribedSentence(group: MailPreferenceGroup): string {
  return `You will no longer receive “${MAIL_PREFERENCE_GROUP_TEXTS[group].label}” mails. You can switch them on again in your profile.`;
}

/** The export's section (GDPR): each group as it stands, whether the person chose it, when and how; never the token. */
export async function mailPreferencesForExport(db: Kysely<Database>, userId: string) {
  const rows = await listPreferenceRows(db, userId);
  return MAIL_PREFERENCE_GROUPS.map((group) => {
    const row = rows.find((candidate) => candidate.group_name === group);
    const chosen = row !== undefined && row.enabled !== null;
    return { group, on: isOn(row, group), chosen, chosen_at: chosen ? row.chosen_at : null, chosen_via: chosen ? row.chosen_via : null };
  });
}

export interface MailPreferencesDependencies {
  db: Kysely<Database>;
  now?: () => Date;
}

export class MailPreferencesService implements MailPreferences {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: MailPreferencesDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  async wants(userId: string, group: MailPreferenceGroup): Promise<boolean> {
    return isOn(await findPreferenceRow(this.#db, userId, group), group);
  }

  async unsubscribeToken(userId: string, group: MailPreferenceGroup): Promise<string> {
    const existing = await findPreferenceRow(this.#db, userId, group);
    if (existing) return existing.unsubscribe_token;
    await insertUnchosenRow(this.#db, userId, group, randomToken(), this.#now().toISOString());
    // Read back: of two mails asking at once, both carry the token that was stored first.
    const stored = await findPreferenceRow(this.#db, userId, group);
    if (!stored) throw new Error(`The unsubscribe token of ${group} could not be stored for the account`);
    return stored.unsubscribe_token;
  }

  async list(userId: string): Promise<MailPreferencesResponse> {
    return { groups: preferencesOf(await listPreferenceRows(this.#db, userId)) };
  }

  /** Sets the groups named in `update`; the others keep what they were. */
  async update(userId: string, update: MailPreferencesUpdate): Promise<MailPreferencesResponse> {
    const at = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      for (const group of MAIL_PREFERENCE_GROUPS) {
        const on = update[group];
        if (on !== undefined) await this.#choose(trx, { userId, group, on, via: 'profile', at });
      }
    });
    return this.list(userId);
  }

  /** Switches off the group of the link's token; the same answer when it is off already. UNSUBSCRIBE_LINK_INVALID otherwise. */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    const row = await findPreferenceRowByToken(this.#db, token);
    if (!row || !isGroup(row.group_name)) throw invalidLink();
    const group = row.group_name;
    // Already off: the first choice and its time stay the record.
    if (row.enabled !== 0) await this.#choose(this.#db, { userId: row.user_id, group, on: false, via: 'unsubscribe_link', at: this.#now().toISOString() });
    return { group, label: MAIL_PREFERENCE_GROUP_TEXTS[group].label, message: unsubscribedSentence(group) };
  }

  async #choose(db: Kysely<Database>, choice: { userId: string; group: MailPreferenceGroup; on: boolean; via: ChosenVia; at: string }): Promise<void> {
    await upsertChoice(db, { ...choice, token: randomToken() });
  }
}
