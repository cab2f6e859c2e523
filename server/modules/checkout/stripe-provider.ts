// Card payments through Stripe (the stripe package): a PaymentIntent per order, created with our idempotency key so a
// retried checkout makes one; the browser confirms it with Stripe.js and its client secret. The order is paid only
// when Stripe's webhook, verified by its signature, says payment_intent.succeeded (orders.service markPaidByGateway).
// A subscription's PaymentIntents belong to a Stripe Customer and save the card for later (setup_future_usage
// off_session); a renewal's is created with the saved card and confirmed off session once its order is placed, so
// no card is charged for an order that does not exist, and one PaymentIntent per order is charged at most once. An
// erased account's customers are deleted at Stripe (DELETE /v1/customers/{id}), which detaches their saved cards; a
// card a subscription no longer uses is detached on its own (POST /v1/payment_methods/{id}/detach).
// STRIPE_API_BASE points the client at a test double; the tests run a local fake of the endpoints used here.
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type {
  OffSessionCharge,
  PayableSecret,
  PaymentProvider,
  PaymentRefund,
  PaymentRequest,
  PaymentStart,
  RecurringPayments,
  SavedPaymentCharge,
  SavedPaymentMethod,
} from './payment-provider';

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
  readonly recurring: RecurringPayments;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
    this.recurring = {
      createCustomer: (request) => this.#createCustomer(request),
      chargeSaved: (request) => this.#chargeSaved(request),
      deleteCustomer: (customerId) => this.#deleteCustomer(customerId),
      forgetSaved: (saved) => this.#detachCard(saved.paymentMethodId),
    };
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const saved = request.saved;
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          description: request.description,
          metadata: { orderId: request.orderId, userId: request.userId },
          // A subscription's is a card's only, kept on its customer for the next renewals: a card confirmed off session
          // needs no page to come back to, which a redirect-based way of paying would.
          ...(saved
            ? {
                payment_method_types: ['card'],
                customer: saved.customerId,
                setup_future_usage: 'off_session' as const,
                ...(saved.paymentMethodId ? { payment_method: saved.paymentMethodId } : {}),
              }
            : { automatic_payment_methods: { enabled: true } }),
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

  async payableSecret(reference: string, again: PaymentRequest): Promise<PayableSecret> {
    let intent: Stripe.PaymentIntent | undefined;
    try {
      intent = await this.#stripe.paymentIntents.retrieve(reference);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) throw error;
    }
    if (intent?.status === 'succeeded' || intent?.status === 'processing') return { status: 'paid' };
    if (intent && intent.status !== 'canceled' && intent.client_secret) return { status: 'payable', reference: intent.id, clientSecret: intent.client_secret };
    // Cancelled at Stripe (or never there): the order gets a PaymentIntent of its own, once however often it is asked.
    const started = await this.start(again);
    if (started.status !== 'started' || !started.clientSecret) throw new Error(`Stripe refused a new PaymentIntent for ${again.orderId}`);
    return { status: 'payable', reference: started.reference, clientSecret: started.clientSecret };
  }

  async #createCustomer(request: { key: string; userId: string; subscriptionId: string }): Promise<string> {
    // Only our ids: Stripe learns the customer's name and card from the card form, not from us.
    const customer = await this.#stripe.customers.create(
      { metadata: { userId: request.userId, subscriptionId: request.subscriptionId } },
      { idempotencyKey: `customer:${request.key}` },
    );
    return customer.id;
  }

  async #deleteCustomer(customerId: string): Promise<void> {
    try {
      // Stripe detaches the customer's saved cards with it.
      await this.#stripe.customers.del(customerId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
      throw error;
    }
  }

  async #detachCard(paymentMethodId: string): Promise<void> {
    try {
      await this.#stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // Refused: done when the card is gone or attached to no customer (detached by an earlier try whose answer was lost).
      if (error.code === 'resource_missing') return;
      const card = await this.#stripe.paymentMethods.retrieve(paymentMethodId);
      if (card.customer !== null) throw error;
    }
  }

  async #chargeSaved(request: SavedPaymentCharge): Promise<OffSessionCharge> {
    try {
      const intent = await this.#stripe.paymentIntents.confirm(
        request.reference,
        { payment_method: request.saved.paymentMethodId, off_session: true },
        { idempotencyKey: `charge:${request.key}` },
      );
      return offSessionOutcome(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined', reason: declineReason(error) };
      // Paid or being paid meanwhile (the customer in the browser, another instance under another key): as it stands.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return offSessionOutcome(await this.#stripe.paymentIntents.retrieve(request.reference));
      }
      throw error;
    }
  }
}

function offSessionOutcome(intent: Stripe.PaymentIntent): OffSessionCharge {
  if (intent.status === 'succeeded') return { status: 'succeeded' };
  if (intent.status === 'processing') return { status: 'processing' };
  const reason = intent.last_payment_error?.message;
  return { status: 'declined', reason: reason ? reason.replace(/\.$/, '') : 'your bank asks you to confirm this payment yourself' };
}

/** Stripe's decline in words a customer reads in a mail ("your card has insufficient funds"). */
function declineReason(error: InstanceType<typeof Stripe.errors.StripeCardError>): string {
  if (error.code === 'authentication_required') return 'your bank asks you to confirm this payment yourself';
  const message = error.message.replace(/\.$/, '');
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/**
 * What a verified event says of an order's payment: the PaymentIntent it is about, the customer's saved card when the
 * payment was made to be kept for later (a subscription's), and why its last try failed, if it did.
 */
export function stripeIntentOf(event: Stripe.Event): {
  reference: string | undefined;
  saved: SavedPaymentMethod | undefined;
  failureReason: string | undefined;
} {
  const object = event.data.object;
  if (object.object !== 'payment_intent') return { reference: undefined, saved: undefined, failureReason: undefined };
  const intent = object as Stripe.PaymentIntent;
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  const saved = intent.setup_future_usage === 'off_session' && customerId && paymentMethodId ? { customerId, paymentMethodId } : undefined;
  return { reference: intent.id, saved, failureReason: intent.last_payment_error?.message?.replace(/\.$/, '') };
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
