// A practitioner's plan shared with a client, by mail (issue 42): sending a plan through a consent mails the client that
// it waits in their profile, naming the practitioner and nothing of the plan; one mail per plan, none for a refused send.
import { describe, expect, it } from 'vitest';
import { CareConsentResponse } from '@common/contracts/care';
import { SendPlanResponse } from '@common/contracts/protocols';
import { readOutbox } from '../../mail/outbox-mailer';
import type { OutboxMail } from '../../mail/outbox-mailer';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct } from '../../test/commerce-helpers';
import { practitionerWithProfile } from '../../test/practitioner-helpers';
import { eventually, TEST_DATABASE_KIND } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { carePlanSharedMailKey } from './plan-sending';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const item = (productId: string) => ({
  productId,
  quantity: 1,
  dose: '1 capsule',
  frequency: 'once a day',
  timing: 'with breakfast',
  durationDays: 30,
  notes: '',
});

async function planMailsTo(email: string): Promise<OutboxMail[]> {
  await eventually(
    async () =>
      (await app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute()).length === 0,
    10_000,
  );
  return (await readOutbox(app.db, { to: email, limit: 10 })).filter((mail) => mail.subject.includes('shared a plan')).reverse();
}

describe(`plan mails on ${TEST_DATABASE_KIND}`, () => {
  it('mails the client once per plan sent, naming the practitioner and not the plan', async () => {
    const product = await insertTestProduct(app, { name: 'Omega Heart Capsules' });
    const doctor = await practitionerWithProfile(app, 'doctor', 'Dr Meera Iyer');
    const client = await registerVisitor(app, { label: 'client' });
    const consent = await client.visitor.post('/api/care/consents', { practitionerId: doctor.expertId, scopes: ['orders'] });
    expect(consent.status).toBe(201);
    CareConsentResponse.parse(await consent.json());

    const sent = await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans`, {
      title: 'Heart month',
      items: [item(product.id)],
      message: 'Start slowly.',
    });
    expect(sent.status).toBe(201);
    const { plan } = SendPlanResponse.parse(await sent.json());

    const mails = await planMailsTo(client.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Dr Meera Iyer shared a plan with you on Guardians']);
    expect(mails[0]!.text).toContain('Dr Meera Iyer (Doctor) shared a plan with you.');
    expect(mails[0]!.text).toContain(`${app.url}/profile`);
    for (const detail of ['Heart month', 'Omega Heart Capsules', 'Start slowly.']) expect(mails[0]!.text).not.toContain(detail);
    const jobs = await app.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', `mail:${carePlanSharedMailKey(plan.id)}`)
      .execute();
    expect(jobs).toHaveLength(1);

    // A second plan is a second event, with its own mail.
    const again = await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans`, { items: [item(product.id)] });
    expect(again.status).toBe(201);
    expect(await planMailsTo(client.email)).toHaveLength(2);
  });

  it('mails nobody when the plan is refused for want of a consent', async () => {
    const product = await insertTestProduct(app);
    const doctor = await practitionerWithProfile(app, 'nutritionist', 'Meera Nutri');
    const stranger = await registerVisitor(app);
    const refused = await doctor.visitor.post(`/api/partner/clients/${stranger.userId}/plans`, { items: [item(product.id)] });
    expect(refused.status).toBe(403);
    expect(await planMailsTo(stranger.email)).toEqual([]);
  });
});
