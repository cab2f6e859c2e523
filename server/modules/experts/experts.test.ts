import { describe, expect, it, beforeAll } from 'vitest';
import { ConsultationListResponse, ConsultationResponse, EXPERT_PROFESSIONS, ExpertListResponse, ExpertResponse } from '@common/contracts/experts';
import { GUARDIAN_IDS } from '@common/guardians';
import { registerVisitor } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';

const DAY_MS = 24 * 60 * 60 * 1000;

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

// These tests move bookings whatever the hour: the experts' cancellation terms (free until 24 hours before) are
// consultation-payments.test.ts's to test, so here moving is free until a consultation starts.
beforeAll(async () => {
  await app.db.updateTable('experts').set({ free_cancellation_hours: 0 }).execute();
});

async function expert(slug: string): Promise<ExpertResponse['expert']> {
  const response = await app.request(`/api/experts/${slug}`);
  expect(response.status).toBe(200);
  return ExpertResponse.parse(await response.json()).expert;
}

async function readConsultation(response: Response, status = 201): Promise<ConsultationResponse['consultation']> {
  expect(response.status).toBe(status);
  return ConsultationResponse.parse(await response.json()).consultation;
}

/** Each test books a different expert's slots, so tests never compete for one slot by accident. */
async function book(customer: RegisteredVisitor, slug: string, slotIndex = 0) {
  const profile = await expert(slug);
  const startsAt = profile.nextSlots[slotIndex];
  if (!startsAt) throw new Error(`${slug} has no free slot ${slotIndex}`);
  const consultation = await readConsultation(await customer.visitor.post('/api/consultations', { expertId: profile.id, startsAt }));
  return { profile, startsAt, consultation };
}

