// GET /api/care/plans: the plans practitioners sent the signed-in customer, at current server prices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CarePlanListResponse } from '@common/contracts/protocols';
import { jsonQueryFn } from '../../../api/query-client';

export const myPlansQueryOptions = queryOptions({ queryKey: ['/api/care/plans'] as const, queryFn: jsonQueryFn(CarePlanListResponse) });

export function useMyPlans() {
  return useQuery(myPlansQueryOptions);
}
