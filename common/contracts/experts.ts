// Experts (practitioner accounts with a public profile) and consultation bookings. All times are UTC: weekly
// availability is given in UTC hours, slots and bookings as ISO-8601 UTC instants; the renderer shows local time.
import { z } from 'zod';
import { isKnownTimeZone } from '../availability';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { CARE_SCOPES } from './care';
import { Currency, MoneyAmount } from './catalog';
import { CONSULTATION_STATUSES } from './constants';
import { errorResponse } from './errors';
import { RazorpayPaymentConfirmation } from './orders';
import { CONSULTATION_PAYMENT_METHODS, CONSULTATION_PAYMENT_STATUSES } from '../consultation-payments';

export const EXPERT_PROFESSIONS = ['ayurvedic', 'nutritionist', 'health_coach', 'doctor'] as const;
export type ExpertProfession = (typeof EXPERT_PROFESSIONS)[number];
export const EXPERT_SORTS = ['rating', 'price_asc', 'price_desc', 'name'] as const;
/** How far ahead an expert page lists free slots. */
export const FREE_SLOT_DAYS = 14;
/** How far ahead a consultation may be booked. */
export const BOOKING_HORIZON_DAYS = 60;
/** The most days one ask for free slots covers: six weeks, a month view's grid. */
export const SLOT_RANGE_MAX_DAYS = 42;

export const WeeklyAvailability = z
  .object({
    weekday: z.number().int().min(0).max(6).describe("0 Sunday … 6 Saturday, in the expert's time zone."),
    start: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .describe("HH:MM in the expert's time zone, first slot start."),
    end: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .describe("HH:MM in the expert's time zone, when the last slot must have ended."),
  })
  .meta({ id: 'WeeklyAvailability' });
export type WeeklyAvailability = z.infer<typeof WeeklyAvailability>;

export const Expert = z
  .object({
    id: z.string(),
    slug: z.string().describe('URL name: /expert/{slug}.'),
    name: z.string(),
    profession: z.enum(EXPERT_PROFESSIONS),
    title: z.string().describe('Credentials line, e.g. BAMS, MD (Ayurveda).'),
    guardianFocus: z.enum(GUARDIAN_IDS),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().min(0),
    bio: z.string(),
    price: MoneyAmount.describe('Per consultation.'),
    currency: Currency,
    sessionMinutes: z.number().int().min(10).max(180),
    policy: z
      .object({
        payAtVisit: z.boolean().describe('Whether the fee may be paid at the visit; otherwise it is paid online at booking.'),
        freeCancellationHours: z.number().int().min(0),
        lateCancellationFeePercent: z.number().int().min(0).max(100),
      })
      .describe('How the fee is paid and what a late cancellation costs, stated before booking.'),
    languages: z.array(z.string()).min(1),
    yearsExperience: z.number().int().min(0),
    image: z.string().describe('Same-origin path of the portrait.'),
  })
  .meta({ id: 'Expert' });
export type Expert = z.infer<typeof Expert>;

export const ExpertDetail = Expert.extend({
  timeZone: z.string().describe('IANA time zone of weeklyAvailability.'),
  weeklyAvailability: z.array(WeeklyAvailability),
  nextSlots: z.array(z.iso.datetime()).describe(`Free slot starts in the next ${FREE_SLOT_DAYS} days, soonest first, UTC.`),
}).meta({ id: 'ExpertDetail' });
export type ExpertDetail = z.infer<typeof ExpertDetail>;

export const ExpertListQuery = z
  .object({
    profession: z.enum(EXPERT_PROFESSIONS).optional(),
    guardian: z.enum(GUARDIAN_IDS).optional(),
    sort: z.enum(EXPERT_SORTS).default('rating'),
  })
  .meta({ id: 'ExpertListQuery' });
export type ExpertListQuery = z.output<typeof ExpertListQuery>;

export const ExpertListResponse = z.object({ experts: z.array(Expert) }).meta({ id: 'ExpertListResponse' });
export type ExpertListResponse = z.infer<typeof ExpertListResponse>;
export const ExpertSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const ExpertResponse = z.object({ expert: ExpertDetail }).meta({ id: 'ExpertResponse' });
export type ExpertResponse = z.infer<typeof ExpertResponse>;

