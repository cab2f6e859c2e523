// GET /api/orders: the signed-in account's orders, newest first: the profile's order history, and a subscription's
// first order paid where the customer subscribed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints } from '@common/contracts/orders';
import { endpointQueryFn } from '../../../api/query-client';
import { ORDERS_QUERY_KEY } from './place-order';

export const ordersQueryOptions = queryOptions({ queryKey: ORDERS_QUERY_KEY, queryFn: endpointQueryFn(orderEndpoints.getOrders) });

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
