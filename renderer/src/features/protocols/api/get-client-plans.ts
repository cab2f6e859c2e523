// GET /api/partner/clients/{clientId}/plans: the plans this practitioner sent the client, sent → viewed → ordered.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CarePlanListResponse } from '@common/contracts/protocols';
import { jsonQueryFn } from '../../../api/query-client';

export function clientPlansQueryOptions(clientId: string) {
  return queryOptions({ queryKey: [`/api/partner/clients/${encodeURIComponent(clientId)}/plans`] as const, queryFn: jsonQueryFn(CarePlanListResponse) });
}

export function useClientPlans(clientId: string) {
  return useQuery(clientPlansQueryOptions(clientId));
}
