// Guest claims: a signed-out visitor's assessments are kept under a temporary email the server issues, and only the
// browser holding the claim cookie can read them. The cookie holds 256 random bits, the database only their SHA-256
// hash (as for sessions). When that browser signs in or signs up, its assessments move to the account.
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { GUEST_EMAIL_DOMAIN } from '@common/email';
import type { AccountSettings } from '../../config';
import type { Database } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import { rateLimitedError } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import { readCookie } from '../../http/cookies';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { randomToken, sha256Hex } from '../../http/secrets';
import { deleteClaim, deleteExpiredClaims, extendClaim, findClaim, insertClaim, moveGuestAssessments } from './assessments.repository';

export const ASSESSMENT_CLAIM_COOKIE = 'guardians_assessment_claim';

/** Temporary emails live under this domain, which no mailbox or account of ours uses. */

/** A guest has this long after their last assessment to create an account before the results are deleted. */
export const ASSESSMENT_CLAIM_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A token as randomToken() makes them; anything else is not looked up at all. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface GuestClaim {
  /** SHA-256 hash of the cookie's token: the assessment_claims row id. */
  id: string;
  tempEmail: string;
}

export interface AssessmentClaimsDependencies {
  db: Kysely<Database>;
  logger: Logger;
  settings: Pick<AccountSettings, 'secureCookies' | 'accountCreationsPerAddress'>;
  limiter: RateLimiter;
  now?: () => Date;
}

export class AssessmentClaims {
  readonly #deps: AssessmentClaimsDependencies;
  readonly #now: () => Date;
  readonly #resolved = new WeakMap<Request, Promise<GuestClaim | null>>();

  constructor(deps: AssessmentClaimsDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /** The live claim this browser holds, or null. */
  current(req: Request): Promise<GuestClaim | null> {
    let resolved = this.#resolved.get(req);
    if (!resolved) {
      resolved = this.#lookUp(req);
      this.#resolved.set(req, resolved);
    }
    return resolved;
  }

  /**
   * The browser's claim for a new guest assessment: its live claim with the expiry pushed back, or a new claim with
   * a new temporary email. New claims count against the account-creation limit of the client address, since each one
   * is a new identity that stores health data.
   */
  async issue(req: Request, res: Response): Promise<GuestClaim> {
    const { db } = this.#deps;
    const now = this.#now();
    const expiresAt = new Date(now.getTime() + ASSESSMENT_CLAIM_TTL_MS);
    const existing = await this.current(req);
    if (existing) {
      await extendClaim(db, existing.id, expiresAt.toISOString());
      this.#setCookie(res, readCookie(req.headers.cookie, ASSESSMENT_CLAIM_COOKIE) ?? '', expiresAt);
      return existing;
    }

    const check = await this.#deps.limiter.hit(`assessment-claim:address:${clientAddress(req)}`, this.#deps.settings.accountCreationsPerAddress);
    if (!check.allowed) throw rateLimitedError(check, 'guest assessments started from your network');

    // Expired claims are swept here, where new ones are made, so abandoned guest health data does not pile up.
    await db.transaction().execute((trx) => deleteExpiredClaims(trx, now.toISOString()));
    const token = randomToken();
    const claim: GuestClaim = { id: sha256Hex(token), tempEmail: `visitor-${randomBytes(12).toString('hex')}@${GUEST_EMAIL_DOMAIN}` };
    await insertClaim(db, { id: claim.id, temp_email: claim.tempEmail, created_at: now.toISOString(), expires_at: expiresAt.toISOString() });
    this.#setCookie(res, token, expiresAt);
    this.#resolved.set(req, Promise.resolve(claim));
    return claim;
  }

  /**
   * Called as a session starts (sign-up, sign-in, demo, federated): moves the browser's guest assessments to the
   * account and ends the claim. A failure is logged, never thrown: the person still gets signed in, and the claim
   * stays so the next sign-in tries again.
   */
  async moveToAccount(req: Request, res: Response, userId: string): Promise<void> {
    if (readCookie(req.headers.cookie, ASSESSMENT_CLAIM_COOKIE) === undefined) return;
    try {
      const claim = await this.current(req);
      if (claim) {
        const moved = await this.#deps.db.transaction().execute(async (trx) => {
          const account = (await accountNamesByIds(trx, [userId])).get(userId);
          if (!account) throw new Error(`The account ${userId} does not exist`);
          const count = await moveGuestAssessments(trx, claim.tempEmail, { userId, email: account.email });
          await deleteClaim(trx, claim.id);
          return count;
        });
        this.#deps.logger.info({ userId, moved }, 'Guest assessments moved to the account');
      }
      this.#forget(req, res);
    } catch (error) {
      this.#deps.logger.warn({ err: error, userId }, 'Could not move guest assessments to the account; the claim stays for the next sign-in');
    }
  }

  async #lookUp(req: Request): Promise<GuestClaim | null> {
    const token = readCookie(req.headers.cookie, ASSESSMENT_CLAIM_COOKIE);
    if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
    const row = await findClaim(this.#deps.db, sha256Hex(token));
    if (!row || row.expires_at <= this.#now().toISOString()) return null;
    return { id: row.id, tempEmail: row.temp_email };
  }

  #forget(req: Request, res: Response): void {
    this.#resolved.set(req, Promise.resolve(null));
    if (!res.headersSent) res.clearCookie(ASSESSMENT_CLAIM_COOKIE, this.#cookieAttributes());
  }

  #setCookie(res: Response, token: string, expiresAt: Date): void {
    res.cookie(ASSESSMENT_CLAIM_COOKIE, token, { ...this.#cookieAttributes(), expires: expiresAt });
  }

  #cookieAttributes() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.#deps.settings.secureCookies, path: '/api' };
  }
}
