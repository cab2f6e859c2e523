// GET /api/admin/audit: the audit log of staff writes, filtered and paged, newest first (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/contracts/admin';
import type { AuditAction, AuditEntityType } from '@common/contracts/admin';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export interface AuditFilter {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  entityType?: AuditEntityType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** The key every page of the log starts with, to refresh them all after a staff write. */
export const AUDIT_LOG_KEY = endpointKey(adminEndpoints.getAdminAudit);

export function auditLogQueryOptions(filter: AuditFilter) {
  return queryOptions({
    ...endpointQuery(adminEndpoints.getAdminAudit, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery(auditLogQueryOptions(filter));
}
