// GET /api/cart: the signed-in account's cart, priced by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../api/contract-loaders';
import { jsonQueryFn } from '../../../api/query-client';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';

export const CART_QUERY_KEY = [CUSTOMER_READ_PATHS.cart] as const;

export const cartQueryOptions = queryOptions({ queryKey: CART_QUERY_KEY, queryFn: jsonQueryFn(contract.cart.CartResponse) });

export function useServerCart(options: { enabled: boolean }) {
  return useQuery({ ...cartQueryOptions, enabled: options.enabled });
}
