// The practitioner's practice (issue 15): availability in their own time zone, time off, the day's consultations
// and chart notes private to their author.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConsultationListResponse, ConsultationResponse, ExpertResponse } from '@common/contracts/experts';
import {
  ChartNoteListResponse,
  ChartNoteResponse,
  PracticeAvailabilityResponse,
  PracticeConsultationResponse,
  PracticeDayResponse,
} from '@common/contracts/practice';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { expectPractitionersOnly, practitionerWithProfile } from '../../test/practitioner-helpers';
import type { TestPractitioner } from '../../test/practitioner-helpers';
import { readErrorBody, readValidationIssues } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const HOUR_MS = 3_600_000;

function send(visitor: TestVisitor, method: string, path: string, body?: unknown): Promise<Response> {
  return visitor.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

async function setHours(doctor: TestPractitioner, request: Record<string, unknown>) {
  const response = await send(doctor.visitor, 'PUT', '/api/partner/availability', request);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return PracticeAvailabilityResponse.parse(await response.json()).availability;
}

/** The local wall time of an instant in a zone, as HH:MM. */
function wallClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** A consultation row with the practitioner, starting `startOffsetMs` from now. */
async function consultation(doctor: TestPractitioner, customerId: string, startOffsetMs: number, status = 'booked'): Promise<string> {
  const id = randomUUID();
  const startsAt = new Date(Date.now() + startOffsetMs);
  const now = new Date().toISOString();
  await app.db
    .insertInto('consultations')
    .values({
      id,
      expert_id: doctor.expertId,
      expert_user_id: doctor.userId,
      customer_user_id: customerId,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      status,
      active_slot_key: status === 'booked' ? `${doctor.expertId}@${startsAt.toISOString()}` : null,
      price: 50000,
      currency: 'INR',
      notes: 'My energy is low in the afternoons.',
      created_at: now,
      updated_at: now,
      cancelled_at: status === 'cancelled' ? now : null,
    })
    .execute();
  return id;
}

describe('who may use the practice endpoints', () => {
  it('only practitioners: 401 signed out, 403 FORBIDDEN to customers, labs, brand partners and staff', async () => {
    await expectPractitionersOnly(app, [
      ['GET', '/api/partner/availability'],
      ['PUT', '/api/partner/availability', { timeZone: 'UTC', sessionMinutes: 30, bufferMinutes: 0, weekly: [] }],
      ['PUT', '/api/partner/meeting-link', { template: null }],
      ['PUT', '/api/partner/consultation-terms', { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 }],
      ['POST', '/api/partner/time-off', { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z' }],
      ['DELETE', '/api/partner/time-off/some-id'],
      ['GET', '/api/partner/consultations'],
      ['PATCH', '/api/partner/consultations/some-id', { joinUrl: null }],
      ['GET', '/api/partner/consultations/some-id/notes'],
      ['POST', '/api/partner/consultations/some-id/notes', { body: 'x' }],
      ['PUT', '/api/partner/notes/some-id', { body: 'x' }],
      ['POST', '/api/partner/notes/some-id/sign'],
      ['POST', '/api/partner/notes/some-id/addenda', { body: 'x' }],
    ]);
  });

  it('answers 404 PRACTICE_PROFILE_MISSING to a practitioner without an expert profile', async () => {
    const { visitor } = await visitorWithRoles(app, ['nutritionist']);
    const response = await visitor.get('/api/partner/availability');
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PRACTICE_PROFILE_MISSING' });
  });
});

describe('availability', () => {
  it('offers slots at the local hours of the chosen zone, with the buffer between them, and customers see the same', async () => {
    const doctor = await practitionerWithProfile(app, 'doctor', 'Dr London', 45);
    const availability = await setHours(doctor, {
      timeZone: 'Europe/London',
      sessionMinutes: 45,
      bufferMinutes: 15,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
    });
    expect(availability).toMatchObject({ timeZone: 'Europe/London', sessionMinutes: 45, bufferMinutes: 15 });
    expect(availability.weekly).toHaveLength(7);
    // Every slot is 09:00 or 10:00 London time, whatever the season; none in the past; 11:00 would overrun.
    expect(availability.nextSlots.length).toBeGreaterThanOrEqual(26);
    expect(new Set(availability.nextSlots.map((slot) => wallClock(slot, 'Europe/London')))).toEqual(new Set(['09:00', '10:00']));
    expect(availability.nextSlots.every((slot) => Date.parse(slot) > Date.now())).toBe(true);

    const slug = (await app.db.selectFrom('experts').select('slug').where('id', '=', doctor.expertId).executeTakeFirstOrThrow()).slug;
    const detail = ExpertResponse.parse(await (await new TestVisitor(app).get(`/api/experts/${slug}`)).json()).expert;
    expect(detail.timeZone).toBe('Europe/London');
    expect(detail.nextSlots).toEqual(availability.nextSlots);
    expect(detail.weeklyAvailability[0]).toEqual({ weekday: 0, start: '09:00', end: '11:00' });
  });

  it('books only slots of the current hours: the old grid is refused after a change, the new one accepted', async () => {
    const doctor = await practitionerWithProfile(app, 'doctor', 'Dr Kolkata');
    await setHours(doctor, {
      timeZone: 'Asia/Kolkata',
      sessionMinutes: 30,
      bufferMinutes: 0,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
    });
    const later = await setHours(doctor, {
      timeZone: 'Asia/Kolkata',
      sessionMinutes: 60,
      bufferMinutes: 0,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '14:00', end: '16:00' })),
    });
    const { visitor: customer } = await registerVisitor(app);
    const tomorrowTen = later.nextSlots.map((slot) => new Date(Date.parse(slot) - 4 * HOUR_MS).toISOString())[2];
    const refused = await customer.post('/api/consultations', { expertId: doctor.expertId, startsAt: tomorrowTen });
    expect(refused.status).toBe(400);
    expect(await readErrorBody(refused)).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect((await customer.post('/api/consultations', { expertId: doctor.expertId, startsAt: later.nextSlots[2] })).status).toBe(201);
    const after = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json()).availability;
    expect(after.nextSlots).not.toContain(later.nextSlots[2]);
  });

  it('takes time off out of the offered slots and gives them back when it is removed', async () => {
    const doctor = await practitionerWithProfile(app);
    const before = await setHours(doctor, {
      timeZone: 'UTC',
      sessionMinutes: 30,
      bufferMinutes: 0,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
    });
    // A day's first slot well inside the fourteen-day window, so the clock moving on during the test changes nothing.
    const slot = before.nextSlots.find((start) => start.endsWith('T08:00:00.000Z') && Date.parse(start) > Date.now() + 24 * HOUR_MS) ?? '';
    const halfPast = new Date(Date.parse(slot) + HOUR_MS / 2).toISOString();
    const afterTimeOff = new Date(Date.parse(slot) + HOUR_MS).toISOString();
    const dayBefore = new Date(Date.parse(slot) - 24 * HOUR_MS + 3.5 * HOUR_MS).toISOString();
    expect(before.nextSlots).toEqual(expect.arrayContaining([slot, halfPast, afterTimeOff, dayBefore]));
    const added = await doctor.visitor.post('/api/partner/time-off', {
      startsAt: slot,
      endsAt: new Date(Date.parse(slot) + HOUR_MS).toISOString(),
      reason: 'Conference',
    });
    expect(added.status).toBe(201);
    const { timeOff } = (await added.json()) as { timeOff: { id: string } };
    const during = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json()).availability;
    expect(during.nextSlots).not.toContain(slot);
    expect(during.nextSlots).not.toContain(halfPast);
    expect(during.nextSlots).toEqual(expect.arrayContaining([afterTimeOff, dayBefore]));
    expect(during.timeOff).toEqual([expect.objectContaining({ id: timeOff.id, reason: 'Conference' })]);
    const { visitor: customer } = await registerVisitor(app);
    expect((await customer.post('/api/consultations', { expertId: doctor.expertId, startsAt: slot })).status).toBe(400);

    expect((await send(doctor.visitor, 'DELETE', `/api/partner/time-off/${timeOff.id}`)).status).toBe(204);
    expect((await send(doctor.visitor, 'DELETE', `/api/partner/time-off/${timeOff.id}`)).status).toBe(404);
    const restored = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json()).availability;
    expect(restored.nextSlots).toEqual(expect.arrayContaining([slot, halfPast]));
    expect(restored.timeOff).toEqual([]);
    const other = await practitionerWithProfile(app);
    const again = await doctor.visitor.post('/api/partner/time-off', { startsAt: slot, endsAt: new Date(Date.parse(slot) + HOUR_MS).toISOString() });
    const { timeOff: second } = (await again.json()) as { timeOff: { id: string } };
    expect((await send(other.visitor, 'DELETE', `/api/partner/time-off/${second.id}`)).status).toBe(404);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons', sessionMinutes: 30, bufferMinutes: 0, weekly: [] }],
    [{ timeZone: 'UTC', sessionMinutes: 5, bufferMinutes: 0, weekly: [] }],
    [{ timeZone: 'UTC', sessionMinutes: 30, bufferMinutes: 90, weekly: [] }],
    [{ timeZone: 'UTC', sessionMinutes: 30, bufferMinutes: 0, weekly: [{ weekday: 1, start: '12:00', end: '09:00' }] }],
    [
      {
        timeZone: 'UTC',
        sessionMinutes: 30,
        bufferMinutes: 0,
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
      },
    ],
    [{ timeZone: 'UTC', sessionMinutes: 30, bufferMinutes: 0, weekly: [{ weekday: 7, start: '09:00', end: '12:00' }] }],
    [{ timeZone: 'UTC', sessionMinutes: 30, bufferMinutes: 0, weekly: [{ weekday: 1, start: '25:00', end: '26:00' }] }],
  ])('refuses %j with 400 VALIDATION_FAILED and keeps the hours it had', async (request) => {
    const doctor = await practitionerWithProfile(app);
    const kept = await setHours(doctor, { timeZone: 'UTC', sessionMinutes: 30, bufferMinutes: 0, weekly: [{ weekday: 2, start: '09:00', end: '10:00' }] });
    const response = await send(doctor.visitor, 'PUT', '/api/partner/availability', request);
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const after = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json()).availability;
    expect(after.weekly).toEqual(kept.weekly);
  });

  it('refuses time off that is already over or ends before it starts', async () => {
    const doctor = await practitionerWithProfile(app);
    for (const body of [
      { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-02T00:00:00Z' },
      { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-06-01T00:00:00Z' },
    ]) {
      const response = await doctor.visitor.post('/api/partner/time-off', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe("the day's consultations", () => {
  it("lists one local day in the practitioner's zone, with the client's name and notes, and only their own", async () => {
    const doctor = await practitionerWithProfile(app);
    await setHours(doctor, { timeZone: 'Pacific/Kiritimati', sessionMinutes: 30, bufferMinutes: 0, weekly: [] });
    const client = await registerVisitor(app, { label: 'client' });
    const id = await consultation(doctor, client.userId, 10 * 60_000);
    const other = await practitionerWithProfile(app);
    await consultation(other, client.userId, 10 * 60_000);

    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date(Date.now() + 10 * 60_000));
    const response = await doctor.visitor.get(`/api/partner/consultations?date=${localToday}`);
    expect(response.status).toBe(200);
    const day = PracticeDayResponse.parse(await response.json());
    expect(day).toMatchObject({ date: localToday, timeZone: 'Pacific/Kiritimati' });
    expect(day.consultations.map((entry) => entry.id)).toEqual([id]);
    expect(day.consultations[0]).toMatchObject({ status: 'booked', clientNotes: 'My energy is low in the afternoons.', joinUrl: null, noteCount: 0 });
    expect((await doctor.visitor.get('/api/partner/consultations?date=2026-13-01')).status).toBe(400);
  });

  it('sets an https join link, and records the outcome only once the consultation has started', async () => {
    const doctor = await practitionerWithProfile(app);
    const client = await registerVisitor(app);
    const upcoming = await consultation(doctor, client.userId, HOUR_MS);
    const started = await consultation(doctor, client.userId, -10 * 60_000);
    const cancelled = await consultation(doctor, client.userId, 2 * HOUR_MS, 'cancelled');

    const linked = await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${upcoming}`, { joinUrl: 'https://meet.example.org/abc' });
    expect(linked.status).toBe(200);
    expect(PracticeConsultationResponse.parse(await linked.json()).consultation.joinUrl).toBe('https://meet.example.org/abc');
    expect((await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${upcoming}`, { joinUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${upcoming}`, {})).status).toBe(400);

    const early = await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${upcoming}`, { outcome: 'completed' });
    expect(early.status).toBe(409);
    expect(await readErrorBody(early)).toMatchObject({ code: 'CONSULTATION_NOT_STARTED' });
    const done = await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${started}`, { outcome: 'no_show' });
    expect(PracticeConsultationResponse.parse(await done.json()).consultation.status).toBe('no_show');
    expect(await readErrorBody(await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${cancelled}`, { joinUrl: null }))).toMatchObject({
      code: 'CONSULTATION_CANCELLED',
    });

    // The customer sees the outcome on their own list.
    const mine = (await (await client.visitor.get('/api/consultations')).json()) as { consultations: { id: string; status: string }[] };
    expect(mine.consultations.find((entry) => entry.id === started)?.status).toBe('no_show');

    const stranger = await practitionerWithProfile(app);
    expect((await send(stranger.visitor, 'PATCH', `/api/partner/consultations/${upcoming}`, { joinUrl: null })).status).toBe(404);
  });
});

describe('chart notes', () => {
  it('are drafts until signed, then locked and changed only by dated addenda, and private to their author', async () => {
    const doctor = await practitionerWithProfile(app);
    const client = await registerVisitor(app);
    const id = await consultation(doctor, client.userId, -HOUR_MS);

    const created = await doctor.visitor.post(`/api/partner/consultations/${id}/notes`, { body: 'Discussed sleep and sunlight.' });
    expect(created.status).toBe(201);
    const note = ChartNoteResponse.parse(await created.json()).note;
    expect(note.signedAt).toBeNull();
    const edited = await send(doctor.visitor, 'PUT', `/api/partner/notes/${note.id}`, { body: 'Discussed sleep, sunlight and diet.' });
    expect(ChartNoteResponse.parse(await edited.json()).note.body).toBe('Discussed sleep, sunlight and diet.');
    const draftAddendum = await doctor.visitor.post(`/api/partner/notes/${note.id}/addenda`, { body: 'Too early.' });
    expect(await readErrorBody(draftAddendum)).toMatchObject({ code: 'NOTE_NOT_SIGNED' });

    const signed = ChartNoteResponse.parse(await (await doctor.visitor.post(`/api/partner/notes/${note.id}/sign`)).json()).note;
    expect(signed.signedAt).not.toBeNull();
    const resigned = ChartNoteResponse.parse(await (await doctor.visitor.post(`/api/partner/notes/${note.id}/sign`)).json()).note;
    expect(resigned.signedAt).toBe(signed.signedAt);
    const locked = await send(doctor.visitor, 'PUT', `/api/partner/notes/${note.id}`, { body: 'Rewritten history.' });
    expect(locked.status).toBe(409);
    expect(await readErrorBody(locked)).toMatchObject({ code: 'NOTE_SIGNED' });
    expect((await doctor.visitor.post(`/api/partner/notes/${note.id}/addenda`, { body: 'Client called: sleeping better.' })).status).toBe(201);

    const notes = ChartNoteListResponse.parse(await (await doctor.visitor.get(`/api/partner/consultations/${id}/notes`)).json()).notes;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      body: 'Discussed sleep, sunlight and diet.',
      addenda: [expect.objectContaining({ body: 'Client called: sleeping better.' })],
    });
    // The profile's zone is UTC: the consultation's day there is its UTC date.
    const startedOn = new Date(Date.now() - HOUR_MS).toISOString().slice(0, 10);
    const day = PracticeDayResponse.parse(await (await doctor.visitor.get(`/api/partner/consultations?date=${startedOn}`)).json());
    expect(day.consultations.find((entry) => entry.id === id)?.noteCount).toBe(1);

    // Another practitioner — even one the same client consults — sees neither the consultation's notes nor the note.
    const colleague = await practitionerWithProfile(app);
    expect((await colleague.visitor.get(`/api/partner/consultations/${id}/notes`)).status).toBe(404);
    expect((await send(colleague.visitor, 'PUT', `/api/partner/notes/${note.id}`, { body: 'x' })).status).toBe(404);
    expect((await colleague.visitor.post(`/api/partner/notes/${note.id}/addenda`, { body: 'x' })).status).toBe(404);
    expect((await doctor.visitor.post(`/api/partner/consultations/${id}/notes`, { body: '   ' })).status).toBe(400);
  });
});

