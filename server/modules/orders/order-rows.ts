// An order's rows read as the contract's Order, and the status and payment method of a row, checked against the
// values the contract knows.
import { PAYMENT_METHODS } from '@common/contracts/checkout';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Order, OrderAttribution, OrderStatus } from '@common/contracts/orders';
import { ORDER_STATUSES } from '@common/contracts/orders';
import { STOREFRONT_CURRENCIES } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { isGuardianId } from '@common/guardians';
import { customerMayCancel } from '@common/order-lifecycle';
import { RETURN_REASONS, RETURN_STATUSES, RETURN_WINDOW_DAYS } from '@common/returns';
import type { OrderReturn } from '@common/contracts/returns';
import { GUEST_ORDERS_HOLDER_ID } from '../accounts/accounts.exports';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repository';
import type { ReturnWithLines } from './returns.repository';

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export { GUEST_ORDERS_HOLDER_ID };

/** Whether an order row is a guest's, not yet claimed by an account. */
export function isGuestOrder(row: { user_id: string }): boolean {
  return row.user_id === GUEST_ORDERS_HOLDER_ID;
}

export function statusOf(row: { id: string; status: string }): OrderStatus {
  if (!isOrderStatus(row.status)) throw new Error(`Order ${row.id} has an unknown status ${row.status}`);
  return row.status;
}

export function methodOf(row: OrderRow): PaymentMethod {
  const method = PAYMENT_METHODS.find((known) => known === row.payment_method);
  if (!method) throw new Error(`Order ${row.id} has an unknown payment method ${row.payment_method}`);
  return method;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a delivered order's return window closes: RETURN_WINDOW_DAYS after its delivery; null before delivery. */
export function returnWindowEnd(events: readonly Pick<OrderEventRow, 'status' | 'created_at'>[]): string | null {
  const delivered = events.find((event) => event.status === 'delivered');
  return delivered ? new Date(Date.parse(delivered.created_at) + RETURN_WINDOW_DAYS * DAY_MS).toISOString() : null;
}

function toReturn(row: ReturnWithLines): OrderReturn {
  const status = RETURN_STATUSES.find((known) => known === row.status);
  const reason = RETURN_REASONS.find((known) => known === row.reason);
  if (!status || !reason) throw new Error(`Return ${row.id} has an unknown status ${row.status} or reason ${row.reason}`);
  return {
    id: row.id,
    status,
    reason,
    note: row.note,
    lines: row.lines.map((line) => ({ productId: line.product_id, name: line.product_name, quantity: line.quantity, unitPrice: line.unit_price })),
    refundAmount: row.refund_amount,
    coinsBack: row.coins_back,
    rewardCoinsBack: row.reward_coins_back,
    decisionNote: row.decision_note,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
    receivedAt: row.received_at,
    refundedAt: row.refunded_at,
  };
}

export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], events: readonly OrderEventRow[], returns: readonly ReturnWithLines[] = []): Order {
  if (!(STOREFRONT_CURRENCIES as readonly string[]).includes(row.currency)) throw new Error(`Order ${row.id} has an unknown currency ${row.currency}`);
  const status = statusOf(row);
  const attribution: OrderAttribution = {};
  if (row.attribution_ref !== null) attribution.ref = row.attribution_ref;
  if (row.attribution_guardian !== null && isGuardianId(row.attribution_guardian)) attribution.guardian = row.attribution_guardian;
  if (row.attribution_product !== null) attribution.product = row.attribution_product;
  const payment: Order['payment'] = {
    method: methodOf(row),
    provider: row.payment_provider,
    reference: row.payment_reference,
    paidAt: row.paid_at,
    refundedAmount: row.refunded_amount,
  };
  if (status === 'pending_payment' && row.payment_client_secret) payment.clientSecret = row.payment_client_secret;
  if (status === 'pending_payment' && row.payment_customer_id) payment.recurringCustomerId = row.payment_customer_id;
  return {
    id: row.id,
    status,
    lines: lines.map((line) => ({
      productId: line.product_id,
      slug: line.product_slug,
      name: line.product_name,
      image: line.image,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      originalUnitPrice: line.original_unit_price,
      lineTotal: line.line_total,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    coinsRedeemed: row.coins_redeemed,
    coinsValue: row.coins_value,
    delivery: {
      method: row.delivery_method === 'express' ? 'express' : 'standard',
      fee: row.delivery_fee,
      estimatedFrom: row.delivery_from || row.created_at.slice(0, 10),
      estimatedTo: row.delivery_to || row.created_at.slice(0, 10),
    },
    tax: { label: row.tax_label, ratePercent: row.tax_rate_bp / 100, included: row.tax_included === 1, amount: row.tax_amount },
    total: row.total,
    currency: row.currency as StorefrontCurrency,
    promoCode: row.promo_code,
    attribution: Object.keys(attribution).length > 0 ? attribution : null,
    rewardCoins: row.reward_coins,
    shippingAddress: {
      name: row.ship_name,
      phone: row.ship_phone,
      line1: row.ship_line1,
      line2: row.ship_line2,
      city: row.ship_city,
      region: row.ship_region,
      postalCode: row.ship_postal_code,
      country: (row.ship_country || 'IN') as Order['shippingAddress']['country'],
    },
    payment,
    canCancel: customerMayCancel(status),
    returns: returns.map(toReturn),
    returnWindowEndsAt: returnWindowEnd(events),
    timeline: events.map((event) => ({ status: statusOf({ id: row.id, status: event.status }), note: event.note, at: event.created_at })),
    createdAt: row.created_at,
  };
}
