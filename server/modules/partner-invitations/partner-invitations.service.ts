// Partner accounts come from one-time invitation links (issue 16): an admin names the email and the partner role and
// copies the link; the invitee opens it, chooses a name and password, and is signed in to the new account. The link
// carries 256 random bits, the database only their hash; it works once and for PARTNER_INVITATION_TTL_DAYS. Once the
// invitation is saved, the link is also mailed to the invitee (issue 42).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { PARTNER_INVITATION_PATH, PARTNER_INVITATION_TTL_DAYS } from '@common/contracts/admin-users';
import type { InvitationErrorCode, PartnerInvitationCreated, PartnerInvitationPreview, PartnerRole } from '@common/contracts/admin-users';
import { isReservedEmail, isValidEmail, normalizeEmail } from '@common/email';
import { ROLE_LABELS } from '@common/roles';
import type { AccountSettings } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SendMail } from '../../mail/mail-jobs';
import { partnerInvitationMail } from '../../mail/templates/account-mails';
import { accountNamesByIds, checkNewCredentials, emailInUse } from '../accounts/accounts.exports';
import { randomToken, sha256Hex } from '../../http/secrets';
import type { AccountsService } from '../accounts/accounts.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { findInvitationByTokenHash, insertInvitation, recordAcceptedAccount, spendInvitation } from './partner-invitations.repository';
import type { PartnerInvitationRow } from './partner-invitations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitee has no account yet, so no time zone: the link's expiry is written in India Standard Time, the store's. */
export const INVITATION_MAIL_TIME_ZONE = 'Asia/Kolkata';

export function partnerInvitationMailKey(invitationId: string): string {
  return `partner-invitation:${invitationId}`;
}

const REFUSALS: Record<InvitationErrorCode, { status: number; text: string }> = {
  INVITATION_INVALID: { status: 404, text: 'This invitation link is not valid. Check that you copied all of it, or ask the administrator for a new one.' },
  INVITATION_EXPIRED: { status: 410, text: 'This invitation link has expired. Ask the administrator who invited you for a new one.' },
  INVITATION_USED: { status: 409, text: 'This invitation link has been used already. Sign in at the partner sign-in page instead.' },
};

function refused(code: InvitationErrorCode): AppError {
  return new AppError(REFUSALS[code].status, code, REFUSALS[code].text);
}

export interface PartnerInvitationsDependencies {
  db: Kysely<Database>;
  logger: Logger;
  settings: Pick<AccountSettings, 'passwordPolicy'>;
  accounts: Pick<AccountsService, 'createSimpleAccount'>;
  /** Mails the invitation's link once it is saved. */
  sendMail: SendMail;
  now?: () => Date;
}

export class PartnerInvitationsService {
  readonly #deps: PartnerInvitationsDependencies;
  readonly #now: () => Date;

