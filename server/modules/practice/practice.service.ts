// The practitioner's own practice (issue 15): bookable hours in their time zone, time off, the day's consultations
// and chart notes. Everything is scoped to the signed-in practitioner's expert profile; another practitioner's
// consultation or note is simply not found, so nothing about it leaks.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { localDate, localDayBounds, minutesOfClock } from '@common/availability';
import type {
  ChartNote,
  ConsultationOutcome,
  ConsultationTerms,
  CreateTimeOffRequest,
  PracticeAvailability,
  PracticeConsultation,
  PracticeDayResponse,
  PutAvailabilityRequest,
  PutMeetingLinkRequest,
  TimeOffEntry,
  UpdatePracticeConsultationRequest,
} from '@common/contracts/practice';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { availabilityOfExpert, practitionerProfileOf } from '../experts/experts.exports';
import type { PractitionerProfile } from '../experts/experts.exports';
import {
  addendaOf,
  consultationsBetween,
  deleteTimeOff,
  findOwnNote,
  findPracticeConsultation,
  insertAddendum,
  insertNote,
  insertTimeOff,
  noteCounts,
  notesOf,
  replaceSchedule,
  setConsultationTerms,
  setMeetingLinkTemplate,
  updateConsultation,
  updateDraftNote,
} from './practice.repository';
import type { AddendumRow, NoteRow, PracticeConsultationRow, TimeOffRow } from './practice.repository';

export interface PracticeDependencies {
  db: Kysely<Database>;
  now?: () => Date;
}

function consultationNotFound(id: string): AppError {
  return new AppError(404, 'CONSULTATION_NOT_FOUND', 'You have no consultation with this id. Open Today to see your consultations.', { id });
}

function noteNotFound(id: string): AppError {
  return new AppError(404, 'NOTE_NOT_FOUND', 'You have no note with this id.', { id });
}

function toTimeOff(row: TimeOffRow): TimeOffEntry {
  return { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, reason: row.reason };
}

function toNote(row: NoteRow, addenda: readonly AddendumRow[]): ChartNote {
  return {
    id: row.id,
    consultationId: row.consultation_id,
    body: row.body,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    signedAt: row.signed_at,
    addenda: addenda.map((addendum) => ({ id: addendum.id, body: addendum.body, createdAt: addendum.created_at })),
  };
}

function toPracticeConsultation(row: PracticeConsultationRow, noteCount: number): PracticeConsultation {
  const status = row.status === 'cancelled' || row.status === 'completed' || row.status === 'no_show' ? row.status : 'booked';
  return {
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status,
    client: { id: row.customer_user_id, name: row.display_name ?? 'Client' },
    clientNotes: row.notes,
    joinUrl: row.join_url,
    noteCount,
  };
}

