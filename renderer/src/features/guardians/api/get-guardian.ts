// GET /api/guardians/{id}: one guardian's content entry (description, recommended catalog products).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { guardianEndpoints } from '@common/contracts/guardians';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

// The overload fallback carries no guardian: the query fails with the high-load text.
const fetchGuardian = endpointQueryFn(guardianEndpoints.getGuardiansById);

export function guardianQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: endpointKey(guardianEndpoints.getGuardiansById, { params: { id: guardian } }),
    queryFn: async (context) => (await fetchGuardian(context)).guardian,
  });
}

export function useGuardian(guardian: GuardianId) {
  return useQuery(guardianQueryOptions(guardian));
}
