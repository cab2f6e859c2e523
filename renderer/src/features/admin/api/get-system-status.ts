// GET /api/admin/system: database, migrations, providers, version, uptime, memory, counts and recent errors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/contracts/admin';
import { endpointQuery } from '../../../api/query-client';

export const systemStatusQueryOptions = queryOptions(endpointQuery(adminEndpoints.getAdminSystem));

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions);
}
