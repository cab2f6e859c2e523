// POST /api/orders/{id}/razorpay-payment: Razorpay's checkout answer for an order, checked by the server with Razorpay.
import { orderEndpoints } from '@common/contracts/orders';
import type { OrderResponse } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';
import type { RazorpayCheckoutResponse } from '../../payments/razorpay-payment';

export function confirmRazorpayPayment(api: ApiClient, orderId: string, answer: RazorpayCheckoutResponse): Promise<OrderResponse> {
  return api.call(orderEndpoints.postOrdersByIdRazorpayPayment, {
    params: { id: orderId },
    body: { razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id, razorpaySignature: answer.razorpay_signature },
  });
}
