// An order paid through Razorpay, paid in Razorpay's window: its Razorpay order, total and delivery contact, and the
// answer sent to POST /api/orders/{id}/razorpay-payment (a guest's: with its link). Checkout shows it after placing;
// /profile and a guest's order page for an order still waiting for its payment.
import type { Order } from '@common/contracts/orders';
import { useApiClient } from '../../api/use-api';
import { formatPrice } from '../../ui/money';
import { confirmRazorpayPayment } from '../cart/api/confirm-razorpay-payment';
import { RazorpayPayment } from './razorpay-payment';
import type { RazorpayCheckoutResponse, RazorpayLoader } from './razorpay-payment';

export function PayOrderOnline({
  keyId,
  order,
  onPaid,
  loadCheckout,
  confirm,
}: {
  keyId: string;
  order: Order;
  onPaid: (paid: Order) => void;
  loadCheckout?: RazorpayLoader;
  /** Sends the answer on: the account's endpoint unless given (a guest's order goes with its link). */
  confirm?: (answer: RazorpayCheckoutResponse) => Promise<Order>;
}) {
  const api = useApiClient();
  return (
    <RazorpayPayment
      keyId={keyId}
      payable={{
        id: order.id,
        reference: order.payment.reference,
        amount: order.total,
        currency: order.currency,
        description: `Order ${order.id.slice(0, 8)}`,
        ...(order.payment.recurringCustomerId ? { recurringCustomerId: order.payment.recurringCustomerId } : {}),
      }}
      amountText={formatPrice(order.total, order.currency)}
      prefill={{ name: order.shippingAddress.name, contact: order.shippingAddress.phone }}
      confirm={confirm ?? (async (answer) => (await confirmRazorpayPayment(api, order.id, answer)).order)}
      onPaid={onPaid}
      {...(loadCheckout ? { loadCheckout } : {})}
    />
  );
}
