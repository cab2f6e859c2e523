// Care access (issue 15, "Access"): a customer shares chosen parts of their data with one practitioner per grant,
// revocably; a practitioner reads a client only through an active consent, and every such read is written to an
// access log the client sees. Not the cookie/marketing consent of contracts/consent.ts.
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../email';
import { PRACTITIONER_ROLES } from '../roles';
import type { ApiEndpoint } from './api-endpoint';
import { AssessmentHistoryEntry } from './assessments';
import { Currency, MoneyAmount } from './catalog';
import { errorResponse } from './errors';
import { CONSULTATION_STATUSES } from './constants';
import { LabObservation } from './labs';
import { ORDER_STATUSES, OrderLine } from './orders';

export const CARE_SCOPES = ['assessments', 'lab_results', 'orders'] as const;
export type CareScope = (typeof CARE_SCOPES)[number];

/** An invitation not answered within this many days can no longer be accepted. */
export const INVITATION_TTL_DAYS = 30;
/** Invitations one practitioner may send in any 24 hours. */
export const INVITATIONS_PER_DAY = 20;
export const INVITATION_MESSAGE_MAX = 1000;
/** The newest assessments a practitioner with the assessments scope sees. */
export const CLIENT_ASSESSMENT_LIMIT = 10;

export const CareScopes = z
  .array(z.enum(CARE_SCOPES))
  .min(1, 'choose at least one thing to share')
  .max(CARE_SCOPES.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, 'each scope once')
  .describe('What the practitioner may read: assessments, lab_results, orders (each at most once).');

export const CareIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const ClientIdParams = z.object({ clientId: z.string().trim().min(1).max(64) });

export const GrantConsentRequest = z
  .object({
    practitionerId: z.string().trim().min(1).max(64).describe('An expert id (GET /api/experts) whose account holds a practitioner role.'),
    scopes: CareScopes,
  })
  .meta({ id: 'GrantConsentRequest' });
export type GrantConsentRequest = z.output<typeof GrantConsentRequest>;

export const Practitioner = z
  .object({
    userId: z.string().describe("The practitioner's account."),
    expertId: z.string().nullable().describe('Their expert profile, when they have one.'),
    name: z.string(),
    profession: z
      .enum(PRACTITIONER_ROLES)
      .nullable()
      .describe('Their expert profession, else their practitioner role; null if the account no longer holds one.'),
  })
  .meta({ id: 'Practitioner' });
export type Practitioner = z.infer<typeof Practitioner>;

