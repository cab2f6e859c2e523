// Cookie sessions as Lucia's guide describes: the cookie holds 256 random bits, the database only their SHA-256
// hash; HttpOnly and SameSite=Lax always, Secure in production; 30 days sliding by default; a new id at every sign-in.
import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import { STAFF_PERMISSIONS } from '@common/contracts/admin';
import type { StaffPermission } from '@common/contracts/admin';
import { hasAnyRole, roleNames } from '@common/roles';
import type { Role } from '@common/roles';
import type { AccountSettings } from '../../config';
import type { DatabaseHealth } from '../../db/health';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { readCookie } from '../../http/cookies';
import { randomToken, sha256Hex } from '../../http/secrets';
import { deleteExpiredSessionsOf, deleteSession, extendSession, findSession, insertSession } from './sessions.repository';

export const SESSION_COOKIE = 'guardians_session';

/** A token as randomToken() makes them; anything else is not looked up at all. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Sliding expiry is written at most this often, so reads do not turn every request into a write. */
const REFRESH_INTERVAL_MS = 5 * 60 * 1000;

export interface SignedIn {
  /** SHA-256 hash of the cookie's token: the sessions row id. */
  sessionId: string;
  user: AccountUser;
}

export function hasSessionCookie(req: Request): boolean {
  return readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
}

/** How often a sign-out made during an outage retries deleting its session, and how many it remembers. */
const SIGN_OUT_RETRY_MS = 2_000;
const MAX_PENDING_SIGN_OUTS = 10_000;

/**
 * What sessions need of accounts: the accounts module implements it (`sessionAccounts` of its door) and server/app.ts
 * wires it in, so sessions never import accounts (whose routes start sessions).
 */
export interface SessionAccounts {
  /** The account as the API shows it, and whether the store disabled it; undefined when there is none. */
  find(executor: Kysely<Database>, userId: string): Promise<{ user: AccountUser; disabled: boolean } | undefined>;
  /** Notes that the account signed in at `at` (ISO time). */
  recordSignIn(executor: Kysely<Database>, userId: string, at: string): Promise<void>;
  /** What a disabled account's sign-in is refused with (403 ACCOUNT_DISABLED). */
  disabledError(): Error;
}

export interface SessionsDependencies {
  db: Kysely<Database>;
  accounts: SessionAccounts;
  health: Pick<DatabaseHealth, 'available'>;
  logger: Logger;
  settings: Pick<AccountSettings, 'sessionTtlMs' | 'secureCookies'>;
  now?: () => Date;
  /** Runs as every session starts (sign-up, sign-in, demo, federated): moves the browser's guest assessments to the account. */
  onSignIn?: (req: Request, res: Response, userId: string) => Promise<void>;
}

export class SessionsService {
  readonly #deps: SessionsDependencies;
  readonly #now: () => Date;
  /** One lookup per request, however many guards and handlers ask. */
  readonly #resolved = new WeakMap<Request, Promise<SignedIn | null>>();

