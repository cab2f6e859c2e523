// Issue 15, the practitioner's own practice: bookable hours in their time zone, time off, the day's consultations
// (join link, outcome) and chart notes private to their author. Every endpoint needs a practitioner role and an
// expert profile of that account; a consultation or note of someone else is not found.
import { z } from 'zod';
import { BUFFER_MINUTES_RANGE, isKnownTimeZone, minutesOfClock, SLOT_MINUTES_RANGE, windowProblems } from '../availability';
import { MEETING_LINK_MAX_LENGTH, MEETING_LINK_PLACEHOLDER, meetingLinkTemplateProblems } from '../meeting-link';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const NOTE_MAX_LENGTH = 10_000;
export const TIME_OFF_MAX_DAYS = 90;
export const CONSULTATION_OUTCOMES = ['completed', 'no_show'] as const;
export type ConsultationOutcome = (typeof CONSULTATION_OUTCOMES)[number];

const ClockTime = z
  .string()
  .regex(/^\d{2}:\d{2}$/, 'a time as HH:MM')
  .refine((clock) => minutesOfClock(clock) !== undefined, 'a time between 00:00 and 24:00');

export const WeeklyHours = z
  .object({
    weekday: z.number().int().min(0).max(6).describe("0 Sunday … 6 Saturday, in the practitioner's time zone."),
    start: ClockTime.describe('HH:MM local: the first slot starts here.'),
    end: ClockTime.describe('HH:MM local (24:00 for midnight): the last slot has ended by here.'),
  })
  .meta({ id: 'WeeklyHours' });
export type WeeklyHours = z.infer<typeof WeeklyHours>;

export const TimeZoneName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, 'an IANA time zone such as Europe/London or Asia/Kolkata')
  .describe('IANA time zone, e.g. Europe/London.');

export const PutAvailabilityRequest = z
  .object({
    timeZone: TimeZoneName,
    sessionMinutes: z.number().int().min(SLOT_MINUTES_RANGE.min).max(SLOT_MINUTES_RANGE.max).describe('Slot length.'),
    bufferMinutes: z.number().int().min(BUFFER_MINUTES_RANGE.min).max(BUFFER_MINUTES_RANGE.max).describe('Free minutes after each slot.'),
    weekly: z
      .array(WeeklyHours)
      .max(42)
      .superRefine((weekly, context) => {
        const problems = windowProblems(
          weekly.map((hours) => ({ weekday: hours.weekday, startMinute: minutesOfClock(hours.start) ?? 0, endMinute: minutesOfClock(hours.end) ?? 0 })),
        );
        for (const problem of problems) context.addIssue({ code: 'custom', message: problem });
      }),
  })
  .meta({ id: 'PutAvailabilityRequest' });
export type PutAvailabilityRequest = z.output<typeof PutAvailabilityRequest>;

export const TimeOffEntry = z
  .object({ id: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), reason: z.string().nullable() })
  .meta({ id: 'TimeOffEntry' });
export type TimeOffEntry = z.infer<typeof TimeOffEntry>;

/** A practice's consultation terms (issue 44): the fee at the visit or only online, and the cancellation terms. */
export const ConsultationTerms = z
  .object({
    payAtVisit: z.boolean().describe('Customers may pay the fee at the visit; otherwise they pay online at booking.'),
    freeCancellationHours: z.number().int().min(0).max(168).describe('Cancelling or moving is free until this many hours before (0 to 168).'),
    lateCancellationFeePercent: z.number().int().min(0).max(100).describe('Of the fee, what a later cancellation keeps (0 to 100).'),
  })
  .meta({ id: 'ConsultationTerms' });
export type ConsultationTerms = z.infer<typeof ConsultationTerms>;

export const PracticeAvailability = z
  .object({
    timeZone: z.string(),
    sessionMinutes: z.number().int(),
    bufferMinutes: z.number().int(),
    weekly: z.array(WeeklyHours),
    timeOff: z.array(TimeOffEntry).describe('Time off that has not ended yet, soonest first.'),
    nextSlots: z.array(z.iso.datetime()).describe('The free slots of the next 14 days as customers see them, UTC.'),
    meetingLinkTemplate: z.string().nullable().describe('The link every new consultation gets as its join link; null when none is set.'),
    terms: ConsultationTerms.describe('How the fee is paid and what a late cancellation costs, stated to customers before they book.'),
  })
  .meta({ id: 'PracticeAvailability' });
