// Issue 44, booking people can use: GET /api/experts/{slug}/slots answers the free slots of a range of days read in the
// visitor's zone, by the same free-slot logic the expert page and the booking check use, and the earliest free slot.
import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS, ExpertResponse, ExpertSlotsResponse, SLOT_RANGE_MAX_DAYS } from '@common/contracts/experts';
import { PracticeAvailabilityResponse } from '@common/contracts/practice';
import { registerVisitor } from '../../test/accounts-helpers';
import { practitionerWithProfile } from '../../test/practitioner-helpers';
import type { TestPractitioner } from '../../test/practitioner-helpers';
import { recordingMailDeps } from '../../test/recording-queue';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { ExpertsService } from './experts.service';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const DAY_MS = 24 * 3_600_000;

/** A practitioner bookable every day at these local hours, and the slug of their page. */
async function bookable(
  hours: { timeZone: string; start: string; end: string; sessionMinutes?: number; bufferMinutes?: number },
  name = 'Dr Slots',
): Promise<TestPractitioner & { slug: string }> {
  const doctor = await practitionerWithProfile(app, 'doctor', name, hours.sessionMinutes ?? 30);
  const response = await doctor.visitor.request('/api/partner/availability', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      timeZone: hours.timeZone,
      sessionMinutes: hours.sessionMinutes ?? 30,
      bufferMinutes: hours.bufferMinutes ?? 0,
      weekly: EVERY_DAY.map((weekday) => ({ weekday, start: hours.start, end: hours.end })),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  PracticeAvailabilityResponse.parse(await response.json());
  const { slug } = await app.db.selectFrom('experts').select('slug').where('id', '=', doctor.expertId).executeTakeFirstOrThrow();
  return { ...doctor, slug };
}

function slotsPath(slug: string, query: Record<string, string>): string {
  return `/api/experts/${slug}/slots?${new URLSearchParams(query).toString()}`;
}

async function slots(slug: string, query: Record<string, string>): Promise<ExpertSlotsResponse> {
  const response = await app.request(slotsPath(slug, query));
  expect(response.status, await response.clone().text()).toBe(200);
  return ExpertSlotsResponse.parse(await response.json());
}

/** YYYY-MM-DD of an instant in a zone. */
function dayIn(instant: number | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
}

/** HH:MM of an instant in a zone. */
function wallClock(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** The YYYY-MM-DD `days` after a YYYY-MM-DD day. */
function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

describe(`free slots of a range of days on ${TEST_DATABASE_KIND}`, () => {
  it("lists the days' free slots in the visitor's zone, soonest first, the same the expert page shows and the booking accepts", async () => {
    const doctor = await bookable({ timeZone: 'Asia/Kolkata', start: '10:00', end: '12:00' });
    const from = dayIn(Date.now(), 'America/New_York');
    const to = plusDays(from, 27);
    const range = await slots(doctor.slug, { from, to, timeZone: 'America/New_York' });

    expect(range).toMatchObject({ timeZone: 'America/New_York', from, to });
    expect(range.slots.length).toBeGreaterThanOrEqual(26 * 4);
    expect(range.slots).toEqual([...new Set(range.slots)].sort());
    for (const slot of range.slots) {
      expect(Date.parse(slot)).toBeGreaterThan(Date.now() - 60_000);
      expect(['10:00', '10:30', '11:00', '11:30']).toContain(wallClock(slot, 'Asia/Kolkata'));
      expect(dayIn(slot, 'America/New_York') >= from && dayIn(slot, 'America/New_York') <= to, slot).toBe(true);
    }

    const { nextSlots } = ExpertResponse.parse(await (await app.request(`/api/experts/${doctor.slug}`)).json()).expert;
    const lastOfPage = nextSlots.at(-1) ?? '';
    expect(range.slots.filter((slot) => slot <= lastOfPage)).toEqual(nextSlots);
    expect(range.nextFree).toBe(range.slots[0]);

    const { visitor } = await registerVisitor(app);
    const chosen = range.slots[5] ?? '';
    expect((await visitor.post('/api/consultations', { expertId: doctor.expertId, startsAt: chosen })).status).toBe(201);
    expect((await slots(doctor.slug, { from, to, timeZone: 'America/New_York' })).slots).not.toContain(chosen);
  });

  it('reads one date as the day it is in the zone asked: the same date a day apart at the two ends of the world', async () => {
    const doctor = await bookable({ timeZone: 'UTC', start: '00:00', end: '24:00', sessionMinutes: 60 });
    const date = plusDays(dayIn(Date.now(), 'UTC'), 3);
    const hoursOf = (first: number) =>
      Array.from({ length: 24 }, (_, hour) => new Date(Date.parse(`${date}T00:00:00Z`) + (first + hour) * 3_600_000).toISOString());

    // Kiritimati is 14 hours ahead of UTC, Pago Pago 11 hours behind.
    expect((await slots(doctor.slug, { from: date, to: date, timeZone: 'Pacific/Kiritimati' })).slots).toEqual(hoursOf(-14));
    expect((await slots(doctor.slug, { from: date, to: date, timeZone: 'Pacific/Pago_Pago' })).slots).toEqual(hoursOf(11));
    // Without a zone the days are the expert's own.
    expect(await slots(doctor.slug, { from: date, to: date })).toMatchObject({ timeZone: 'UTC', slots: hoursOf(0) });
  });

  it('leaves out time off and booked slots, and keeps the buffer between slots', async () => {
    const doctor = await bookable({ timeZone: 'UTC', start: '09:00', end: '12:00', sessionMinutes: 45, bufferMinutes: 15 });
    const day = plusDays(dayIn(Date.now(), 'UTC'), 3);
    const next = plusDays(day, 1);
    const off = await doctor.visitor.post('/api/partner/time-off', { startsAt: `${day}T09:30:00Z`, endsAt: `${day}T10:00:00Z`, reason: 'Dentist' });
    expect(off.status).toBe(201);
    const { visitor } = await registerVisitor(app);
    expect((await visitor.post('/api/consultations', { expertId: doctor.expertId, startsAt: `${next}T10:00:00.000Z` })).status).toBe(201);

    // 45 minutes and 15 free: 09:00, 10:00 and 11:00 (never 09:45); 09:00 meets the time off, 10:00 the next day is booked.
    expect((await slots(doctor.slug, { from: day, to: next, timeZone: 'UTC' })).slots).toEqual([
      `${day}T10:00:00.000Z`,
      `${day}T11:00:00.000Z`,
      `${next}T09:00:00.000Z`,
      `${next}T11:00:00.000Z`,
    ]);
  });

  it('offers nothing past the booking horizon, and its last slot can be booked', async () => {
    const doctor = await bookable({ timeZone: 'UTC', start: '09:00', end: '10:00' });
    const today = dayIn(Date.now(), 'UTC');
    const range = await slots(doctor.slug, { from: plusDays(today, 50), to: plusDays(today, 65), timeZone: 'UTC' });
    const horizon = Date.parse(range.bookableUntil);
    expect(Math.abs(horizon - (Date.now() + BOOKING_HORIZON_DAYS * DAY_MS))).toBeLessThan(60_000);
    expect(range.slots.length).toBeGreaterThanOrEqual(2 * 10 - 2);
    expect(range.slots.every((slot) => Date.parse(slot) <= horizon)).toBe(true);
    expect(Date.parse(range.slots.at(-1) ?? '')).toBeGreaterThan(horizon - DAY_MS);
    const { visitor } = await registerVisitor(app);
    expect((await visitor.post('/api/consultations', { expertId: doctor.expertId, startsAt: range.slots.at(-1) })).status).toBe(201);

    // Days partly over are fine: only what is still ahead is offered.
    const recent = await slots(doctor.slug, { from: plusDays(today, -5), to: plusDays(today, 1), timeZone: 'UTC' });
    expect(recent.slots.every((slot) => Date.parse(slot) > Date.now() - 60_000)).toBe(true);
  });

  it('answers 400 SLOT_RANGE_PAST for days all over and SLOT_RANGE_BEYOND_HORIZON for days all after the horizon', async () => {
    const doctor = await bookable({ timeZone: 'UTC', start: '09:00', end: '10:00' });
    const today = dayIn(Date.now(), 'Asia/Kolkata');
    const cases: [Record<string, string>, string][] = [
      [{ from: plusDays(today, -10), to: plusDays(today, -1), timeZone: 'Asia/Kolkata' }, 'SLOT_RANGE_PAST'],
      [
        { from: plusDays(today, BOOKING_HORIZON_DAYS + 2), to: plusDays(today, BOOKING_HORIZON_DAYS + 9), timeZone: 'Asia/Kolkata' },
        'SLOT_RANGE_BEYOND_HORIZON',
      ],
    ];
    for (const [query, code] of cases) {
      const response = await app.request(slotsPath(doctor.slug, query));
      expect(response.status, code).toBe(400);
      const body = await readErrorBody(response);
      expect(body.code).toBe(code);
      expect(body.error).toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });

  it.each([
    ['no dates', {}],
    ['no end', { from: '2030-01-01' }],
    ['a date that does not exist', { from: '2030-02-30', to: '2030-03-02' }],
    ['a date in words', { from: 'tomorrow', to: '2030-01-02' }],
    ['an end before the start', { from: '2030-01-10', to: '2030-01-09' }],
    [`more than ${SLOT_RANGE_MAX_DAYS} days`, { from: '2030-01-01', to: '2030-02-12' }],
    ['an unknown zone', { from: '2030-01-01', to: '2030-01-02', timeZone: 'Mars/Olympus_Mons' }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, query) => {
    const response = await app.request(slotsPath('dr-ananya-sharma', query));
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 404 EXPERT_NOT_FOUND for an unknown slug', async () => {
    const today = dayIn(Date.now(), 'UTC');
    const response = await app.request(slotsPath('dr-nobody', { from: today, to: today }));
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'EXPERT_NOT_FOUND' });
  });

  it('names the earliest free slot even weeks away, when the days asked have none', async () => {
    const doctor = await bookable({ timeZone: 'UTC', start: '09:00', end: '10:00' });
    const away = await doctor.visitor.post('/api/partner/time-off', {
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 20 * DAY_MS).toISOString(),
      reason: 'Travelling',
    });
    expect(away.status).toBe(201);
    const today = dayIn(Date.now(), 'UTC');
    const week = await slots(doctor.slug, { from: today, to: plusDays(today, 6), timeZone: 'UTC' });
    expect(week.slots).toEqual([]);
    const nextFree = Date.parse(week.nextFree ?? '');
    expect(nextFree).toBeGreaterThan(Date.now() + 20 * DAY_MS);
    expect(nextFree).toBeLessThan(Date.now() + 21 * DAY_MS + 60_000);
    const then = dayIn(nextFree, 'UTC');
    expect((await slots(doctor.slug, { from: then, to: then, timeZone: 'UTC' })).slots[0]).toBe(week.nextFree);
  });
});

describe(`free slots across daylight-saving switches on ${TEST_DATABASE_KIND}`, () => {
  /** The service on its own clock: 1 March 2027, two weeks before New York's clocks go forward (14 March). */
  function servicePinnedAt(now: string): ExpertsService {
    return new ExpertsService({ ...recordingMailDeps(app.db).deps, now: () => new Date(now), links: { publicOrigin: undefined, allowedHosts: [] } });
  }

  it("keeps an expert's 09:00 at 09:00 in their zone when their clocks change", async () => {
    const doctor = await bookable({ timeZone: 'America/New_York', start: '09:00', end: '09:30' });
    const range = await servicePinnedAt('2027-03-01T00:00:00Z').slots(doctor.slug, { from: '2027-03-12', to: '2027-03-16', timeZone: 'America/New_York' });
    expect(range.slots).toEqual([
      '2027-03-12T14:00:00.000Z',
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-16T13:00:00.000Z',
    ]);
    expect(range.nextFree).toBe('2027-03-01T14:00:00.000Z');
  });

  it("reads a visitor's day of 23 hours as 23 hours when their own clocks go forward", async () => {
    const doctor = await bookable({ timeZone: 'UTC', start: '00:00', end: '24:00', sessionMinutes: 60 });
    const service = servicePinnedAt('2027-03-01T00:00:00Z');
    // London's clocks go forward on Sunday 28 March 2027: that day has 23 hours, the Saturday before 24.
    const saturday = await service.slots(doctor.slug, { from: '2027-03-27', to: '2027-03-27', timeZone: 'Europe/London' });
    const sunday = await service.slots(doctor.slug, { from: '2027-03-28', to: '2027-03-28', timeZone: 'Europe/London' });
    expect(saturday.slots).toHaveLength(24);
    expect(sunday.slots).toHaveLength(23);
    expect(sunday.slots[0]).toBe('2027-03-28T00:00:00.000Z');
    expect(sunday.slots.at(-1)).toBe('2027-03-28T22:00:00.000Z');
  });
});
