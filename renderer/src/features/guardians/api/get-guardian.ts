// GET /api/guardians/{id}: one guardian's content entry (description, recommended catalog products).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '../../../../../common/guardians';
import type { GuardianResponse } from '../../../../../common/contracts/guardians';
import { HIGH_LOAD_TEXT } from '../../../../../common/system-texts';
import { getQueryFn } from '../../../api/query-client';

const fetchGuardian = getQueryFn<GuardianResponse>({ on401: 'throw' });

export function guardianQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: ['/api/guardians', guardian] as const,
    queryFn: async (context) => {
      const answer = await fetchGuardian(context);
      if (!answer?.guardian) throw new Error(HIGH_LOAD_TEXT);
      return answer.guardian;
    },
  });
}

export function useGuardian(guardian: GuardianId) {
  return useQuery(guardianQueryOptions(guardian));
}
