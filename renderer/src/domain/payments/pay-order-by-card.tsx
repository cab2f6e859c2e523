// A card order awaiting its payment (a subscription's first order, a renewal whose saved card was declined, a guest's
// order opened from its mail), paid in Stripe's card form: the order's client secret is asked of the server when the
// customer chooses to pay (the account's endpoint, or a guest's with its link), then Stripe.js confirms it. The order
// shows as paid when Stripe's webhook reaches the server, usually seconds later.
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { OrderCardPayment, OrderCardPaymentResponse } from '@common/contracts/orders';
import { useApiAction } from '../../api/use-api-action';
import { useApiClient } from '../../api/use-api';
import { ErrorAlert } from '../../ui/error-alert';
import { formatPrice } from '../../ui/money';
import { CardPayment } from './card-payment';
import type { StripeLoader } from './card-payment';
import { getOrderCardPayment } from './order-card-payment';

export function PayOrderByCard({
  orderId,
  publishableKey,
  label,
  paidWhere = 'in your profile',
  onSent,
  loadStripe,
  getPayment,
}: {
  orderId: string;
  publishableKey: string;
  /** The button that opens the card form ("Pay ₹1,299.00 by card"). */
  label: string;
  /** Where the order shows as paid once Stripe confirms it. */
  paidWhere?: string;
  /** Stripe took the payment in the browser. */
  onSent?: () => void;
  /** Tests pass a stand-in for Stripe.js. */
  loadStripe?: StripeLoader;
  /** Asks for the client secret: the account's own order unless given (a guest's goes with its link). */
  getPayment?: () => Promise<OrderCardPaymentResponse>;
}) {
  const api = useApiClient();
  const [payment, setPayment] = useState<OrderCardPayment | null>(null);
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useApiAction();

  if (sent) {
    return (
      <Alert color="teal" role="status" title="Payment sent">
        Stripe has your payment. The order shows as paid {paidWhere} as soon as Stripe confirms it to us, usually within seconds.
      </Alert>
    );
  }
  if (payment) {
    return (
      <CardPayment
        publishableKey={publishableKey}
        clientSecret={payment.clientSecret}
        amountText={formatPrice(payment.amount, payment.currency)}
        onPaid={() => {
          setSent(true);
          onSent?.();
        }}
        {...(loadStripe ? { loadStripe } : {})}
      />
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        loading={busy}
        onClick={() =>
          void run(
            async () => setPayment((await (getPayment ? getPayment() : getOrderCardPayment(api, orderId))).payment),
            'The card form could not be opened. Nothing was charged; try again.',
          )
        }
      >
        {label}
      </Button>
      <ErrorAlert error={error} title="Card payment not opened" />
    </Stack>
  );
}
