// What other modules ask of care when a practitioner reads a client's data (labs' results and reports, protocols'
// plans): what the client shares with them now, and the entry in the client's access log, row-free.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CareScope } from '@common/contracts/care';
import type { Database } from '../../db/schema';
import { readableScopes, storedScopes } from './care-access';
import { findActiveConsent, insertAccessLog } from './care.repository';

/** The active consent of `clientId` to `practitionerId` and what it shares, or null when there is none. */
export async function sharedWith(
  executor: Kysely<Database>,
  clientId: string,
  practitionerId: string,
): Promise<{ consentId: string; scopes: CareScope[]; consentedAt: string } | null> {
  const consent = await findActiveConsent(executor, clientId, practitionerId);
  const scopes = readableScopes(consent);
  return consent && scopes ? { consentId: consent.id, scopes, consentedAt: consent.created_at } : null;
}

/** Writes in the client's access log that the practitioner read `scopes` under the consent `consentId`. */
export async function logClientRead(
  executor: Kysely<Database>,
  read: { clientId: string; practitionerId: string; consentId: string; scopes: readonly CareScope[]; at: Date },
): Promise<void> {
  await insertAccessLog(executor, {
    id: randomUUID(),
    customer_id: read.clientId,
    practitioner_user_id: read.practitionerId,
    consent_id: read.consentId,
    scopes: storedScopes(read.scopes),
    created_at: read.at.toISOString(),
  });
}
