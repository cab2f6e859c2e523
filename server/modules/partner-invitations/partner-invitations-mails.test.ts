// A practitioner's invitation by mail (issue 42): creating the invitation mails its link to the invitee through the job
// queue, naming the administrator and the role; one mail per invitation, and none when the invitation is refused.
import { describe, expect, it } from 'vitest';
import { PartnerInvitationCreated } from '@common/contracts/admin-users';
import { readOutbox } from '../../mail/outbox-mailer';
import type { OutboxMail } from '../../mail/outbox-mailer';
import { formatMailTime } from '../../mail/templates/mail-format';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { eventually, TEST_DATABASE_KIND } from '../../test/test-context';
import { uniqueEmail } from '../../test/test-visitor';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { INVITATION_MAIL_TIME_ZONE, partnerInvitationMailKey } from './partner-invitations.service';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function invite(admin: TestVisitor, email: string, role = 'nutritionist'): Promise<PartnerInvitationCreated> {
  const response = await admin.post('/api/admin/partner-invitations', { email, role });
  expect(response.status).toBe(201);
  return PartnerInvitationCreated.parse(await response.json());
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  await eventually(
    async () =>
      (await app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute()).length === 0,
    10_000,
  );
  return (await readOutbox(app.db, { to: email, limit: 10 })).reverse();
}

describe(`partner invitation mails on ${TEST_DATABASE_KIND}`, () => {
  it("mails the invitee the link the administrator sees, naming who invited them, the role and the link's expiry", async () => {
    const admin = await visitorWithRoles(app, ['admin']);
    await app.db.updateTable('users').set({ display_name: 'Riya Admin' }).where('id', '=', admin.userId).execute();
    const email = uniqueEmail('invitee');
    const { invitation, link } = await invite(admin.visitor, email);

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your invitation to join Guardians as a partner (Nutritionist)']);
    const [mail] = mails;
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Riya Admin invited you to join Guardians as a partner, with the role Nutritionist.');
    expect(mail!.text).toContain(`The link works until ${formatMailTime(invitation.expiresAt, INVITATION_MAIL_TIME_ZONE)}.`);
    const jobs = await app.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', `mail:${partnerInvitationMailKey(invitation.id)}`)
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it('mails each invitation its own link, and nothing for one refused because the address has an account', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const email = uniqueEmail('twice');
    const first = await invite(admin, email, 'doctor');
    const second = await invite(admin, email, 'doctor');
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.text.includes(first.link))).toEqual([true, false]);
    expect(mails.map((mail) => mail.text.includes(second.link))).toEqual([false, true]);

    const customer = await registerVisitor(app);
    const refused = await admin.post('/api/admin/partner-invitations', { email: customer.email, role: 'doctor' });
    expect(refused.status).toBe(409);
    expect((await mailsTo(customer.email)).filter((mail) => mail.subject.startsWith('Your invitation'))).toEqual([]);
  });
});
