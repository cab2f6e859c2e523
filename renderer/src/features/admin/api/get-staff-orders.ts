// GET /api/admin/orders: every customer's orders, newest first, filtered by status, email and day (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderListResponse } from '@common/contracts/orders';
import type { OrderStatus } from '@common/contracts/orders';
import { jsonQueryFn } from '../../../api/query-client';

export interface StaffOrderFilter {
  status?: OrderStatus | undefined;
  email?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function staffOrdersQueryOptions(filter: StaffOrderFilter) {
  return queryOptions({
    queryKey: ['/api/admin/orders', filter] as const,
    queryFn: jsonQueryFn(OrderListResponse),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrders(filter: StaffOrderFilter) {
  return useQuery(staffOrdersQueryOptions(filter));
}
