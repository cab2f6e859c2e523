// GET /api/healthy-habits/guardian/{guardian}: small daily practices for one guardian.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '../../../../../common/guardians';
import type { HealthyHabitsResponse } from '../../../../../common/contracts/habits';
import { getQueryFn } from '../../../api/query-client';

const fetchHabits = getQueryFn<HealthyHabitsResponse>({ on401: 'throw' });

export function healthyHabitsQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: ['/api/healthy-habits/guardian', guardian] as const,
    queryFn: async (context) => (await fetchHabits(context))?.habits ?? [],
  });
}

export function useHealthyHabits(guardian: GuardianId) {
  return useQuery(healthyHabitsQueryOptions(guardian));
}
