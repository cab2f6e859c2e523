// Payment is a provider interface so a real gateway plugs in later; the built-in provider records the order as paid.

export interface PaymentRequest {
  orderId: string;
  userId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /**
   * Stable across retries of one checkout (the account and its Idempotency-Key), so a gateway that saw the first
   * attempt charges once even when our transaction had to be retried.
   */
  idempotencyKey: string;
  description: string;
}

export type PaymentResult = { status: 'paid'; reference: string } | { status: 'declined'; reason: string };

export interface PaymentProvider {
  /** Stored on the order, e.g. built_in or razorpay. */
  readonly name: string;
  /**
   * Called inside the order's transaction, after stock is reserved and before it commits: a decline or a thrown
   * error rolls the whole order back.
   */
  charge(request: PaymentRequest): Promise<PaymentResult>;
}

/** Takes no money: records the order as paid, for the demo storefront and tests. */
export class RecordedPaymentProvider implements PaymentProvider {
  readonly name = 'built_in';

  charge(request: PaymentRequest): Promise<PaymentResult> {
    return Promise.resolve({ status: 'paid', reference: `recorded:${request.orderId}` });
  }
}
