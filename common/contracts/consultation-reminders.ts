// Consultation reminders the server announces to both sides of a booking shortly before it starts.
import { z } from 'zod';
import { appRouteSchema } from '../desktop-bridge';
import { REMINDER_SIDES, REMINDER_TITLE_MAX, REMINDER_WINDOW_MINUTES } from '../consultation-reminders';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const ConsultationReminder = z
  .object({
    bookingId: z.string(),
    startsAt: z.iso.datetime(),
    minutesUntilStart: z.number().int().min(1).max(REMINDER_WINDOW_MINUTES).describe('Whole minutes left, rounded up, by the server clock.'),
    side: z.enum(REMINDER_SIDES).describe('customer: you booked it; expert: you hold it.'),
    title: z.string().min(1).max(REMINDER_TITLE_MAX).describe('Names the other side and the minutes left.'),
    body: z.string().max(500),
    route: appRouteSchema.describe('Where this side sees the consultation: /consultation for the customer, the partner dashboard for the expert.'),
  })
  .meta({ id: 'ConsultationReminder' });
export type ConsultationReminder = z.infer<typeof ConsultationReminder>;

export const ConsultationRemindersResponse = z
  .object({
    reminders: z.array(ConsultationReminder).describe(`Booked consultations of yours starting within ${REMINDER_WINDOW_MINUTES} minutes, soonest first.`),
  })
  .meta({ id: 'ConsultationRemindersResponse' });
export type ConsultationRemindersResponse = z.infer<typeof ConsultationRemindersResponse>;

export const consultationReminderEndpoints = {
  getConsultationsReminders: {
    method: 'get',
    path: '/api/consultations/reminders',
    summary: `Reminders of your booked consultations (as customer or as expert) starting within ${REMINDER_WINDOW_MINUTES} minutes`,
    tag: 'consultations',
    responses: {
      200: { description: 'The reminders due now; empty when none', body: ConsultationRemindersResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
