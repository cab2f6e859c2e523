// Community notifications by mail (issue 43): a schedule on the job queue (once a minute across instances) mails each
// notification of the last day not mailed yet. Replies and mentions go to members who keep the "community" mails on,
// with that group's unsubscribe link; moderators' decisions always go. Each mail is keyed by its notification, so a
// schedule run twice, or two instances, send it once; the notification is marked after its mail was asked for.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { receivesMail } from '@common/email';
import type { Database } from '../../db/schema';
import type { Schedule } from '../../jobs/schedules';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { communityActivityMail, communityModerationMail } from '../../mail/templates/community-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
export const COMMUNITY_MAIL_INTERVAL_MS = 60_000;

export function communityNotificationMailKey(notificationId: string): string {
  return `community-notification:${notificationId}`;
}

export interface CommunityMailDependencies {
  db: Kysely<Database>;
  sendMail: SendMail;
  preferences: MailPreferences;
  /** GUARDIANS_PUBLIC_ORIGIN: a schedule has no request to take links from; no mail without it. */
  publicOrigin: string | undefined;
  logger: Logger;
}

/** Mails the notifications of the last day that were not mailed yet; answers how many mails it asked for. */
export async function mailCommunityNotifications(deps: CommunityMailDependencies, now: Date): Promise<number> {
  const { db, sendMail, preferences, publicOrigin, logger } = deps;
  const rows = await db
    .selectFrom('community_notifications')
    .selectAll()
    .where('mailed_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return 0;
  if (publicOrigin === undefined) {
    logger.warn(
      { waiting: rows.length },
      'Community notifications are not mailed: no public origin is configured to build their links (GUARDIANS_PUBLIC_ORIGIN)',
    );
    return 0;
  }
  const accounts = await accountNamesByIds(db, [...new Set(rows.map((row) => row.user_id))]);
  let asked = 0;
  for (const row of rows) {
    const account = accounts.get(row.user_id);
    const moderation = row.kind === 'moderation';
    const wanted = account !== undefined && receivesMail(account.email) && (moderation || (await preferences.wants(row.user_id, 'community')));
    if (wanted) {
      const recipient = { to: account.email, name: account.displayName, publicOrigin };
      const mail = moderation
        ? communityModerationMail({ ...recipient, sentence: row.text })
        : communityActivityMail({ ...recipient, sentence: row.text, unsubscribeToken: await preferences.unsubscribeToken(row.user_id, 'community') });
      await sendMail(mail, communityNotificationMailKey(row.id));
      asked += 1;
    }
    await db.updateTable('community_notifications').set({ mailed_at: now.toISOString() }).where('id', '=', row.id).where('mailed_at', 'is', null).execute();
  }
  return asked;
}

export function communityMailSchedule(deps: CommunityMailDependencies, everyMs = COMMUNITY_MAIL_INTERVAL_MS): Schedule {
  return {
    name: 'community.notification-mails',
    everyMs,
    run: async (now) => {
      await mailCommunityNotifications(deps, now);
    },
  };
}
