// GET /api/admin/data-requests: customers' exports and deletions with their status, newest first (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gdprEndpoints } from '@common/contracts/gdpr';
import type { DataRequestKind, DataRequestStatus } from '@common/contracts/gdpr';
import { endpointQuery } from '../../../api/query-client';

export interface DataRequestFilter {
  kind?: DataRequestKind | undefined;
  status?: DataRequestStatus | undefined;
  page: number;
}

export const DATA_REQUESTS_PAGE_SIZE = 25;

export function dataRequestsQueryOptions(filter: DataRequestFilter) {
  return queryOptions({
    ...endpointQuery(gdprEndpoints.getAdminDataRequests, { query: { ...filter, pageSize: DATA_REQUESTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useDataRequests(filter: DataRequestFilter) {
  return useQuery(dataRequestsQueryOptions(filter));
}
