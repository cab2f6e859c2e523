// GET /api/orders: the signed-in account's orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '../../../../../common/contracts/orders';

export const ordersQueryOptions = queryOptions<OrderListResponse>({ queryKey: ['/api/orders'] });

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