describe('GET /api/experts', () => {
  it('lists at least ten seeded experts of all four professions, best rated first', async () => {
    const response = await app.request('/api/experts');
    expect(response.status).toBe(200);
    const { experts } = ExpertListResponse.parse(await response.json());
    expect(experts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(experts.map((entry) => entry.profession))).toEqual(new Set(EXPERT_PROFESSIONS));
    expect(new Set(experts.map((entry) => entry.guardianFocus))).toEqual(new Set(GUARDIAN_IDS));
    expect(experts.map((entry) => entry.rating)).toEqual([...experts.map((entry) => entry.rating)].sort((a, b) => b - a));
    for (const entry of experts) {
      expect(entry.rating).toBeGreaterThanOrEqual(4);
      expect(entry.rating).toBeLessThan(5);
      expect(entry.languages.length).toBeGreaterThan(0);
      expect(entry.bio.length).toBeGreaterThan(40);
    }
  });

  it('gives every expert an account holding the role of their profession', async () => {
    const rows = await app.db
      .selectFrom('experts')
      .innerJoin('user_roles', 'user_roles.user_id', 'experts.user_id')
      .select(['experts.profession', 'user_roles.role'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row.role).toBe(row.profession);
  });

  it('filters by profession and guardian focus, and sorts by price', async () => {
    const doctors = ExpertListResponse.parse(await (await app.request('/api/experts?profession=doctor')).json()).experts;
    expect(doctors.length).toBeGreaterThan(0);
    expect(doctors.every((entry) => entry.profession === 'doctor')).toBe(true);
    const biome = ExpertListResponse.parse(await (await app.request('/api/experts?guardian=biome')).json()).experts;
    expect(biome.length).toBeGreaterThan(0);
    expect(biome.every((entry) => entry.guardianFocus === 'biome')).toBe(true);
    const cheapest = ExpertListResponse.parse(await (await app.request('/api/experts?sort=price_asc')).json()).experts;
    expect(cheapest.map((entry) => entry.price)).toEqual([...cheapest.map((entry) => entry.price)].sort((a, b) => a - b));
  });

  it('answers 400 for an unknown profession, guardian or sort', async () => {
    for (const query of ['profession=wizard', 'guardian=zeus', 'sort=random']) {
      expect((await app.request(`/api/experts?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/experts/{slug}', () => {
  it('shows weekly availability and the free slots of the next 14 days in UTC', async () => {
    const profile = await expert('dr-ananya-sharma');
    expect(profile).toMatchObject({ name: 'Dr. Ananya Sharma', profession: 'doctor', guardianFocus: 'angio', sessionMinutes: 30 });
    expect(profile.weeklyAvailability).toContainEqual({ weekday: 1, start: '03:30', end: '07:30' });
    expect(profile.nextSlots.length).toBeGreaterThan(20);
    const now = Date.now();
    for (const slot of profile.nextSlots) {
      const start = new Date(slot);
      expect(slot).toBe(start.toISOString());
      expect(start.getTime()).toBeGreaterThan(now - 1000);
      expect(start.getTime()).toBeLessThan(now + 14 * DAY_MS + 1000);
      expect([1, 2, 3, 4, 5]).toContain(start.getUTCDay());
    }
    expect(profile.nextSlots).toEqual([...profile.nextSlots].sort());
  });

  it('answers 404 EXPERT_NOT_FOUND for an unknown slug', async () => {
    const response = await app.request('/api/experts/dr-nobody');
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'EXPERT_NOT_FOUND' });
  });
});

describe('POST /api/consultations', () => {
  it("books a free slot, which then leaves the expert's free slots and shows in the customer's list", async () => {
    const customer = await registerVisitor(app);
    const { profile, startsAt, consultation } = await book(customer, 'meera-iyer');
    expect(consultation).toMatchObject({
      status: 'booked',
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
      price: profile.price,
      currency: 'INR',
      expert: { id: profile.id, slug: 'meera-iyer', name: 'Meera Iyer', profession: 'nutritionist' },
      cancelledAt: null,
    });
    expect((await expert('meera-iyer')).nextSlots).not.toContain(startsAt);
    const row = await app.db.selectFrom('consultations').selectAll().where('id', '=', consultation.id).executeTakeFirstOrThrow();
    const expertRow = await app.db.selectFrom('experts').select('user_id').where('id', '=', profile.id).executeTakeFirstOrThrow();
    expect(row.expert_user_id).toBe(expertRow.user_id);

    const list = ConsultationListResponse.parse(await (await customer.visitor.get('/api/consultations')).json()).consultations;
    expect(list.map((entry) => entry.id)).toEqual([consultation.id]);
  });

  it('gives a slot to exactly one of two customers booking it at the same moment: 201 and 409 SLOT_TAKEN', async () => {
    const [first, second] = await Promise.all([registerVisitor(app), registerVisitor(app)]);
    const profile = await expert('arjun-mehta');
    const startsAt = profile.nextSlots[0];
    const responses = await Promise.all([first!, second!].map(({ visitor }) => visitor.post('/api/consultations', { expertId: profile.id, startsAt })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect(await readErrorBody(loser)).toMatchObject({ code: 'SLOT_TAKEN' });
    await responses.find((response) => response.status === 201)!.arrayBuffer();
    const rows = await app.db.selectFrom('consultations').select('id').where('expert_id', '=', profile.id).where('status', '=', 'booked').execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts the same instant written with another offset, and refuses it as taken', async () => {
    const first = await registerVisitor(app);
    const second = await registerVisitor(app);
    const { profile, startsAt } = await book(first, 'kavya-rao');
    const inIndia = new Date(Date.parse(startsAt) + 330 * 60_000).toISOString().replace('.000Z', '+05:30');
    const response = await second.visitor.post('/api/consultations', { expertId: profile.id, startsAt: inIndia });
    expect(response.status).toBe(409);
    expect(await readErrorBody(response)).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('answers 400 SLOT_UNAVAILABLE off the slot grid or beyond the booking horizon, and SLOT_IN_PAST for a past slot', async () => {
    const customer = await registerVisitor(app);
    const profile = await expert('dr-suresh-reddy');
    const first = Date.parse(profile.nextSlots[0]!);
    const cases: [string, number, string][] = [
      ['a minute after a slot start', first + 60_000, 'SLOT_UNAVAILABLE'],
      ['nine weeks ahead', first + 63 * DAY_MS, 'SLOT_UNAVAILABLE'],
      ['two weeks ago', first - 14 * DAY_MS, 'SLOT_IN_PAST'],
    ];
    for (const [label, time, code] of cases) {
      const response = await customer.visitor.post('/api/consultations', { expertId: profile.id, startsAt: new Date(time).toISOString() });
      expect(response.status, label).toBe(400);
      expect(await readErrorBody(response), label).toMatchObject({ code });
    }
  });

  it('answers 404 EXPERT_NOT_FOUND for an unknown expert, 400 for a malformed time, 401 when signed out', async () => {
    const customer = await registerVisitor(app);
    const unknown = await customer.visitor.post('/api/consultations', { expertId: 'nobody', startsAt: new Date(Date.now() + DAY_MS).toISOString() });
    expect(unknown.status).toBe(404);
    expect(await readErrorBody(unknown)).toMatchObject({ code: 'EXPERT_NOT_FOUND' });
    const profile = await expert('rohan-desai');
    expect((await customer.visitor.post('/api/consultations', { expertId: profile.id, startsAt: 'next tuesday' })).status).toBe(400);
    expect((await new TestVisitor(app).post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[0] })).status).toBe(401);
  });
});

describe('cancel and reschedule', () => {
  it('lets the customer cancel, which frees the slot for someone else; cancelling again answers the same booking', async () => {
    const customer = await registerVisitor(app);
    const other = await registerVisitor(app);
    const { profile, startsAt, consultation } = await book(customer, 'priya-bansal');
    const cancelled = await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200);
    expect(cancelled).toMatchObject({ id: consultation.id, status: 'cancelled' });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200)).toEqual(cancelled);
    expect((await expert('priya-bansal')).nextSlots).toContain(startsAt);
    await readConsultation(await other.visitor.post('/api/consultations', { expertId: profile.id, startsAt }));
  });

  it('moves a booking to another free slot and frees the old one', async () => {
    const customer = await registerVisitor(app);
    const { startsAt, consultation } = await book(customer, 'vaidya-lakshmi-nair');
    const target = (await expert('vaidya-lakshmi-nair')).nextSlots[3]!;
    const moved = await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/reschedule`, { startsAt: target }), 200);
    expect(moved).toMatchObject({ id: consultation.id, status: 'booked', startsAt: target });
    const slots = (await expert('vaidya-lakshmi-nair')).nextSlots;
    expect(slots).toContain(startsAt);
    expect(slots).not.toContain(target);
  });

  it('refuses to move a booking onto a taken slot (409 SLOT_TAKEN) or to move a cancelled one (409 CONSULTATION_CANCELLED)', async () => {
    const first = await registerVisitor(app);
    const second = await registerVisitor(app);
    const taken = await book(first, 'sana-qureshi', 0);
    const mine = await book(second, 'sana-qureshi', 1);
    const onto = await second.visitor.post(`/api/consultations/${mine.consultation.id}/reschedule`, { startsAt: taken.startsAt });
    expect(onto.status).toBe(409);
    expect(await readErrorBody(onto)).toMatchObject({ code: 'SLOT_TAKEN' });

    await readConsultation(await second.visitor.post(`/api/consultations/${mine.consultation.id}/cancel`), 200);
    const free = (await expert('sana-qureshi')).nextSlots[4]!;
    const cancelled = await second.visitor.post(`/api/consultations/${mine.consultation.id}/reschedule`, { startsAt: free });
    expect(cancelled.status).toBe(409);
    expect(await readErrorBody(cancelled)).toMatchObject({ code: 'CONSULTATION_CANCELLED' });
  });

  it("answers 403 NOT_CONSULTATION_OWNER for someone else's booking and 404 for an unknown one", async () => {
    const owner = await registerVisitor(app);
    const stranger = await registerVisitor(app);
    const { consultation } = await book(owner, 'vaidya-ravi-kulkarni');
    const free = (await expert('vaidya-ravi-kulkarni')).nextSlots[2]!;
    const cancel = await stranger.visitor.post(`/api/consultations/${consultation.id}/cancel`);
    expect(cancel.status).toBe(403);
    expect(await readErrorBody(cancel)).toMatchObject({ code: 'NOT_CONSULTATION_OWNER' });
    const reschedule = await stranger.visitor.post(`/api/consultations/${consultation.id}/reschedule`, { startsAt: free });
    expect(reschedule.status).toBe(403);
    expect(ConsultationListResponse.parse(await (await stranger.visitor.get('/api/consultations')).json()).consultations).toEqual([]);
    expect((await owner.visitor.get('/api/consultations')).status).toBe(200);

    for (const action of ['cancel', 'reschedule']) {
      const response = await owner.visitor.post(`/api/consultations/no-such-booking/${action}`, action === 'reschedule' ? { startsAt: free } : undefined);
      expect(response.status, action).toBe(404);
      expect(await readErrorBody(response)).toMatchObject({ code: 'CONSULTATION_NOT_FOUND' });
    }
    const row = await app.db.selectFrom('consultations').select('status').where('id', '=', consultation.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
  });

  it('answers 409 CONSULTATION_PAST for a consultation that has already started', async () => {
    const customer = await registerVisitor(app);
    const { consultation } = await book(customer, 'vaidya-harish-joshi');
    const past = new Date(Date.now() - DAY_MS).toISOString();
    await app.db.updateTable('consultations').set({ starts_at: past, active_slot_key: null }).where('id', '=', consultation.id).execute();
    const response = await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`);
    expect(response.status).toBe(409);
    expect(await readErrorBody(response)).toMatchObject({ code: 'CONSULTATION_PAST' });
  });
});

describe('GET /api/consultations/{id}/calendar.ics', () => {
  it('gives the customer an iCalendar file of the booking in UTC, which says CANCELLED once it is cancelled', async () => {
    const customer = await registerVisitor(app);
    const { profile, consultation } = await book(customer, 'dr-farah-khan', 2);
    const response = await customer.visitor.get(`/api/consultations/${consultation.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="?guardians-consultation-${consultation.startsAt.slice(0, 10)}\\.ics"?$`),
    );
    const text = await response.text();
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:consultation-${consultation.id}@guardians`);
    expect(text).toContain(`DTSTART:${utc(consultation.startsAt)}`);
    expect(text).toContain(`DTEND:${utc(consultation.endsAt)}`);
    expect(text).toContain(`SUMMARY:Guardians consultation with ${profile.name}`);
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text.trimEnd()).toMatch(/END:VCALENDAR$/);

    await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200);
    expect(await (await customer.visitor.get(`/api/consultations/${consultation.id}/calendar.ics`)).text()).toContain('STATUS:CANCELLED');
  });

  it("answers 401 signed out, 403 NOT_CONSULTATION_OWNER for someone else's booking and 404 for an unknown one", async () => {
    const owner = await registerVisitor(app);
    const stranger = await registerVisitor(app);
    const { consultation } = await book(owner, 'dr-farah-khan', 5);
    expect((await app.request(`/api/consultations/${consultation.id}/calendar.ics`)).status).toBe(401);
    const foreign = await stranger.visitor.get(`/api/consultations/${consultation.id}/calendar.ics`);
    expect(foreign.status).toBe(403);
    expect(await readErrorBody(foreign)).toMatchObject({ code: 'NOT_CONSULTATION_OWNER' });
    const unknown = await owner.visitor.get('/api/consultations/no-such-booking/calendar.ics');
    expect(unknown.status).toBe(404);
    expect(await readErrorBody(unknown)).toMatchObject({ code: 'CONSULTATION_NOT_FOUND' });
  });
});