  constructor(deps: PartnerInvitationsDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /**
   * A new invitation and its link under `origin`; EMAIL_IN_USE when the email already has an account. The link is mailed
   * on `mailOrigin` (public-origin.ts), or not at all without one: the administrator still has it to copy.
   */
  async create(input: { email: string; role: PartnerRole }, by: StaffWrite, origin: string, mailOrigin: string | undefined): Promise<PartnerInvitationCreated> {
    const { db } = this.#deps;
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email) || isReservedEmail(email)) {
      throw new AppError(400, 'INVALID_EMAIL', "Enter the partner's own email address, such as name@example.com.");
    }
    if (await emailInUse(db, email)) {
      throw new AppError(409, 'EMAIL_IN_USE', 'This email already has an account: find it under Users and grant the partner role there.');
    }
    const now = this.#now();
    const token = randomToken();
    const row: PartnerInvitationRow = {
      id: randomUUID(),
      token_hash: sha256Hex(token),
      email,
      role: input.role,
      invited_by_user_id: by.actorId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PARTNER_INVITATION_TTL_DAYS * DAY_MS).toISOString(),
      accepted_at: null,
      accepted_user_id: null,
    };
    await db.transaction().execute(async (trx) => {
      await insertInvitation(trx, row);
      const summary = `Invited ${email} as ${ROLE_LABELS[input.role]} (link valid ${PARTNER_INVITATION_TTL_DAYS} days)`;
      await recordStaffWrite(trx, by, { action: 'invitation.created', entityType: 'invitation', entityId: row.id, summary }, now);
    });
    const link = new URL(`${PARTNER_INVITATION_PATH}?token=${token}`, origin).toString();
    await this.#mailLink(row, token, by, mailOrigin);
    return { invitation: { id: row.id, email, role: input.role, createdAt: row.created_at, expiresAt: row.expires_at }, link };
  }

  /** What the link is for, or INVITATION_INVALID (404), INVITATION_USED (409), INVITATION_EXPIRED (410). */
  async preview(token: string): Promise<PartnerInvitationPreview> {
    const row = await this.#usable(this.#deps.db, token);
    return { email: row.email, role: row.role as PartnerRole, expiresAt: row.expires_at };
  }

  /** Creates the partner account and spends the link in one transaction; returns the new account's id. */
  async accept(input: { token: string; displayName: string; password: string }, ip: string | null): Promise<string> {
    const { db, settings, accounts, logger } = this.#deps;
    const row = await this.#usable(db, input.token);
    const credentials = await checkNewCredentials(row.email, input.password, settings, input.displayName);
    const role = row.role as PartnerRole;
    const now = this.#now();
    const userId = await db.transaction().execute(async (trx) => {
      if (!(await spendInvitation(trx, row.id, now.toISOString()))) throw refused('INVITATION_USED');
      const created = await accounts.createSimpleAccount(credentials, input.displayName, [role], trx, now);
      await recordAcceptedAccount(trx, row.id, created);
      // The invitee's own write, logged beside the admin's invitation so the role's origin reads in one place.
      const summary = `Accepted the invitation as ${ROLE_LABELS[role]}; account created`;
      await recordStaffWrite(
        trx,
        { actorId: created, actorEmail: credentials.email, ip },
        { action: 'invitation.accepted', entityType: 'invitation', entityId: row.id, summary },
        now,
      );
      return created;
    });
    logger.info({ userId, role }, 'Partner account created from an invitation');
    return userId;
  }

  /**
   * Asks for the invitation's mail after it committed. Not queued, it is logged rather than thrown: the invitation is
   * saved and its link is in the answer for the administrator to send another way.
   */
  async #mailLink(row: PartnerInvitationRow, token: string, by: StaffWrite, origin: string | undefined): Promise<void> {
    const { db, sendMail, logger } = this.#deps;
    if (origin === undefined) {
      logger.warn({ invitationId: row.id }, 'A partner invitation was not mailed: no public origin is configured to build its link (GUARDIANS_PUBLIC_ORIGIN)');
      return;
    }
    try {
      const inviter = (await accountNamesByIds(db, [by.actorId])).get(by.actorId);
      const mail = partnerInvitationMail({
        to: row.email,
        publicOrigin: origin,
        token,
        invitedBy: inviter?.displayName.trim() || 'A Guardians administrator',
        role: row.role as PartnerRole,
        expiresAt: row.expires_at,
        timeZone: INVITATION_MAIL_TIME_ZONE,
      });
      await sendMail(mail, partnerInvitationMailKey(row.id));
    } catch (error) {
      logger.error({ err: error, invitationId: row.id }, 'A partner invitation could not be mailed; it is saved and its link was shown to the administrator');
    }
  }

  async #usable(db: Kysely<Database>, token: string): Promise<PartnerInvitationRow> {
    const row = await findInvitationByTokenHash(db, sha256Hex(token.trim()));
    if (!row) throw refused('INVITATION_INVALID');
    if (row.accepted_at !== null) throw refused('INVITATION_USED');
    if (row.expires_at <= this.#now().toISOString()) throw refused('INVITATION_EXPIRED');
    return row;
  }
}