/** Days from `from` to `to` (YYYY-MM-DD), both counted; NaN for a date that is none. */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const ExpertSlotsQuery = z
  .object({
    from: z.iso.date().describe('First day, YYYY-MM-DD in timeZone.'),
    to: z.iso.date().describe('Last day (included), YYYY-MM-DD in timeZone.'),
    timeZone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine(isKnownTimeZone, 'an IANA time zone such as America/New_York or Asia/Kolkata')
      .optional()
      .describe("IANA zone the days are read in: the visitor's. The expert's own when absent."),
  })
  .refine((query) => !(daysInRange(query.from, query.to) < 1), { message: 'to must not be before from', path: ['to'] })
  .refine((query) => !(daysInRange(query.from, query.to) > SLOT_RANGE_MAX_DAYS), {
    message: `at most ${SLOT_RANGE_MAX_DAYS} days at once`,
    path: ['to'],
  })
  .meta({ id: 'ExpertSlotsQuery' });
export type ExpertSlotsQuery = z.output<typeof ExpertSlotsQuery>;

export const ExpertSlotsResponse = z
  .object({
    timeZone: z.string().describe('The zone from and to were read in.'),
    from: z.iso.date(),
    to: z.iso.date(),
    slots: z
      .array(z.iso.datetime())
      .describe(`Free slot starts on those days, soonest first, UTC: none in the past nor past the ${BOOKING_HORIZON_DAYS}-day booking horizon.`),
    nextFree: z.iso.datetime().nullable().describe('The earliest free slot from now, on any day of the horizon; null when there is none.'),
    bookableUntil: z.iso.datetime().describe('The booking horizon: no slot after this instant can be booked yet.'),
  })
  .meta({ id: 'ExpertSlotsResponse' });
export type ExpertSlotsResponse = z.infer<typeof ExpertSlotsResponse>;

export { CONSULTATION_STATUSES } from './constants';
export type { ConsultationStatus } from './constants';

export const Consultation = z
  .object({
    id: z.string(),
    status: z.enum(CONSULTATION_STATUSES),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    price: MoneyAmount,
    currency: Currency,
    notes: z.string().nullable(),
    expert: z.object({ id: z.string(), slug: z.string(), name: z.string(), profession: z.enum(EXPERT_PROFESSIONS), image: z.string() }),
    createdAt: z.iso.datetime(),
    cancelledAt: z.iso.datetime().nullable(),
    payment: z.object({
      method: z.enum(CONSULTATION_PAYMENT_METHODS),
      status: z.enum(CONSULTATION_PAYMENT_STATUSES),
      reference: z
        .string()
        .nullable()
        .describe("What is paid online: the Razorpay order (razorpay_order_id for Razorpay's checkout) or the Stripe PaymentIntent (card)."),
      clientSecret: z.string().optional().describe("A card booking waiting for its payment: the PaymentIntent's client secret for Stripe.js."),
      refundedAmount: MoneyAmount,
      cancellationFee: MoneyAmount.describe('What a late cancellation kept of the fee.'),
    }),
    cancellation: z.object({
      freeUntil: z.iso.datetime().describe('Cancelling or moving it is free until then.'),
      feeNow: MoneyAmount.describe('What cancelling now would keep of the fee.'),
    }),
    joinUrl: z.string().nullable().describe("The video call's https link: from the practice's meeting link template, or set by the practitioner."),
  })
  .meta({ id: 'Consultation' });
export type Consultation = z.infer<typeof Consultation>;

export const SlotStart = z.iso.datetime({ offset: true }).describe('A slot start from nextSlots, e.g. 2026-12-01T04:30:00.000Z.');

export const BookConsultationRequest = z
  .object({
    expertId: z.string().trim().min(1).max(64),
    paymentMethod: z
      .enum(CONSULTATION_PAYMENT_METHODS)
      .default('pay_at_visit')
      .describe("pay_at_visit where the expert allows it, or razorpay or card: paid online now, the slot held for the payment's minutes."),
    startsAt: SlotStart,
    notes: z.string().trim().max(1000).optional().describe('What the customer wants to discuss.'),
    shareWithExpert: z
      .array(z.enum(CARE_SCOPES))
      .max(CARE_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, 'each scope once')
      .optional()
      .describe('What the customer chose to share with this expert (nothing by default): grants a care consent with these scopes.'),
  })
  .meta({ id: 'BookConsultationRequest' });
