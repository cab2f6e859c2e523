// Account rules: who may register, how each kind of sign-in proves who someone is, and which account it lands on.
// The routes turn the account ids returned here into sessions.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { LoginRequest } from '@common/contracts/accounts';
import { DEMO_EMAIL_DOMAIN, isReservedEmail, isValidEmail, normalizeEmail } from '@common/email';
import { failedPasswordRules } from '@common/password-policy';
import { hasAnyRole, roleNames, SIGN_IN_ROLE_GROUPS } from '@common/roles';
import type { Role } from '@common/roles';
import type { AccountSettings } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { rateLimitedError } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import { findUserByEmail, findUserByFirebaseUid, insertUser, linkFirebaseUid, listRoles } from './accounts.repository';
import type { UserRow } from './accounts.repository';
import { refuseDisabledAccount } from './account-status';
import type { IdTokenVerifier, VerifiedIdentity } from './firebase-token-verifier';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hash';
import { estimatePasswordStrength } from './password-strength';
import { sha256Hex } from '../../http/secrets';
import { WelcomeMails } from './welcome-mail';
import type { WelcomeMailDependencies } from './welcome-mail';

const DEMO_DISPLAY_NAME = 'Demo Guardian';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', 'An account with this email already exists. Sign in instead, or use another email.');

/** A uid in Firebase's format (28 URL-safe characters), for accounts that do not come from Firebase. */
function newUid(): string {
  return randomBytes(21).toString('base64url');
}

export interface NewCredentials {
  email: string;
  password: string;
}

/**
 * The email and password a new account may use: INVALID_EMAIL or WEAK_PASSWORD otherwise (details.failed names the
 * rules; details.warning says why a guessable one is guessable). `displayName` counts as a word the password must
 * not lean on.
 */
export async function checkNewCredentials(
  email: string,
  password: string,
  settings: Pick<AccountSettings, 'passwordPolicy'>,
  displayName?: string,
): Promise<NewCredentials> {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) {
    throw new AppError(400, 'INVALID_EMAIL', 'Enter a valid email address, such as name@example.com.');
  }
  if (isReservedEmail(normalized)) {
    throw new AppError(400, 'RESERVED_EMAIL_DOMAIN', 'This address belongs to the store itself; sign up with your own email address.');
  }
  const policy = settings.passwordPolicy;
  const strength = policy.minStrength > 0 ? await estimatePasswordStrength(password, [normalized, displayName ?? '']) : undefined;
  const failed = failedPasswordRules(password, policy, strength?.score);
  if (failed.length > 0) {
    const guessable = failed.includes('strength');
    throw new AppError(
      400,
      'WEAK_PASSWORD',
      guessable
        ? 'This password is too common or too easy to guess; choose another, such as three or four unrelated words.'
        : 'This password does not meet the password policy; see which rules it misses.',
      { failed, ...(guessable ? { warning: strength?.warning ?? null } : {}) },
    );
  }
  return { email: normalized, password };
}

export function newUserRow(fields: Pick<UserRow, 'email' | 'auth_provider'> & Partial<UserRow>, now: Date): UserRow {
  return {
    id: randomUUID(),
    uid: newUid(),
    display_name: '',
    photo_url: null,
    password_hash: null,
    is_demo: 0,
    is_seeded: 0,
    firebase_uid: null,
    created_at: now.toISOString(),
    disabled_at: null,
    disabled_by_user_id: null,
    disabled_reason: null,
    last_sign_in_at: null,
    ...fields,
  };
}

export interface AccountsDependencies {
  db: Kysely<Database>;
  logger: Logger;
  settings: AccountSettings;
  limiter: RateLimiter;
  /** Absent when no Firebase project is configured: federated sign-in then answers 503. */
  idTokenVerifier: IdTokenVerifier | undefined;
  /** The welcome mail of a new customer account (issue 42); none without it (the first admin's setup). */
  welcome?: WelcomeMailDependencies;
}

export class AccountsService {
  readonly #deps: AccountsDependencies;
  readonly #welcome: WelcomeMails | undefined;

  constructor(deps: AccountsDependencies) {
    this.#deps = deps;
    this.#welcome = deps.welcome ? new WelcomeMails(deps.db, deps.logger, deps.welcome) : undefined;
  }

