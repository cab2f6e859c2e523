// A local stand-in for Razorpay on 127.0.0.1, speaking what the store uses of it:
// - the REST API (HTTP Basic with the key id and secret, JSON): POST /v1/orders, GET /v1/payments/{id},
//   POST /v1/payments/{id}/capture, GET and POST /v1/payments/{id}/refund(s), with Razorpay's error bodies and its
//   rule that refunds never exceed what was captured;
// - recurring payments (UPI AutoPay): POST /v1/customers (fail_existing "0" answers the customer it has for that
//   contact), an order that registers a mandate (customer_id, method upi and a token block: max_amount, expire_at,
//   frequency), whose payment in the checkout (recurring: 1) makes the customer's token; GET and DELETE
//   /v1/customers/{id}/tokens(/{token}); GET /v1/orders/{id}/payments; and POST /v1/payments/create/recurring, which
//   answers at once with a payment in the `created` state, as a UPI AutoPay debit is. The bank settles it later: the
//   test calls settleDebit(), which captures or fails it and answers the signed webhook Razorpay would send
//   (payment.captured / payment.failed); mandateEvent() does the same for token.confirmed, token.cancelled, …;
// - its checkout: GET /v1/checkout.js defines `window.Razorpay` as the real script does (options with key, order_id,
//   handler, modal.ondismiss; open(); on('payment.failed')), drawing a small dialog instead of Razorpay's window. Paying
//   there calls POST /v1/checkout/pay, which makes a captured payment, answers the handler's signed
//   razorpay_payment_id, razorpay_order_id and razorpay_signature, and (when a webhook URL is set) delivers the signed
//   payment.captured webhook as Razorpay does. The browser tests route https://checkout.razorpay.com and
//   https://api.razorpay.com to it, so the page under test is the one customers get.
// Tests also pay directly (pay()) and sign webhook deliveries (signedWebhook()) with the real schemes.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The mandate an order's payment registers (its token block). */
export interface FakeRazorpayMandate {
  max_amount: number;
  expire_at: number;
  frequency: string;
}

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  /** A mandate's registration: its customer and token block; null for any other order. */
  customer_id: string | null;
  token: FakeRazorpayMandate | null;
  payment_capture: boolean;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  amount_refunded: number;
  /** A recurring payment's customer and token: the mandate it registered, or was debited with. */
  customer_id: string | null;
  token_id: string | null;
  recurring: boolean;
  notes: Record<string, string>;
  error_description: string | null;
}

export interface FakeRazorpayCustomer {
  id: string;
  entity: 'customer';
  name: string;
  contact: string | null;
  email: string | null;
  notes: Record<string, string>;
}

/** A UPI AutoPay mandate, as Razorpay keeps it for a customer. */
export interface FakeRazorpayToken {
  id: string;
  entity: 'token';
  customer_id: string;
  method: 'upi';
  recurring: true;
  recurring_details: { status: 'initiated' | 'confirmed' | 'rejected' | 'paused' | 'cancelled'; failure_reason: string | null };
  max_amount: number;
  expired_at: number;
  frequency: string;
}

/** A webhook delivery: the raw body, its signature and the event id header. */
export interface FakeRazorpayDelivery {
  payload: string;
  signature: string;
  eventId: string;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: 'processed';
}

