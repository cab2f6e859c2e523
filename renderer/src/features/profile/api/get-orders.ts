// GET /api/orders: the signed-in account's orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints } from '@common/contracts/orders';
import { endpointQueryFn } from '../../../api/query-client';
import { ORDERS_QUERY_KEY } from '../../../domain/cart/api/place-order';

export const ordersQueryOptions = queryOptions({ queryKey: ORDERS_QUERY_KEY, queryFn: endpointQueryFn(orderEndpoints.getOrders) });

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