export type PracticeAvailability = z.infer<typeof PracticeAvailability>;
export const PracticeAvailabilityResponse = z.object({ availability: PracticeAvailability }).meta({ id: 'PracticeAvailabilityResponse' });
export type PracticeAvailabilityResponse = z.infer<typeof PracticeAvailabilityResponse>;

export const PutMeetingLinkRequest = z
  .object({
    template: z
      .string()
      .trim()
      .superRefine((template, context) => {
        for (const problem of meetingLinkTemplateProblems(template)) context.addIssue({ code: 'custom', message: problem });
      })
      .nullable()
      .describe(
        `https link of the practice's video calls, at most ${MEETING_LINK_MAX_LENGTH} characters; ${MEETING_LINK_PLACEHOLDER} is replaced by each consultation's id. null removes it.`,
      ),
  })
  .meta({ id: 'PutMeetingLinkRequest' });
export type PutMeetingLinkRequest = z.output<typeof PutMeetingLinkRequest>;

export const CreateTimeOffRequest = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((request) => Date.parse(request.endsAt) > Date.parse(request.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] })
  .refine((request) => Date.parse(request.endsAt) - Date.parse(request.startsAt) <= TIME_OFF_MAX_DAYS * 24 * 3_600_000, {
    message: `time off of at most ${TIME_OFF_MAX_DAYS} days at once`,
    path: ['endsAt'],
  })
  .meta({ id: 'CreateTimeOffRequest' });
export type CreateTimeOffRequest = z.output<typeof CreateTimeOffRequest>;
export const TimeOffResponse = z.object({ timeOff: TimeOffEntry }).meta({ id: 'TimeOffResponse' });

export const PracticeIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const PracticeDayQuery = z
  .object({
    date: z.iso.date().optional().describe("YYYY-MM-DD in the practitioner's time zone; today there when absent."),
  })
  .meta({ id: 'PracticeDayQuery' });

export const PracticeConsultation = z
  .object({
    id: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    status: z.enum(['booked', 'cancelled', ...CONSULTATION_OUTCOMES]),
    client: z.object({ id: z.string(), name: z.string() }),
    clientNotes: z.string().nullable().describe('What the client wrote when booking.'),
    joinUrl: z.string().nullable(),
    noteCount: z.number().int().min(0).describe("The practitioner's own chart notes on it."),
  })
  .meta({ id: 'PracticeConsultation' });
export type PracticeConsultation = z.infer<typeof PracticeConsultation>;

export const PracticeDayResponse = z
  .object({
    date: z.iso.date(),
    timeZone: z.string(),
    consultations: z.array(PracticeConsultation).describe('Earliest first, cancelled ones included.'),
  })
  .meta({ id: 'PracticeDayResponse' });
export type PracticeDayResponse = z.infer<typeof PracticeDayResponse>;

export const UpdatePracticeConsultationRequest = z
  .object({
    joinUrl: z
      .url({ protocol: /^https$/, error: 'an https:// link' })
      .max(500)
      .nullable()
      .optional()
      .describe('https link of the call; null removes it.'),
    outcome: z.enum(CONSULTATION_OUTCOMES).optional().describe('Only once the consultation has started.'),
  })
  .refine((request) => request.joinUrl !== undefined || request.outcome !== undefined, 'joinUrl or outcome')
  .meta({ id: 'UpdatePracticeConsultationRequest' });
export type UpdatePracticeConsultationRequest = z.output<typeof UpdatePracticeConsultationRequest>;
export const PracticeConsultationResponse = z.object({ consultation: PracticeConsultation }).meta({ id: 'PracticeConsultationResponse' });

const NoteBody = z.string().trim().min(1, 'write something').max(NOTE_MAX_LENGTH);

export const ChartNote = z
  .object({
    id: z.string(),
    consultationId: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    signedAt: z.iso.datetime().nullable().describe('Set once signed: the body is locked from then on.'),
    addenda: z.array(z.object({ id: z.string(), body: z.string(), createdAt: z.iso.datetime() })).describe('Oldest first.'),
  })
  .meta({ id: 'ChartNote' });
