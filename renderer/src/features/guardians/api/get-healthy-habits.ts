// GET /api/healthy-habits/guardian/{guardian}: small daily practices for one guardian.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { HealthyHabitsResponse } from '@common/contracts/habits';
import { jsonQueryFn } from '../../../api/query-client';

const fetchHabits = jsonQueryFn(HealthyHabitsResponse);

export function healthyHabitsQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: ['/api/healthy-habits/guardian', guardian] as const,
    queryFn: async (context) => (await fetchHabits(context)).habits,
  });
}

export function useHealthyHabits(guardian: GuardianId) {
  return useQuery(healthyHabitsQueryOptions(guardian));
}
