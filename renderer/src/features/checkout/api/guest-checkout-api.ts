// Guest checkout's calls (issue 44): the quote, the purchase, and the order's link — read it, cancel it, pay it with
// Razorpay or by card, add it to the signed-in account. The link's token travels in the body, never in an address.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { guestCheckoutEndpoints } from '@common/contracts/guest-checkout';
import type { GuestOrderClaimResponse, GuestOrderView, GuestPurchaseRequest, GuestPurchaseResponse, GuestQuoteRequest } from '@common/contracts/guest-checkout';
import { IDEMPOTENCY_KEY_HEADER } from '@common/contracts/orders';
import type { Order, OrderCardPaymentResponse } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';
import { useApiClient } from '../../../api/use-api';
import type { RazorpayCheckoutResponse } from '../../../domain/payments/razorpay-payment';

const quoteEndpoint = guestCheckoutEndpoints.postGuestQuote;

/** A guest's quote for what they have chosen so far; the last one stays on screen while the next loads. */
export function useGuestQuote(selection: GuestQuoteRequest | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: [quoteEndpoint.path, selection] as const,
    queryFn: () => api.call(quoteEndpoint, { body: selection as GuestQuoteRequest }),
    enabled: selection !== null && selection.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** Places the guest's order; the key is made once per attempt and sent again on a retry, so it is placed once. */
export function placeGuestOrder(api: ApiClient, request: GuestPurchaseRequest, idempotencyKey: string): Promise<GuestPurchaseResponse> {
  return api.call(guestCheckoutEndpoints.postGuestPurchase, { body: request }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** The key of a guest order's view in the query cache. */
export function guestOrderQueryKey(orderId: string) {
  return [guestCheckoutEndpoints.postGuestOrdersByIdView.path, orderId] as const;
}

/** The order a link opens (refused with GUEST_ORDER_NOT_FOUND or GUEST_ORDER_CLAIMED). */
export function useGuestOrder(orderId: string, token: string | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: guestOrderQueryKey(orderId),
    queryFn: () => api.call(guestCheckoutEndpoints.postGuestOrdersByIdView, { params: { id: orderId }, body: { token: token ?? '' } }),
    enabled: token !== null && orderId !== '',
    retry: false,
  });
}

export function cancelGuestOrder(api: ApiClient, orderId: string, token: string): Promise<GuestOrderView> {
  return api.call(guestCheckoutEndpoints.postGuestOrdersByIdCancel, { params: { id: orderId }, body: { token } });
}

export async function confirmGuestRazorpayPayment(api: ApiClient, orderId: string, token: string, answer: RazorpayCheckoutResponse): Promise<Order> {
  const view = await api.call(guestCheckoutEndpoints.postGuestOrdersByIdRazorpayPayment, {
    params: { id: orderId },
    body: { token, razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id, razorpaySignature: answer.razorpay_signature },
  });
  return view.order;
}

/** The client secret of the guest's card order awaiting payment, for Stripe's card form. */
export function getGuestCardPayment(api: ApiClient, orderId: string, token: string): Promise<OrderCardPaymentResponse> {
  return api.call(guestCheckoutEndpoints.postGuestOrdersByIdCardPayment, { params: { id: orderId }, body: { token } });
}

export function claimGuestOrder(api: ApiClient, orderId: string, token: string): Promise<GuestOrderClaimResponse> {
  return api.call(guestCheckoutEndpoints.postGuestOrdersByIdClaim, { params: { id: orderId }, body: { token } });
}
