import { describe, expect, it } from 'vitest';
import { REMINDER_WINDOW_MINUTES, UNNAMED_CLIENT, utcClock } from '@common/consultation-reminders';
import { ConsultationRemindersResponse } from '@common/contracts/consultation-reminders';
import type { ConsultationReminder } from '@common/contracts/consultation-reminders';
import { ConsultationResponse, ExpertResponse } from '@common/contracts/experts';
import { registerVisitor, TEST_PASSWORD } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { hashPassword } from '../accounts/password-hash';

const MINUTE_MS = 60_000;

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function customerNamed(displayName: string): Promise<RegisteredVisitor> {
  const visitor = new TestVisitor(app);
  const email = uniqueEmail('reminders');
  const response = await visitor.post('/api/register', { email, password: TEST_PASSWORD, displayName });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { visitor, email, userId: user.id };
}

/** Signs in as the seeded account behind an expert profile (seeded without a password, so the test gives it one). */
async function signInAsExpert(slug: string): Promise<TestVisitor> {
  const expert = await app.db
    .selectFrom('experts')
    .innerJoin('users', 'users.id', 'experts.user_id')
    .select(['users.id', 'users.email'])
    .where('experts.slug', '=', slug)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(TEST_PASSWORD) })
    .where('id', '=', expert.id)
    .execute();
  const visitor = new TestVisitor(app);
  const response = await visitor.post('/api/login', { email: expert.email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return visitor;
}

/**
 * Books the expert's first free slot through the API (every booking rule applies), then moves the booking to start
 * `minutesFromNow` from now: no seeded slot is ever minutes away, and the server's clock is the real one.
 */
async function bookStartingIn(customer: RegisteredVisitor, slug: string, minutesFromNow: number) {
  const profile = ExpertResponse.parse(await (await app.request(`/api/experts/${slug}`)).json()).expert;
  const booked = await customer.visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[0] });
  expect(booked.status).toBe(201);
  const { consultation } = ConsultationResponse.parse(await booked.json());
  const startsAt = new Date(Date.now() + minutesFromNow * MINUTE_MS);
  const startsAtIso = startsAt.toISOString();
  await app.db
    .updateTable('consultations')
    .set({
      starts_at: startsAtIso,
      ends_at: new Date(startsAt.getTime() + profile.sessionMinutes * MINUTE_MS).toISOString(),
      active_slot_key: `${profile.id}@${startsAtIso}`,
    })
    .where('id', '=', consultation.id)
    .execute();
  return { profile, consultationId: consultation.id, startsAt: startsAtIso };
}

async function remindersOf(visitor: TestVisitor): Promise<ConsultationReminder[]> {
  const response = await visitor.get('/api/consultations/reminders');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ConsultationRemindersResponse.parse(await response.json()).reminders;
}

describe('GET /api/consultations/reminders', () => {
  it('announces a booking starting in 8 minutes to its customer and to its expert account, and to nobody else', async () => {
    const customer = await customerNamed('Asha Patel');
    const { profile, consultationId, startsAt } = await bookStartingIn(customer, 'dr-ananya-sharma', 8);

    const forCustomer = await remindersOf(customer.visitor);
    expect(forCustomer).toHaveLength(1);
    const customerReminder = forCustomer[0]!;
    expect(customerReminder).toMatchObject({ bookingId: consultationId, startsAt, side: 'customer', route: '/consultation' });
    // Between 7 and 8 minutes remain by the time the server answers; the text rounds up.
    expect(customerReminder.minutesUntilStart).toBe(8);
    expect(customerReminder.title).toBe('Consultation with Dr. Ananya Sharma starts in 8 minutes');
    expect(customerReminder.body).toContain(`starts at ${utcClock(new Date(startsAt))}`);
    expect(customerReminder.body).toContain(`${profile.sessionMinutes}-minute`);

    const expert = await signInAsExpert('dr-ananya-sharma');
    const forExpert = await remindersOf(expert);
    expect(forExpert).toHaveLength(1);
    expect(forExpert[0]).toMatchObject({
      bookingId: consultationId,
      startsAt,
      side: 'expert',
      minutesUntilStart: 8,
      title: 'Consultation with Asha Patel starts in 8 minutes',
      route: '/partner/doctor-dashboard',
    });

    const stranger = await registerVisitor(app);
    expect(await remindersOf(stranger.visitor)).toEqual([]);
    expect(await remindersOf(await signInAsExpert('meera-iyer'))).toEqual([]);
  });

  it(`announces nothing for a booking starting in 11 minutes, one already started, or a cancelled one`, async () => {
    const customer = await registerVisitor(app);
    await bookStartingIn(customer, 'arjun-mehta', REMINDER_WINDOW_MINUTES + 1);
    await bookStartingIn(customer, 'kavya-rao', -1);
    const cancelled = await bookStartingIn(customer, 'dr-suresh-reddy', 5);
    expect((await customer.visitor.post(`/api/consultations/${cancelled.consultationId}/cancel`)).status).toBe(200);

    expect(await remindersOf(customer.visitor)).toEqual([]);
    for (const slug of ['arjun-mehta', 'kavya-rao', 'dr-suresh-reddy']) {
      expect(await remindersOf(await signInAsExpert(slug)), slug).toEqual([]);
    }
  });

  it('lists every due booking of the customer soonest first, and names a client without a display name neutrally', async () => {
    const customer = await registerVisitor(app);
    const later = await bookStartingIn(customer, 'priya-bansal', 9);
    const sooner = await bookStartingIn(customer, 'rohan-desai', 3);
    const reminders = await remindersOf(customer.visitor);
    expect(reminders.map((reminder) => reminder.bookingId)).toEqual([sooner.consultationId, later.consultationId]);
    expect(reminders.map((reminder) => reminder.minutesUntilStart)).toEqual([3, 9]);

    const [forExpert] = await remindersOf(await signInAsExpert('priya-bansal'));
    expect(forExpert?.title).toBe(`Consultation with ${UNNAMED_CLIENT} starts in 9 minutes`);
    expect(forExpert?.route).toMatch(/^\/partner\/[a-z-]+-dashboard$/);
  });

  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const response = await new TestVisitor(app).get('/api/consultations/reminders');
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is published in the OpenAPI document with its response schema', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.paths['/api/consultations/reminders']?.get).toBeDefined();
    expect(document.components.schemas.ConsultationRemindersResponse).toBeDefined();
  });
});