export const CareConsent = z
  .object({
    id: z.string(),
    practitioner: Practitioner,
    scopes: z.array(z.enum(CARE_SCOPES)),
    status: z.enum(['active', 'revoked']),
    grantedAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CareConsent' });
export type CareConsent = z.infer<typeof CareConsent>;

export const CareConsentResponse = z.object({ consent: CareConsent }).meta({ id: 'CareConsentResponse' });
export type CareConsentResponse = z.infer<typeof CareConsentResponse>;
export const CareConsentListResponse = z
  .object({ consents: z.array(CareConsent).describe('Active first, then revoked; newest first within each.') })
  .meta({ id: 'CareConsentListResponse' });
export type CareConsentListResponse = z.infer<typeof CareConsentListResponse>;

export const InvitationEmail = z
  .string()
  .max(254)
  .transform(normalizeEmail)
  .refine(isValidEmail, 'enter a valid email address')
  .describe('Trimmed and lower-cased before it is stored.');

export const CreateInvitationRequest = z
  .object({
    email: InvitationEmail,
    message: z.string().trim().max(INVITATION_MESSAGE_MAX).default('').describe(`Up to ${INVITATION_MESSAGE_MAX} characters, shown to the client.`),
  })
  .meta({ id: 'CreateInvitationRequest' });
export type CreateInvitationRequest = z.output<typeof CreateInvitationRequest>;

export const CareInvitation = z
  .object({
    id: z.string(),
    practitioner: Practitioner,
    email: z.string(),
    message: z.string(),
    status: z.enum(['pending', 'accepted', 'declined']),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'CareInvitation' });
export type CareInvitation = z.infer<typeof CareInvitation>;

export const CareInvitationResponse = z.object({ invitation: CareInvitation }).meta({ id: 'CareInvitationResponse' });
export type CareInvitationResponse = z.infer<typeof CareInvitationResponse>;
export const CareInvitationListResponse = z
  .object({ invitations: z.array(CareInvitation).describe('Pending and not expired, newest first.') })
  .meta({ id: 'CareInvitationListResponse' });
export type CareInvitationListResponse = z.infer<typeof CareInvitationListResponse>;

export const AcceptInvitationRequest = z.object({ scopes: CareScopes }).meta({ id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.output<typeof AcceptInvitationRequest>;

export const AccessLogEntry = z
  .object({
    id: z.string(),
    practitioner: Practitioner,
    scopes: z.array(z.enum(CARE_SCOPES)).describe('What was read.'),
    readAt: z.iso.datetime(),
  })
  .meta({ id: 'AccessLogEntry' });
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;
export const AccessLogResponse = z.object({ entries: z.array(AccessLogEntry).describe('Newest first, at most 200.') }).meta({ id: 'AccessLogResponse' });
export type AccessLogResponse = z.infer<typeof AccessLogResponse>;

export const CareClient = z
  .object({
    id: z.string().describe("The client's account id."),
    name: z.string(),
    email: z.string(),
    scopes: z.array(z.enum(CARE_SCOPES)),
    consentedAt: z.iso.datetime(),
  })
  .meta({ id: 'CareClient' });
export type CareClient = z.infer<typeof CareClient>;
export const CareClientListResponse = z.object({ clients: z.array(CareClient) }).meta({ id: 'CareClientListResponse' });
export type CareClientListResponse = z.infer<typeof CareClientListResponse>;

export const ClientOrder = z
  .object({
    id: z.string(),
    status: z.enum(ORDER_STATUSES),
    lines: z.array(OrderLine),
    total: MoneyAmount,
    currency: Currency,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ClientOrder' });
export type ClientOrder = z.infer<typeof ClientOrder>;

export const CareClientRecordResponse = z
  .object({
    client: CareClient,
    assessments: z
      .array(AssessmentHistoryEntry)
      .nullable()
      .describe(`With the assessments scope: the newest ${CLIENT_ASSESSMENT_LIMIT}, newest first; null without it.`),
    orders: z.array(ClientOrder).nullable().describe('With the orders scope: lines and status, newest first (no address, no payment); null without it.'),
    labResults: z
      .array(LabObservation.extend({ labOrderId: z.string() }))
      .nullable()
      .describe('With the lab_results scope: every result of the client, newest observation first; null without it.'),
    consultations: z
      .array(z.object({ id: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), status: z.enum(CONSULTATION_STATUSES) }))
      .describe('The consultations the client booked with this practitioner, soonest first (their own bookings: no scope needed).'),
  })
  .meta({ id: 'CareClientRecordResponse' });
export type CareClientRecordResponse = z.infer<typeof CareClientRecordResponse>;

export const CARE_ERROR_CODES = [
  'PRACTITIONER_NOT_FOUND',
  'CONSENT_NOT_FOUND',
  'CONSENT_REQUIRED',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_LIMIT_REACHED',
  'OWN_ACCOUNT',
] as const;
export type CareErrorCode = (typeof CARE_ERROR_CODES)[number];

const signedOut = errorResponse('Not signed in (UNAUTHENTICATED)');
const notPractitioner = errorResponse('The account holds no practitioner role: ayurvedic, nutritionist, health_coach or doctor (FORBIDDEN)');
const badScopes = errorResponse('Scopes missing, empty, repeated or unknown (VALIDATION_FAILED)');
const invitationGone = errorResponse('No pending invitation with this id for your email (INVITATION_NOT_FOUND)');
const invitationExpired = errorResponse(`The invitation is older than ${INVITATION_TTL_DAYS} days (INVITATION_EXPIRED)`);

export const careEndpoints = {
  postCareConsents: {
    method: 'post',
    path: '/api/care/consents',
    summary: 'Shares chosen data with a practitioner; granting again to the same practitioner replaces the scopes of the active consent',
    tag: 'care',
    request: { body: GrantConsentRequest },
    responses: {
      200: { description: 'An active consent to this practitioner existed: its scopes are now these', body: CareConsentResponse },
      201: { description: 'The new consent', body: CareConsentResponse },
      400: errorResponse('Scopes invalid (VALIDATION_FAILED) or the practitioner is your own account (OWN_ACCOUNT)'),
      401: signedOut,
      404: errorResponse('No expert with this id whose account holds a practitioner role (PRACTITIONER_NOT_FOUND)'),
    },
  },
  getCareConsents: {
    method: 'get',
    path: '/api/care/consents',
    summary: "The signed-in customer's consents, active and revoked, with the practitioner's name and profession",
    tag: 'care',
    responses: { 200: { description: 'The consents', body: CareConsentListResponse }, 401: signedOut },
  },
  deleteCareConsentsById: {
    method: 'delete',
    path: '/api/care/consents/{id}',
    summary: 'Revokes a consent at once; the row is kept (revokedAt) as the record. Revoking again changes nothing',
    tag: 'care',
    request: { params: CareIdParams },
    responses: {
      200: { description: 'The revoked consent', body: CareConsentResponse },
      401: signedOut,
      404: errorResponse('No consent of yours has this id (CONSENT_NOT_FOUND)'),
    },
  },
  getCareInvitations: {
    method: 'get',
    path: '/api/care/invitations',
    summary: "Pending invitations to the signed-in account's email, not expired",
    tag: 'care',
    responses: { 200: { description: 'The invitations', body: CareInvitationListResponse }, 401: signedOut },
  },
  postCareInvitationsByIdAccept: {
    method: 'post',
    path: '/api/care/invitations/{id}/accept',
    summary: 'Accepts an invitation with the scopes the customer chose: creates the consent (or replaces the scopes of the active one)',
    tag: 'care',
    request: { params: CareIdParams, body: AcceptInvitationRequest },
    responses: {
      201: { description: 'The consent', body: CareConsentResponse },
      400: badScopes,
      401: signedOut,
      404: invitationGone,
      410: invitationExpired,
    },
  },
  postCareInvitationsByIdDecline: {
    method: 'post',
    path: '/api/care/invitations/{id}/decline',
    summary: 'Declines an invitation; nothing is shared',
    tag: 'care',
    request: { params: CareIdParams },
    responses: {
      200: { description: 'The declined invitation', body: CareInvitationResponse },
      401: signedOut,
      404: invitationGone,
      410: invitationExpired,
    },
  },
  getCareAccessLog: {
    method: 'get',
    path: '/api/care/access-log',
    summary: "Who read the signed-in customer's data, what and when",
    tag: 'care',
    responses: { 200: { description: 'The reads', body: AccessLogResponse }, 401: signedOut },
  },
  postPartnerInvitations: {
    method: 'post',
    path: '/api/partner/invitations',
    summary: `A practitioner invites a client by email to share their data (at most ${INVITATIONS_PER_DAY} in 24 hours; expires after ${INVITATION_TTL_DAYS} days)`,
    tag: 'care',
    request: { body: CreateInvitationRequest },
    responses: {
      201: { description: 'The invitation', body: CareInvitationResponse },
      400: errorResponse('Email invalid or message too long (VALIDATION_FAILED), or your own email (OWN_ACCOUNT)'),
      401: signedOut,
      403: notPractitioner,
      429: errorResponse(`${INVITATIONS_PER_DAY} invitations were sent in the last 24 hours (INVITATION_LIMIT_REACHED)`),
    },
  },
  getPartnerClients: {
    method: 'get',
    path: '/api/partner/clients',
    summary: 'The clients with an active consent to the signed-in practitioner, with what each shares',
    tag: 'care',
    responses: { 200: { description: 'The clients', body: CareClientListResponse }, 401: signedOut, 403: notPractitioner },
  },
  getPartnerClientsByClientId: {
    method: 'get',
    path: '/api/partner/clients/{clientId}',
    summary: "What a consenting client's scopes allow the practitioner to read; every read is written to the client's access log",
    tag: 'care',
    request: { params: ClientIdParams },
    responses: {
      200: { description: 'The client record', body: CareClientRecordResponse },
      401: signedOut,
      403: errorResponse('Not a practitioner (FORBIDDEN), or no active consent from this client (CONSENT_REQUIRED)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