export class PracticeService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: PracticeDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  /** The expert profile of a practitioner account; 404 PRACTICE_PROFILE_MISSING when an administrator has made none. */
  async #profile(practitioner: AccountUser): Promise<PractitionerProfile> {
    const expert = await practitionerProfileOf(this.#db, practitioner.id);
    if (!expert) {
      throw new AppError(
        404,
        'PRACTICE_PROFILE_MISSING',
        'Your account has no expert profile yet, so customers cannot book you. Ask a Guardians administrator to create one.',
      );
    }
    return expert;
  }

  async availability(practitioner: AccountUser): Promise<PracticeAvailability> {
    const expert = await this.#profile(practitioner);
    return availabilityOfExpert(this.#db, expert.expertId, this.#now());
  }

  /** Replaces hours, zone, slot length and buffer. Consultations already booked stay booked. */
  async setAvailability(practitioner: AccountUser, request: PutAvailabilityRequest): Promise<PracticeAvailability> {
    const expert = await this.#profile(practitioner);
    await replaceSchedule(
      this.#db,
      expert.expertId,
      { time_zone: request.timeZone, session_minutes: request.sessionMinutes, buffer_minutes: request.bufferMinutes },
      request.weekly.map((hours) => ({ weekday: hours.weekday, start_minute: minutesOfClock(hours.start) ?? 0, end_minute: minutesOfClock(hours.end) ?? 0 })),
    );
    return availabilityOfExpert(this.#db, expert.expertId, this.#now());
  }

  /** Sets or removes the meeting link template: consultations booked from now on get their join link from it. */
  async setMeetingLink(practitioner: AccountUser, request: PutMeetingLinkRequest): Promise<PracticeAvailability> {
    const expert = await this.#profile(practitioner);
    await setMeetingLinkTemplate(this.#db, expert.expertId, request.template);
    return availabilityOfExpert(this.#db, expert.expertId, this.#now());
  }

  /** Sets the consultation terms: bookings and cancellations from now on follow them. */
  async setTerms(practitioner: AccountUser, terms: ConsultationTerms): Promise<PracticeAvailability> {
    const expert = await this.#profile(practitioner);
    await setConsultationTerms(this.#db, expert.expertId, {
      pay_at_visit: terms.payAtVisit ? 1 : 0,
      free_cancellation_hours: terms.freeCancellationHours,
      late_cancellation_fee_percent: terms.lateCancellationFeePercent,
    });
    return availabilityOfExpert(this.#db, expert.expertId, this.#now());
  }

  async addTimeOff(practitioner: AccountUser, request: CreateTimeOffRequest): Promise<TimeOffEntry> {
    const expert = await this.#profile(practitioner);
    const now = this.#now();
    const endsAt = new Date(request.endsAt);
    if (endsAt.getTime() <= now.getTime()) {
      throw new AppError(400, 'VALIDATION_FAILED', 'This time off is already over. Choose an end in the future.', { endsAt: request.endsAt });
    }
    const row: TimeOffRow = {
      id: randomUUID(),
      expert_id: expert.expertId,
      starts_at: new Date(request.startsAt).toISOString(),
      ends_at: endsAt.toISOString(),
      reason: request.reason ? request.reason : null,
      created_at: now.toISOString(),
    };
    await insertTimeOff(this.#db, row);
    return toTimeOff(row);
  }

  async removeTimeOff(practitioner: AccountUser, id: string): Promise<void> {
    const expert = await this.#profile(practitioner);
    if (!(await deleteTimeOff(this.#db, expert.expertId, id))) {
      throw new AppError(404, 'TIME_OFF_NOT_FOUND', 'You have no time off with this id. It may have been removed already.', { id });
    }
  }

  /** One local day of the practitioner's consultations (today in their time zone when no date is given). */
  async day(practitioner: AccountUser, date: string | undefined): Promise<PracticeDayResponse> {
    const expert = await this.#profile(practitioner);
    const day = date ?? localDate(this.#now(), expert.timeZone);
    const { from, to } = localDayBounds(day, expert.timeZone);
    const rows = await consultationsBetween(this.#db, expert.expertId, from.toISOString(), to.toISOString());
    const counts = await noteCounts(
      this.#db,
      practitioner.id,
      rows.map((row) => row.id),
    );
    return { date: day, timeZone: expert.timeZone, consultations: rows.map((row) => toPracticeConsultation(row, counts.get(row.id) ?? 0)) };
  }

  async #consultation(practitioner: AccountUser, id: string): Promise<{ expert: PractitionerProfile; row: PracticeConsultationRow }> {
    const expert = await this.#profile(practitioner);
    const row = await findPracticeConsultation(this.#db, expert.expertId, id);
    if (!row) throw consultationNotFound(id);
    return { expert, row };
  }

  async updateConsultation(practitioner: AccountUser, id: string, request: UpdatePracticeConsultationRequest): Promise<PracticeConsultation> {
    const { expert, row } = await this.#consultation(practitioner, id);
    if (row.status === 'cancelled') throw new AppError(409, 'CONSULTATION_CANCELLED', 'The client cancelled this consultation.', { id });
    const now = this.#now();
    const outcome: ConsultationOutcome | undefined = request.outcome;
    if (outcome && row.starts_at > now.toISOString()) {
      throw new AppError(409, 'CONSULTATION_NOT_STARTED', 'This consultation has not started yet. Record how it went once it has begun.', { id });
    }
    const changes: { join_url?: string | null; status?: string; updated_at: string } = { updated_at: now.toISOString() };
    if (request.joinUrl !== undefined) changes.join_url = request.joinUrl;
    if (outcome) changes.status = outcome;
    // A cancel racing a join-link change: the cancel wins and the link is not written.
    if (!(await updateConsultation(this.#db, id, changes, row.status))) {
      throw new AppError(409, 'CONSULTATION_CANCELLED', 'The consultation changed meanwhile. Reload Today and try again.', { id });
    }
    const updated = await findPracticeConsultation(this.#db, expert.expertId, id);
    if (!updated) throw consultationNotFound(id);
    const counts = await noteCounts(this.#db, practitioner.id, [id]);
    return toPracticeConsultation(updated, counts.get(id) ?? 0);
  }

  async notes(practitioner: AccountUser, consultationId: string): Promise<ChartNote[]> {
    await this.#consultation(practitioner, consultationId);
    const rows = await notesOf(this.#db, practitioner.id, consultationId);
    const addenda = await addendaOf(
      this.#db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toNote(row, addenda.get(row.id) ?? []));
  }

  async addNote(practitioner: AccountUser, consultationId: string, body: string): Promise<ChartNote> {
    await this.#consultation(practitioner, consultationId);
    const now = this.#now().toISOString();
    const row: NoteRow = {
      id: randomUUID(),
      consultation_id: consultationId,
      author_user_id: practitioner.id,
      body,
      created_at: now,
      updated_at: now,
      signed_at: null,
    };
    await insertNote(this.#db, row);
    return toNote(row, []);
  }

  async #ownNote(practitioner: AccountUser, id: string): Promise<NoteRow> {
    const note = await findOwnNote(this.#db, practitioner.id, id);
    if (!note) throw noteNotFound(id);
    return note;
  }

  async #noteWithAddenda(practitioner: AccountUser, id: string): Promise<ChartNote> {
    const note = await this.#ownNote(practitioner, id);
    return toNote(note, (await addendaOf(this.#db, [id])).get(id) ?? []);
  }

  async editNote(practitioner: AccountUser, id: string, body: string): Promise<ChartNote> {
    const note = await this.#ownNote(practitioner, id);
    const signed = new AppError(409, 'NOTE_SIGNED', 'This note is signed and can no longer change. Add an addendum instead.', { id });
    if (note.signed_at !== null) throw signed;
    if (!(await updateDraftNote(this.#db, id, { body, updated_at: this.#now().toISOString() }))) throw signed;
    return this.#noteWithAddenda(practitioner, id);
  }

  async signNote(practitioner: AccountUser, id: string): Promise<ChartNote> {
    const note = await this.#ownNote(practitioner, id);
    if (note.signed_at === null) {
      const now = this.#now().toISOString();
      await updateDraftNote(this.#db, id, { signed_at: now, updated_at: now });
    }
    return this.#noteWithAddenda(practitioner, id);
  }

  async addAddendum(practitioner: AccountUser, id: string, body: string): Promise<ChartNote> {
    const note = await this.#ownNote(practitioner, id);
    if (note.signed_at === null) throw new AppError(409, 'NOTE_NOT_SIGNED', 'This note is still a draft: edit it directly, or sign it first.', { id });
    await insertAddendum(this.#db, { id: randomUUID(), note_id: id, author_user_id: practitioner.id, body, created_at: this.#now().toISOString() });
    return this.#noteWithAddenda(practitioner, id);
  }
}
