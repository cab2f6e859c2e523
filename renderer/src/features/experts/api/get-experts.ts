// GET /api/experts: experts filtered by profession and guardian focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertListQuery } from '@common/contracts/experts';
import { expertEndpoints } from '@common/contracts/experts';
import { endpointQuery } from '../../../api/query-client';

/** The list's query as the server reads it (common/contracts), every part optional: the server sorts by rating. */
export type ExpertFilters = Partial<ExpertListQuery>;

export function expertsQueryOptions(filters: ExpertFilters) {
  return queryOptions(endpointQuery(expertEndpoints.getExperts, { query: { ...filters } }));
}

export function useExperts(filters: ExpertFilters) {
  return useQuery(expertsQueryOptions(filters));
}
