// How an order is paid. Each payment method is a provider: cash on delivery (nothing to take now; staff record the
// cash when they mark the order delivered), card through Stripe (stripe-provider.ts: a PaymentIntent the browser
// confirms with Stripe.js, paid when Stripe's signed webhook says so) and Razorpay in rupees (razorpay-provider.ts: a
// Razorpay order the browser pays in Razorpay's checkout, paid when its signed answer or webhook says so).
import type { PaymentMethod } from '@common/contracts/checkout';

export interface PaymentRequest {
  orderId: string;
  userId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /**
   * The order's id: each attempt to place an order starts its own payment, and the gateway client's own network
   * retries of it create one. Only the payment of the order that is placed is ever confirmed.
   */
  idempotencyKey: string;
  description: string;
}

/** A payment begun: the gateway's reference, and for a card the secret the browser confirms it with. */
export type PaymentStart = { status: 'started'; reference: string; clientSecret?: string } | { status: 'declined'; reason: string };

/** Money going back through the provider, once per key. */
export interface PaymentRefund {
  /** At most 40 characters, unique per refund (o-<order id> for an ending, r-<return id> for a return). */
  key: string;
  orderId: string;
  /** The order's payment reference (a PaymentIntent, a Razorpay order). */
  reference: string;
  /** The charge itself where the provider refunds against it (a Razorpay payment); null otherwise. */
  chargeReference: string | null;
  /** Minor units: the whole payment or a part of it. */
  amount: number;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Stored on the order, e.g. cash_on_delivery or stripe. */
  readonly name: string;
  /**
   * Called once the order is priced and before its transaction, which never waits on the gateway: a decline or a
   * thrown error places nothing. When the order then fails (the last unit sold meanwhile), the payment started is
   * never confirmed (its client secret reaches no browser), so nothing is charged.
   */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Gives money of a paid order back (a cancelled order in full, a return in part); once per key. */
  refund(refund: PaymentRefund): Promise<{ providerRefundId: string | null }>;
}

/** Cash on delivery: the courier collects the total; there is nothing to take or give back online. */
export class CashOnDeliveryProvider implements PaymentProvider {
  readonly method = 'cod';
  readonly name = 'cash_on_delivery';

  start(request: PaymentRequest): Promise<PaymentStart> {
    return Promise.resolve({ status: 'started', reference: `cod:${request.orderId}` });
  }

  refund(): Promise<{ providerRefundId: null }> {
    // Cash is only taken at the door: what goes back is given back by hand (staff record a return's refund).
    return Promise.resolve({ providerRefundId: null });
  }
}
