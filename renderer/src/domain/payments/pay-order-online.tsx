// An order paid through Razorpay, paid in Razorpay's window: its Razorpay order, total and delivery contact, and the
// answer sent to POST /api/orders/{id}/razorpay-payment. Checkout shows it after placing; /profile for an order still
// waiting for its payment.
import type { Order } from '@common/contracts/orders';
import { useApiClient } from '../../api/use-api';
import { formatPrice } from '../../ui/money';
import { confirmRazorpayPayment } from '../cart/api/confirm-razorpay-payment';
import { RazorpayPayment } from './razorpay-payment';
import type { RazorpayLoader } from './razorpay-payment';

export function PayOrderOnline({
  keyId,
  order,
  onPaid,
  loadCheckout,
}: {
  keyId: string;
  order: Order;
  onPaid: (paid: Order) => void;
  loadCheckout?: RazorpayLoader;
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
      }}
      amountText={formatPrice(order.total, order.currency)}
      prefill={{ name: order.shippingAddress.name, contact: order.shippingAddress.phone }}
      confirm={async (answer) => (await confirmRazorpayPayment(api, order.id, answer)).order}
      onPaid={onPaid}
      {...(loadCheckout ? { loadCheckout } : {})}
    />
  );
}
