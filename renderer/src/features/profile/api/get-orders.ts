// GET /api/orders: the signed-in account's orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderListResponse } from '@common/contracts/orders';
import { jsonQueryFn } from '../../../api/query-client';

export const ordersQueryOptions = queryOptions({ queryKey: ['/api/orders'] as const, queryFn: jsonQueryFn(OrderListResponse) });

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
