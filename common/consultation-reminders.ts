// Consultation reminders: which bookings the server announces, and the words and routes of each announcement.
// Shared by the server (which decides) and the renderer (which shows), so the window and the texts agree.
import type { ExpertProfession } from './contracts/experts';

/** A booking is announced while it starts within this many minutes and has not started yet. */
export const REMINDER_WINDOW_MINUTES = 10;
export const REMINDER_WINDOW_MS = REMINDER_WINDOW_MINUTES * 60_000;

export const REMINDER_SIDES = ['customer', 'expert'] as const;
export type ReminderSide = (typeof REMINDER_SIDES)[number];

/** Where a customer sees their consultations. */
export const CUSTOMER_CONSULTATIONS_ROUTE = '/consultation';

/** Where an expert of each profession sees their consultations (the partner dashboards of the route table). */
export const PARTNER_DASHBOARD_ROUTES: Record<ExpertProfession, string> = {
  ayurvedic: '/partner/ayurvedic-dashboard',
  nutritionist: '/partner/nutritionist-dashboard',
  health_coach: '/partner/health-coach-dashboard',
  doctor: '/partner/doctor-dashboard',
};

/** Stands in for a customer who gave no display name. */
export const UNNAMED_CLIENT = 'your client';

/** Native notification titles are cut at 120 characters (common/desktop-bridge.ts). */
export const REMINDER_TITLE_MAX = 120;
/** A long display name is shortened so the title keeps its time. */
const NAME_MAX = 60;

/** Whole minutes left, rounded up, so a start 7.5 minutes away reads "8 minutes"; at least 1 before the start. */
export function minutesUntilStart(startsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((startsAt.getTime() - now.getTime()) / 60_000));
}

/** True when a booking starting at `startsAt` is due for a reminder at `now`. */
export function isWithinReminderWindow(startsAt: Date, now: Date): boolean {
  const left = startsAt.getTime() - now.getTime();
  return left > 0 && left <= REMINDER_WINDOW_MS;
}

function shortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length <= NAME_MAX ? trimmed : `${trimmed.slice(0, NAME_MAX - 1).trimEnd()}…`;
}

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** "14:30 UTC": the server knows no viewer's time zone, so it names the instant in UTC like the booking rules do. */
export function utcClock(instant: Date): string {
  return `${String(instant.getUTCHours()).padStart(2, '0')}:${String(instant.getUTCMinutes()).padStart(2, '0')} UTC`;
}

export interface ReminderWording {
  side: ReminderSide;
  /** The expert's name for the customer, the customer's display name for the expert (may be empty). */
  otherName: string;
  startsAt: Date;
  sessionMinutes: number;
  now: Date;
}

/** "Consultation with Dr. Ananya Sharma starts in 8 minutes". */
export function reminderTitle({ side, otherName, startsAt, now }: ReminderWording): string {
  const name = shortName(otherName) || (side === 'expert' ? UNNAMED_CLIENT : 'your expert');
  return `Consultation with ${name} starts in ${minutesText(minutesUntilStart(startsAt, now))}`;
}

/** What the person should do, with the start time. */
export function reminderBody({ side, startsAt, sessionMinutes }: ReminderWording): string {
  const when = `Your ${sessionMinutes}-minute consultation starts at ${utcClock(startsAt)}.`;
  return side === 'customer' ? `${when} Open your consultations to get ready.` : `${when} Open your dashboard to prepare for your client.`;
}

export function reminderRoute(side: ReminderSide, profession: ExpertProfession): string {
  return side === 'customer' ? CUSTOMER_CONSULTATIONS_ROUTE : PARTNER_DASHBOARD_ROUTES[profession];
}
