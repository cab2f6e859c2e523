// The community's mails (issue 43): someone replied to the member's topic or mentioned them, and a moderator's
// decision about what they wrote or about their posting. Community posts are read signed in: the mail names who and
// which topic, never the text of a post.
import type { MailMessage } from '../mailer';
import { greeting } from './mail-format';
import { renderMail, type MailRecipient, type UnsubscribableMail } from './mail-layout';

export type CommunityActivityMailInput = MailRecipient & UnsubscribableMail & { sentence: string };

/** `sentence` is the notification's own: "Ravi K. replied to “Morning walks”". */
export function communityActivityMail(input: CommunityActivityMailInput): MailMessage {
  return renderMail({
    kind: 'community_activity',
    to: input.to,
    publicOrigin: input.publicOrigin,
    unsubscribeToken: input.unsubscribeToken,
    subject: `${input.sentence} on the Guardian Council`,
    heading: 'New in the community',
    blocks: [greeting(input.name), `${input.sentence}.`, 'Sign in and open the community to read it and answer.'],
    action: { label: 'Sign in to the community', page: 'community' },
  });
}

export type CommunityModerationMailInput = MailRecipient & { sentence: string };

/** `sentence` is the notification's own: "A moderator hid your post in “…”: the reason". */
export function communityModerationMail(input: CommunityModerationMailInput): MailMessage {
  return renderMail({
    kind: 'community_moderation',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: 'A moderator’s decision about your community posts',
    heading: 'A moderator’s decision',
    blocks: [
      greeting(input.name),
      input.sentence.endsWith('.') ? input.sentence : `${input.sentence}.`,
      'The community rules are on the community page. If you think this is a mistake, reply through the contact page.',
    ],
    action: { label: 'Sign in to the community', page: 'community' },
  });
}
