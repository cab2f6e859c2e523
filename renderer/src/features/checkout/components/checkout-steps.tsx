// The parts of checkout an account's and a guest's share: a titled section, the delivery choice, the payment choice
// with the order's summary and 'Place order', the page's frame, and, once the order is placed, the payment step of an order paid online (Stripe's card form, Razorpay's window).
import { Alert, Anchor, Button, Container, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import type { DeliveryMethod } from '@common/checkout';
import type { PaymentMethod, Quote } from '@common/contracts/checkout';
import type { CartLine } from '@common/contracts/cart';
import type { Order } from '@common/contracts/orders';
import { PayOrderOnline } from '../../../domain/payments/pay-order-online';
import type { RazorpayCheckoutResponse } from '../../../domain/payments/razorpay-payment';
import { deliveryWindowText } from '../../../ui/cart/delivery-window';
import { formatPrice } from '../../../ui/money';
import { ErrorAlert } from '../../../ui/error-alert';
import { CardPayment } from '../../../domain/payments/card-payment';
import { QuoteSummary } from './quote-summary';

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `checkout-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function DeliveryStep({ quote, value, onChange }: { quote: Quote | undefined; value: DeliveryMethod; onChange: (method: DeliveryMethod) => void }) {
  if (!quote) return <Skeleton height={60} />;
  return (
    <Radio.Group value={value} onChange={(method) => onChange(method as DeliveryMethod)} aria-label="Delivery">
      <Stack gap="xs">
        {quote.deliveryOptions.map((option) => (
          <Radio
            key={option.method}
            value={option.method}
            label={`${option.label}: ${option.fee === 0 ? 'Free' : formatPrice(option.fee, quote.currency)}`}
            description={`Arrives ${deliveryWindowText(option.estimatedFrom, option.estimatedTo)}${option.fee === 0 && option.regularFee > 0 ? ' (free on this order)' : ''}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Cash on delivery always; Razorpay and cards when the quote says this server takes them. */
export function PaymentChoice({ quote, value, onChange }: { quote: Quote | undefined; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <Radio.Group value={value} onChange={(method) => onChange(method as PaymentMethod)} aria-label="Payment method">
      <Stack gap="xs">
        <Radio value="cod" label="Cash on delivery" description="Pay the courier in cash or by UPI when the parcel arrives." />
        {quote?.paymentMethods.includes('razorpay') && quote.razorpayKeyId && (
          <Radio value="razorpay" label="UPI, card, netbanking or wallet" description="Pay now in Razorpay's secure window, after you place the order." />
        )}
        {quote?.paymentMethods.includes('card') && quote.cardPublishableKey && (
          <Radio value="card" label="Card" description="Pay now with a card through Stripe's secure form, after you place the order." />
        )}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The payment of a placed order paid online: the card form or Razorpay's window while it waits, then what was received.
 * `onPaid` gets the paid order when the server confirmed it at once (Razorpay), or nothing (Stripe confirms by webhook).
 */
export function OrderPayment({
  order,
  cardKey,
  razorpayKey,
  onPaid,
  confirmRazorpay,
  paidWhere = 'in your profile',
}: {
  order: Order;
  cardKey: string | null;
  razorpayKey: string | null;
  onPaid: (paid: Order | null) => void;
  /** A guest's order sends Razorpay's answer with its link. */
  confirmRazorpay?: (answer: RazorpayCheckoutResponse) => Promise<Order>;
  /** Where the order shows as paid: the profile, or a guest's order page. */
  paidWhere?: string;
}) {
  const [cardSent, setCardSent] = useState(false);
  const waiting = order.status === 'pending_payment';
  const cardSecret = order.payment.method === 'card' && waiting ? order.payment.clientSecret : undefined;
  return (
    <>
      {cardSecret && cardKey && !cardSent && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Pay by card
            </Title>
            <CardPayment
              publishableKey={cardKey}
              clientSecret={cardSecret}
              amountText={formatPrice(order.total, order.currency)}
              onPaid={() => {
                setCardSent(true);
                onPaid(null);
              }}
            />
          </Stack>
        </Paper>
      )}
      {order.payment.method === 'razorpay' && waiting && razorpayKey !== null && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Pay online
            </Title>
            <PayOrderOnline keyId={razorpayKey} order={order} onPaid={onPaid} {...(confirmRazorpay ? { confirm: confirmRazorpay } : {})} />
          </Stack>
        </Paper>
      )}
      {order.payment.method === 'razorpay' && order.status === 'paid' && (
        <Alert color="teal" role="status" title="Payment received">
          Razorpay confirmed your payment of {formatPrice(order.total, order.currency)}. We are preparing your order.
        </Alert>
      )}
      {cardSent && (
        <Alert color="teal" role="status" title="Payment sent">
          Stripe has your payment. The order shows as paid {paidWhere} as soon as Stripe confirms it to us, usually within seconds.
        </Alert>
      )}
    </>
  );
}

/** The checkout page's frame: its heading, the way back to the shop, and the steps. */
export function CheckoutFrame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Checkout</Title>
          <Anchor component={Link} to="/marketplace" size="sm">
            Continue shopping
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * 'Your order': the quote (a skeleton while the first loads), why it failed, the lines short of stock, why the order
 * was not placed, what is still missing (`missing`), and 'Place order' with the total.
 */
export function PlaceOrderPanel({
  quote,
  loading,
  quoteError,
  unavailable,
  error,
  missing,
  placing,
  busy,
  onPlace,
}: {
  quote: Quote | undefined;
  loading: boolean;
  quoteError: string | null;
  unavailable: readonly CartLine[];
  error: string | null;
  missing: string | null;
  placing: boolean;
  /** A quote is on its way: the total shown may be about to change. */
  busy: boolean;
  onPlace: () => void;
}) {
  return (
    <Section title="Your order">
      {loading && <Skeleton height={160} aria-label="Working out your total" />}
      {quote && <QuoteSummary quote={quote} />}
      <ErrorAlert error={quoteError} />
      {unavailable.length > 0 && (
        <Alert color="yellow" role="alert">
          {unavailable.map((line) => `${line.name}: only ${line.stock} left.`).join(' ')} Lower the quantity in your cart to check out.
        </Alert>
      )}
      <ErrorAlert error={error} title="Order not placed" />
      {missing !== null && (
        <Text size="sm" c="dimmed">
          {missing}
        </Text>
      )}
      <Button size="md" onClick={onPlace} loading={placing} disabled={!quote || busy || unavailable.length > 0 || missing !== null}>
        {quote ? `Place order · ${formatPrice(quote.total, quote.currency)}` : 'Place order'}
      </Button>
    </Section>
  );
}
