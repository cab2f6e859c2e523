// The admin area (issue 16): who may do what, the audit log, system status and the staff's home. Staff are admin and
// support; STAFF_PERMISSIONS is the one place that says what support may not do.
import { z } from 'zod';
import type { Role } from '../roles';
import type { ApiEndpoint } from './api-endpoint';
import { Currency } from './catalog';
import { errorResponse, STAFF_ONLY_RESPONSES } from './errors';

/** Every admin capability and the roles holding it. Support reads everything here but never roles, knowledge or settings. */
export const STAFF_PERMISSIONS = {
  'admin.read': ['admin', 'support'],
  'orders.status': ['admin', 'support'],
  'reviews.moderate': ['admin', 'support'],
  'products.verify': ['admin', 'support'],
  'roles.manage': ['admin'],
  // Users (issue 16): disabling, enabling and inviting accounts.
  'accounts.manage': ['admin'],
  'knowledge.edit': ['admin'],
  'settings.edit': ['admin'],
} as const satisfies Readonly<Record<string, readonly Role[]>>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function mayStaff(held: readonly Role[], permission: StaffPermission): boolean {
  const allowed: readonly Role[] = STAFF_PERMISSIONS[permission];
  return held.some((role) => allowed.includes(role));
}

/** The instant a YYYY-MM-DD day starts in UTC, `days` later: filters take `from` inclusive and `to` + 1 exclusive. */
export function utcDayStart(day: string | undefined, days = 0): string | undefined {
  if (day === undefined) return undefined;
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() + days);
  return start.toISOString();
}

// ---- audit log

export const AUDIT_ACTIONS = [
  'order.status_changed',
  'product.verified',
  'product.rejected',
  'review.approved',
  'review.rejected',
  'role.granted',
  'knowledge.created',
  'knowledge.updated',
  'knowledge.retired',
  'knowledge.restored',
  // Users (issue 16).
  'role.removed',
  'account.disabled',
  'account.enabled',
  'invitation.created',
  'invitation.accepted',
  // Password reset (issue 42): a staff or partner account set a new password through a mailed link.
  'account.password_reset',
  // Data collection (issue 16).
  'consents.exported',
  // Contact page (issue 39).
  'contact_message.handled',
  // Community moderation (issue 43).
  'community.post_approved',
  'community.post_hidden',
  'community.post_edited',
  'community.topic_moderated',
  'community.member_moderated',
  // Returns (issue 44).
  'return.approved',
  'return.declined',
  'return.received',
  'return.refunded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITY_TYPES = [
  'order',
  'product',
  'review',
  'user',
  'knowledge_entry',
  'invitation',
  'consent_ledger',
  'contact_message',
  'community_post',
  'community_topic',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AuditEntry = z
  .object({
    id: z.string(),
    actor: z.object({ id: z.string(), email: z.string() }).describe('The staff account that made the write (email as it was then).'),
    action: z.enum(AUDIT_ACTIONS),
    entityType: z.enum(AUDIT_ENTITY_TYPES),
    entityId: z.string(),
    summary: z.string(),
    ip: z.string().nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const MAX_AUDIT_PAGE_SIZE = 100;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;

const IsoDate = z.iso.date().describe('YYYY-MM-DD, UTC');

export const AuditQuery = z
  .object({
    actor: z.string().trim().min(1).max(254).optional().describe("The actor's email or account id."),
    action: z.enum(AUDIT_ACTIONS).optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
    from: IsoDate.optional().describe('First day included (UTC).'),
    to: IsoDate.optional().describe('Last day included (UTC).'),
    page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(DEFAULT_AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] });
export type AuditQuery = z.output<typeof AuditQuery>;

export const AuditPage = z
  .object({
    entries: z.array(AuditEntry).describe('Newest first.'),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;

// ---- system status

export const SystemError = z.object({
  message: z.string(),
  code: z.string(),
  route: z.string().describe('Method and path, without the query string.'),
  at: z.iso.datetime(),
});
export type SystemError = z.infer<typeof SystemError>;

const Provider = z.object({ name: z.string(), configured: z.boolean().describe('A key or endpoint is set (never shown).') });

export const FailedJobSummary = z.object({
  id: z.string(),
  name: z.string().describe('The kind of job, e.g. mail.send.'),
  attempts: z.number().int(),
  error: z.string().describe("The last try's error message."),
  failedAt: z.iso.datetime(),
});
export type FailedJobSummary = z.infer<typeof FailedJobSummary>;

export const SystemStatus = z
  .object({
    database: z.object({
      dialect: z.enum(['sqlite', 'postgres']),
      reachable: z.boolean(),
      latencyMs: z.number().nullable(),
      readOnly: z.boolean(),
      migrations: z.object({ count: z.number().int(), names: z.array(z.string()) }),
    }),
    providers: z.object({ chat: Provider, voice: Provider, payment: Provider }),
    jobs: z.object({
      engine: z.enum(['embedded', 'bullmq']),
      reachable: z.boolean(),
      waiting: z.number().int().describe('Waiting or planned for later.'),
      active: z.number().int(),
      failed: z.number().int(),
      recentFailures: z.array(FailedJobSummary).describe('Jobs that failed their last attempt, newest first (at most 20).'),
    }),
    mail: z.object({ engine: z.enum(['outbox', 'smtp']) }),
    version: z.string(),
    commit: z.string().nullable(),
    startedAt: z.iso.datetime(),
    uptimeSeconds: z.number(),
    memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
    requests: z.object({ total: z.number().int(), errors: z.number().int().describe('Answers of 500 or above.') }),
    recentErrors: z.array(SystemError).describe('The last 50 server errors, newest first.'),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof SystemStatus>;

// ---- home

export const AdminHome = z
  .object({
    todo: z.object({
      productsAwaitingVerification: z.number().int(),
      reviewsAwaitingModeration: z.number().int(),
      ordersToPack: z.number().int().describe('Paid orders not yet packed.'),
      dataRequestsOpen: z.number().int(),
    }),
    today: z.object({
      date: z.iso.date().describe('The UTC day counted.'),
      orders: z.number().int(),
      revenue: z
        .array(z.object({ currency: Currency, amount: z.number().int().describe('Minor units') }))
        .describe('Orders placed today, not cancelled or refunded.'),
      signUps: z.number().int(),
    }),
    latestAudit: z.array(AuditEntry).describe('The latest 10 entries.'),
  })
  .meta({ id: 'AdminHome' });
export type AdminHome = z.infer<typeof AdminHome>;

const staffOnly = STAFF_ONLY_RESPONSES;

export const adminEndpoints = {
  getAdminHome: {
    method: 'get',
    path: '/api/admin/home',
    summary: "The staff's home: to-do counts, today's orders, revenue and sign-ups, the latest audit entries",
    tag: 'admin',
    responses: { 200: { description: 'The home figures', body: AdminHome }, ...staffOnly },
  },
  getAdminAudit: {
    method: 'get',
    path: '/api/admin/audit',
    summary: 'The audit log of staff writes, newest first, filtered and paged',
    tag: 'admin',
    request: { query: AuditQuery },
    responses: { 200: { description: 'One page of entries', body: AuditPage }, 400: errorResponse('A bad filter (VALIDATION_FAILED)'), ...staffOnly },
  },
  getAdminSystem: {
    method: 'get',
    path: '/api/admin/system',
    summary: 'System status: database, migrations, providers, version, uptime, memory, request counts, recent errors',
    tag: 'admin',
    responses: { 200: { description: 'The status (no secrets)', body: SystemStatus }, ...staffOnly },
  },
} satisfies Record<string, ApiEndpoint>;
