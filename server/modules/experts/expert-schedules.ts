// A practitioner's bookable week as their practice screens show it, row-free: which expert profile an account has,
// and that profile's hours, time off, next free slots and meeting link template.
import type { Kysely } from 'kysely';
import { clockTime } from '@common/availability';
import type { PracticeAvailability } from '@common/contracts/practice';
import type { Database } from '../../db/schema';
import { availabilityOf, currentTimeOffOf, findExpertById, findExpertsByUserIds } from './experts.repository';
import { freeSlotsOf } from './experts.service';
import { policyOf } from './consultation-payments';

/** The expert profile behind a practitioner account: its id and the time zone its hours are kept in. */
export interface PractitionerProfile {
  expertId: string;
  timeZone: string;
}

/** The expert profile of a practitioner account, if an administrator has made one. */
export async function practitionerProfileOf(db: Kysely<Database>, userId: string): Promise<PractitionerProfile | undefined> {
  const expert = (await findExpertsByUserIds(db, [userId])).get(userId);
  return expert && { expertId: expert.id, timeZone: expert.time_zone };
}

/** The profile's weekly hours, time off not yet over, and free slots from `now`. */
export async function availabilityOfExpert(db: Kysely<Database>, expertId: string, now: Date): Promise<PracticeAvailability> {
  const expert = await findExpertById(db, expertId);
  if (!expert) throw new Error(`Expert ${expertId} does not exist`);
  const [windows, timeOff, nextSlots] = await Promise.all([
    availabilityOf(db, expert.id),
    currentTimeOffOf(db, expert.id, now.toISOString()),
    freeSlotsOf(db, expert, now),
  ]);
  return {
    timeZone: expert.time_zone,
    sessionMinutes: expert.session_minutes,
    bufferMinutes: expert.buffer_minutes,
    weekly: windows.map((window) => ({ weekday: window.weekday, start: clockTime(window.start_minute), end: clockTime(window.end_minute) })),
    timeOff: timeOff.map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, reason: row.reason })),
    nextSlots,
    meetingLinkTemplate: expert.meeting_link_template,
    terms: policyOf(expert),
  };
}