export type BookConsultationRequest = z.infer<typeof BookConsultationRequest>;

export const RescheduleConsultationRequest = z.object({ startsAt: SlotStart }).meta({ id: 'RescheduleConsultationRequest' });
export type RescheduleConsultationRequest = z.infer<typeof RescheduleConsultationRequest>;

export const ConsultationParams = z.object({ id: z.string().trim().min(1).max(64) });
export const ConsultationResponse = z
  .object({
    consultation: Consultation,
    sharedScopes: z
      .array(z.enum(CARE_SCOPES))
      .optional()
      .describe(
        'After booking with shareWithExpert: what is now shared with the expert (their active consent). Absent when nothing was asked or sharing failed.',
      ),
  })
  .meta({ id: 'ConsultationResponse' });
export type ConsultationResponse = z.infer<typeof ConsultationResponse>;
export const ConsultationListResponse = z
  .object({ consultations: z.array(Consultation).describe('Soonest start first.') })
  .meta({ id: 'ConsultationListResponse' });
export type ConsultationListResponse = z.infer<typeof ConsultationListResponse>;

export const EXPERT_ERROR_CODES = [
  'EXPERT_NOT_FOUND',
  'SLOT_IN_PAST',
  'SLOT_UNAVAILABLE',
  'SLOT_TAKEN',
  'CONSULTATION_NOT_FOUND',
  'NOT_CONSULTATION_OWNER',
  'CONSULTATION_CANCELLED',
  'CONSULTATION_PAST',
  'CANNOT_BOOK_SELF',
  'SLOT_RANGE_PAST',
  'SLOT_RANGE_BEYOND_HORIZON',
  'PAY_AT_VISIT_UNAVAILABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'CONSULTATION_LATE_CHANGE',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_MISMATCH',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_DECLINED',
] as const;

const signedIn = { 401: errorResponse('Not signed in (UNAUTHENTICATED)') };
const slotProblems =
  "startsAt is in the past (SLOT_IN_PAST) or not one of the expert's slots within " +
  `${BOOKING_HORIZON_DAYS} days (SLOT_UNAVAILABLE), or the body is invalid (VALIDATION_FAILED)`;