export type ChartNote = z.infer<typeof ChartNote>;
export const NoteBodyRequest = z.object({ body: NoteBody }).meta({ id: 'NoteBodyRequest' });
export const ChartNoteResponse = z.object({ note: ChartNote }).meta({ id: 'ChartNoteResponse' });
export type ChartNoteResponse = z.infer<typeof ChartNoteResponse>;
export const ChartNoteListResponse = z.object({ notes: z.array(ChartNote).describe('Oldest first.') }).meta({ id: 'ChartNoteListResponse' });
export type ChartNoteListResponse = z.infer<typeof ChartNoteListResponse>;

export const PRACTICE_ERROR_CODES = [
  'PRACTICE_PROFILE_MISSING',
  'CONSULTATION_NOT_FOUND',
  'CONSULTATION_NOT_STARTED',
  'CONSULTATION_CANCELLED',
  'NOTE_NOT_FOUND',
  'NOTE_SIGNED',
  'NOTE_NOT_SIGNED',
  'TIME_OFF_NOT_FOUND',
] as const;

const signedOut = errorResponse('Not signed in (UNAUTHENTICATED)');
const notPractitioner = errorResponse('The account holds no practitioner role: ayurvedic, nutritionist, health_coach or doctor (FORBIDDEN)');
const noProfile = errorResponse('The account has no expert profile yet (PRACTICE_PROFILE_MISSING)');
const guarded = { 401: signedOut, 403: notPractitioner };
const consultationGone = errorResponse('No consultation with this practitioner has this id (CONSULTATION_NOT_FOUND)');
const noteGone = errorResponse('No note of yours has this id (NOTE_NOT_FOUND)');

