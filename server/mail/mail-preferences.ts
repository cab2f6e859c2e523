// What a mail-sending module asks before sending a mail the customer may turn off (the welcome, the consultation
// reminders): whether this customer wants the group, and the token of the group's unsubscribe link. Implemented by
// the mail-preferences module (its door); app.ts wires it into the modules that send such mails.
import type { MailPreferenceGroup } from './templates/mail-kinds';

export interface MailPreferences {
  /** False once the customer switched the group off in /profile or through an unsubscribe link. */
  wants(userId: string, group: MailPreferenceGroup): Promise<boolean>;
  /** The token of the unsubscribe link for this customer and group: works without signing in, only for that. */
  unsubscribeToken(userId: string, group: MailPreferenceGroup): Promise<string>;
}
