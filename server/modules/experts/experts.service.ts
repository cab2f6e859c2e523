import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import { BOOKING_HORIZON_DAYS, CONSULTATION_STATUSES, EXPERT_PROFESSIONS, FREE_SLOT_DAYS } from '@common/contracts/experts';
import type {
  Consultation,
  ConsultationStatus,
  Expert,
  ExpertDetail,
  ExpertListQuery,
  ExpertProfession,
  ExpertSlotsQuery,
  ExpertSlotsResponse,
} from '@common/contracts/experts';
import { meetingLinkFor } from '@common/meeting-link';
import { cancellationTerms, paidOnlineAtBooking } from '@common/consultation-payments';
import type { ConsultationPaymentMethod } from '@common/consultation-payments';
import type { PaymentProvider, RazorpayCheckoutAnswer, RazorpayPaymentProvider } from '../checkout/checkout.exports';
import { ConsultationPayments, paymentView, policyOf } from './consultation-payments';
import { STOREFRONT_CURRENCIES } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { isGuardianId } from '@common/guardians';
import type { AccountSettings } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { linkOrigin } from '../../http/public-origin';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { consultationCalendar } from './consultation-calendar';
import { calendarConsultation, ConsultationMails } from './consultation-mails';
import {
  availabilityOf,
  bookedIntervals,
  currentTimeOffOf,
  findConsultation,
  findExpertById,
  findExpertBySlug,
  findExpertsByIds,
  insertConsultation,
  listConsultationsOfCustomer,
  listExpertRows,
  updateBookedConsultation,
} from './experts.repository';
import type { AvailabilityRow, ConsultationRow, ExpertRow } from './experts.repository';
import { clockTime, isSlotStart, localDate, localDayBounds, slotStartsBetween } from '@common/availability';
import type { AvailabilityWindow, Schedule } from '@common/availability';

const DAY_MS = 24 * 60 * 60 * 1000;

function toExpert(row: ExpertRow): Expert {
  if (!(EXPERT_PROFESSIONS as readonly string[]).includes(row.profession)) throw new Error(`Expert ${row.id} has an unknown profession ${row.profession}`);
  if (!isGuardianId(row.guardian_focus)) throw new Error(`Expert ${row.id} has an unknown guardian focus ${row.guardian_focus}`);
  if (!(STOREFRONT_CURRENCIES as readonly string[]).includes(row.currency)) throw new Error(`Expert ${row.id} has an unknown currency ${row.currency}`);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    profession: row.profession as ExpertProfession,
    title: row.title,
    guardianFocus: row.guardian_focus,
    rating: row.rating_tenths / 10,
    reviewCount: row.review_count,
    bio: row.bio,
    price: row.price,
    currency: row.currency as StorefrontCurrency,
    sessionMinutes: row.session_minutes,
    policy: policyOf(row),
    languages: row.languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
    yearsExperience: row.years_experience,
    image: row.image,
  };
}

function windowsOf(rows: readonly AvailabilityRow[]): AvailabilityWindow[] {
  return rows.map((row) => ({ weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute }));
}

/** The expert's bookable time as of `now`: weekly hours in their zone, slot length, buffer and time off not yet over. */
export async function scheduleOf(db: Kysely<Database>, expert: ExpertRow, now: Date): Promise<Schedule> {
  const [windows, timeOff] = await Promise.all([availabilityOf(db, expert.id), currentTimeOffOf(db, expert.id, now.toISOString())]);
  return {
    timeZone: expert.time_zone,
    sessionMinutes: expert.session_minutes,
    bufferMinutes: expert.buffer_minutes,
    windows: windowsOf(windows),
    timeOff: timeOff.map((off) => ({ startsAt: new Date(off.starts_at), endsAt: new Date(off.ends_at) })),
  };
}

/** The last instant a consultation may start at, seen from `now`. */
function horizonOf(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
}

/** Where the slots offered from `now` end (excluded): one starting exactly at the horizon can still be booked. */
function offeredBefore(now: Date): Date {
  return new Date(horizonOf(now).getTime() + 1);
}

/**
 * The schedule's slot starts in [from, to) and after `now` that no active booking overlaps, soonest first: what every
 * list of free slots shows (an expert's page, the practice's preview, a range of days).
 */
