// GET /api/admin/audit: the audit log of staff writes, filtered and paged, newest first (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditPage } from '@common/contracts/admin';
import type { AuditAction, AuditEntityType } from '@common/contracts/admin';
import { jsonQueryFn } from '../../../api/query-client';

export interface AuditFilter {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  entityType?: AuditEntityType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export function auditLogQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: ['/api/admin/audit', filter] as const,
    queryFn: jsonQueryFn(AuditPage),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery(auditLogQueryOptions(filter));
}