export const expertEndpoints = {
  getExperts: {
    method: 'get',
    path: '/api/experts',
    summary: 'Experts, filtered by profession and guardian focus, best rated first by default',
    tag: 'experts',
    request: { query: ExpertListQuery },
    responses: {
      200: { description: 'The experts', body: ExpertListResponse },
      400: errorResponse('A filter or sort is invalid (VALIDATION_FAILED)'),
    },
  },
  getExpertsBySlug: {
    method: 'get',
    path: '/api/experts/{slug}',
    summary: 'One expert with weekly availability and the free slots of the next 14 days',
    tag: 'experts',
    request: { params: ExpertSlugParams },
    responses: {
      200: { description: 'The expert', body: ExpertResponse },
      404: errorResponse('No expert has this slug (EXPERT_NOT_FOUND)'),
    },
  },
  getExpertsBySlugSlots: {
    method: 'get',
    path: '/api/experts/{slug}/slots',
    summary: `The free slots of an expert on a range of days (at most ${SLOT_RANGE_MAX_DAYS}) in a time zone, and the earliest free slot`,
    tag: 'experts',
    request: { params: ExpertSlugParams, query: ExpertSlotsQuery },
    responses: {
      200: { description: 'The free slots', body: ExpertSlotsResponse },
      400: errorResponse(
        `Dates, zone or range invalid (VALIDATION_FAILED), all days over (SLOT_RANGE_PAST) or all after the ${BOOKING_HORIZON_DAYS}-day horizon (SLOT_RANGE_BEYOND_HORIZON)`,
      ),
      404: errorResponse('No expert has this slug (EXPERT_NOT_FOUND)'),
    },
  },
  postConsultations: {
    method: 'post',
    path: '/api/consultations',
    summary: 'Books a free slot of an expert; one booking per slot',
    tag: 'consultations',
    request: { body: BookConsultationRequest },
    responses: {
      201: { description: 'The booking', body: ConsultationResponse },
      400: errorResponse(`${slotProblems}, or the expert is yourself (CANNOT_BOOK_SELF)`),
      ...signedIn,
      404: errorResponse('No expert has this id (EXPERT_NOT_FOUND)'),
      409: errorResponse('Someone booked this slot first (SLOT_TAKEN)'),
      402: errorResponse('Razorpay refused to start the payment (PAYMENT_DECLINED); nothing was booked'),
      502: errorResponse('Razorpay did not answer (PAYMENT_PROVIDER_UNAVAILABLE); nothing was booked'),
    },
  },
  getConsultations: {
    method: 'get',
    path: '/api/consultations',
    summary: "The signed-in customer's consultations, soonest first",
    tag: 'consultations',
    responses: { 200: { description: 'The consultations', body: ConsultationListResponse }, ...signedIn },
  },
  getConsultationsByIdCalendarIcs: {
    method: 'get',
    path: '/api/consultations/{id}/calendar.ics',
    summary: "The booking as an iCalendar file for the customer's own calendar (CANCELLED once cancelled)",
    tag: 'consultations',
    request: { params: ConsultationParams },
    responses: {
      200: { description: 'text/calendar (RFC 5545), as an attachment', contentType: 'text/calendar' },
      ...signedIn,
      403: errorResponse('The booking belongs to someone else (NOT_CONSULTATION_OWNER)'),
      404: errorResponse('No booking has this id (CONSULTATION_NOT_FOUND)'),
    },
  },
  postConsultationsByIdCancel: {
    method: 'post',
    path: '/api/consultations/{id}/cancel',
    summary: 'Cancels a booking and frees its slot; cancelling again answers the same booking',
    tag: 'consultations',
    request: { params: ConsultationParams },
    responses: {
      200: { description: 'The cancelled booking', body: ConsultationResponse },
      ...signedIn,
      403: errorResponse('The booking belongs to someone else (NOT_CONSULTATION_OWNER)'),
      404: errorResponse('No booking has this id (CONSULTATION_NOT_FOUND)'),
      409: errorResponse('The consultation has already started (CONSULTATION_PAST)'),
    },
  },
  postConsultationsByIdRazorpayPayment: {
    method: 'post',
    path: '/api/consultations/{id}/razorpay-payment',
    summary: "Razorpay's checkout answer for the customer's consultation: checked with Razorpay, and the booking paid (once)",
    tag: 'consultations',
    request: { params: ConsultationParams, body: RazorpayPaymentConfirmation },
    responses: {
      200: { description: 'The booking, paid', body: ConsultationResponse },
      400: errorResponse('Not Razorpay’s answer for this booking (PAYMENT_SIGNATURE_INVALID), or a payment of another amount (PAYMENT_MISMATCH)'),
      ...signedIn,
      404: errorResponse('No booking of this account waits for a Razorpay payment with this id (CONSULTATION_NOT_FOUND)'),
      409: errorResponse('Razorpay has not completed the payment (PAYMENT_NOT_COMPLETED), or the booking was cancelled meanwhile (CONSULTATION_CANCELLED)'),
      502: errorResponse('Razorpay could not be reached (PAYMENT_PROVIDER_UNAVAILABLE); try again'),
    },
  },
  postConsultationsByIdReschedule: {
    method: 'post',
    path: '/api/consultations/{id}/reschedule',
    summary: 'Moves a booking to another free slot of the same expert',
    tag: 'consultations',
    request: { params: ConsultationParams, body: RescheduleConsultationRequest },
    responses: {
      200: { description: 'The moved booking', body: ConsultationResponse },
      400: errorResponse(slotProblems),
      ...signedIn,
      403: errorResponse('The booking belongs to someone else (NOT_CONSULTATION_OWNER)'),
      404: errorResponse('No booking has this id (CONSULTATION_NOT_FOUND)'),
      409: errorResponse('The new slot is taken (SLOT_TAKEN), the booking is cancelled (CONSULTATION_CANCELLED) or already started (CONSULTATION_PAST)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
