import { describe, expect, it } from 'vitest';
import { dataExportReadyMail, deletionDoneMail, deletionScheduledMail } from './privacy-mails';
import { ORIGIN, TIME_ZONE } from './mail-samples';

const asha = { to: 'asha@example.com', name: 'Asha', publicOrigin: ORIGIN };

describe('dataExportReadyMail', () => {
  const mail = dataExportReadyMail({ ...asha, availableUntil: '2026-11-27T09:00:00Z', timeZone: TIME_ZONE });

  it("links to the profile to download it and says until when it is there, in the customer's zone", () => {
    expect(mail.subject).toBe('Your Guardians data export is ready');
    expect(mail.text).toContain(`Sign in to download your data: ${ORIGIN}/profile`);
    expect(mail.text).toContain('It is available until Friday, 27 November 2026 at 2:30 pm IST.');
  });

  it('tells someone who did not ask for it what to do', () => {
    expect(mail.text).toContain('If you did not ask for this, change your password and write to us at care@guardians.example.');
  });
});

describe('deletionScheduledMail', () => {
  const mail = deletionScheduledMail({ ...asha, deleteAt: '2026-12-09T09:00:00Z', timeZone: TIME_ZONE });

  it('gives the date of the deletion and how to cancel it', () => {
    expect(mail.subject).toBe('Your Guardians account is scheduled for deletion');
    expect(mail.text).toContain('will be deleted on Wednesday, 9 December 2026 at 2:30 pm IST.');
    expect(mail.text).toContain('signing in cancels the deletion');
    expect(mail.text).toContain(`Sign in to keep your account: ${ORIGIN}/profile`);
  });
});

describe('deletionDoneMail', () => {
  const mail = deletionDoneMail(asha);

  it('confirms the deletion and links nowhere, since there is no account to sign in to', () => {
    expect(mail.subject).toBe('Your Guardians account has been deleted');
    expect(mail.text).toContain('your Guardians account and its data have been deleted');
    expect(mail.text).toContain('This is the last mail we send to this address.');
    expect(mail.html).not.toContain('href=');
    expect(mail.text).not.toContain(ORIGIN);
  });
});
