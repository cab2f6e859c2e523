// A practitioner's plan shared with a client, by mail (issue 42): sending a plan through a consent mails the client that
// it waits in their profile, naming the practitioner and nothing of the plan; one mail per plan, none for a refused send.
// Its reminders: jobs queued for day 3 and day 7, mailing only while the plan still needs them.
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
import { recordingMailDeps, runJob } from '../../test/recording-queue';
import { CARE_PLAN_REMINDER_JOB, carePlanReminderKey, PlanReminders } from './plan-reminders';
import type { CarePlanReminder } from './plan-reminders';
import { carePlanSharedMailKey } from './plan-sending';
import { PlanViews } from './plan-views';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** A plan sent to a consenting client, as the API sends one. */
async function sentPlan(practitionerName: string) {
  const product = await insertTestProduct(app);
  const doctor = await practitionerWithProfile(app, 'nutritionist', practitionerName);
  const client = await registerVisitor(app);
  expect((await client.visitor.post('/api/care/consents', { practitionerId: doctor.expertId, scopes: ['orders'] })).status).toBe(201);
  const sent = await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans`, { items: [item(product.id)] });
  expect(sent.status).toBe(201);
  return { client, plan: SendPlanResponse.parse(await sent.json()).plan };
}

describe(`a plan's reminder mails on ${TEST_DATABASE_KIND}`, () => {
  it('are queued for day 3 and day 7 when the plan is sent, and the day-3 one mails the client when it comes due', async () => {
    const { client, plan } = await sentPlan('Nisha Rao');
    const jobs = await app.db
      .selectFrom('jobs')
      .select(['dedupe_key', 'run_at'])
      .where('dedupe_key', 'in', [carePlanReminderKey(plan.id, 'order_reminder'), carePlanReminderKey(plan.id, 'check_in')])
      .orderBy('run_at')
      .execute();
    const sentAt = Date.parse(plan.sentAt);
    expect(jobs.map((job) => [job.dedupe_key, Math.round((Date.parse(job.run_at) - sentAt) / DAY_MS)])).toEqual([
      [carePlanReminderKey(plan.id, 'order_reminder'), 3],
      [carePlanReminderKey(plan.id, 'check_in'), 7],
    ]);

    // As if the clock had reached day 3.
    await app.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1_000).toISOString() })
      .where('dedupe_key', '=', carePlanReminderKey(plan.id, 'order_reminder'))
      .execute();
    await eventually(async () => (await readOutbox(app.db, { to: client.email, limit: 10 })).some((mail) => mail.subject.includes('is waiting')), 10_000);
    const reminder = (await readOutbox(app.db, { to: client.email, limit: 10 })).find((mail) => mail.subject.includes('is waiting'));
    expect(reminder?.subject).toBe('Your plan from Nisha Rao is waiting');
    expect(reminder?.text).toMatch(new RegExp(`${app.url}/unsubscribe\\?token=[A-Za-z0-9_-]+`));
  });

  /** The reminder job's handler over the test database, recording the mails it asks for. */
  function reminders(options: { wants?: boolean } = {}) {
    const { mails, queue, deps } = recordingMailDeps(app.db, options);
    const views = new PlanViews({ db: app.db, currency: 'INR', now: () => new Date() });
    new PlanReminders({ ...deps, views });
    return { mails, run: (reminder: CarePlanReminder) => runJob(queue, CARE_PLAN_REMINDER_JOB, reminder) };
  }

  const origin = 'https://shop.example';

  it('mails each kind with its own key and the unsubscribe link of the reminders', async () => {
    const { client, plan } = await sentPlan('Arun Pillai');
    const { mails, run } = reminders();
    await run({ planId: plan.id, customerId: client.userId, kind: 'order_reminder', origin });
    await run({ planId: plan.id, customerId: client.userId, kind: 'check_in', origin });
    expect(mails.map((mail) => [mail.key, mail.message.to, mail.message.subject])).toEqual([
      [carePlanReminderKey(plan.id, 'order_reminder'), client.email, 'Your plan from Arun Pillai is waiting'],
      [carePlanReminderKey(plan.id, 'check_in'), client.email, 'How is your plan going?'],
    ]);
    expect(mails[0]!.message.text).toContain(`${origin}/unsubscribe?token=token-reminders-${client.userId}`);
  });

  it('sends no order reminder for an ordered plan, and no check-in once it is answered', async () => {
    const { client, plan } = await sentPlan('Leela Menon');
    const at = new Date().toISOString();
    await app.db.updateTable('care_plans').set({ ordered_at: at, check_in_at: at, check_in_score: 4 }).where('id', '=', plan.id).execute();
    const { mails, run } = reminders();
    await run({ planId: plan.id, customerId: client.userId, kind: 'order_reminder', origin });
    await run({ planId: plan.id, customerId: client.userId, kind: 'check_in', origin });
    expect(mails).toEqual([]);
  });

  it('sends nothing to a client who switched reminders off, nor for a plan that is gone', async () => {
    const { client, plan } = await sentPlan('Farid Shaikh');
    const off = reminders({ wants: false });
    await off.run({ planId: plan.id, customerId: client.userId, kind: 'order_reminder', origin });
    expect(off.mails).toEqual([]);
    const on = reminders();
    await on.run({ planId: 'no-such-plan', customerId: client.userId, kind: 'check_in', origin });
    expect(on.mails).toEqual([]);
  });
});
