import { describe, expect, it } from 'vitest';
import { MAIL_KIND_POLICIES, MAIL_KINDS, MAIL_PREFERENCE_GROUP_TEXTS, MAIL_PREFERENCE_GROUPS, MailKind, preferenceGroupOf } from './mail-kinds';

describe('mail kinds', () => {
  it('lets the customer turn off only the welcome (news), the reminders and community replies', () => {
    const optional = MAIL_KINDS.filter((kind) => !MAIL_KIND_POLICIES[kind].essential).map((kind) => [kind, preferenceGroupOf(kind)]);
    expect(optional).toEqual([
      ['welcome', 'news'],
      ['consultation_reminder_24h', 'reminders'],
      ['consultation_reminder_1h', 'reminders'],
      ['care_plan_order_reminder', 'reminders'],
      ['care_plan_check_in', 'reminders'],
      ['lab_kit_sample_reminder', 'reminders'],
      ['community_activity', 'community'],
    ]);
  });

  it('keeps security, order, booking, care and privacy mails essential', () => {
    for (const kind of ['password_reset', 'order_placed', 'consultation_booked', 'lab_result_ready', 'deletion_scheduled'] as const) {
      expect(preferenceGroupOf(kind)).toBeNull();
    }
  });

  it('gives every preference group a label, a description and the reason the footer states, and uses every group', () => {
    for (const group of MAIL_PREFERENCE_GROUPS) {
      const texts = MAIL_PREFERENCE_GROUP_TEXTS[group];
      expect(texts.label && texts.description && texts.reason).toBeTruthy();
      expect(MAIL_KINDS.some((kind) => preferenceGroupOf(kind) === group)).toBe(true);
    }
  });

  it('parses a known kind and refuses an unknown one', () => {
    expect(MailKind.parse('welcome')).toBe('welcome');
    expect(MailKind.safeParse('newsletter').success).toBe(false);
  });
});