export const practiceEndpoints = {
  getPartnerAvailability: {
    method: 'get',
    path: '/api/partner/availability',
    summary: "The practitioner's weekly hours, slot length, buffer and time off, and the free slots customers see",
    tag: 'practice',
    responses: { 200: { description: 'The availability', body: PracticeAvailabilityResponse }, ...guarded, 404: noProfile },
  },
  putPartnerAvailability: {
    method: 'put',
    path: '/api/partner/availability',
    summary: 'Replaces the weekly hours (in the given IANA time zone), slot length and buffer; booked consultations stay booked',
    tag: 'practice',
    request: { body: PutAvailabilityRequest },
    responses: {
      200: { description: 'The new availability', body: PracticeAvailabilityResponse },
      400: errorResponse('Unknown time zone, overlapping or inverted hours, or lengths out of range (VALIDATION_FAILED)'),
      ...guarded,
      404: noProfile,
    },
  },
  putPartnerMeetingLink: {
    method: 'put',
    path: '/api/partner/meeting-link',
    summary: 'Sets (or with null removes) the meeting link template; consultations booked from then on get their join link from it',
    tag: 'practice',
    request: { body: PutMeetingLinkRequest },
    responses: {
      200: { description: 'The availability with the template', body: PracticeAvailabilityResponse },
      400: errorResponse('Not an https link, an unknown placeholder, or too long (VALIDATION_FAILED)'),
      ...guarded,
      404: noProfile,
    },
  },
  putPartnerConsultationTerms: {
    method: 'put',
    path: '/api/partner/consultation-terms',
    summary:
      "Sets the practice's consultation terms: payment at the visit, free cancellation hours and the late cancellation fee; bookings made from then on follow them",
    tag: 'practice',
    request: { body: ConsultationTerms },
    responses: {
      200: { description: 'The availability with the terms', body: PracticeAvailabilityResponse },
      400: errorResponse('Hours outside 0 to 168 or a percentage outside 0 to 100 (VALIDATION_FAILED)'),
      ...guarded,
      404: noProfile,
    },
  },
  postPartnerTimeOff: {
    method: 'post',
    path: '/api/partner/time-off',
    summary: 'Adds time off: no slot overlapping it is offered',
    tag: 'practice',
    request: { body: CreateTimeOffRequest },
    responses: {
      201: { description: 'The time off', body: TimeOffResponse },
      400: errorResponse(`Ends before it starts, longer than ${TIME_OFF_MAX_DAYS} days, or already over (VALIDATION_FAILED)`),
      ...guarded,
      404: noProfile,
    },
  },
  deletePartnerTimeOffById: {
    method: 'delete',
    path: '/api/partner/time-off/{id}',
    summary: 'Removes time off',
    tag: 'practice',
    request: { params: PracticeIdParams },
    responses: { 204: { description: 'Removed' }, ...guarded, 404: errorResponse('No time off of yours has this id (TIME_OFF_NOT_FOUND)') },
  },
  getPartnerConsultations: {
    method: 'get',
    path: '/api/partner/consultations',
    summary: "One day's consultations with this practitioner, in their time zone (today by default)",
    tag: 'practice',
    request: { query: PracticeDayQuery },
    responses: {
      200: { description: 'The day', body: PracticeDayResponse },
      400: errorResponse('date is not YYYY-MM-DD (VALIDATION_FAILED)'),
      ...guarded,
      404: noProfile,
    },
  },
  patchPartnerConsultationsById: {
    method: 'patch',
    path: '/api/partner/consultations/{id}',
    summary: 'Sets the join link, or records the outcome (completed, no-show) once the consultation has started',
    tag: 'practice',
    request: { params: PracticeIdParams, body: UpdatePracticeConsultationRequest },
    responses: {
      200: { description: 'The consultation', body: PracticeConsultationResponse },
      400: errorResponse('Not an https link, nothing to change (VALIDATION_FAILED)'),
      ...guarded,
      404: consultationGone,
      409: errorResponse('Outcome before the start (CONSULTATION_NOT_STARTED) or the consultation was cancelled (CONSULTATION_CANCELLED)'),
    },
  },
  getPartnerConsultationsByIdNotes: {
    method: 'get',
    path: '/api/partner/consultations/{id}/notes',
    summary: "The practitioner's own chart notes on a consultation, with their addenda",
    tag: 'practice',
    request: { params: PracticeIdParams },
    responses: { 200: { description: 'The notes', body: ChartNoteListResponse }, ...guarded, 404: consultationGone },
  },
  postPartnerConsultationsByIdNotes: {
    method: 'post',
    path: '/api/partner/consultations/{id}/notes',
    summary: 'Starts a chart note (a draft until signed), private to its author',
    tag: 'practice',
    request: { params: PracticeIdParams, body: NoteBodyRequest },
    responses: {
      201: { description: 'The note', body: ChartNoteResponse },
      400: errorResponse('Empty or too long (VALIDATION_FAILED)'),
      ...guarded,
      404: consultationGone,
    },
  },
  putPartnerNotesById: {
    method: 'put',
    path: '/api/partner/notes/{id}',
    summary: 'Rewrites a draft note',
    tag: 'practice',
    request: { params: PracticeIdParams, body: NoteBodyRequest },
    responses: {
      200: { description: 'The note', body: ChartNoteResponse },
      400: errorResponse('Empty or too long (VALIDATION_FAILED)'),
      ...guarded,
      404: noteGone,
      409: errorResponse('The note is signed: add an addendum instead (NOTE_SIGNED)'),
    },
  },
  postPartnerNotesByIdSign: {
    method: 'post',
    path: '/api/partner/notes/{id}/sign',
    summary: 'Signs a note: its body is locked from then on. Signing again changes nothing',
    tag: 'practice',
    request: { params: PracticeIdParams },
    responses: { 200: { description: 'The signed note', body: ChartNoteResponse }, ...guarded, 404: noteGone },
  },
  postPartnerNotesByIdAddenda: {
    method: 'post',
    path: '/api/partner/notes/{id}/addenda',
    summary: 'Adds a dated addendum to a signed note',
    tag: 'practice',
    request: { params: PracticeIdParams, body: NoteBodyRequest },
    responses: {
      201: { description: 'The note with the addendum', body: ChartNoteResponse },
      400: errorResponse('Empty or too long (VALIDATION_FAILED)'),
      ...guarded,
      404: noteGone,
      409: errorResponse('The note is still a draft: edit it instead (NOTE_NOT_SIGNED)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
