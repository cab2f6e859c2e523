// GET /api/experts: experts filtered by profession and guardian focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertListQuery } from '@common/contracts/experts';
import { ExpertListResponse } from '@common/contracts/experts';
import { jsonQueryFn } from '../../../api/query-client';

/** The list's query as the server reads it (common/contracts), every part optional: the server sorts by rating. */
export type ExpertFilters = Partial<ExpertListQuery>;

export function expertsQueryOptions(filters: ExpertFilters) {
  return queryOptions({ queryKey: ['/api/experts', { ...filters }] as const, queryFn: jsonQueryFn(ExpertListResponse) });
}

export function useExperts(filters: ExpertFilters) {
  return useQuery(expertsQueryOptions(filters));
}
