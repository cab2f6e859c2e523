// A local stand-in for the Stripe API, on 127.0.0.1, speaking the calls the card provider makes, with Stripe's field
// names, statuses and error bodies (form-encoded, Bearer secret key, Idempotency-Key replayed like Stripe does, errors
// included): POST /v1/customers; DELETE /v1/customers/{id} (its cards detached); GET /v1/payment_methods/{id} and
// POST /v1/payment_methods/{id}/detach; POST /v1/payment_intents (with customer, payment_method, setup_future_usage,
// and confirm with off_session); GET /v1/payment_intents/{id}; POST /v1/payment_intents/{id}/confirm; POST /v1/refunds.
// A PaymentIntent succeeds at most once, as Stripe's does: confirming one that succeeded answers
// payment_intent_unexpected_state. `payInBrowser` is the customer paying with Stripe.js; a card paid so with
// setup_future_usage is attached to the intent's customer, and only an attached card can be charged off session.
// It records what it was asked and can be told to decline, and can answer after a delay as the real API's round trip
// does (`npm run bench:api`): the answer is decided when the request arrives, so two at once with one key get one. The
// webhook side is real: tests sign events with the stripe package's own test header, and the server verifies them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean; allow_redirects: 'always' | 'never' } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  metadata: Record<string, string>;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string };
  /** The customer it is attached to (saved for later payments); null until then. */
  customer: string | null;
}

/** A successful charge of a PaymentIntent: what the customer's bank statement would show. */
export interface FakeCharge {
  paymentIntent: string;
  amount: number;
  customer: string | null;
  paymentMethod: string;
  offSession: boolean;
}

export interface FakeStripe {
  url: string;
  intents: FakePaymentIntent[];
  customers: { id: string; metadata: Record<string, string> }[];
  /** Customers deleted (an erased account's), in the order asked. */
  deletedCustomers: string[];
  paymentMethods: FakePaymentMethod[];
  charges: FakeCharge[];
  /** Off-session confirmations the card refused, by PaymentIntent and Stripe's code. */
  declines: { paymentIntent: string; code: string }[];
  /** Told of each successful charge as it happens (a test delivers the webhook Stripe would send, racing the caller). */
  onCharge: ((intent: FakePaymentIntent) => void) | undefined;
  /** Told of each declined confirmation as it happens (Stripe sends payment_intent.payment_failed for each). */
  onDecline: ((intent: FakePaymentIntent) => void) | undefined;
  refunds: { id: string; paymentIntent: string; amount: number }[];
  /** 'ok' creates intents; 'decline' answers their creation with a card error; 'down' answers every call with a 500. */
  mode: 'ok' | 'decline' | 'down';
  /** How confirmations answer: the charge succeeds, the card is declined, or the bank wants the customer (off session). */
  charging: 'succeed' | 'decline' | 'authentication_required';
  /** The customer pays the intent in Stripe.js with a new card; false when it cannot be paid (paid or cancelled). */
  payInBrowser(intentId: string): boolean;
  /** A webhook delivery for `type` about `intent`, signed with `secret` as Stripe signs it. */
  signedEvent(type: string, intent: FakePaymentIntent, secret: string, eventId?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

let sequence = 0;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string; payment_intent?: FakePaymentIntent },
  ) {
    super(body.message);
  }
}

const PAYABLE: readonly FakePaymentIntent['status'][] = ['requires_payment_method', 'requires_confirmation'];

