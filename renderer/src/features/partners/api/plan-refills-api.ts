// GET /api/partner/plan-refills: whether each consenting client who shares their orders still refills the newest plan
// you sent them (common/plan-refills.ts); every read is written in the client's access log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolEndpoints } from '@common/contracts/protocols';
import { endpointQuery } from '../../../api/query-client';

export const planRefillsQueryOptions = queryOptions(endpointQuery(protocolEndpoints.getPartnerPlanRefills));

export function usePlanRefills() {
  return useQuery(planRefillsQueryOptions);
}
