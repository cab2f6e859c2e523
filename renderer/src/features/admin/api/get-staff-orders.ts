// GET /api/admin/orders: every customer's orders, newest first, filtered by status, email and day (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints } from '@common/contracts/orders';
import type { OrderStatus } from '@common/contracts/orders';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export interface StaffOrderFilter {
  status?: OrderStatus | undefined;
  email?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** 'open': only orders with a return being handled. */
  returns?: 'open' | undefined;
}

/** The key every filtered list of orders starts with, to refresh them all after a change. */
export const STAFF_ORDERS_KEY = endpointKey(orderEndpoints.getAdminOrders);

export function staffOrdersQueryOptions(filter: StaffOrderFilter) {
  return queryOptions({
    ...endpointQuery(orderEndpoints.getAdminOrders, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrders(filter: StaffOrderFilter) {
  return useQuery(staffOrdersQueryOptions(filter));
}
