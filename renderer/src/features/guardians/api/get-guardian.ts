// GET /api/guardians/{id}: one guardian's content entry (description, recommended catalog products).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { GuardianResponse } from '@common/contracts/guardians';
import { jsonQueryFn } from '../../../api/query-client';

// The overload fallback carries no guardian: the query fails with the high-load text.
const fetchGuardian = jsonQueryFn(GuardianResponse);

export function guardianQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: ['/api/guardians', guardian] as const,
    queryFn: async (context) => (await fetchGuardian(context)).guardian,
  });
}

export function useGuardian(guardian: GuardianId) {
  return useQuery(guardianQueryOptions(guardian));
}
