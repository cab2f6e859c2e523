// A local stand-in for Razorpay on 127.0.0.1, speaking what the store uses of it:
// - the REST API (HTTP Basic with the key id and secret, JSON): POST /v1/orders, GET /v1/payments/{id},
//   POST /v1/payments/{id}/capture, GET and POST /v1/payments/{id}/refund(s), with Razorpay's error bodies and its
//   rule that refunds never exceed what was captured;
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

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  amount_refunded: number;
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
  /** 'ok'; 'decline' answers order creation with a 400; 'down' answers every API call with a 500. */
  mode: 'ok' | 'decline' | 'down';
  /** Where the checkout's payments are announced (payment.captured), signed with the webhook secret; none when unset. */
  webhookUrl: string | undefined;
  /** Pays a Razorpay order as its checkout would: captured at once, or only authorised. */
  pay(orderId: string, options?: { capture?: boolean; method?: string }): { payment: FakeRazorpayPayment; answer: RazorpayCheckoutResponse };
  /** A webhook delivery of `event` about `payment`, signed with `secret` (the webhook secret by default). */
  signedWebhook(event: string, payment: FakeRazorpayPayment, secret?: string): { payload: string; signature: string; eventId: string };
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
  const fake: FakeRazorpay = {
    url: '',
    orders: [],
    payments: [],
    refunds: [],
    mode: 'ok',
    webhookUrl: settings.webhookUrl,
    pay(orderId, options = {}) {
      const order = fake.orders.find((candidate) => candidate.id === orderId);
      if (!order) throw new Error(`The fake has no Razorpay order ${orderId}`);
      const payment: FakeRazorpayPayment = {
        id: razorpayId('pay'),
        entity: 'payment',
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        status: options.capture === false ? 'authorized' : 'captured',
        method: options.method ?? 'upi',
        amount_refunded: 0,
      };
      fake.payments.push(payment);
      if (payment.status === 'captured') markPaid(order, payment);
      else order.status = 'attempted';
      const signature = createHmac('sha256', settings.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
      return { payment, answer: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: signature } };
    },
    signedWebhook(event, payment, secret = settings.webhookSecret) {
      const order = fake.orders.find((candidate) => candidate.id === payment.order_id);
      const contains = event === 'order.paid' ? ['payment', 'order'] : ['payment'];
      const payload = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeGuardians01',
        event,
        contains,
        payload: { payment: { entity: payment }, ...(event === 'order.paid' && order ? { order: { entity: order } } : {}) },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { payload, signature: createHmac('sha256', secret).update(payload).digest('hex'), eventId: razorpayId('evt').slice(4) };
    },
    close: async () => undefined,
  };

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
        const order: FakeRazorpayOrder = {
          id: razorpayId('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          currency: String(body.currency ?? 'INR'),
          receipt: String(body.receipt ?? ''),
          status: 'created',
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        fake.orders.push(order);
        send(res, 200, { ...order, amount_due: order.amount, attempts: 0, created_at: Math.floor(Date.now() / 1000) });
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
        body: JSON.stringify({ key_id: options.key, order_id: options.order_id, method: 'upi', outcome: outcome }),
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