/** What the checkout hands the page's handler. */
export interface RazorpayCheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface FakeRazorpay {
  url: string;
  orders: FakeRazorpayOrder[];
  payments: FakeRazorpayPayment[];
  refunds: FakeRazorpayRefund[];
  customers: FakeRazorpayCustomer[];
  tokens: FakeRazorpayToken[];
  /** Tokens deleted (an erased account's), in the order asked. */
  deletedTokens: string[];
  /** 'ok'; 'decline' answers order creation with a 400; 'down' answers every API call with a 500. */
  mode: 'ok' | 'decline' | 'down';
  /** Where the checkout's payments are announced (payment.captured), signed with the webhook secret; none when unset. */
  webhookUrl: string | undefined;
  /** Told of each debit asked (POST /v1/payments/create/recurring) as it is made, still with the bank. */
  onDebit: ((payment: FakeRazorpayPayment) => void) | undefined;
  /**
   * Pays a Razorpay order as its checkout would: captured at once, or only authorised. An order that registers a
   * mandate makes its customer's token, confirmed by the bank unless `mandate` says it is still being registered.
   */
  pay(
    orderId: string,
    options?: { capture?: boolean; method?: string; mandate?: 'confirmed' | 'initiated' },
  ): { payment: FakeRazorpayPayment; answer: RazorpayCheckoutResponse };
  /** The debits asked with the token, oldest first. */
  debitsWith(tokenId: string): FakeRazorpayPayment[];
  /** The bank settles a debit still `created`: captured, or failed for `reason`; answers Razorpay's signed webhook. */
  settleDebit(paymentId: string, outcome: 'captured' | 'failed', reason?: string): FakeRazorpayDelivery;
  /** A token's state changes (the bank confirmed the mandate, the customer cancelled it in their UPI app, …); answers Razorpay's signed webhook. */
  mandateEvent(event: 'token.confirmed' | 'token.rejected' | 'token.paused' | 'token.cancelled', tokenId: string): FakeRazorpayDelivery;
  /** A webhook delivery of `event` about `payment`, signed with `secret` (the webhook secret by default). */
  signedWebhook(event: string, payment: FakeRazorpayPayment, secret?: string): FakeRazorpayDelivery;
  close(): Promise<void>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export interface FakeRazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** A fixed port (the browser tests'); any free one by default. */
  port?: number;
  webhookUrl?: string;
}

export async function startFakeRazorpay(settings: FakeRazorpaySettings): Promise<FakeRazorpay> {
  const basic = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const sign = (payload: string, secret = settings.webhookSecret): FakeRazorpayDelivery => ({
    payload,
    signature: createHmac('sha256', secret).update(payload).digest('hex'),
    eventId: razorpayId('evt').slice(4),
  });
  const event = (name: string, contains: string[], payload: Record<string, unknown>): string =>
    JSON.stringify({ entity: 'event', account_id: 'acc_FakeGuardians01', event: name, contains, payload, created_at: Math.floor(Date.now() / 1000) });
  const newPayment = (
    order: FakeRazorpayOrder,
    fields: Partial<FakeRazorpayPayment> & Pick<FakeRazorpayPayment, 'status' | 'method'>,
  ): FakeRazorpayPayment => ({
    id: razorpayId('pay'),
    entity: 'payment',
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    amount_refunded: 0,
    customer_id: null,
    token_id: null,
    recurring: false,
    notes: {},
    error_description: null,
    ...fields,
  });
  const fake: FakeRazorpay = {
    url: '',
    orders: [],
    payments: [],
    refunds: [],
    customers: [],
    tokens: [],
    deletedTokens: [],
    mode: 'ok',
    webhookUrl: settings.webhookUrl,
    onDebit: undefined,
    pay(orderId, options = {}) {
      const order = fake.orders.find((candidate) => candidate.id === orderId);
      if (!order) throw new Error(`The fake has no Razorpay order ${orderId}`);
      let token: FakeRazorpayToken | undefined;
      if (order.token && order.customer_id) {
        token = {
          id: razorpayId('token'),
          entity: 'token',
          customer_id: order.customer_id,
          method: 'upi',
          recurring: true,
          recurring_details: { status: options.mandate ?? 'confirmed', failure_reason: null },
          max_amount: order.token.max_amount,
          expired_at: order.token.expire_at,
          frequency: order.token.frequency,
        };
        fake.tokens.push(token);
      }
      const payment = newPayment(order, {
        status: options.capture === false ? 'authorized' : 'captured',
        method: token ? 'upi' : (options.method ?? 'upi'),
        customer_id: token?.customer_id ?? null,
        token_id: token?.id ?? null,
        recurring: token !== undefined,
      });
      fake.payments.push(payment);
      if (payment.status === 'captured') markPaid(order, payment);
      else order.status = 'attempted';
      const signature = createHmac('sha256', settings.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
      return { payment, answer: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: signature } };
    },
    debitsWith(tokenId) {
      return fake.payments.filter((payment) => payment.token_id === tokenId && !isAuthorisation(payment));
    },
    settleDebit(paymentId, outcome, reason = 'Payment failed as the customer’s bank declined the debit') {
      const payment = fake.payments.find((candidate) => candidate.id === paymentId);
      if (!payment || payment.status !== 'created') throw new Error(`The fake has no debit ${paymentId} with the bank`);
      const order = fake.orders.find((candidate) => candidate.id === payment.order_id);
      if (outcome === 'captured') {
        payment.status = 'captured';
        if (order) markPaid(order, payment);
      } else {
        payment.status = 'failed';
        payment.error_description = reason;
      }
      return fake.signedWebhook(outcome === 'captured' ? 'payment.captured' : 'payment.failed', payment);
    },
    mandateEvent(name, tokenId) {
      const token = fake.tokens.find((candidate) => candidate.id === tokenId);
      if (!token) throw new Error(`The fake has no token ${tokenId}`);
      const status = ({ 'token.confirmed': 'confirmed', 'token.rejected': 'rejected', 'token.paused': 'paused', 'token.cancelled': 'cancelled' } as const)[
        name
      ];
      token.recurring_details = { status, failure_reason: status === 'rejected' ? 'The customer did not approve the mandate' : null };
      // Razorpay's token events carry the token alone, without its customer.
      const { customer_id: _customer, ...entity } = token;
      return sign(event(name, ['token'], { token: { entity } }));
    },
    signedWebhook(name, payment, secret = settings.webhookSecret) {
      const order = fake.orders.find((candidate) => candidate.id === payment.order_id);
      const contains = name === 'order.paid' ? ['payment', 'order'] : ['payment'];
      return sign(event(name, contains, { payment: { entity: payment }, ...(name === 'order.paid' && order ? { order: { entity: order } } : {}) }), secret);
    },
    close: async () => undefined,
  };

  /** The payment that registered its order's mandate (not a debit made with it). */
  function isAuthorisation(payment: FakeRazorpayPayment): boolean {
    return fake.orders.find((order) => order.id === payment.order_id)?.token != null;
  }

  function markPaid(order: FakeRazorpayOrder, payment: FakeRazorpayPayment) {
    order.status = 'paid';
    order.amount_paid = payment.amount;
  }

  function announce(payment: FakeRazorpayPayment) {
    if (!fake.webhookUrl) return;
    const delivery = fake.signedWebhook('payment.captured', payment);
    void fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      body: delivery.payload,
    }).catch(() => undefined);
  }

  /** Why Razorpay refuses a debit outright, as its 400 says; undefined when it takes it. */
  function debitRefusal(body: Record<string, unknown>): { description: string; field?: string } | undefined {
    for (const field of ['email', 'contact', 'amount', 'currency', 'order_id', 'customer_id', 'token', 'recurring', 'description']) {
      if (body[field] === undefined || body[field] === '') return { description: `The ${field} field is required.`, field };
    }
    if (String(body.recurring) !== '1') return { description: 'recurring must be 1 for a recurring payment', field: 'recurring' };
    const order = fake.orders.find((candidate) => candidate.id === body.order_id);
    if (!order) return { description: 'The id provided does not exist', field: 'order_id' };
    if (order.status === 'paid') return { description: 'Order has already been paid', field: 'order_id' };
    if (body.amount !== order.amount) return { description: 'The amount must be the same as the order amount', field: 'amount' };
    const token = fake.tokens.find((candidate) => candidate.id === body.token && candidate.customer_id === body.customer_id);
    if (!token) return { description: 'The token provided does not exist for this customer', field: 'token' };
    if (token.recurring_details.status !== 'confirmed')
      return { description: `The mandate is ${token.recurring_details.status}, not confirmed`, field: 'token' };
    if (order.amount > token.max_amount) return { description: 'The amount is more than the maximum amount of the mandate', field: 'amount' };
    return undefined;
  }

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const badRequest = (res: http.ServerResponse, description: string, field?: string) =>
    send(res, 400, {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', field },
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        badRequest(res, 'The request body is not JSON');
        return;
      }

      // The checkout: public, as Razorpay's own script and window are.
      if (req.method === 'GET' && path === '/v1/checkout.js') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(CHECKOUT_SCRIPT);
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/pay') {
        const cors = { 'access-control-allow-origin': '*' };
        const order = fake.orders.find((candidate) => candidate.id === body.order_id);
        if (body.key_id !== settings.keyId || !order) {
          send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }, cors);
          return;
        }
        if (order.token && (String(body.recurring) !== '1' || body.customer_id !== order.customer_id)) {
          send(
            res,
            200,
            {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'This order registers a mandate: open the checkout with its customer_id and recurring 1',
                reason: 'input_validation_failed',
              },
            },
            cors,
          );
          return;
        }
        if (body.outcome === 'fail') {
          send(res, 200, { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed because the bank declined it', reason: 'payment_failed' } }, cors);
          return;
        }
        const { payment, answer } = fake.pay(order.id, { method: typeof body.method === 'string' ? body.method : 'upi' });
        announce(payment);
        send(res, 200, answer, cors);
        return;
      }

      if (req.headers.authorization !== basic) {
        send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return;
      }
      if (fake.mode === 'down') {
        send(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins.' } });
        return;
      }
      if (req.method === 'POST' && path === '/v1/orders') {
        if (fake.mode === 'decline') {
          badRequest(res, 'Order amount less than minimum amount allowed', 'amount');
          return;
        }
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          badRequest(res, 'The amount must be atleast INR 1.00', 'amount');
          return;
        }
        const mandate = body.token as Partial<FakeRazorpayMandate> | undefined;
        const customerId = typeof body.customer_id === 'string' ? body.customer_id : null;
        if (mandate !== undefined) {
          if (!customerId || !fake.customers.some((customer) => customer.id === customerId)) {
            badRequest(res, 'The customer_id provided does not exist', 'customer_id');
            return;
          }
          if (body.method !== 'upi') {
            badRequest(res, 'The method must be upi for a UPI AutoPay registration', 'method');
            return;
          }
          if (typeof mandate.max_amount !== 'number' || mandate.max_amount < amount || typeof mandate.expire_at !== 'number') {
            badRequest(res, 'token.max_amount and token.expire_at are required, and max_amount must cover the amount', 'token');
            return;
          }
          if (mandate.frequency !== 'as_presented' && mandate.frequency !== 'monthly') {
            badRequest(res, 'UPI AutoPay supports the frequencies as_presented and monthly', 'token.frequency');
            return;
          }
        }
        const order: FakeRazorpayOrder = {
          id: razorpayId('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          currency: String(body.currency ?? 'INR'),
          receipt: String(body.receipt ?? ''),
          status: 'created',
          notes: (body.notes ?? {}) as Record<string, string>,
          customer_id: customerId,
          token:
            mandate === undefined
              ? null
              : { max_amount: Number(mandate.max_amount), expire_at: Number(mandate.expire_at), frequency: String(mandate.frequency) },
          payment_capture: body.payment_capture === true || body.payment_capture === 1,
        };
        fake.orders.push(order);
        send(res, 200, { ...order, amount_due: order.amount, attempts: 0, created_at: Math.floor(Date.now() / 1000) });
        return;
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        const contact = typeof body.contact === 'string' ? body.contact : null;
        const email = typeof body.email === 'string' ? body.email : null;
        if (typeof body.name !== 'string' || body.name.trim() === '') {
          badRequest(res, 'The name field is required.', 'name');
          return;
        }
        const existing = fake.customers.find((customer) => customer.contact === contact && customer.email === email);
        if (existing && body.fail_existing === '0') {
          send(res, 200, existing);
          return;
        }
        if (existing) {
          badRequest(res, 'Customer already exists for the merchant', 'fail_existing');
          return;
        }
        const customer: FakeRazorpayCustomer = {
          id: razorpayId('cust'),
          entity: 'customer',
          name: body.name,
          contact,
          email,
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        fake.customers.push(customer);
        send(res, 200, customer);
        return;
      }
      const tokensPath = /^\/v1\/customers\/([^/]+)\/tokens(?:\/([^/]+))?$/.exec(path);
      if (tokensPath) {
        const customerId = decodeURIComponent(tokensPath[1] ?? '');
        if (!fake.customers.some((customer) => customer.id === customerId)) {
          badRequest(res, 'The id provided does not exist', 'customer_id');
          return;
        }
        const own = fake.tokens.filter((token) => token.customer_id === customerId);
        if (req.method === 'GET' && tokensPath[2] === undefined) {
          send(res, 200, { entity: 'collection', count: own.length, items: own });
          return;
        }
        const token = own.find((candidate) => candidate.id === decodeURIComponent(tokensPath[2] ?? ''));
        if (req.method === 'DELETE' && token) {
          // Deleting a UPI token cancels its mandate: nothing can be debited with it again.
          fake.tokens = fake.tokens.filter((candidate) => candidate.id !== token.id);
          fake.deletedTokens.push(token.id);
          send(res, 200, { deleted: true });
          return;
        }
        badRequest(res, 'The id provided does not exist', 'token_id');
        return;
      }
      const orderPaymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (req.method === 'GET' && orderPaymentsPath) {
        const orderId = decodeURIComponent(orderPaymentsPath[1] ?? '');
        if (!fake.orders.some((order) => order.id === orderId)) {
          badRequest(res, 'The id provided does not exist', 'id');
          return;
        }
        const items = fake.payments.filter((payment) => payment.order_id === orderId);
        send(res, 200, { entity: 'collection', count: items.length, items });
        return;
      }
      if (req.method === 'POST' && path === '/v1/payments/create/recurring') {
        const refusal = debitRefusal(body);
        if (refusal) {
          badRequest(res, refusal.description, refusal.field);
          return;
        }
        const order = fake.orders.find((candidate) => candidate.id === body.order_id);
        if (!order) return;
        const payment = newPayment(order, {
          status: 'created',
          method: 'upi',
          customer_id: String(body.customer_id),
          token_id: String(body.token),
          recurring: true,
          notes: (body.notes ?? {}) as Record<string, string>,
        });
        fake.payments.push(payment);
        order.status = 'attempted';
        fake.onDebit?.({ ...payment });
        const signature = createHmac('sha256', settings.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
        send(res, 200, { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature });
        return;
      }
      const paymentPath = /^\/v1\/payments\/([^/]+)(\/capture|\/refund|\/refunds)?$/.exec(path);
      const payment = paymentPath ? fake.payments.find((candidate) => candidate.id === decodeURIComponent(paymentPath[1] ?? '')) : undefined;
      if (paymentPath && !payment) {
        badRequest(res, 'The id provided does not exist', 'id');
        return;
      }
      if (payment && req.method === 'GET' && paymentPath?.[2] === undefined) {
        send(res, 200, payment);
        return;
      }
      if (payment && req.method === 'POST' && paymentPath?.[2] === '/capture') {
        if (payment.status !== 'authorized') {
          badRequest(res, 'This payment has already been captured');
          return;
        }
        if (body.amount !== payment.amount) {
          badRequest(res, 'Capture amount must be equal to the amount authorized', 'amount');
          return;
        }
        payment.status = 'captured';
        const order = fake.orders.find((candidate) => candidate.id === payment.order_id);
        if (order) markPaid(order, payment);
        send(res, 200, payment);
        return;
      }
      if (payment && req.method === 'GET' && paymentPath?.[2] === '/refunds') {
        const items = fake.refunds.filter((refund) => refund.payment_id === payment.id);
        send(res, 200, { entity: 'collection', count: items.length, items });
        return;
      }
      if (payment && req.method === 'POST' && paymentPath?.[2] === '/refund') {
        const amount = body.amount ?? payment.amount - payment.amount_refunded;
        if (payment.status !== 'captured' && payment.status !== 'refunded') {
          badRequest(res, 'The payment has not been captured');
          return;
        }
        if (typeof amount !== 'number' || amount <= 0 || amount > payment.amount - payment.amount_refunded) {
          badRequest(res, 'The total refund amount is greater than the refund payment amount', 'amount');
          return;
        }
        const refund: FakeRazorpayRefund = {
          id: razorpayId('rfnd'),
          entity: 'refund',
          payment_id: payment.id,
          amount,
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          status: 'processed',
        };
        fake.refunds.push(refund);
        payment.amount_refunded += amount;
        if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
        send(res, 200, refund);
        return;
      }
      send(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: `The requested URL was not found on the server (${req.method} ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(settings.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

// The fake checkout.js: the part of Razorpay's script the store calls, with a plain dialog for its window. It talks
// to https://api.razorpay.com, as the real one does (the browser tests route that host here). The request is a
// "simple" CORS request (text/plain), so no preflight is needed.
const CHECKOUT_SCRIPT = `
(function () {
  var API = 'https://api.razorpay.com';
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.failed = [];
  }
  Razorpay.prototype.on = function (event, callback) {
    if (event === 'payment.failed') this.failed.push(callback);
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = self.options;
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Razorpay test checkout');
    dialog.style.cssText = 'position:fixed;inset:20% 10% auto;z-index:100000;background:#fff;border:2px solid #072654;padding:16px;font:16px sans-serif';
    var amount = (options.amount / 100).toFixed(2) + ' ' + (options.currency || 'INR');
    dialog.innerHTML = '<p>Razorpay test checkout: ' + amount + ' to ' + (options.name || '') + '</p>';
    function button(label, handler) {
      var element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.style.margin = '4px';
      element.addEventListener('click', handler);
      dialog.appendChild(element);
    }
    function close() { dialog.remove(); }
    function pay(outcome) {
      fetch(API + '/v1/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          key_id: options.key,
          order_id: options.order_id,
          customer_id: options.customer_id,
          recurring: options.recurring,
          method: 'upi',
          outcome: outcome,
        }),
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          // A failed payment leaves the window open for another try, as Razorpay's does; a success closes it.
          if (answer.error) {
            self.failed.forEach(function (callback) { callback({ error: answer.error }); });
            return;
          }
          close();
          options.handler(answer);
        });
    }
    button('Pay with UPI', function () { pay('success'); });
    button('Decline payment', function () { pay('fail'); });
    button('Close', function () {
      close();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    });
    document.body.appendChild(dialog);
  };
  window.Razorpay = Razorpay;
})();
`;