async function freeStarts(db: Kysely<Database>, expertId: string, schedule: Schedule, now: Date, from: Date, to: Date): Promise<Date[]> {
  const after = new Date(Math.max(from.getTime() - 1, now.getTime()));
  if (after.getTime() >= to.getTime()) return [];
  const slotMs = schedule.sessionMinutes * 60_000;
  // A slot starting just before `to` runs past it: a booking there overlaps it too.
  const booked = await bookedIntervals(db, expertId, after.toISOString(), new Date(to.getTime() + slotMs).toISOString());
  return slotStartsBetween(schedule, after, to).filter((start) => !overlapsBooking(booked, start.getTime(), start.getTime() + slotMs));
}

/** Free slot starts of the next FREE_SLOT_DAYS: the schedule's slots that no active booking overlaps. */
export async function freeSlotsOf(db: Kysely<Database>, expert: ExpertRow, now: Date): Promise<string[]> {
  const schedule = await scheduleOf(db, expert, now);
  return (await freeStarts(db, expert.id, schedule, now, now, new Date(now.getTime() + FREE_SLOT_DAYS * DAY_MS))).map((start) => start.toISOString());
}

/** A week at a time: most experts have a free slot in the first, and the slots of a whole horizon take long to generate. */
const NEXT_FREE_STEP_MS = 7 * DAY_MS;

/** The earliest free slot from `now` up to the horizon, if there is one. */
async function nextFreeStart(db: Kysely<Database>, expertId: string, schedule: Schedule, now: Date): Promise<Date | undefined> {
  const end = offeredBefore(now).getTime();
  for (let from = now.getTime(); from < end; from += NEXT_FREE_STEP_MS) {
    const [first] = await freeStarts(db, expertId, schedule, now, new Date(from), new Date(Math.min(from + NEXT_FREE_STEP_MS, end)));
    if (first) return first;
  }
  return undefined;
}

function overlapsBooking(booked: readonly { starts_at: string; ends_at: string }[], start: number, end: number): boolean {
  return booked.some((booking) => start < Date.parse(booking.ends_at) && end > Date.parse(booking.starts_at));
}

function toConsultation(row: ConsultationRow, expert: ExpertRow, now: Date): Consultation {
  const status: ConsultationStatus = (CONSULTATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as ConsultationStatus) : 'booked';
  return {
    id: row.id,
    status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    price: row.price,
    currency: row.currency as StorefrontCurrency,
    notes: row.notes,
    expert: { id: expert.id, slug: expert.slug, name: expert.name, profession: toExpert(expert).profession, image: expert.image },
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    joinUrl: row.join_url,
    ...paymentView(row, expert, now),
  };
}

function expertNotFound(reference: string): AppError {
  return new AppError(404, 'EXPERT_NOT_FOUND', `There is no expert "${reference}". Go back to Find an Expert to choose another.`, { expert: reference });
}

function slotKey(expertId: string, startsAt: string): string {
  return `${expertId}@${startsAt}`;
}

function slotTaken(startsAt: string): AppError {
  return new AppError(409, 'SLOT_TAKEN', 'Someone has just booked this time. Pick another free slot.', { startsAt });
}

export interface ExpertsDependencies {
  db: Kysely<Database>;
  /** The booking, move and cancellation mails, and the reminder jobs (consultation-mails.ts). */
  sendMail: SendMail;
  jobs: JobQueue;
  preferences: MailPreferences;
  logger: Logger;
  /** Where the links of a request's mails point (public-origin.ts). */
  links: Pick<AccountSettings, 'publicOrigin' | 'allowedHosts'>;
  /** Razorpay, when configured: consultations paid online at booking. */
  razorpay?: RazorpayPaymentProvider;
  /** Cards through Stripe, when configured (consultation fees paid by card). */
  card?: PaymentProvider | undefined;
  now?: () => Date;
}