describe('consultation terms', () => {
  it("sets the practice's terms, which its page states and its bookings follow; out-of-range values are refused", async () => {
    const doctor = await practitionerWithProfile(app, 'doctor', 'Dr Terms');
    const before = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json()).availability;
    expect(before.terms).toEqual({ payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 });
    const saved = await send(doctor.visitor, 'PUT', '/api/partner/consultation-terms', {
      payAtVisit: false,
      freeCancellationHours: 48,
      lateCancellationFeePercent: 25,
    });
    expect(saved.status).toBe(200);
    expect(PracticeAvailabilityResponse.parse(await saved.json()).availability.terms).toEqual({
      payAtVisit: false,
      freeCancellationHours: 48,
      lateCancellationFeePercent: 25,
    });
    const experts = (await (await app.request('/api/experts')).json()) as { experts: { id: string; policy: unknown }[] };
    expect(experts.experts.find((expert) => expert.id === doctor.expertId)?.policy).toEqual({
      payAtVisit: false,
      freeCancellationHours: 48,
      lateCancellationFeePercent: 25,
    });
    // Paying at the visit is now refused for this practice (Razorpay is not configured here, so nothing else is open).
    const { visitor: customer } = await registerVisitor(app);
    // The way of paying is checked before the time, so any well-formed time shows it.
    const refused = await customer.post('/api/consultations', {
      expertId: doctor.expertId,
      startsAt: '2030-01-07T09:00:00.000Z',
      paymentMethod: 'pay_at_visit',
    });
    expect((await readErrorBody(refused)).code).toBe('PAY_AT_VISIT_UNAVAILABLE');
    for (const bad of [
      { payAtVisit: true, freeCancellationHours: 200, lateCancellationFeePercent: 50 },
      { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 101 },
      { payAtVisit: 'yes', freeCancellationHours: 24, lateCancellationFeePercent: 50 },
    ]) {
      const response = await send(doctor.visitor, 'PUT', '/api/partner/consultation-terms', bad);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('meeting link template', () => {
  const JITSI = 'https://meet.jit.si/guardians-{consultationId}';

  async function setTemplate(doctor: TestPractitioner, template: string | null) {
    const response = await send(doctor.visitor, 'PUT', '/api/partner/meeting-link', { template });
    expect(response.status, await response.clone().text()).toBe(200);
    return PracticeAvailabilityResponse.parse(await response.json()).availability;
  }

  async function bookFirstFree(doctor: TestPractitioner, customer: TestVisitor, index: number) {
    const { availability } = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json());
    const response = await customer.post('/api/consultations', { expertId: doctor.expertId, startsAt: availability.nextSlots[index] });
    expect(response.status, await response.clone().text()).toBe(201);
    return ConsultationResponse.parse(await response.json()).consultation;
  }

  /** The calendar file's text with RFC 5545's folded lines joined again. */
  async function calendarOf(customer: TestVisitor, id: string): Promise<string> {
    const response = await customer.get(`/api/consultations/${id}/calendar.ics`);
    expect(response.status).toBe(200);
    return (await response.text()).replace(/\r\n[ \t]/g, '');
  }

  it('gives each consultation booked while it is set its own link, which the customer, the practitioner and the .ics all carry', async () => {
    const doctor = await practitionerWithProfile(app);
    await setHours(doctor, {
      timeZone: 'UTC',
      sessionMinutes: 30,
      bufferMinutes: 0,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
    });
    const { visitor: customer } = await registerVisitor(app);
    const before = await bookFirstFree(doctor, customer, 0);
    expect(before.joinUrl).toBeNull();

    expect((await setTemplate(doctor, `  ${JITSI} `)).meetingLinkTemplate).toBe(JITSI);
    const booked = await bookFirstFree(doctor, customer, 1);
    const link = `https://meet.jit.si/guardians-${booked.id}`;
    expect(booked.joinUrl).toBe(link);
    const mine = ConsultationListResponse.parse(await (await customer.get('/api/consultations')).json()).consultations;
    expect(mine.map((entry) => [entry.id, entry.joinUrl])).toEqual([
      [before.id, null],
      [booked.id, link],
    ]);
    const day = PracticeDayResponse.parse(await (await doctor.visitor.get(`/api/partner/consultations?date=${booked.startsAt.slice(0, 10)}`)).json());
    expect(day.consultations.find((entry) => entry.id === booked.id)?.joinUrl).toBe(link);

    const calendar = await calendarOf(customer, booked.id);
    expect(calendar).toContain(`LOCATION:${link}`);
    expect(calendar).toContain(`URL:${link}`);
    expect(calendar).toContain(`Join the video call: ${link}`);
    // Without a link the file says where to look, as before.
    const plain = await calendarOf(customer, before.id);
    expect(plain).toContain('LOCATION:Online: your profile on Guardians shows how to join');
    expect(plain).not.toContain('URL:');
  });

  it('keeps a link the practitioner set by hand, through a move, and stops giving links once the template is removed', async () => {
    const doctor = await practitionerWithProfile(app);
    await setHours(doctor, {
      timeZone: 'UTC',
      sessionMinutes: 30,
      bufferMinutes: 0,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
    });
    await setTemplate(doctor, 'https://zoom.us/j/123456789?pwd=Ab12Cd');
    const { visitor: customer } = await registerVisitor(app);
    const booked = await bookFirstFree(doctor, customer, 0);
    expect(booked.joinUrl).toBe('https://zoom.us/j/123456789?pwd=Ab12Cd');

    const byHand = 'https://meet.example.org/dr-room-7';
    expect((await send(doctor.visitor, 'PATCH', `/api/partner/consultations/${booked.id}`, { joinUrl: byHand })).status).toBe(200);
    const { availability } = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json());
    // Moving is free until it starts here, whatever the hour (the terms are consultation-payments.test.ts's).
    await app.db.updateTable('experts').set({ free_cancellation_hours: 0 }).execute();
    const moved = await customer.post(`/api/consultations/${booked.id}/reschedule`, { startsAt: availability.nextSlots[3] });
    expect(ConsultationResponse.parse(await moved.json()).consultation.joinUrl).toBe(byHand);
    expect(await calendarOf(customer, booked.id)).toContain(`LOCATION:${byHand}`);

    expect((await setTemplate(doctor, null)).meetingLinkTemplate).toBeNull();
    expect((await bookFirstFree(doctor, customer, 5)).joinUrl).toBeNull();
  });

  it.each([
    ['http://meet.example.org/room', /https:\/\//],
    ['https://meet.example.org/{id}', /"\{id\}" is not a placeholder/],
    ['https://someone@meet.example.org/room', /user name/],
    ['https://meet.example.org/my room', /no spaces/],
    [`https://meet.example.org/${'a'.repeat(480)}`, /at most 500/],
    ['', /Write the link/],
  ])('refuses %j with 400 VALIDATION_FAILED and a sentence, keeping the template it had', async (template, sentence) => {
    const doctor = await practitionerWithProfile(app);
    await setTemplate(doctor, JITSI);
    const response = await send(doctor.visitor, 'PUT', '/api/partner/meeting-link', { template });
    expect(response.status).toBe(400);
    const issues = await readValidationIssues(response.clone());
    expect(issues.map((issue) => issue.message).join(' ')).toMatch(sentence);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const { availability } = PracticeAvailabilityResponse.parse(await (await doctor.visitor.get('/api/partner/availability')).json());
    expect(availability.meetingLinkTemplate).toBe(JITSI);
  });
});
