// A client's consultations with one practitioner, as the practitioner's view of the client names them, row-free.
import type { Kysely } from 'kysely';
import type { CareClientRecordResponse } from '@common/contracts/care';
import { CONSULTATION_STATUSES } from '@common/contracts/constants';
import type { ConsultationStatus } from '@common/contracts/constants';
import type { Database } from '../../db/schema';
import { consultationsOfClientWith } from './experts.repository';

export type ClientConsultation = CareClientRecordResponse['consultations'][number];

/** The client's consultations with the practitioner's account, soonest first. */
export async function consultationsWithClient(db: Kysely<Database>, practitionerUserId: string, clientId: string): Promise<ClientConsultation[]> {
  return (await consultationsOfClientWith(db, practitionerUserId, clientId)).map((row) => ({
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: (CONSULTATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as ConsultationStatus) : 'booked',
  }));
}
