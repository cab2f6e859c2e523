// The mails the store sends (issue 42) and which of them a customer may turn off in /profile. Imports nothing but zod:
// the server's templates and the mail preferences' contract (common/contracts/mail-preferences.ts) share it.
import { z } from 'zod';

export const MAIL_KINDS = [
  'welcome',
  'password_reset',
  'partner_invitation',
  'order_placed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'consultation_booked',
  'consultation_rescheduled',
  'consultation_cancelled',
  'consultation_reminder_24h',
  'consultation_reminder_1h',
  'care_plan_shared',
  'care_plan_order_reminder',
  'care_plan_check_in',
  'lab_result_ready',
  'lab_kit_sample_reminder',
  'community_activity',
  'community_moderation',
  'data_export_ready',
  'deletion_scheduled',
  'deletion_done',
  'subscription_reminder',
  'subscription_problem',
  'return_requested',
  'return_approved',
  'return_declined',
  'return_refunded',
] as const;
export const MailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKind>;

/** What a customer switches on or off in /profile: one switch per group, never per mail. */
export const MAIL_PREFERENCE_GROUPS = ['reminders', 'community', 'news'] as const;
export const MailPreferenceGroup = z.enum(MAIL_PREFERENCE_GROUPS);
export type MailPreferenceGroup = z.infer<typeof MailPreferenceGroup>;

export interface MailPreferenceGroupText {
  /** The switch's label in /profile. */
  label: string;
  /** The switch's help text. */
  description: string;
  /** Ends "You receive these because …" in the footer of every mail of the group. */
  reason: string;
}

export const MAIL_PREFERENCE_GROUP_TEXTS: Readonly<Record<MailPreferenceGroup, MailPreferenceGroupText>> = {
  reminders: {
    label: 'Reminders',
    description:
      "A mail 24 hours and 1 hour before each consultation you booked, a reminder and a check-in about a practitioner's plan, and a reminder to post a test kit's sample.",
    reason: 'reminders are switched on for your Guardians account.',
  },
  community: {
    label: 'Community replies and mentions',
    description: 'A mail when someone replies to a topic you started in the community, or mentions your name there.',
    reason: 'community mails are switched on for your Guardians account.',
  },
  news: {
    label: 'News from Guardians',
    description: 'A welcome when you join and occasional news from the store.',
    reason: 'news from Guardians is switched on for your Guardians account.',
  },
};

export type MailKindPolicy = { readonly essential: true } | { readonly essential: false; readonly preferenceGroup: MailPreferenceGroup };

const ESSENTIAL: MailKindPolicy = { essential: true };

/**
 * Essential mails are the ones a customer needs to use what they asked for, keep their account safe or exercise their
 * privacy rights: they carry no unsubscribe link and no switch turns them off. The rest is a convenience or news, so it
 * has a switch in /profile and an unsubscribe link that works without signing in.
 */
export const MAIL_KIND_POLICIES: Readonly<Record<MailKind, MailKindPolicy>> = {
  // Nothing in it is needed to use the account, and it is the first mail of the news the customer may turn off.
  welcome: { essential: false, preferenceGroup: 'news' },
  // Security: the only way back into an account.
  password_reset: ESSENTIAL,
  // Sent to someone without an account (no preferences yet), at an administrator's request.
  partner_invitation: ESSENTIAL,
  // An order's mails confirm a purchase and its money: transactional.
  order_placed: ESSENTIAL,
  order_shipped: ESSENTIAL,
  order_delivered: ESSENTIAL,
  order_cancelled: ESSENTIAL,
  // A booking's confirmation carries the calendar invite that keeps the customer's calendar right.
  consultation_booked: ESSENTIAL,
  consultation_rescheduled: ESSENTIAL,
  consultation_cancelled: ESSENTIAL,
  // The booking mail and its invite already hold the time: reminders are a convenience.
  consultation_reminder_24h: { essential: false, preferenceGroup: 'reminders' },
  consultation_reminder_1h: { essential: false, preferenceGroup: 'reminders' },
  // Part of the care the customer asked a practitioner or a lab for: missing them would mean missing the care.
  care_plan_shared: ESSENTIAL,
  // The plan and the kit wait in the profile whatever the mail says: these nudges are a convenience.
  care_plan_order_reminder: { essential: false, preferenceGroup: 'reminders' },
  care_plan_check_in: { essential: false, preferenceGroup: 'reminders' },
  lab_result_ready: ESSENTIAL,
  lab_kit_sample_reminder: { essential: false, preferenceGroup: 'reminders' },
  // Someone answered the member in the community: welcome, never needed.
  community_activity: { essential: false, preferenceGroup: 'community' },
  // A moderator's decision about the member's post or posting: they need to know what happened to what they wrote.
  community_moderation: ESSENTIAL,
  // Privacy rights: the answer to the customer's own request, which the store owes them.
  data_export_ready: ESSENTIAL,
  deletion_scheduled: ESSENTIAL,
  deletion_done: ESSENTIAL,
  // Subscribe & save: the notice before the store places an order (and takes money) on the customer's behalf, with any
  // price change it will carry, and the news that a renewal could not be placed. Both are owed.
  subscription_reminder: ESSENTIAL,
  subscription_problem: ESSENTIAL,
  // A return's steps: what to send where, and the money going back.
  return_requested: ESSENTIAL,
  return_approved: ESSENTIAL,
  return_declined: ESSENTIAL,
  return_refunded: ESSENTIAL,
};

/** The group whose switch turns this mail off, or null for an essential mail. */
export function preferenceGroupOf(kind: MailKind): MailPreferenceGroup | null {
  const policy = MAIL_KIND_POLICIES[kind];
  return policy.essential ? null : policy.preferenceGroup;
}
