// GET /api/admin/system: database, migrations, providers, version, uptime, memory, counts and recent errors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SystemStatus } from '@common/contracts/admin';
import { jsonQueryFn } from '../../../api/query-client';

export const systemStatusQueryOptions = queryOptions({
  queryKey: ['/api/admin/system'] as const,
  queryFn: jsonQueryFn(SystemStatus),
});

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions);
}
