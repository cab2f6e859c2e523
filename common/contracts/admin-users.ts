// The admin area's Users screen (issue 16): search accounts, open one, disable or enable it, grant or remove partner
// roles, and invite a partner with a one-time link. Admins only write here ('accounts.manage', 'roles.manage'); support reads.
import { z } from 'zod';
import { PARTNER_ROLES, ROLES } from '../roles';
import type { ApiEndpoint } from './api-endpoint';
import { AUTH_PROVIDERS, SignedInResponse } from './accounts';
import { errorResponse } from './errors';

export const MAX_USER_PAGE_SIZE = 100;
export const DEFAULT_USER_PAGE_SIZE = 25;
/** How long a partner invitation link works. */
export const PARTNER_INVITATION_TTL_DAYS = 7;
export const ACCOUNT_NOTE_MAX = 500;

export const PartnerRole = z.enum(PARTNER_ROLES);
export type PartnerRole = z.infer<typeof PartnerRole>;

/** How an account can sign in: a password, the demo button, or Google through Firebase. */
export const SIGN_IN_METHODS = ['password', 'demo', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const AdminUserQuery = z.object({
  q: z.string().trim().min(1).max(254).optional().describe('Part of the email or the name, any case.'),
  role: z.enum(ROLES).optional().describe('Only accounts holding this role.'),
  status: z.enum(['active', 'disabled']).optional(),
  page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<string>().int().min(1).max(MAX_USER_PAGE_SIZE).default(DEFAULT_USER_PAGE_SIZE),
});
export type AdminUserQuery = z.output<typeof AdminUserQuery>;

export const AdminUserSummary = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(z.enum(ROLES)),
    authProvider: z.enum(AUTH_PROVIDERS),
    isDemo: z.boolean(),
    createdAt: z.iso.datetime(),
    disabled: z.boolean(),
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUserPage = z
  .object({
    users: z.array(AdminUserSummary).describe('Newest accounts first.'),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserDetail = AdminUserSummary.extend({
  signInMethods: z.array(z.enum(SIGN_IN_METHODS)),
  lastSignInAt: z.iso.datetime().nullable().describe('Null when the account has not signed in since this was recorded.'),
  disabledAt: z.iso.datetime().nullable(),
  disabledBy: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  disabledReason: z.string().nullable(),
  orderCount: z.number().int(),
}).meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserResponse = z.object({ user: AdminUserDetail }).meta({ id: 'AdminUserResponse' });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

export const AdminUserParams = z.object({ id: z.string().trim().min(1).max(64) });
export const AdminUserRoleParams = z.object({ id: z.string().trim().min(1).max(64), role: z.string().trim().min(1).max(32) });

export const AccountDisableRequest = z
  .object({ reason: z.string().trim().min(3).max(ACCOUNT_NOTE_MAX).describe('Why; kept on the account and in the audit log.') })
  .meta({ id: 'AccountDisableRequest' });
export type AccountDisableRequest = z.infer<typeof AccountDisableRequest>;

export const AccountEnableRequest = z.object({ reason: z.string().trim().max(ACCOUNT_NOTE_MAX).optional() }).meta({ id: 'AccountEnableRequest' });
export type AccountEnableRequest = z.infer<typeof AccountEnableRequest>;

// ---- partner invitations

export const PartnerInvitationRequest = z.object({ email: z.string().max(254), role: PartnerRole }).meta({ id: 'PartnerInvitationRequest' });
export type PartnerInvitationRequest = z.infer<typeof PartnerInvitationRequest>;

export const PartnerInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: PartnerRole,
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PartnerInvitation' });
export type PartnerInvitation = z.infer<typeof PartnerInvitation>;

export const PartnerInvitationCreated = z
  .object({
    invitation: PartnerInvitation,
    link: z.string().describe('The one-time link to give the invitee; shown once, never stored.'),
  })
  .meta({ id: 'PartnerInvitationCreated' });
export type PartnerInvitationCreated = z.infer<typeof PartnerInvitationCreated>;

export const PARTNER_INVITATION_PATH = '/partner/accept-invitation';

const InvitationToken = z.string().trim().min(1).max(128);

export const PartnerInvitationLookup = z.object({ token: InvitationToken }).meta({ id: 'PartnerInvitationLookup' });
export type PartnerInvitationLookup = z.infer<typeof PartnerInvitationLookup>;

export const PartnerInvitationPreview = z
  .object({ email: z.string(), role: PartnerRole, expiresAt: z.iso.datetime() })
  .meta({ id: 'PartnerInvitationPreview' });
export type PartnerInvitationPreview = z.infer<typeof PartnerInvitationPreview>;

export const PartnerInvitationAcceptance = z
  .object({
    token: InvitationToken,
    displayName: z.string().trim().min(1).max(100),
    // Checked by the password policy in the service, so the form gets WEAK_PASSWORD with the failed rules.
    password: z.string().max(1024),
  })
  .meta({ id: 'PartnerInvitationAcceptance' });
export type PartnerInvitationAcceptance = z.infer<typeof PartnerInvitationAcceptance>;

export const INVITATION_ERROR_CODES = ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'] as const;
export type InvitationErrorCode = (typeof INVITATION_ERROR_CODES)[number];

const staffOnly = {
  401: errorResponse('Not signed in (UNAUTHENTICATED)'),
  403: errorResponse('Not an administrator or support account, or support asking to write (FORBIDDEN)'),
};
const adminWrite = {
  401: errorResponse('Not signed in (UNAUTHENTICATED)'),
  403: errorResponse('Only administrators change accounts (FORBIDDEN)'),
  404: errorResponse('No such account (USER_NOT_FOUND)'),
};
const invitationRefused = {
  404: errorResponse('The link is not valid (INVITATION_INVALID)'),
  409: errorResponse('The link was used already (INVITATION_USED) or the email has an account (EMAIL_IN_USE)'),
  410: errorResponse('The link has expired (INVITATION_EXPIRED)'),
};

export const adminUserEndpoints = {
  getAdminUsers: {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Accounts found by part of their email or name, newest first, paged (admin, support)',
    tag: 'admin',
    request: { query: AdminUserQuery },
    responses: { 200: { description: 'One page of accounts', body: AdminUserPage }, 400: errorResponse('A bad filter (VALIDATION_FAILED)'), ...staffOnly },
  },
  getAdminUsersById: {
    method: 'get',
    path: '/api/admin/users/{id}',
    summary: 'One account: roles, sign-in methods, created, last sign-in, disabled state, order count (admin, support)',
    tag: 'admin',
    request: { params: AdminUserParams },
    responses: { 200: { description: 'The account', body: AdminUserResponse }, 404: errorResponse('No such account (USER_NOT_FOUND)'), ...staffOnly },
  },
  postAdminUsersByIdDisable: {
    method: 'post',
    path: '/api/admin/users/{id}/disable',
    summary: 'Disables an account: its sessions end at once and it cannot sign in by any method (admin; audit-logged)',
    tag: 'admin',
    request: { params: AdminUserParams, body: AccountDisableRequest },
    responses: {
      200: { description: 'The account, disabled', body: AdminUserResponse },
      400: errorResponse('No reason given (VALIDATION_FAILED)'),
      409: errorResponse('Already disabled (ACCOUNT_ALREADY_DISABLED) or your own account (OWN_ACCOUNT)'),
      ...adminWrite,
    },
  },
  postAdminUsersByIdEnable: {
    method: 'post',
    path: '/api/admin/users/{id}/enable',
    summary: 'Enables a disabled account again (admin; audit-logged)',
    tag: 'admin',
    request: { params: AdminUserParams, body: AccountEnableRequest },
    responses: {
      200: { description: 'The account, enabled', body: AdminUserResponse },
      409: errorResponse('Not disabled (ACCOUNT_NOT_DISABLED)'),
      ...adminWrite,
    },
  },
  putAdminUsersByIdRolesByRole: {
    method: 'put',
    path: '/api/admin/users/{id}/roles/{role}',
    summary: 'Grants a partner role (admin; audit-logged). Staff roles are not granted here.',
    tag: 'admin',
    request: { params: AdminUserRoleParams },
    responses: {
      200: { description: 'The account with the role', body: AdminUserResponse },
      400: errorResponse('Not a partner role (ROLE_NOT_MANAGED_HERE)'),
      409: errorResponse('A demo account (DEMO_ACCOUNT)'),
      ...adminWrite,
    },
  },
  deleteAdminUsersByIdRolesByRole: {
    method: 'delete',
    path: '/api/admin/users/{id}/roles/{role}',
    summary: 'Removes a partner role (admin; audit-logged). Staff roles are not removed here.',
    tag: 'admin',
    request: { params: AdminUserRoleParams },
    responses: {
      200: { description: 'The account without the role', body: AdminUserResponse },
      400: errorResponse('Not a partner role (ROLE_NOT_MANAGED_HERE)'),
      ...adminWrite,
    },
  },
  postAdminPartnerInvitations: {
    method: 'post',
    path: '/api/admin/partner-invitations',
    summary: 'Creates a one-time link that makes a partner account with the role (admin; valid 7 days; audit-logged)',
    tag: 'admin',
    request: { body: PartnerInvitationRequest },
    responses: {
      201: { description: 'The invitation and its link, shown once', body: PartnerInvitationCreated },
      400: errorResponse('Not an email (INVALID_EMAIL) or not a partner role (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('Only administrators invite partners (FORBIDDEN)'),
      409: errorResponse('The email already has an account (EMAIL_IN_USE)'),
    },
  },
  postPartnerInvitationsLookup: {
    method: 'post',
    path: '/api/partner-invitations/lookup',
    summary: 'What an invitation link is for (email, role, expiry), before the invitee accepts it',
    tag: 'accounts',
    request: { body: PartnerInvitationLookup },
    responses: { 200: { description: 'The invitation', body: PartnerInvitationPreview }, ...invitationRefused },
  },
  postPartnerInvitationsAccept: {
    method: 'post',
    path: '/api/partner-invitations/accept',
    summary: 'Accepts an invitation: creates the partner account with a name and password and signs it in',
    tag: 'accounts',
    request: { body: PartnerInvitationAcceptance },
    responses: {
      201: { description: 'Signed in to the new partner account', body: SignedInResponse },
      400: errorResponse('The password misses the policy (WEAK_PASSWORD)'),
      ...invitationRefused,
    },
  },
} satisfies Record<string, ApiEndpoint>;
