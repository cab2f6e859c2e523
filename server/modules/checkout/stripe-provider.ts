// Card payments through Stripe (the stripe package): a PaymentIntent per order, created with our idempotency key so a
// retried checkout makes one; the browser confirms it with Stripe.js and its client secret. The order is paid only
// when Stripe's webhook, verified by its signature, says payment_intent.succeeded (orders.service markPaidByGateway).
// STRIPE_API_BASE points the client at a test double; the tests run a local fake of the endpoints used here.
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type { PaymentProvider, PaymentRefund, PaymentRequest, PaymentStart } from './payment-provider';

/** Stripe's calls wait this long before the checkout gives up (and rolls the order back). */
const STRIPE_TIMEOUT_MS = 10_000;

export function stripeClient(settings: StripeSettings): Stripe {
  const options: Stripe.StripeConfig = { timeout: STRIPE_TIMEOUT_MS, maxNetworkRetries: 1 };
  if (settings.apiBase) {
    const base = new URL(settings.apiBase);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === 'https:' ? 443 : 80);
    options.protocol = base.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(settings.secretKey, options);
}

export class StripePaymentProvider implements PaymentProvider {
  readonly method = 'card';
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          description: request.description,
          metadata: { orderId: request.orderId, userId: request.userId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `pi:${request.idempotencyKey}` },
      );
      if (!intent.client_secret) return { status: 'declined', reason: 'Stripe gave no client secret' };
      return { status: 'started', reference: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
        return { status: 'declined', reason: error.message };
      }
      throw error;
    }
  }

  async refund(refund: PaymentRefund): Promise<{ providerRefundId: string }> {
    const made = await this.#stripe.refunds.create(
      { payment_intent: refund.reference, amount: refund.amount, metadata: { orderId: refund.orderId } },
      { idempotencyKey: `refund:${refund.key}` },
    );
    return { providerRefundId: made.id };
  }
}

/** The event in a webhook delivery, or undefined when its signature does not verify against the endpoint secret. */
export function verifiedStripeEvent(stripe: Stripe, payload: Buffer, signature: string | undefined, secret: string): Stripe.Event | undefined {
  if (!signature) return undefined;
  try {
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    return undefined;
  }
}
