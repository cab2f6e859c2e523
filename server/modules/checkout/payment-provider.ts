// How an order is paid. Each payment method is a provider: cash on delivery (nothing to take now; staff record the
// cash when they mark the order delivered) and card through Stripe (stripe-provider.ts: a PaymentIntent the browser
// confirms with Stripe.js, paid when Stripe's signed webhook says so).
import type { PaymentMethod } from '@common/contracts/checkout';

export interface PaymentRequest {
  orderId: string;
  userId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /**
   * Stable across retries of one checkout (the account and its Idempotency-Key), so a gateway that saw the first
   * attempt creates one payment even when our transaction had to be retried.
   */
  idempotencyKey: string;
  description: string;
}

/** A payment begun: the gateway's reference, and for a card the secret the browser confirms it with. */
export type PaymentStart = { status: 'started'; reference: string; clientSecret?: string } | { status: 'declined'; reason: string };

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Stored on the order, e.g. cash_on_delivery or stripe. */
  readonly name: string;
  /**
   * Called inside the order's transaction, after stock is reserved and before it commits: a decline or a thrown
   * error rolls the whole order back, so nothing is reserved for a payment that could not start.
   */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Gives a paid order's money back in full (a cancelled card order); idempotent per order. */
  refund(order: { orderId: string; reference: string; amount: number }): Promise<void>;
}

/** Cash on delivery: the courier collects the total; there is nothing to take or give back online. */
export class CashOnDeliveryProvider implements PaymentProvider {
  readonly method = 'cod';
  readonly name = 'cash_on_delivery';

  start(request: PaymentRequest): Promise<PaymentStart> {
    return Promise.resolve({ status: 'started', reference: `cod:${request.orderId}` });
  }

  refund(): Promise<void> {
    // Cash is only taken at the door; an order cancelled before delivery owes nothing back.
    return Promise.resolve();
  }
}
