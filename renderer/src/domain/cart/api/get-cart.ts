// GET /api/cart: the signed-in account's cart, priced by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint } from '../../../api/contract-loaders';
import { endpointQueryFn } from '../../../api/query-client';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';

export const CART_QUERY_KEY = [CUSTOMER_READ_PATHS.cart] as const;

export const cartQueryOptions = queryOptions({ queryKey: CART_QUERY_KEY, queryFn: endpointQueryFn(lazyEndpoint.cart.getCart) });

export function useServerCart(options: { enabled: boolean }) {
  return useQuery({ ...cartQueryOptions, enabled: options.enabled });
}
