// Issue 16, GDPR self-service and the admin's data collection: a customer's data export and account deletion, the
// consent ledger (cookie consent records and care consents) and the list of data requests staff see.
import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';
import { CONSENT_TYPES } from './constants';
import { errorResponse, STAFF_ONLY_RESPONSES } from './errors';

/** An export can be downloaded this long after it is ready. */
export const EXPORT_VALID_HOURS = 48;
/** One export per account in this many hours (a failed one does not count). */
export const EXPORT_INTERVAL_HOURS = 24;
/** A deletion waits this long; signing in again before then cancels it. */
export const DELETION_GRACE_DAYS = 14;
/** Accounts without a password (demo, federated) confirm a deletion with a sign-in at most this old. */
export const FRESH_SIGN_IN_MINUTES = 5;

export const DATA_REQUEST_KINDS = ['export', 'deletion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const EXPORT_STATUSES = ['pending', 'ready', 'expired', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const DELETION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];
export const DATA_REQUEST_STATUSES = [...EXPORT_STATUSES, ...DELETION_STATUSES] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const CANCEL_REASONS = ['signed_in', 'user'] as const;

export const DataExport = z
  .object({
    id: z.string(),
    status: z.enum(EXPORT_STATUSES),
    requestedAt: z.iso.datetime(),
    readyAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable().describe(`${EXPORT_VALID_HOURS} hours after readyAt.`),
    sizeBytes: z.number().int().nullable(),
    downloadUrl: z.string().nullable().describe('Set while the export is ready.'),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExport>;

export const DataExportStatusResponse = z
  .object({
    export: DataExport.nullable().describe('The latest export of this account, if any.'),
    nextAllowedAt: z.iso.datetime().nullable().describe('When another export may be asked for; null when now.'),
  })
  .meta({ id: 'DataExportStatusResponse' });
export type DataExportStatusResponse = z.infer<typeof DataExportStatusResponse>;

export const DataExportParams = z.object({ id: z.uuid() });

export const DataDeletion = z
  .object({
    id: z.string(),
    status: z.enum(DELETION_STATUSES),
    requestedAt: z.iso.datetime(),
    scheduledFor: z.iso.datetime().describe(`${DELETION_GRACE_DAYS} days after requestedAt.`),
    cancelledAt: z.iso.datetime().nullable(),
    cancelReason: z.enum(CANCEL_REASONS).nullable().describe("'signed_in': the person signed in again; 'user': cancelled while signed in."),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DataDeletion' });
export type DataDeletion = z.infer<typeof DataDeletion>;

export const DeletionRequest = z
  .object({
    password: z.string().max(1024).optional().describe('Required for accounts with a password.'),
  })
  .meta({ id: 'DeletionRequest' });
export type DeletionRequest = z.infer<typeof DeletionRequest>;

export const DataDeletionResponse = z
  .object({ deletion: DataDeletion.nullable().describe('The latest deletion request of this account, if any.') })
  .meta({ id: 'DataDeletionResponse' });
export type DataDeletionResponse = z.infer<typeof DataDeletionResponse>;

// ---- admin: the consent ledger

export const CONSENT_LEDGER_TYPES = [...CONSENT_TYPES, 'care'] as const;
export type ConsentLedgerType = (typeof CONSENT_LEDGER_TYPES)[number];
export const CONSENT_LEDGER_STATUSES = ['granted', 'withdrawn'] as const;
export const MAX_LEDGER_PAGE_SIZE = 100;

const IsoDate = z.iso.date().describe('YYYY-MM-DD, UTC');

export const ConsentLedgerQuery = z
  .object({
    type: z.enum(CONSENT_LEDGER_TYPES).optional().describe("A cookie category, or 'care' for care consents to practitioners."),
    status: z.enum(CONSENT_LEDGER_STATUSES).optional(),
    from: IsoDate.optional().describe('First day included (UTC).'),
    to: IsoDate.optional().describe('Last day included (UTC).'),
    page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_LEDGER_PAGE_SIZE).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] });
export type ConsentLedgerQuery = z.output<typeof ConsentLedgerQuery>;

export const ConsentLedgerEntry = z
  .object({
    id: z.string().describe("The consent record's id; for care consents '<consent id>:granted' or ':withdrawn'."),
    source: z.enum(['cookie', 'care']),
    type: z.enum(CONSENT_LEDGER_TYPES),
    status: z.enum(CONSENT_LEDGER_STATUSES),
    at: z.iso.datetime(),
    userId: z.string().nullable().describe('Null for a choice made signed out.'),
    email: z.string().nullable(),
    detail: z.string().describe('Cookie: where the choice was made; care: the practitioner and the scopes.'),
    ip: z.string().nullable(),
  })
  .meta({ id: 'ConsentLedgerEntry' });
export type ConsentLedgerEntry = z.infer<typeof ConsentLedgerEntry>;

export const ConsentLedgerPage = z
  .object({ entries: z.array(ConsentLedgerEntry).describe('Newest first.'), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: 'ConsentLedgerPage' });
export type ConsentLedgerPage = z.infer<typeof ConsentLedgerPage>;

// ---- admin: data requests

export const DataRequestsQuery = z.object({
  kind: z.enum(DATA_REQUEST_KINDS).optional(),
  status: z.enum(DATA_REQUEST_STATUSES).optional(),
  page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<string>().int().min(1).max(MAX_LEDGER_PAGE_SIZE).default(25),
});
export type DataRequestsQuery = z.output<typeof DataRequestsQuery>;

export const DataRequestSummary = z
  .object({
    id: z.string(),
    kind: z.enum(DATA_REQUEST_KINDS),
    status: z.enum(DATA_REQUEST_STATUSES),
    userId: z.string(),
    email: z.string().nullable().describe("The account's email now (anonymised once erased)."),
    requestedAt: z.iso.datetime(),
    readyAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
    scheduledFor: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
  })
  .meta({ id: 'DataRequestSummary' });
export type DataRequestSummary = z.infer<typeof DataRequestSummary>;

export const DataRequestsPage = z
  .object({ requests: z.array(DataRequestSummary).describe('Newest first.'), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: 'DataRequestsPage' });
export type DataRequestsPage = z.infer<typeof DataRequestsPage>;

const signedInOnly = { 401: errorResponse('Not signed in (UNAUTHENTICATED)') };
const staffOnly = STAFF_ONLY_RESPONSES;

export const gdprEndpoints = {
  postGdprExport: {
    method: 'post',
    path: '/api/gdpr/export',
    summary: `Asks for an export of all of this account's data, prepared in the background; one per ${EXPORT_INTERVAL_HOURS} hours`,
    tag: 'gdpr',
    responses: {
      202: { description: 'Accepted (or the export already being prepared)', body: DataExportStatusResponse },
      409: errorResponse('EXPORT_TOO_SOON: one a day; details.nextAllowedAt says when (409, not 429: it is this account’s limit, not server load)'),
      ...signedInOnly,
    },
  },
  getGdprExport: {
    method: 'get',
    path: '/api/gdpr/export',
    summary: 'The latest export: pending, ready (with its download link), expired or failed',
    tag: 'gdpr',
    responses: { 200: { description: 'The status', body: DataExportStatusResponse }, ...signedInOnly },
  },
  getGdprExportByIdDownload: {
    method: 'get',
    path: '/api/gdpr/export/{id}/download',
    summary: `Downloads a ready export (one JSON document), for its owner only, within ${EXPORT_VALID_HOURS} hours`,
    tag: 'gdpr',
    request: { params: DataExportParams },
    responses: {
      200: { description: 'The JSON document, as an attachment', contentType: 'application/json' },
      404: errorResponse('No export of this account with this id (EXPORT_NOT_FOUND)'),
      409: errorResponse('Still being prepared, or failed (EXPORT_NOT_READY)'),
      410: errorResponse('Past its 48 hours (EXPORT_EXPIRED)'),
      ...signedInOnly,
    },
  },
  getGdprDeletion: {
    method: 'get',
    path: '/api/gdpr/deletion',
    summary: "The latest deletion request of this account (a 'signed_in' cancellation tells the person their sign-in cancelled it)",
    tag: 'gdpr',
    responses: { 200: { description: 'The latest deletion request, or null', body: DataDeletionResponse }, ...signedInOnly },
  },
  postGdprDeletion: {
    method: 'post',
    path: '/api/gdpr/deletion',
    summary: `Schedules the account's erasure in ${DELETION_GRACE_DAYS} days and ends all its sessions; signing in again before then cancels it`,
    tag: 'gdpr',
    request: { body: DeletionRequest },
    responses: {
      202: { description: 'Scheduled; the session cookie is cleared', body: DataDeletionResponse },
      400: errorResponse('VALIDATION_FAILED'),
      403: errorResponse(
        `PASSWORD_REQUIRED or WRONG_PASSWORD (password accounts); REAUTHENTICATION_REQUIRED (no password: sign in again, then ask within ${FRESH_SIGN_IN_MINUTES} minutes)`,
      ),
      409: errorResponse('STAFF_OR_PARTNER_ACCOUNT: staff and partner accounts are closed by an administrator'),
      429: errorResponse('RATE_LIMITED: too many wrong passwords'),
      ...signedInOnly,
    },
  },
  deleteGdprDeletion: {
    method: 'delete',
    path: '/api/gdpr/deletion',
    summary: 'Cancels a scheduled deletion while signed in',
    tag: 'gdpr',
    responses: {
      200: { description: 'Cancelled', body: DataDeletionResponse },
      404: errorResponse('Nothing scheduled (NO_DELETION_SCHEDULED)'),
      ...signedInOnly,
    },
  },
  getAdminConsents: {
    method: 'get',
    path: '/api/admin/consents',
    summary: 'The consent ledger: cookie consent choices and care consents granted or withdrawn, filtered and paged',
    tag: 'admin',
    request: { query: ConsentLedgerQuery },
    responses: { 200: { description: 'One page of entries', body: ConsentLedgerPage }, 400: errorResponse('A bad filter (VALIDATION_FAILED)'), ...staffOnly },
  },
  getAdminConsentsCsv: {
    method: 'get',
    path: '/api/admin/consents.csv',
    summary: 'The consent ledger of the same filter as a streamed CSV attachment (every page); the download is audited',
    tag: 'admin',
    request: { query: ConsentLedgerQuery },
    responses: { 200: { description: 'text/csv; UTF-8', contentType: 'text/csv' }, 400: errorResponse('A bad filter (VALIDATION_FAILED)'), ...staffOnly },
  },
  getAdminDataRequests: {
    method: 'get',
    path: '/api/admin/data-requests',
    summary: 'Data requests (exports and deletions) with their status, newest first',
    tag: 'admin',
    request: { query: DataRequestsQuery },
    responses: { 200: { description: 'One page of requests', body: DataRequestsPage }, 400: errorResponse('A bad filter (VALIDATION_FAILED)'), ...staffOnly },
  },
} satisfies Record<string, ApiEndpoint>;
