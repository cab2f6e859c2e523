// GET /api/checkout/options: the ways of paying this store takes, Razorpay's key id and the subscribe & save discount,
// public, for product and expert pages before anyone signs in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints } from '@common/contracts/checkout';
import type { CheckoutOptions } from '@common/contracts/checkout';
import { endpointKey } from '../../api/endpoint';
import { endpointQueryFn } from '../../api/query-client';

export const checkoutOptionsQueryOptions = queryOptions({
  queryKey: endpointKey(checkoutEndpoints.getCheckoutOptions),
  queryFn: endpointQueryFn(checkoutEndpoints.getCheckoutOptions),
  staleTime: 10 * 60 * 1000,
});

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQueryOptions);
}

/** Stripe's publishable key where the store takes cards, else null: a card can then be offered and saved. */
export function storeCardKey(options: CheckoutOptions | undefined): string | null {
  return options?.paymentMethods.includes('card') ? options.cardPublishableKey : null;
}

/** Razorpay's key id where the store takes Razorpay, else null: UPI AutoPay can then be offered for renewals. */
export function storeRazorpayKey(options: CheckoutOptions | undefined): string | null {
  return options?.paymentMethods.includes('razorpay') ? options.razorpayKeyId : null;
}
