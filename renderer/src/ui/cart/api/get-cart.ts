// GET /api/cart: the signed-in account's cart, priced by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartResponse } from '../../../../../common/contracts/cart';

export const CART_QUERY_KEY = ['/api/cart'] as const;

export const cartQueryOptions = queryOptions<CartResponse>({ queryKey: CART_QUERY_KEY });

export function useServerCart(options: { enabled: boolean }) {
  return useQuery({ ...cartQueryOptions, enabled: options.enabled });
}