  constructor(deps: SessionsDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /** Who is signed in on this request, or null. Expired and unknown sessions clear the cookie. */
  current(req: Request, res: Response): Promise<SignedIn | null> {
    let resolved = this.#resolved.get(req);
    if (!resolved) {
      resolved = this.#lookUp(req, res);
      this.#resolved.set(req, resolved);
    }
    return resolved;
  }

  /**
   * Signs a user in with a brand-new session id. The session the request came with (if any) is deleted, so an id
   * planted before sign-in (session fixation) or left from another account never carries over.
   */
  async start(req: Request, res: Response, userId: string): Promise<SignedIn> {
    await this.#endCurrent(req);
    const { db } = this.#deps;
    // The last gate of every sign-in (password, demo, Google, desktop code, invitation): no session for a disabled account.
    const { accounts } = this.#deps;
    const account = await accounts.find(db, userId);
    if (!account) throw new Error(`The account ${userId} does not exist`);
    if (account.disabled) throw accounts.disabledError();
    const now = this.#now();
    const token = randomToken();
    const session = {
      id: sha256Hex(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen: now.toISOString(),
      expires_at: new Date(now.getTime() + this.#deps.settings.sessionTtlMs).toISOString(),
    };
    await deleteExpiredSessionsOf(db, userId, session.created_at);
    await insertSession(db, session);
    await accounts.recordSignIn(db, userId, session.created_at);
    await this.#deps.onSignIn?.(req, res, userId);
    const user = (await accounts.find(db, userId))?.user;
    if (!user) throw new Error(`The account ${userId} vanished while signing in`);
    this.#setCookie(res, token);
    const signedIn = { sessionId: session.id, user };
    this.#resolved.set(req, Promise.resolve(signedIn));
    return signedIn;
  }

  /** Deletes the session on the server (later, if the database is unreachable) and clears the cookie. */
  async end(req: Request, res: Response): Promise<void> {
    await this.#endCurrent(req, 'later');
    this.#clearCookie(res);
    this.#resolved.set(req, Promise.resolve(null));
  }

  /** 401 UNAUTHENTICATED unless someone is signed in. */
  readonly requireUser: RequestHandler = async (req, res, next) => {
    if (!(await this.current(req, res))) {
      throw new AppError(401, 'UNAUTHENTICATED', 'You are not signed in, or your session has expired. Sign in and try again.');
    }
    next();
  };

  /** 401 when signed out, 403 FORBIDDEN when the account holds none of the roles. */
  requireRole(...roles: readonly Role[]): RequestHandler {
    return async (req, res, next) => {
      const signedIn = await this.current(req, res);
      if (!signedIn) {
        throw new AppError(401, 'UNAUTHENTICATED', 'You are not signed in, or your session has expired. Sign in and try again.');
      }
      if (!hasAnyRole(signedIn.user.roles, roles)) {
        throw new AppError(403, 'FORBIDDEN', `This page is for ${roleNames(roles)} accounts. Sign in with one of those.`);
      }
      next();
    };
  }

  /** 401 when signed out, 403 FORBIDDEN without a role holding the staff permission (STAFF_PERMISSIONS). */
  requireStaff(permission: StaffPermission): RequestHandler {
    return this.requireRole(...STAFF_PERMISSIONS[permission]);
  }

  /** The signed-in account of a request that passed requireUser or requireRole. */
  async user(req: Request, res: Response): Promise<AccountUser> {
    const signedIn = await this.current(req, res);
    if (!signedIn) throw new Error('SessionsService.user() called on a route without requireUser');
    return signedIn.user;
  }

  /**
   * Who a Cookie header belongs to, without answering anything: for the WebSocket upgrade (/ws/voice), which has no
   * response to clear or refresh a cookie on. Expired sessions count as signed out (the next HTTP request clears them).
   */
  async fromCookieHeader(cookieHeader: string | undefined): Promise<SignedIn | null> {
    const token = readCookie(cookieHeader, SESSION_COOKIE);
    if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
    const found = await this.#findLive(token, this.#now());
    return found?.session ? { sessionId: found.id, user: found.user } : null;
  }

  /** The session and account of a token; `session` undefined when there is none or it expired (`expired` tells which). */
  async #findLive(token: string, now: Date) {
    const { db } = this.#deps;
    const id = sha256Hex(token);
    const session = await findSession(db, id);
    if (!session || session.expires_at <= now.toISOString()) return { expired: session !== undefined, id, session: undefined, user: undefined };
    const account = await this.#deps.accounts.find(db, session.user_id);
    // Disabling ends the account's sessions; one that slipped in beside it still counts as signed out.
    if (!account || account.disabled) return null;
    return { expired: false, id, session, user: account.user };
  }

  async #lookUp(req: Request, res: Response): Promise<SignedIn | null> {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (token === undefined) return null;
    if (!TOKEN_FORMAT.test(token)) {
      this.#clearCookie(res);
      return null;
    }
    const now = this.#now();
    const found = await this.#findLive(token, now);
    if (!found?.session) {
      if (found?.expired) await deleteSession(this.#deps.db, found.id);
      this.#clearCookie(res);
      return null;
    }
    await this.#slideExpiry(res, token, found.session.id, found.session.last_seen, now);
    return { sessionId: found.id, user: found.user };
  }

  async #slideExpiry(res: Response, token: string, id: string, lastSeen: string, now: Date): Promise<void> {
    const { sessionTtlMs } = this.#deps.settings;
    const interval = Math.min(REFRESH_INTERVAL_MS, sessionTtlMs / 2);
    // A read during an outage still answers; the refresh waits for the database to take writes again.
    if (now.getTime() - Date.parse(lastSeen) < interval || !this.#deps.health.available) return;
    try {
      await extendSession(this.#deps.db, id, now.toISOString(), new Date(now.getTime() + sessionTtlMs).toISOString());
      this.#setCookie(res, token);
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'Could not extend a session; it keeps its current expiry');
    }
  }

  async #endCurrent(req: Request, whenUnreachable: 'throw' | 'later' = 'throw'): Promise<void> {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (token === undefined || !TOKEN_FORMAT.test(token)) return;
    const sessionId = sha256Hex(token);
    try {
      await deleteSession(this.#deps.db, sessionId);
    } catch (error) {
      if (whenUnreachable === 'throw') throw error;
      // Signing out must work while the database is away: the cookie goes now, the session row when it is back.
      this.#deps.logger.warn({ err: error }, 'Signed out while the database is unreachable; the session will be deleted when it returns');
      this.#endLater(sessionId);
    }
  }

  /** Sessions whose deletion waits for the database, retried until it answers. */
  readonly #pendingEnds = new Set<string>();
  #retryTimer: NodeJS.Timeout | undefined;

  #endLater(sessionId: string): void {
    if (this.#pendingEnds.size < MAX_PENDING_SIGN_OUTS) this.#pendingEnds.add(sessionId);
    if (this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#retryPendingEnds();
    }, SIGN_OUT_RETRY_MS);
    this.#retryTimer.unref();
  }

  async #retryPendingEnds(): Promise<void> {
    for (const sessionId of [...this.#pendingEnds]) {
      try {
        await deleteSession(this.#deps.db, sessionId);
        this.#pendingEnds.delete(sessionId);
      } catch {
        this.#endLater(sessionId);
        return;
      }
    }
  }

  #setCookie(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, { ...this.#cookieAttributes(), maxAge: this.#deps.settings.sessionTtlMs });
  }

  #clearCookie(res: Response): void {
    if (!res.headersSent) res.clearCookie(SESSION_COOKIE, this.#cookieAttributes());
  }

  #cookieAttributes() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.#deps.settings.secureCookies, path: '/' };
  }
}
