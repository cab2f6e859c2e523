// Accounts: sign-up, the three ways to sign in (simple, demo, federated), the session, first-admin setup and the
// minimal role-protected areas. Every shape here is what the sign-in screens code against.
import { z } from 'zod';
import { passwordPolicySchema } from '../password-policy';
import { ROLES, SIGN_IN_ROLE_GROUP_NAMES } from '../roles';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';
import { Wallet } from './wallet';

export const AUTH_PROVIDERS = ['simple', 'demo', 'firebase'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const AccountUser = z
  .object({
    id: z.string().describe('The account id in this store.'),
    uid: z.string().describe('The identity uid: the Firebase uid for accounts created by federated sign-in.'),
    email: z.string().describe('Lower-cased.'),
    displayName: z.string().describe('Empty when the person gave none.'),
    photoURL: z.string().nullable(),
    isDemo: z.boolean(),
    roles: z.array(z.enum(ROLES)),
    authProvider: z.enum(AUTH_PROVIDERS).describe('How the account was created; a simple account linked to Firebase stays simple.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof AccountUser>;

// Email and password are checked by the service, not here, so the form gets INVALID_EMAIL and WEAK_PASSWORD
// instead of a generic VALIDATION_FAILED.
export const RegisterRequest = z
  .object({
    email: z.string().max(254),
    password: z.string().max(1024),
    displayName: z.string().trim().max(100).optional(),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z
  .object({
    email: z.string().max(254),
    password: z.string().max(1024),
    expectedRole: z
      .enum(SIGN_IN_ROLE_GROUP_NAMES)
      .optional()
      .describe(
        "Sent by the role-specific sign-in screens: 'admin' accepts admin and support, 'partner' any partner role " +
          "(ayurvedic, nutritionist, health_coach, doctor, lab, brand_partner), 'brand_partner' brand partners. " +
          'An account without such a role gets 403 ROLE_REQUIRED and no session.',
      ),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** "Forgot password?": the address to send a reset link to. Checked by the service (the same answer for any address). */
export const PasswordResetRequest = z.object({ email: z.string().max(254) }).meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** The same answer whether an account holds the address or not, so the form reveals nothing. */
export const PasswordResetRequestedResponse = z
  .object({ message: z.string(), validMinutes: z.number().int().positive() })
  .meta({ id: 'PasswordResetRequestedResponse' });
export type PasswordResetRequestedResponse = z.infer<typeof PasswordResetRequestedResponse>;

/** The token from the mailed link and the new password (checked by the password policy). */
export const PasswordResetConfirmRequest = z
  .object({ token: z.string().min(1).max(200), password: z.string().max(1024) })
  .meta({ id: 'PasswordResetConfirmRequest' });
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** The password is changed and every session of the account ended; `signInPath` is the sign-in screen of its role. */
export const PasswordResetDoneResponse = z
  .object({ signInPath: z.enum(['/auth-simple', '/partner/login', '/admin-login']) })
  .meta({ id: 'PasswordResetDoneResponse' });
export type PasswordResetDoneResponse = z.infer<typeof PasswordResetDoneResponse>;

/** Answer of register, login, firebase-auth and admin-setup: the account and its wallet, with a session cookie. */
export const SignedInResponse = z.object({ user: AccountUser, wallet: Wallet }).meta({ id: 'SignedInResponse' });
export type SignedInResponse = z.infer<typeof SignedInResponse>;

export const CurrentUserResponse = z.object({ user: AccountUser }).meta({ id: 'CurrentUserResponse' });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;
/**
 * GET /api/auth/me's answer: the signed-in account, or null for a visitor who has no session cookie at all (an ended
 * session is a 401 instead, which also clears the cookie), so a visitor's pages log no error for the probe.
 */
export const SessionProbeResponse = z
  .object({ user: AccountUser.nullable().describe('null: nobody is signed in in this browser.') })
  .meta({ id: 'SessionProbeResponse' });
export type SessionProbeResponse = z.infer<typeof SessionProbeResponse>;

export const PasswordPolicyResponse = passwordPolicySchema.meta({ id: 'PasswordPolicy' });

export const FirebaseAuthRequest = z
  .object({
    email: z.string().max(254),
    displayName: z.string().max(200).optional().describe('Empty string when the provider gave none.'),
    uid: z.string().min(1).max(128),
  })
  .meta({ id: 'FirebaseAuthRequest' });
export type FirebaseAuthRequest = z.infer<typeof FirebaseAuthRequest>;

export const AdminSetupStatusResponse = z
  .object({ open: z.boolean().describe('True while no admin exists and a setup token has been printed at start.') })
  .meta({ id: 'AdminSetupStatusResponse' });
export type AdminSetupStatusResponse = z.infer<typeof AdminSetupStatusResponse>;

export const AdminSetupRequest = z
  .object({
    token: z.string().min(1).max(200).describe('The one-time token the server printed at start.'),
    email: z.string().max(254),
    password: z.string().max(1024),
    displayName: z.string().trim().max(100).optional(),
  })
  .meta({ id: 'AdminSetupRequest' });
export type AdminSetupRequest = z.infer<typeof AdminSetupRequest>;

/** Answer of the minimal role-protected routes: who called and with which roles. */
export const AreaAccessResponse = z
  .object({
    area: z.enum(['admin', 'partner']),
    userId: z.string(),
    email: z.string(),
    roles: z.array(z.enum(ROLES)),
  })
  .meta({ id: 'AreaAccessResponse' });
export type AreaAccessResponse = z.infer<typeof AreaAccessResponse>;

export const RoleCatalogResponse = z
  .object({
    roles: z.array(z.object({ id: z.enum(ROLES), label: z.string() })),
    signInRoleGroups: z.record(z.enum(SIGN_IN_ROLE_GROUP_NAMES), z.array(z.enum(ROLES))),
  })
  .meta({ id: 'RoleCatalogResponse' });
export type RoleCatalogResponse = z.infer<typeof RoleCatalogResponse>;

export const ACCOUNT_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_ORIGIN',
  'RATE_LIMITED',
  'INVALID_EMAIL',
  'RESERVED_EMAIL_DOMAIN',
  'WEAK_PASSWORD',
  'EMAIL_IN_USE',
  'INVALID_CREDENTIALS',
  'ROLE_REQUIRED',
  'MISSING_TOKEN',
  'INVALID_TOKEN',
  'TOKEN_MISMATCH',
  'FEDERATED_SIGN_IN_UNAVAILABLE',
  'INVALID_SETUP_TOKEN',
  'SETUP_CLOSED',
  'RESET_LINK_INVALID',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

const badOrigin = errorResponse('A write from another site (BAD_ORIGIN)');
const rateLimited = errorResponse('Too many attempts from this address or for this email; wait and retry (RATE_LIMITED, Retry-After header)');
const unauthenticated = errorResponse('Not signed in, or the session expired (UNAUTHENTICATED)');

export const accountEndpoints = {
  postRegister: {
    method: 'post',
    path: '/api/register',
    summary: 'Creates a simple (email and password) account as a customer and signs it in',
    tag: 'accounts',
    request: { body: RegisterRequest },
    responses: {
      201: { description: 'Created and signed in (Set-Cookie: guardians_session)', body: SignedInResponse },
      400: errorResponse('INVALID_EMAIL, RESERVED_EMAIL_DOMAIN, WEAK_PASSWORD (details.failed lists the rules) or VALIDATION_FAILED'),
      403: badOrigin,
      409: errorResponse(
        'An account with this email exists (EMAIL_IN_USE): kept on purpose, so a person who already has an account is told to sign in; registrations per address are rate-limited, which bounds what it reveals',
      ),
      429: rateLimited,
    },
  },
  postLogin: {
    method: 'post',
    path: '/api/login',
    summary: 'Signs in with email and password; always issues a new session id',
    tag: 'accounts',
    request: { body: LoginRequest },
    responses: {
      200: { description: 'Signed in (Set-Cookie: guardians_session)', body: SignedInResponse },
      401: errorResponse('Wrong email or password, the same answer for both (INVALID_CREDENTIALS)'),
      403: errorResponse('The account lacks the role of expectedRole (ROLE_REQUIRED) or BAD_ORIGIN'),
      429: rateLimited,
    },
  },
  postLogout: {
    method: 'post',
    path: '/api/logout',
    summary: 'Ends the session on the server and clears the cookie; 204 even when no one was signed in',
    tag: 'accounts',
    responses: { 204: { description: 'Signed out' }, 403: badOrigin },
  },
  getAuthMe: {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in account, or user null for a visitor without a session cookie',
    tag: 'accounts',
    responses: {
      200: { description: 'Signed in, or user null: no session cookie was sent', body: SessionProbeResponse },
      401: errorResponse('The session cookie sent is expired, ended or unknown; it is cleared (UNAUTHENTICATED)'),
    },
  },
  postAuthDemo: {
    method: 'post',
    path: '/api/auth/demo',
    summary: 'Signs in to a fresh sandboxed demo account (role demo) that no one else sees',
    tag: 'accounts',
    responses: { 200: { description: 'Signed in as a new demo account', body: CurrentUserResponse }, 403: badOrigin, 429: rateLimited },
  },
  postAuthPasswordReset: {
    method: 'post',
    path: '/api/auth/password-reset',
    summary:
      'Forgot password: mails a single-use reset link valid 30 minutes to the address when a password account holds it ' +
      '(a federated-only account is told to use its provider); the same 202 answer either way',
    tag: 'accounts',
    request: { body: PasswordResetRequest },
    responses: {
      202: { description: 'Accepted; a mail follows if an account holds the address', body: PasswordResetRequestedResponse },
      400: errorResponse('INVALID_EMAIL or VALIDATION_FAILED'),
      403: badOrigin,
      429: rateLimited,
    },
  },
  postAuthPasswordResetConfirm: {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    summary: 'Sets a new password with the token of a reset link; the link is used up and every session of the account ends',
    tag: 'accounts',
    request: { body: PasswordResetConfirmRequest },
    responses: {
      200: { description: 'Password changed; sign in again', body: PasswordResetDoneResponse },
      400: errorResponse('The link is unknown, used or expired (RESET_LINK_INVALID), WEAK_PASSWORD (details.failed) or VALIDATION_FAILED'),
      403: badOrigin,
      429: rateLimited,
    },
  },
  getAuthPasswordPolicy: {
    method: 'get',
    path: '/api/auth/password-policy',
    summary: 'The password policy of spec 5 that registration enforces',
    tag: 'accounts',
    responses: { 200: { description: 'The policy', body: PasswordPolicyResponse } },
  },
  postFirebaseAuth: {
    method: 'post',
    path: '/api/firebase-auth',
    summary:
      'Federated sign-in: verifies the Firebase ID token of the Authorization: Bearer header; creates the account, ' +
      'links a simple account with the same verified email, or signs in the linked one',
    tag: 'accounts',
    request: { body: FirebaseAuthRequest },
    responses: {
      200: { description: 'Signed in (Set-Cookie: guardians_session)', body: SignedInResponse },
      400: errorResponse('The body does not match the token (TOKEN_MISMATCH) or VALIDATION_FAILED'),
      401: errorResponse('No bearer token (MISSING_TOKEN) or an invalid or expired one (INVALID_TOKEN)'),
      403: badOrigin,
      409: errorResponse('A simple account holds this email and the token does not prove it is verified (EMAIL_IN_USE)'),
      503: errorResponse('Federated sign-in is not configured on this server (FEDERATED_SIGN_IN_UNAVAILABLE)'),
    },
  },
  getRoles: {
    method: 'get',
    path: '/api/roles',
    summary: 'Every role with its label, and which roles each role-specific sign-in screen accepts',
    tag: 'accounts',
    responses: { 200: { description: 'The role catalog', body: RoleCatalogResponse } },
  },
  getAdminSetupStatus: {
    method: 'get',
    path: '/api/admin-setup/status',
    summary: 'Whether the first admin can still be created',
    tag: 'accounts',
    responses: { 200: { description: 'Setup state', body: AdminSetupStatusResponse } },
  },
  postAdminSetup: {
    method: 'post',
    path: '/api/admin-setup',
    summary: 'Creates the first admin with the one-time setup token printed at start, signs it in and closes setup',
    tag: 'accounts',
    request: { body: AdminSetupRequest },
    responses: {
      201: { description: 'The first admin, signed in', body: SignedInResponse },
      400: errorResponse('INVALID_EMAIL, WEAK_PASSWORD or VALIDATION_FAILED'),
      403: errorResponse('Wrong setup token (INVALID_SETUP_TOKEN) or BAD_ORIGIN'),
      409: errorResponse('An admin exists already (SETUP_CLOSED) or the email is taken (EMAIL_IN_USE)'),
    },
  },
  getAdminPing: {
    method: 'get',
    path: '/api/admin/ping',
    summary: 'The admin area answers: for admin and support',
    tag: 'accounts',
    responses: {
      200: { description: 'Caller and roles', body: AreaAccessResponse },
      401: unauthenticated,
      403: errorResponse('The account is neither admin nor support (FORBIDDEN)'),
    },
  },
  getPartnerPing: {
    method: 'get',
    path: '/api/partner/ping',
    summary: 'The partner area answers: for ayurvedic, nutritionist, health_coach, doctor, lab and brand_partner',
    tag: 'accounts',
    responses: {
      200: { description: 'Caller and roles', body: AreaAccessResponse },
      401: unauthenticated,
      403: errorResponse('The account holds no partner role (FORBIDDEN)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
