// POST /api/orders/{id}/card-payment: the client secret of the customer's own card order awaiting payment, which
// Stripe.js confirms the payment with. The server answers it to the order's owner only.
import { orderEndpoints } from '@common/contracts/orders';
import type { OrderCardPaymentResponse } from '@common/contracts/orders';
import type { ApiClient } from '../../api/api-request';

export function getOrderCardPayment(api: ApiClient, orderId: string): Promise<OrderCardPaymentResponse> {
  return api.call(orderEndpoints.postOrdersByIdCardPayment, { params: { id: orderId } });
}
