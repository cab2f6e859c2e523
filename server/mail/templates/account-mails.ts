// The account's mails: the welcome, the password reset and a practitioner's invitation.
import { ROLE_LABELS } from '@common/roles';
import type { PartnerRole } from '@common/contracts/admin-users';
import type { MailMessage } from '../mailer';
import { formatMailTime, greeting } from './mail-format';
import { renderMail, type MailRecipient, type UnsubscribableMail } from './mail-layout';

/** How long a password reset link works; the reset flow must expire its tokens after the same time. */
export const PASSWORD_RESET_VALID_MINUTES = 30;

export type WelcomeMailInput = MailRecipient & UnsubscribableMail;

export function welcomeMail(input: WelcomeMailInput): MailMessage {
  return renderMail({
    kind: 'welcome',
    to: input.to,
    publicOrigin: input.publicOrigin,
    unsubscribeToken: input.unsubscribeToken,
    subject: 'Welcome to Guardians',
    heading: 'Welcome to Guardians',
    blocks: [
      greeting(input.name),
      `Your Guardians account is ready. You can take an assessment, shop for nutrition and wellness products, and book a consultation with a practitioner.`,
      'Your profile is where you choose which of our mails you receive: consultation reminders and news can be switched off there at any time.',
    ],
    action: { label: 'Open your profile', page: 'profile' },
  });
}

export interface PasswordResetMailInput extends MailRecipient {
  /** The reset token as the link carries it; the store keeps only its hash. */
  token: string;
}

export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  return renderMail({
    kind: 'password_reset',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: 'Reset your Guardians password',
    heading: 'Reset your password',
    blocks: [
      greeting(input.name),
      'We received a request to reset the password of your Guardians account. Use the link below to choose a new password.',
      `The link is valid for ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
      'If you did not ask, ignore this mail; your password is unchanged.',
    ],
    action: { label: 'Choose a new password', page: 'resetPassword', query: { token: input.token } },
  });
}

/**
 * The answer to "Forgot password?" for an account that signs in only with Google: there is no password to reset, so
 * the mail says how to sign in instead (the page answered the same as for any address).
 */
export function signInWithProviderMail(input: MailRecipient & { provider: string }): MailMessage {
  return renderMail({
    kind: 'password_reset',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: 'How to sign in to Guardians',
    heading: 'Your account has no password',
    blocks: [
      greeting(input.name),
      `We received a request to reset the password of your Guardians account. Your account signs in with ${input.provider.trim()}, so it has no password to reset.`,
      `Open the sign-in page and choose "Continue with ${input.provider.trim()}".`,
      'If you did not ask, ignore this mail; nothing was changed.',
    ],
    action: { label: 'Go to sign in', page: 'signIn' },
  });
}

export interface PartnerInvitationMailInput {
  to: string;
  publicOrigin: string;
  /** The invitation token as the link carries it. */
  token: string;
  /** The name of the administrator who sent the invitation. */
  invitedBy: string;
  role: PartnerRole;
  /** When the link stops working (ISO 8601), shown in `timeZone`. */
  expiresAt: string;
  timeZone: string;
}

export function partnerInvitationMail(input: PartnerInvitationMailInput): MailMessage {
  const role = ROLE_LABELS[input.role];
  return renderMail({
    kind: 'partner_invitation',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Your invitation to join Guardians as a partner (${role})`,
    heading: 'You are invited to join Guardians',
    blocks: [
      greeting(''),
      `${input.invitedBy.trim()} invited you to join Guardians as a partner, with the role ${role}.`,
      `Accept the invitation to choose your name and password. The link works until ${formatMailTime(input.expiresAt, input.timeZone)}.`,
      'If you did not expect this invitation, ignore this mail: no account is made until you accept it.',
    ],
    action: { label: 'Accept the invitation', page: 'partnerInvitation', query: { token: input.token } },
  });
}
