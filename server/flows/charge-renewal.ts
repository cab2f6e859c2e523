// Charging a subscription's renewal to the way of paying saved with an earlier payment (issue 44), once its order is
// placed:
//
//   1. orders    the order, still awaiting its payment (paid by hand or cancelled meanwhile: nothing is charged)
//   2. checkout  the provider charges the order's own payment to the saved way of paying, once per key: Stripe confirms
//                the order's PaymentIntent off session; Razorpay debits the order's Razorpay order with the UPI
//                AutoPay mandate, which the bank settles a day or so later (processing until its webhook)
//   3. orders    a success pays the order through the payment events' paid-once path, which the provider's webhook
//                about the same payment also takes: whichever comes first pays it, the other finds it paid
//
// The order's payment was started with it (server/flows/purchase.ts), so the charge is of one payment per order (one
// PaymentIntent, one Razorpay order paid once): two instances, a retried job and the customer paying by hand at the
// same moment can only ever pay it once.
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../modules/checkout/checkout.exports';
import type { OrdersService } from '../modules/orders/orders.exports';
import type { ChargeSavedPayment, RenewalCharge } from '../modules/subscriptions/subscriptions.exports';

export interface ChargeRenewalDependencies {
  db: Kysely<Database>;
  /** One provider per payment method this server takes; those that save a way of paying have `recurring`. */
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>;
  orders: Pick<OrdersService, 'load' | 'handlePaymentEvent'>;
}

export class ChargeRenewalFlow {
  readonly #deps: ChargeRenewalDependencies;

  constructor(deps: ChargeRenewalDependencies) {
    this.#deps = deps;
  }

  readonly charge: ChargeSavedPayment = async ({ orderId, method, saved, key, payerEmail }, now): Promise<RenewalCharge> => {
    const { db, payments, orders } = this.#deps;
    const order = await orders.load(db, orderId);
    if (order.status !== 'pending_payment') return { status: 'settled' };
    const provider = payments[method];
    if (!provider?.recurring) throw new Error(`The ${method} provider saves no way of paying, though a subscription has one saved`);
    const reference = order.payment.reference;
    const charged = await provider.recurring.chargeSaved({
      reference,
      saved,
      key,
      amount: order.total,
      currency: order.currency,
      description: `Guardians subscription order ${order.id.slice(0, 8)}`,
      payer: { email: payerEmail, contact: order.shippingAddress.phone },
    });
    if (charged.status !== 'succeeded') return charged;
    const chargeReference = charged.chargeReference;
    await orders.handlePaymentEvent(
      {
        id: `off-session:${chargeReference ?? reference}`,
        provider: provider.name,
        type: 'off_session.succeeded',
        outcome: 'succeeded',
        reference,
        ...(chargeReference ? { chargeReference } : {}),
      },
      now,
    );
    return { status: 'paid' };
  };
}
