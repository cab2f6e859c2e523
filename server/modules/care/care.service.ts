import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type {
  AccessLogEntry,
  CareClient,
  CareConsent,
  CareErrorCode,
  CareInvitation,
  CareScope,
  CreateInvitationRequest,
  GrantConsentRequest,
  Practitioner,
} from '@common/contracts/care';
import { normalizeEmail } from '@common/email';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { practitionerOfExpert, practitionersOf } from '../experts/experts.exports';
import { invitationExpiry, invitationState, invitationWindowStart, mayInviteAgain, scopesOf, storedScopes } from './care-access';
import {
  answerInvitation,
  countInvitationsSince,
  findActiveConsent,
  findConsentOf,
  findInvitation,
  insertConsent,
  insertInvitation,
  listAccessLogOf,
  listActiveConsentsToPractitioner,
  listConsentsOfCustomer,
  listPendingInvitations,
  revokeConsent,
  updateConsentScopes,
} from './care.repository';
import type { ConsentRow, InvitationRow } from './care.repository';

/** The newest reads the customer's access log shows. */
export const ACCESS_LOG_LIMIT = 200;

export function careError(status: number, code: CareErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

export function consentRequired(clientId: string): AppError {
  return careError(403, 'CONSENT_REQUIRED', 'This client has not shared their data with you, or has stopped sharing. Invite them to share again.', {
    clientId,
  });
}

export interface CareDependencies {
  db: Kysely<Database>;
}

export class CareService {
  readonly #deps: CareDependencies;

  constructor(deps: CareDependencies) {
    this.#deps = deps;
  }

  /** Shares `scopes` with the practitioner behind an expert profile; an active consent to them gets these scopes instead. */
  async grant(customer: AccountUser, request: GrantConsentRequest, now = new Date()): Promise<{ consent: CareConsent; created: boolean }> {
    const { db } = this.#deps;
    const expert = await practitionerOfExpert(db, request.practitionerId);
    if (!expert) {
      throw careError(404, 'PRACTITIONER_NOT_FOUND', 'There is no practitioner with this id. Choose one from the experts list.', {
        practitionerId: request.practitionerId,
      });
    }
    return this.#share(customer, expert.userId, expert.expertId, request.scopes, now);
  }

  async #share(customer: AccountUser, practitionerUserId: string, expertId: string | null, scopes: readonly CareScope[], now: Date) {
    if (practitionerUserId === customer.id) throw careError(400, 'OWN_ACCOUNT', 'You cannot share your data with your own account.');
    const { db } = this.#deps;
    const write = () =>
      db.transaction().execute(async (trx) => {
        const active = await findActiveConsent(trx, customer.id, practitionerUserId);
        if (active) {
          await updateConsentScopes(trx, active.id, storedScopes(scopes), now.toISOString());
          return { id: active.id, created: false };
        }
        const row: ConsentRow = {
          id: randomUUID(),
          customer_id: customer.id,
          practitioner_user_id: practitionerUserId,
          expert_id: expertId,
          scopes: storedScopes(scopes),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          revoked_at: null,
        };
        await insertConsent(trx, row);
        return { id: row.id, created: true };
      });
    let outcome: { id: string; created: boolean };
    try {
      outcome = await write();
    } catch (error) {
      // A parallel grant created the active consent first (the partial unique index): update that one.
      if (!isUniqueViolation(error)) throw error;
      outcome = await write();
    }
    const row = await findConsentOf(db, customer.id, outcome.id);
    if (!row) throw new Error(`The consent ${outcome.id} vanished after it was written`);
    return { consent: (await this.#toConsents([row]))[0] as CareConsent, created: outcome.created };
  }

  async listConsents(customerId: string): Promise<CareConsent[]> {
    return this.#toConsents(await listConsentsOfCustomer(this.#deps.db, customerId));
  }

  /** Effective at once: the next practitioner read checks revoked_at. Another account's id is not found. */
  async revoke(customerId: string, consentId: string, now = new Date()): Promise<CareConsent> {
    const { db } = this.#deps;
    const found = await findConsentOf(db, customerId, consentId);
    if (!found) throw careError(404, 'CONSENT_NOT_FOUND', 'There is no such consent of yours. Reload your profile to see what you share.', { consentId });
    await revokeConsent(db, consentId, now.toISOString());
    const row = await findConsentOf(db, customerId, consentId);
    return (await this.#toConsents(row ? [row] : []))[0] as CareConsent;
  }

  async invite(practitioner: AccountUser, request: CreateInvitationRequest, now = new Date()): Promise<CareInvitation> {
    const { db } = this.#deps;
    if (request.email === normalizeEmail(practitioner.email)) throw careError(400, 'OWN_ACCOUNT', 'You cannot invite your own email address.');
    const sent = await countInvitationsSince(db, practitioner.id, invitationWindowStart(now).toISOString());
    if (!mayInviteAgain(sent)) {
      throw careError(429, 'INVITATION_LIMIT_REACHED', 'You have sent the most invitations allowed in 24 hours. Try again tomorrow.', { sent });
    }
    const row: InvitationRow = {
      id: randomUUID(),
      practitioner_user_id: practitioner.id,
      email: request.email,
      message: request.message,
      status: 'pending',
      created_at: now.toISOString(),
      expires_at: invitationExpiry(now).toISOString(),
      responded_at: null,
    };
    await insertInvitation(db, row);
    return (await this.#toInvitations([row]))[0] as CareInvitation;
  }

  async pendingInvitations(customer: AccountUser, now = new Date()): Promise<CareInvitation[]> {
    return this.#toInvitations(await listPendingInvitations(this.#deps.db, normalizeEmail(customer.email), now.toISOString()));
  }

  async accept(customer: AccountUser, invitationId: string, scopes: readonly CareScope[], now = new Date()): Promise<CareConsent> {
    const invitation = await this.#pendingInvitationOf(customer, invitationId, now);
    const { consent } = await this.#share(customer, invitation.practitioner_user_id, null, scopes, now);
    await answerInvitation(this.#deps.db, invitation.id, 'accepted', now.toISOString());
    return consent;
  }

  async decline(customer: AccountUser, invitationId: string, now = new Date()): Promise<CareInvitation> {
    const invitation = await this.#pendingInvitationOf(customer, invitationId, now);
    await answerInvitation(this.#deps.db, invitation.id, 'declined', now.toISOString());
    return (await this.#toInvitations([{ ...invitation, status: 'declined', responded_at: now.toISOString() }]))[0] as CareInvitation;
  }

  /** Someone else's invitation, or one already answered, is not found; an old one has expired. */
  async #pendingInvitationOf(customer: AccountUser, invitationId: string, now: Date): Promise<InvitationRow> {
    const invitation = await findInvitation(this.#deps.db, invitationId);
    if (!invitation || invitation.email !== normalizeEmail(customer.email) || invitationState(invitation, now) === 'answered') {
      throw careError(404, 'INVITATION_NOT_FOUND', 'There is no open invitation with this id for you. Reload your profile to see your invitations.', {
        invitationId,
      });
    }
    if (invitationState(invitation, now) === 'expired') {
      throw careError(410, 'INVITATION_EXPIRED', 'This invitation has expired. Ask the practitioner to send a new one.', { invitationId });
    }
    return invitation;
  }

  async accessLog(customerId: string): Promise<AccessLogEntry[]> {
    const rows = await listAccessLogOf(this.#deps.db, customerId, ACCESS_LOG_LIMIT);
    const practitioners = await this.#practitioners(rows.map((row) => row.practitioner_user_id));
    return rows.map((row) => ({
      id: row.id,
      practitioner: practitionerOf(practitioners, row.practitioner_user_id),
      scopes: scopesOf(row.scopes),
      readAt: row.created_at,
    }));
  }

  async clients(practitionerUserId: string): Promise<CareClient[]> {
    const { db } = this.#deps;
    const consents = await listActiveConsentsToPractitioner(db, practitionerUserId);
    const users = await accountNamesByIds(
      db,
      consents.map((consent) => consent.customer_id),
    );
    return consents.flatMap((consent) => {
      const user = users.get(consent.customer_id);
      return user ? [{ id: user.id, name: user.displayName, email: user.email, scopes: scopesOf(consent.scopes), consentedAt: consent.created_at }] : [];
    });
  }

  async #toConsents(rows: readonly ConsentRow[]): Promise<CareConsent[]> {
    const practitioners = await this.#practitioners(rows.map((row) => row.practitioner_user_id));
    return rows.map((row) => ({
      id: row.id,
      practitioner: practitionerOf(practitioners, row.practitioner_user_id),
      scopes: scopesOf(row.scopes),
      status: row.revoked_at === null ? 'active' : 'revoked',
      grantedAt: row.created_at,
      updatedAt: row.updated_at,
      revokedAt: row.revoked_at,
    }));
  }

  async #toInvitations(rows: readonly InvitationRow[]): Promise<CareInvitation[]> {
    const practitioners = await this.#practitioners(rows.map((row) => row.practitioner_user_id));
    return rows.map((row) => ({
      id: row.id,
      practitioner: practitionerOf(practitioners, row.practitioner_user_id),
      email: row.email,
      message: row.message,
      status: row.status === 'accepted' || row.status === 'declined' ? row.status : 'pending',
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }));
  }

  /** Name and profession of each practitioner account (the experts module's). */
  #practitioners(userIds: readonly string[]): Promise<Map<string, Practitioner>> {
    return practitionersOf(this.#deps.db, userIds);
  }
}

function practitionerOf(practitioners: ReadonlyMap<string, Practitioner>, userId: string): Practitioner {
  return practitioners.get(userId) ?? { userId, expertId: null, name: '', profession: null };
}
