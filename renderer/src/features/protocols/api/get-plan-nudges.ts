// GET /api/care/plans/nudges: the plan reminders due now; the server hands each out once, so no page repeats one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanNudgesResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';
import { apiOf } from '../../../api/query-client';

export const PLAN_NUDGES_PATH = protocolEndpoints.getCarePlansNudges.path;
/** Nudges fall due by the day: a quarter of an hour is soon enough, and light on the server. */
export const PLAN_NUDGE_POLL_MS = 15 * 60_000;

export function getPlanNudges(api: ApiClient, signal?: AbortSignal): Promise<PlanNudgesResponse> {
  return api.call(protocolEndpoints.getCarePlansNudges, {}, { signal });
}

export function planNudgesQueryOptions(userId: string) {
  return queryOptions({
    // The user is part of the key: one account's nudges never stand in for the next one's after a switch.
    queryKey: [PLAN_NUDGES_PATH, 'for-user', userId] as const,
    queryFn: ({ signal, client }) => getPlanNudges(apiOf(client), signal),
    staleTime: 0,
    refetchInterval: PLAN_NUDGE_POLL_MS,
    refetchOnWindowFocus: false,
  });
}

export function usePlanNudges(userId: string | null) {
  return useQuery({ ...planNudgesQueryOptions(userId ?? ''), enabled: userId !== null });
}
