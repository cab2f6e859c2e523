// GET /api/healthy-habits/guardian/{guardian}: small daily practices for one guardian.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { habitEndpoints } from '@common/contracts/habits';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

const fetchHabits = endpointQueryFn(habitEndpoints.getHealthyHabitsGuardianByGuardian);

export function healthyHabitsQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: endpointKey(habitEndpoints.getHealthyHabitsGuardianByGuardian, { params: { guardian } }),
    queryFn: async (context) => (await fetchHabits(context)).habits,
  });
}

export function useHealthyHabits(guardian: GuardianId) {
  return useQuery(healthyHabitsQueryOptions(guardian));
}