export async function startFakeStripe(secretKey: string, options: { latencyMs?: number } = {}): Promise<FakeStripe> {
  const latencyMs = options.latencyMs ?? 0;
  const byIdempotencyKey = new Map<string, { status: number; text: string }>();

  const intentById = (id: string): FakePaymentIntent => {
    const intent = fake.intents.find((candidate) => candidate.id === id);
    if (!intent) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` });
    return intent;
  };

  /** The card is charged for the intent: it succeeds, and a card saved for later is attached to the customer. */
  const succeed = (intent: FakePaymentIntent, paymentMethod: FakePaymentMethod, offSession: boolean) => {
    intent.status = 'succeeded';
    intent.payment_method = paymentMethod.id;
    intent.last_payment_error = null;
    if (intent.setup_future_usage !== null && intent.customer !== null) paymentMethod.customer = intent.customer;
    fake.charges.push({ paymentIntent: intent.id, amount: intent.amount, customer: intent.customer, paymentMethod: paymentMethod.id, offSession });
    fake.onCharge?.({ ...intent });
  };

  /** Confirms the intent with a saved card, the customer absent, as Stripe answers it. */
  const confirmOffSession = (intent: FakePaymentIntent, paymentMethodId: string | null, returnUrl: string | null): FakePaymentIntent => {
    if (!PAYABLE.includes(intent.status)) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}.`,
      });
    }
    const paymentMethod = fake.paymentMethods.find((candidate) => candidate.id === (paymentMethodId ?? intent.payment_method));
    if (!paymentMethod) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod.' });
    if (intent.customer === null || paymentMethod.customer !== intent.customer) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'payment_method_not_attached',
        message: 'The provided PaymentMethod is not attached to this PaymentIntent’s customer, so it cannot be used off session.',
      });
    }
    if (intent.automatic_payment_methods?.allow_redirects === 'always' && !returnUrl) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        message:
          'This PaymentIntent is configured to accept payment methods enabled in your Dashboard, some of which may require a full page redirect to succeed. Provide a return_url, or accept card payments only.',
      });
    }
    intent.payment_method = paymentMethod.id;
    if (fake.charging !== 'succeed') {
      const error =
        fake.charging === 'decline'
          ? { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }
          : {
              type: 'card_error',
              code: 'authentication_required',
              decline_code: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      fake.declines.push({ paymentIntent: intent.id, code: error.code });
      fake.onDecline?.({ ...intent });
      throw new StripeFailure(402, { ...error, payment_intent: intent });
    }
    succeed(intent, paymentMethod, true);
    return intent;
  };

  const fake: FakeStripe = {
    url: '',
    intents: [],
    customers: [],
    deletedCustomers: [],
    paymentMethods: [],
    charges: [],
    declines: [],
    onCharge: undefined,
    onDecline: undefined,
    refunds: [],
    mode: 'ok',
    charging: 'succeed',
    payInBrowser(intentId) {
      const intent = intentById(intentId);
      if (!PAYABLE.includes(intent.status)) return false;
      const paymentMethod: FakePaymentMethod = {
        id: `pm_fake_${++sequence}`,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242' },
        customer: null,
      };
      fake.paymentMethods.push(paymentMethod);
      succeed(intent, paymentMethod, false);
      return true;
    },
    signedEvent(type, intent, secret, eventId = `evt_${++sequence}`) {
      const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object: intent }, api_version: '2026-10-28.endive', created: 0 });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: async () => undefined,
  };

  const createIntent = (form: URLSearchParams): FakePaymentIntent => {
    if (fake.mode === 'decline') throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    const customer = form.get('customer');
    if (customer !== null && !fake.customers.some((candidate) => candidate.id === customer)) {
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${customer}'` });
    }
    const setupFutureUsage = form.get('setup_future_usage');
    const automatic = form.get('automatic_payment_methods[enabled]') === 'true';
    const id = `pi_fake_${++sequence}`;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      client_secret: `${id}_secret_${sequence}`,
      status: form.get('payment_method') ? 'requires_confirmation' : 'requires_payment_method',
      customer,
      payment_method: form.get('payment_method'),
      setup_future_usage: setupFutureUsage === 'off_session' || setupFutureUsage === 'on_session' ? setupFutureUsage : null,
      payment_method_types: automatic ? ['card', 'link'] : form.getAll('payment_method_types[0]'),
      automatic_payment_methods: automatic
        ? { enabled: true, allow_redirects: form.get('automatic_payment_methods[allow_redirects]') === 'never' ? 'never' : 'always' }
        : null,
      last_payment_error: null,
      metadata: { orderId: form.get('metadata[orderId]') ?? '', userId: form.get('metadata[userId]') ?? '' },
    };
    fake.intents.push(intent);
    return form.get('confirm') === 'true' && form.get('off_session') === 'true'
      ? confirmOffSession(intent, intent.payment_method, form.get('return_url'))
      : intent;
  };

  /** The answer to one request, decided as it arrives. */
  const handle = (method: string | undefined, url: string, form: URLSearchParams): unknown => {
    if (method === 'POST' && url === '/v1/customers') {
      const customer = {
        id: `cus_fake_${++sequence}`,
        object: 'customer',
        metadata: { userId: form.get('metadata[userId]') ?? '', subscriptionId: form.get('metadata[subscriptionId]') ?? '' },
      };
      fake.customers.push(customer);
      return customer;
    }
    const customerPath = /^\/v1\/customers\/([A-Za-z0-9_]+)$/.exec(url);
    if (customerPath?.[1] && method === 'DELETE') {
      const id = customerPath[1];
      if (!fake.customers.some((candidate) => candidate.id === id)) {
        throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${id}'` });
      }
      fake.customers = fake.customers.filter((candidate) => candidate.id !== id);
      // Stripe detaches the deleted customer's cards: none of them can be charged again.
      for (const paymentMethod of fake.paymentMethods) if (paymentMethod.customer === id) paymentMethod.customer = null;
      fake.deletedCustomers.push(id);
      return { id, object: 'customer', deleted: true };
    }
    const paymentMethodPath = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)(\/detach)?$/.exec(url);
    if (paymentMethodPath?.[1] && (method === 'GET' || (method === 'POST' && paymentMethodPath[2]))) {
      const id = paymentMethodPath[1];
      const paymentMethod = fake.paymentMethods.find((candidate) => candidate.id === id);
      if (!paymentMethod) throw new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${id}'` });
      if (method === 'GET') return paymentMethod;
      if (paymentMethod.customer === null) {
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
        });
      }
      paymentMethod.customer = null;
      return paymentMethod;
    }
    if (method === 'POST' && url === '/v1/payment_intents') return createIntent(form);
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/.exec(url);
    if (intentPath?.[1] && method === 'GET' && !intentPath[2]) return intentById(intentPath[1]);
    if (intentPath?.[1] && method === 'POST' && intentPath[2]) {
      const intent = intentById(intentPath[1]);
      if (form.get('off_session') !== 'true') throw new StripeFailure(400, { type: 'invalid_request_error', message: 'The fake confirms off session only.' });
      return confirmOffSession(intent, form.get('payment_method'), form.get('return_url'));
    }
    if (method === 'POST' && url === '/v1/refunds') {
      const refund = { id: `re_fake_${++sequence}`, paymentIntent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')) };
      fake.refunds.push(refund);
      return { id: refund.id, object: 'refund', amount: refund.amount, payment_intent: refund.paymentIntent, status: 'succeeded' };
    }
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method} ${url})` });
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const reply = decide();
      const send = () =>
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${++sequence}`, ...reply.headers }).end(reply.text);
      if (latencyMs > 0) setTimeout(send, latencyMs);
      else send();
    });
    const decide = (): { status: number; text: string; headers?: Record<string, string> } => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return { status: 401, text: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }) };
      }
      if (fake.mode === 'down') return { status: 500, text: JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }) };
      const key = req.headers['idempotency-key'];
      const keyed = typeof key === 'string' ? `${req.url}|${key}` : undefined;
      const replay = keyed ? byIdempotencyKey.get(keyed) : undefined;
      if (replay) return { ...replay, headers: { 'idempotent-replayed': 'true' } };
      let reply: { status: number; text: string };
      try {
        // A snapshot: later changes to the intent are not part of this answer, or of its replays.
        reply = { status: 200, text: JSON.stringify(handle(req.method, req.url ?? '', new URLSearchParams(raw))) };
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        reply = { status: error.status, text: JSON.stringify({ error: error.body }) };
        // Stripe keeps no result for a request it refused before running it (validation), only for one it ran.
        if (error.status !== 402) return reply;
      }
      if (keyed && req.method === 'POST') byIdempotencyKey.set(keyed, reply);
      return reply;
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