  /** 503 FEDERATED_SIGN_IN_UNAVAILABLE when no Firebase project is configured. */
  requireFederatedSignIn(): IdTokenVerifier {
    const verifier = this.#deps.idTokenVerifier;
    if (!verifier) {
      throw new AppError(
        503,
        'FEDERATED_SIGN_IN_UNAVAILABLE',
        'Sign-in with Google is not set up on this server. Sign in with email and password, or try the demo.',
      );
    }
    return verifier;
  }

  /**
   * Inserts a simple account with its roles; EMAIL_IN_USE when the email is taken, even by a parallel request.
   * Given a transaction (first-admin setup), the account joins it.
   */
  async createSimpleAccount(
    credentials: NewCredentials,
    displayName: string | undefined,
    roles: readonly Role[],
    executor: Kysely<Database> = this.#deps.db,
    now = new Date(),
  ): Promise<string> {
    if (await findUserByEmail(executor, credentials.email)) throw emailInUse();
    const row = newUserRow(
      { email: credentials.email, auth_provider: 'simple', display_name: displayName ?? '', password_hash: await hashPassword(credentials.password) },
      now,
    );
    try {
      // User and roles land together; inside a caller's transaction they join that one.
      if (executor.isTransaction) await insertUser(executor, row, roles);
      else await executor.transaction().execute((trx) => insertUser(trx, row, roles));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
    return row.id;
  }

  /** A new simple account with the customer role, welcomed by mail built on `origin`; returns its id. */
  async register(
    input: { email: string; password: string; displayName?: string | undefined },
    clientAddress: string,
    origin: string | undefined,
  ): Promise<string> {
    const credentials = await checkNewCredentials(input.email, input.password, this.#deps.settings, input.displayName);
    await this.#countAccountCreation('register', clientAddress);
    const userId = await this.createSimpleAccount(credentials, input.displayName, ['customer']);
    this.#deps.logger.info({ userId, authProvider: 'simple' }, 'Account registered');
    await this.#welcome?.queue(userId, origin);
    return userId;
  }

  /**
   * Checks email and password in constant time whether or not the email has an account, and counts the attempt
   * against the email and the client address; returns the account id.
   */
  async signIn(input: LoginRequest, clientAddress: string): Promise<string> {
    const { db, limiter, settings, logger } = this.#deps;
    const email = normalizeEmail(input.email);
    // Failures count per email *from this address*, so nobody can lock an owner out from elsewhere; the per-address
    // limit still stops one client from trying many accounts. Hashed: the bucket table is no list of tried emails.
    const emailKey = `login:email:${sha256Hex(`${email}|${clientAddress}`)}`;
    const addressKey = `login:address:${clientAddress}`;
    const [byEmail, byAddress] = await Promise.all([
      limiter.hit(emailKey, settings.loginFailuresPerEmail),
      limiter.hit(addressKey, settings.loginFailuresPerAddress),
    ]);
    if (!byEmail.allowed || !byAddress.allowed) {
      logger.warn({ limitedBy: byEmail.allowed ? 'address' : 'email' }, 'Sign-in refused: too many failed attempts');
      throw rateLimitedError(byEmail.allowed ? byAddress : byEmail, 'failed sign-in attempts');
    }

    const user = await findUserByEmail(db, email);
    const passwordMatches = user?.password_hash ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDecoy(input.password);
    if (!user || !passwordMatches) {
      logger.info('Sign-in failed: wrong email or password');
      throw invalidCredentials();
    }
    // A genuine sign-in: the attempts it made do not count as failures.
    await Promise.all([limiter.reset(emailKey), limiter.release(addressKey)]);
    // Said only to whoever knows the password, so the refusal reveals nothing to a stranger.
    refuseDisabledAccount(user);

    if (input.expectedRole) {
      const allowed = SIGN_IN_ROLE_GROUPS[input.expectedRole];
      if (!hasAnyRole(await listRoles(db, user.id), allowed)) {
        throw new AppError(
          403,
          'ROLE_REQUIRED',
          `This account cannot sign in here: this page is for ${roleNames(allowed)} accounts. Use the sign-in page for your account, or ask an administrator for access.`,
          {
            expectedRole: input.expectedRole,
          },
        );
      }
    }
    logger.info({ userId: user.id, method: 'password' }, 'Signed in');
    return user.id;
  }

  /** A fresh demo account each time: nothing of one demo visitor is visible to another. */
  async createDemoAccount(clientAddress: string): Promise<string> {
    await this.#countAccountCreation('demo', clientAddress);
    const now = new Date();
    const row = newUserRow(
      { email: `demo-${randomBytes(9).toString('hex')}@${DEMO_EMAIL_DOMAIN}`, auth_provider: 'demo', display_name: DEMO_DISPLAY_NAME, is_demo: 1 },
      now,
    );
    await this.#deps.db.transaction().execute((trx) => insertUser(trx, row, ['demo']));
    this.#deps.logger.info({ userId: row.id, authProvider: 'demo' }, 'Demo account created');
    return row.id;
  }

  /**
   * Federated sign-in: the token decides who this is, the body must say the same. Signs in the account linked to
   * the Firebase uid, links a simple account with the same verified email, or creates a customer account (welcomed by
   * mail built on `origin`).
   */
  async signInFederated(
    idToken: string | undefined,
    body: { uid: string; email: string; displayName?: string | undefined },
    origin: string | undefined,
  ): Promise<string> {
    const verifier = this.requireFederatedSignIn();
    if (!idToken) {
      throw new AppError(401, 'MISSING_TOKEN', 'Send the Firebase ID token in the header Authorization: Bearer <token>.');
    }
    let identity: VerifiedIdentity;
    try {
      identity = await verifier.verify(idToken);
    } catch (error) {
      this.#deps.logger.info({ reason: (error as { code?: unknown }).code ?? 'unknown' }, 'Federated sign-in refused: invalid ID token');
      throw new AppError(401, 'INVALID_TOKEN', 'The sign-in token is invalid or has expired. Sign in with Google again.');
    }
    if (body.uid !== identity.uid || !identity.email || normalizeEmail(body.email) !== normalizeEmail(identity.email)) {
      throw new AppError(400, 'TOKEN_MISMATCH', 'The uid and email sent do not match the sign-in token. Sign in again.');
    }

    try {
      return await this.#resolveFederatedAccount(identity, identity.email, body.displayName, origin);
    } catch (error) {
      // Two first sign-ins of the same person at once: the loser finds the winner's account on the second look.
      if (!isUniqueViolation(error)) throw error;
      return this.#resolveFederatedAccount(identity, identity.email, body.displayName, origin);
    }
  }

  async #resolveFederatedAccount(identity: VerifiedIdentity, tokenEmail: string, displayName: string | undefined, origin: string | undefined): Promise<string> {
    const { db, logger } = this.#deps;
    const linked = await findUserByFirebaseUid(db, identity.uid);
    if (linked) {
      refuseDisabledAccount(linked);
      logger.info({ userId: linked.id, method: 'firebase' }, 'Signed in');
      return linked.id;
    }

    const email = normalizeEmail(tokenEmail);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      refuseDisabledAccount(existing);
      // Linking on an unverified email would hand the account to whoever typed that address into Firebase.
      if (!identity.emailVerified || existing.firebase_uid !== null) {
        throw new AppError(
          409,
          'EMAIL_IN_USE',
          'An account with this email already exists. Sign in with your email and password, or use a Google account whose email is verified.',
        );
      }
      if (!(await linkFirebaseUid(db, existing.id, identity.uid, { photoUrl: identity.picture ?? null }))) throw emailInUse();
      logger.info({ userId: existing.id, method: 'firebase' }, 'Federated sign-in linked to an existing account');
      return existing.id;
    }

    const row = newUserRow(
      {
        uid: identity.uid,
        firebase_uid: identity.uid,
        email,
        auth_provider: 'firebase',
        display_name: (displayName?.trim() || identity.name || '').slice(0, 200),
        photo_url: identity.picture ?? null,
      },
      new Date(),
    );
    await db.transaction().execute((trx) => insertUser(trx, row, ['customer']));
    logger.info({ userId: row.id, authProvider: 'firebase' }, 'Account registered');
    await this.#welcome?.queue(row.id, origin);
    return row.id;
  }

  async #countAccountCreation(kind: 'register' | 'demo', clientAddress: string): Promise<void> {
    const check = await this.#deps.limiter.hit(`${kind}:address:${clientAddress}`, this.#deps.settings.accountCreationsPerAddress);
    if (!check.allowed) {
      this.#deps.logger.warn({ kind }, 'Account creation refused: too many from one address');
      throw rateLimitedError(check, kind === 'demo' ? 'demo accounts started from your network' : 'accounts created from your network');
    }
  }
}
