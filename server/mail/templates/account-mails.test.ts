import { describe, expect, it } from 'vitest';
import { partnerInvitationMail, passwordResetMail, signInWithProviderMail, welcomeMail } from './account-mails';
import { ORIGIN, TIME_ZONE, UNSUBSCRIBE_TOKEN } from './mail-samples';

const asha = { to: 'asha@example.com', name: 'Asha', publicOrigin: ORIGIN };

describe('welcomeMail', () => {
  const mail = welcomeMail({ ...asha, unsubscribeToken: UNSUBSCRIBE_TOKEN });

  it('welcomes the customer by name and points to the profile, where mails are chosen', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Welcome to Guardians');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain(`Open your profile: ${ORIGIN}/profile`);
    expect(mail.text).toMatch(/switched off there at any time/);
  });

  it('greets without a name when the account has none', () => {
    expect(welcomeMail({ ...asha, name: '  ', unsubscribeToken: UNSUBSCRIBE_TOKEN }).text).toContain('Hello,\n');
  });

  it('carries the news unsubscribe link, since the welcome is not essential', () => {
    expect(mail.text).toContain(`Unsubscribe: ${ORIGIN}/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`);
    expect(mail.text).toContain('news from Guardians is switched on');
  });
});

describe('passwordResetMail', () => {
  const mail = passwordResetMail({ ...asha, token: 'a+b/c=d' });

  it('links to the reset page with the token, encoded as a query value', () => {
    expect(mail.subject).toBe('Reset your Guardians password');
    expect(mail.text).toContain(`Choose a new password: ${ORIGIN}/reset-password?token=a%2Bb%2Fc%3Dd`);
    expect(mail.html).toContain(`href="${ORIGIN}/reset-password?token=a%2Bb%2Fc%3Dd"`);
  });

  it('says how long the link works and that ignoring it leaves the password alone', () => {
    expect(mail.text).toContain('valid for 30 minutes');
    expect(mail.text).toContain('If you did not ask, ignore this mail; your password is unchanged.');
  });
});

describe('partnerInvitationMail', () => {
  const mail = partnerInvitationMail({
    to: 'dr.mehta@example.com',
    publicOrigin: ORIGIN,
    token: 'invite-token',
    invitedBy: 'Priya Nair',
    role: 'doctor',
    expiresAt: '2026-12-02T09:00:00Z',
    timeZone: TIME_ZONE,
  });

  it('says who invited whom to which role, and links to the acceptance page with the token', () => {
    expect(mail.to).toBe('dr.mehta@example.com');
    expect(mail.subject).toContain('Doctor');
    expect(mail.text).toContain('Priya Nair invited you to join Guardians as a partner, with the role Doctor.');
    expect(mail.text).toContain(`Accept the invitation: ${ORIGIN}/partner/accept-invitation?token=invite-token`);
  });

  it("says until when the link works, in the invitee's time zone", () => {
    expect(mail.text).toContain('The link works until Wednesday, 2 December 2026 at 2:30 pm IST.');
  });
});

describe('signInWithProviderMail', () => {
  const mail = signInWithProviderMail({ ...asha, provider: 'Google' });

  it('says the account has no password and how to sign in instead, with no reset link', () => {
    expect(mail.subject).toBe('How to sign in to Guardians');
    expect(mail.text).toContain('Your account signs in with Google, so it has no password to reset.');
    expect(mail.text).toContain(`Go to sign in: ${ORIGIN}/auth-simple`);
    expect(mail.text).not.toContain('reset-password');
  });
});
