// GET /api/care/plans: the plans practitioners sent the signed-in customer, at current server prices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolEndpoints } from '@common/contracts/protocols';
import { endpointQuery } from '../../../api/query-client';

export const myPlansQueryOptions = queryOptions(endpointQuery(protocolEndpoints.getCarePlans));

export function useMyPlans() {
  return useQuery(myPlansQueryOptions);
}