export class ExpertsService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  readonly #links: ExpertsDependencies['links'];
  readonly #mails: ConsultationMails;
  readonly #payments: ConsultationPayments;

  constructor(deps: ExpertsDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
    this.#links = deps.links;
    this.#mails = new ConsultationMails({ ...deps, now: this.#now });
    this.#payments = new ConsultationPayments({ db: deps.db, razorpay: deps.razorpay, card: deps.card, logger: deps.logger });
  }

  /** Paying consultations online: the webhook's events, the release of unpaid bookings (consultation-payments.ts). */
  get payments(): ConsultationPayments {
    return this.#payments;
  }

  /** The origin of the links mailed about a request's change: undefined when none can be trusted (no mail then). */
  mailOrigin(req: Parameters<typeof linkOrigin>[0]): string | undefined {
    return linkOrigin(req, this.#links);
  }

  async list(query: ExpertListQuery): Promise<Expert[]> {
    return (await listExpertRows(this.#db, { profession: query.profession, guardian: query.guardian }, query.sort)).map(toExpert);
  }

  async detail(slug: string): Promise<ExpertDetail> {
    const row = await findExpertBySlug(this.#db, slug);
    if (!row) throw expertNotFound(slug);
    const windows = windowsOf(await availabilityOf(this.#db, row.id));
    return {
      ...toExpert(row),
      timeZone: row.time_zone,
      weeklyAvailability: windows.map((window) => ({ weekday: window.weekday, start: clockTime(window.startMinute), end: clockTime(window.endMinute) })),
      nextSlots: await freeSlotsOf(this.#db, row, this.#now()),
    };
  }

  /**
   * The free slots of the days `from`…`to` of `timeZone` (the expert's zone when absent): never in the past nor past the
   * booking horizon, so every one is bookable. A range wholly outside those bounds is refused with a code the visitor's
   * calendar can act on.
   */
  async slots(slug: string, query: ExpertSlotsQuery): Promise<ExpertSlotsResponse> {
    const row = await findExpertBySlug(this.#db, slug);
    if (!row) throw expertNotFound(slug);
    const timeZone = query.timeZone ?? row.time_zone;
    const now = this.#now();
    const horizon = horizonOf(now);
    const today = localDate(now, timeZone);
    if (query.to < today) {
      throw new AppError(400, 'SLOT_RANGE_PAST', `These days are over. Ask for days from ${today} on.`, { to: query.to, today });
    }
    const lastDay = localDate(horizon, timeZone);
    if (query.from > lastDay) {
      throw new AppError(
        400,
        'SLOT_RANGE_BEYOND_HORIZON',
        `Consultations can be booked up to ${BOOKING_HORIZON_DAYS} days ahead. Ask for days up to ${lastDay}.`,
        { from: query.from, lastDay },
      );
    }
    const schedule = await scheduleOf(this.#db, row, now);
    const from = localDayBounds(query.from, timeZone).from;
    const to = new Date(Math.min(localDayBounds(query.to, timeZone).to.getTime(), offeredBefore(now).getTime()));
    const inRange = await freeStarts(this.#db, row.id, schedule, now, from, to);
    // A range that starts by now holds the earliest free slot, if any of its days has one.
    const first = inRange[0];
    const nextFree = first && from.getTime() <= now.getTime() ? first : await nextFreeStart(this.#db, row.id, schedule, now);
    return {
      timeZone,
      from: query.from,
      to: query.to,
      slots: inRange.map((start) => start.toISOString()),
      nextFree: nextFree?.toISOString() ?? null,
      bookableUntil: horizon.toISOString(),
    };
  }

  /** The canonical ISO form of a requested start, if it is a bookable slot of the expert right now. */
  async #bookableStart(expert: ExpertRow, requested: string, moving?: string): Promise<{ startsAt: string; endsAt: string }> {
    const start = new Date(requested);
    const now = this.#now();
    if (start.getTime() <= now.getTime()) {
      throw new AppError(400, 'SLOT_IN_PAST', 'This time has already passed. Pick one of the upcoming free slots.', { startsAt: requested });
    }
    const schedule = await scheduleOf(this.#db, expert, now);
    if (start.getTime() > horizonOf(now).getTime() || !isSlotStart(schedule, start, now)) {
      throw new AppError(
        400,
        'SLOT_UNAVAILABLE',
        `${expert.name} does not offer a consultation at this time. Pick one of the free slots on the expert's page (up to ${BOOKING_HORIZON_DAYS} days ahead).`,
        { startsAt: requested },
      );
    }
    const startsAt = start.toISOString();
    const endsAt = new Date(start.getTime() + expert.session_minutes * 60_000).toISOString();
    // A booking made before the hours changed may overlap a slot of the new grid without sharing its start.
    const others = (await bookedIntervals(this.#db, expert.id, startsAt, endsAt)).filter((booking) => booking.id !== moving);
    if (overlapsBooking(others, start.getTime(), Date.parse(endsAt))) throw slotTaken(startsAt);
    return { startsAt, endsAt };
  }

  /**
   * One active booking per slot: the unique active_slot_key decides between parallel requests. Once it is saved, the
   * confirmation (links on `origin`) and the reminders are queued.
   */
  async book(
    customer: AccountUser,
    request: { expertId: string; startsAt: string; notes?: string | undefined; paymentMethod?: ConsultationPaymentMethod },
    origin: string | undefined,
  ): Promise<Consultation> {
    const expert = await findExpertById(this.#db, request.expertId);
    if (!expert) throw expertNotFound(request.expertId);
    if (expert.user_id === customer.id) {
      throw new AppError(400, 'CANNOT_BOOK_SELF', 'You cannot book a consultation with yourself. Choose another expert.');
    }
    const paymentMethod = request.paymentMethod ?? 'pay_at_visit';
    this.#payments.checkMethod(paymentMethod, expert);
    const { startsAt, endsAt } = await this.#bookableStart(expert, request.startsAt);
    const id = randomUUID();
    // Started before the booking is saved, never inside a transaction: a refusal books nothing. A payment started for
    // a slot someone else takes meanwhile is never confirmed (its Razorpay order reaches no browser).
    const payment = paidOnlineAtBooking(paymentMethod) ? await this.#payments.start(paymentMethod, id, customer.id, expert) : null;
    const now = this.#now().toISOString();
    const row: ConsultationRow = {
      id,
      expert_id: expert.id,
      expert_user_id: expert.user_id,
      customer_user_id: customer.id,
      starts_at: startsAt,
      ends_at: endsAt,
      status: 'booked',
      active_slot_key: slotKey(expert.id, startsAt),
      price: expert.price,
      currency: expert.currency,
      notes: request.notes ? request.notes : null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
      // The practice's room for this consultation; the practitioner may still set another link by hand afterwards.
      join_url: expert.meeting_link_template ? (meetingLinkFor(expert.meeting_link_template, id) ?? null) : null,
      calendar_sequence: 0,
      payment_method: paymentMethod,
      payment_status: payment ? 'pending' : 'at_visit',
      payment_reference: payment?.reference ?? null,
      payment_client_secret: payment?.clientSecret ?? null,
      payment_charge_reference: null,
      paid_at: null,
      refunded_amount: 0,
      cancellation_fee: 0,
    };
    try {
      await insertConsultation(this.#db, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken(startsAt);
      throw error;
    }
    await this.#mails.booked(row, expert, origin);
    return toConsultation(row, expert, this.#now());
  }

  async listOfCustomer(customerId: string): Promise<Consultation[]> {
    const rows = await listConsultationsOfCustomer(this.#db, customerId);
    const experts = await findExpertsByIds(this.#db, [...new Set(rows.map((row) => row.expert_id))]);
    return rows.flatMap((row) => {
      const expert = experts.get(row.expert_id);
      return expert ? [toConsultation(row, expert, this.#now())] : [];
    });
  }

  async #ownBooking(customer: AccountUser, id: string): Promise<{ row: ConsultationRow; expert: ExpertRow }> {
    const row = await findConsultation(this.#db, id);
    if (!row) throw new AppError(404, 'CONSULTATION_NOT_FOUND', 'There is no such consultation. Open your profile to see your bookings.', { id });
    if (row.customer_user_id !== customer.id) {
      throw new AppError(403, 'NOT_CONSULTATION_OWNER', 'This consultation was booked by another account; only its customer can change it.');
    }
    const expert = await findExpertById(this.#db, row.expert_id);
    if (!expert) throw new Error(`Consultation ${row.id} names the missing expert ${row.expert_id}`);
    return { row, expert };
  }

  #refuseIfStarted(row: ConsultationRow): void {
    if (row.starts_at <= this.#now().toISOString()) {
      throw new AppError(
        409,
        'CONSULTATION_PAST',
        'This consultation has already started, so it can no longer be changed. Contact support if something went wrong.',
      );
    }
  }

  /** The booking as an iCalendar file (RFC 5545) for the customer's own calendar; a cancelled one says CANCELLED. */
  async calendarFile(customer: AccountUser, id: string): Promise<{ fileName: string; text: string }> {
    const { row, expert } = await this.#ownBooking(customer, id);
    return consultationCalendar(calendarConsultation(row), { name: expert.name, profession: toExpert(expert).profession }, 'PUBLISH');
  }

  /** Cancels the booking; the cancellation mail (links on `origin`) goes once, whoever of two parallel requests wins. */
  async cancel(customer: AccountUser, id: string, origin: string | undefined): Promise<Consultation> {
    const { row, expert } = await this.#ownBooking(customer, id);
    // Cancelling twice (a double click, a retry) answers the cancelled booking again.
    if (row.status === 'cancelled') return toConsultation(row, expert, this.#now());
    this.#refuseIfStarted(row);
    const now = this.#now().toISOString();
    const changed = await updateBookedConsultation(this.#db, row.id, { status: 'cancelled', active_slot_key: null, cancelled_at: now, updated_at: now });
    // Only the request that cancelled it settles the fee: the other of two finds it cancelled.
    if (changed) await this.#payments.settleCancellation(row, expert, this.#now());
    const updated = await findConsultation(this.#db, row.id);
    if (!updated) throw new Error(`Consultation ${row.id} vanished while cancelling`);
    if (changed) await this.#mails.cancelled(updated, expert, 'customer', origin);
    return toConsultation(updated, expert, this.#now());
  }

  /** Razorpay's checkout answer for the customer's booking (consultation-payments.ts). */
  async confirmRazorpayPayment(customer: AccountUser, id: string, answer: RazorpayCheckoutAnswer): Promise<Consultation> {
    const { row, expert } = await this.#ownBooking(customer, id);
    if (row.status === 'cancelled') {
      throw new AppError(409, 'CONSULTATION_CANCELLED', 'This booking was cancelled before the payment arrived; if money was taken it goes back to you.');
    }
    await this.#payments.confirm(row, answer, this.#now());
    const updated = await findConsultation(this.#db, row.id);
    if (!updated) throw new Error(`Consultation ${row.id} vanished while being paid`);
    return toConsultation(updated, expert, this.#now());
  }

  /** Moves the booking to another free slot; the new time's mail (links on `origin`) and reminders are queued. */
  async reschedule(customer: AccountUser, id: string, requestedStart: string, origin: string | undefined): Promise<Consultation> {
    const { row, expert } = await this.#ownBooking(customer, id);
    if (row.status === 'cancelled') {
      throw new AppError(409, 'CONSULTATION_CANCELLED', 'This consultation was cancelled. Book a new one instead.');
    }
    this.#refuseIfStarted(row);
    const terms = cancellationTerms(policyOf(expert), row.price, row.starts_at, this.#now());
    if (!terms.freeNow) {
      throw new AppError(
        409,
        'CONSULTATION_LATE_CHANGE',
        `${expert.name}'s terms allow moving a consultation until ${expert.free_cancellation_hours} hours before it starts. Keep it, or cancel it under the terms.`,
        { freeUntil: terms.freeUntil },
      );
    }
    const { startsAt, endsAt } = await this.#bookableStart(expert, requestedStart, row.id);
    if (startsAt === row.starts_at) return toConsultation(row, expert, this.#now());
    try {
      const changed = await updateBookedConsultation(this.#db, row.id, {
        starts_at: startsAt,
        ends_at: endsAt,
        active_slot_key: slotKey(expert.id, startsAt),
        updated_at: this.#now().toISOString(),
      });
      if (!changed) throw new AppError(409, 'CONSULTATION_CANCELLED', 'This consultation was cancelled meanwhile. Book a new one instead.');
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken(startsAt);
      throw error;
    }
    const updated = await findConsultation(this.#db, row.id);
    if (!updated) throw new Error(`Consultation ${row.id} vanished while rescheduling`);
    await this.#mails.rescheduled(updated, row.starts_at, expert, origin);
    return toConsultation(updated, expert, this.#now());
  }
}
