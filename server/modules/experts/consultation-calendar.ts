// A consultation as an iCalendar file (RFC 5545), written with the `ics` package: PUBLISH for the download, REQUEST for
// the invite mailed when it is booked or moved, CANCEL for the one mailed when it is cancelled (RFC 5546). Every version
// keeps the booking's UID and carries its SEQUENCE, so a calendar replaces the event it holds instead of adding one.
import { createEvent } from 'ics';
import type { EventAttributes } from 'ics';
import type { ExpertProfession } from '@common/contracts/experts';
import { ROLE_LABELS } from '@common/roles';
import { STORE_CONTACT } from '@common/store-contact';

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarConsultation {
  id: string;
  startsAt: string;
  endsAt: string;
  notes: string | null;
  cancelled: boolean;
  createdAt: string;
  updatedAt: string;
  sequence: number;
  /** The video call's https link, when the consultation has one. */
  joinUrl: string | null;
}

export interface CalendarFile {
  fileName: string;
  text: string;
}

/**
 * The file for `method`. A mailed invite (REQUEST, CANCEL) names the store as organizer and the customer as attendee,
 * as RFC 5546 asks of a scheduling message; the download (PUBLISH) names nobody.
 */
export function consultationCalendar(
  consultation: CalendarConsultation,
  expert: { name: string; profession: ExpertProfession },
  method: CalendarMethod,
  attendee?: { name: string; email: string },
): CalendarFile {
  const invite = method !== 'PUBLISH' && attendee !== undefined;
  const cancelled = consultation.cancelled || method === 'CANCEL';
  // Where to join, once it is known: calendars show LOCATION (and URL) as the link to click. None for a cancelled event.
  const joinUrl = cancelled ? null : consultation.joinUrl;
  const attributes: EventAttributes = {
    method,
    uid: `consultation-${consultation.id}@guardians`,
    productId: 'guardians/consultations',
    start: Date.parse(consultation.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(consultation.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Guardians consultation with ${expert.name}`,
    description: [
      `${ROLE_LABELS[expert.profession]} consultation booked on Guardians.`,
      joinUrl ? `Join the video call: ${joinUrl}` : '',
      consultation.notes ? `Your notes: ${consultation.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: joinUrl ?? 'Online: your profile on Guardians shows how to join',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: consultation.sequence,
    created: Date.parse(consultation.createdAt),
    lastModified: Date.parse(consultation.updatedAt),
    ...(invite
      ? {
          organizer: { name: 'Guardians', email: STORE_CONTACT.email },
          attendees: [{ name: attendee.name || attendee.email, email: attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
        }
      : {}),
  };
  // The ics package checks URL more strictly than browsers do (a port of one digit, say): such a link still goes in
  // LOCATION and the description.
  const withUrl = joinUrl ? createEvent({ ...attributes, url: joinUrl }) : undefined;
  const { error, value } = withUrl && !withUrl.error ? withUrl : createEvent(attributes);
  if (error || value === null) throw error ?? new Error(`The calendar file of consultation ${consultation.id} could not be written`);
  return { fileName: `guardians-consultation-${consultation.startsAt.slice(0, 10)}.ics`, text: value };
}
