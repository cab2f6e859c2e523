// POST /api/purchase: buys the cart. The Idempotency-Key is made once per checkout attempt and sent again on every
// retry (the API client retries on overload with the same headers), so a retried order is charged once.
import type { OrderResponse, PurchaseRequest } from '@common/contracts/orders';
import { IDEMPOTENCY_KEY_HEADER, orderEndpoints } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';
import { endpointKey } from '../../../api/endpoint';

export function placeOrder(api: ApiClient, request: PurchaseRequest, idempotencyKey: string): Promise<OrderResponse> {
  return api.call(orderEndpoints.postPurchase, { body: request }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** GET /api/orders: the key every screen that reads or changes the account's orders uses. */
export const ORDERS_QUERY_KEY = endpointKey(orderEndpoints.getOrders);
