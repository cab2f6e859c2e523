// A local stand-in for the Stripe API, on 127.0.0.1, speaking the calls the card provider makes: POST
// /v1/payment_intents and POST /v1/refunds (form-encoded, Bearer secret key, Idempotency-Key replayed like Stripe
// does). It records what it was asked and can be told to decline, and can answer after a delay as the real API's round
// trip does (`npm run bench:api`). The webhook side is real: tests sign events with the stripe package's own test
// header, and the server verifies them with the endpoint secret.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  intents: FakePaymentIntent[];
  refunds: { id: string; paymentIntent: string; amount: number }[];
  /** 'ok' creates intents; 'decline' answers a card error. */
  mode: 'ok' | 'decline';
  /** A webhook delivery for `type` about `intent`, signed with `secret` as Stripe signs it. */
  signedEvent(type: string, intent: FakePaymentIntent, secret: string, eventId?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

let sequence = 0;

export async function startFakeStripe(secretKey: string, options: { latencyMs?: number } = {}): Promise<FakeStripe> {
  const latencyMs = options.latencyMs ?? 0;
  const byIdempotencyKey = new Map<string, string>();
  const fake: FakeStripe = {
    url: '',
    intents: [],
    refunds: [],
    mode: 'ok',
    signedEvent(type, intent, secret, eventId = `evt_${++sequence}`) {
      const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object: intent }, api_version: '2026-10-28.endive', created: 0 });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: async () => undefined,
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++sequence}` }).end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => (latencyMs > 0 ? setTimeout(answer, latencyMs) : answer()));
    const answer = () => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? byIdempotencyKey.get(`${req.url}|${key}`) : undefined;
      if (replay) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(replay);
        return;
      }
      const remember = (body: unknown) => {
        const text = JSON.stringify(body);
        if (typeof key === 'string') byIdempotencyKey.set(`${req.url}|${key}`, text);
        res.writeHead(200, { 'content-type': 'application/json' }).end(text);
      };
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        if (fake.mode === 'decline') {
          send(res, 402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
          return;
        }
        const id = `pi_fake_${++sequence}`;
        const intent: FakePaymentIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          client_secret: `${id}_secret_${sequence}`,
          status: 'requires_payment_method',
          metadata: { orderId: form.get('metadata[orderId]') ?? '', userId: form.get('metadata[userId]') ?? '' },
        };
        fake.intents.push(intent);
        remember(intent);
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const refund = { id: `re_fake_${++sequence}`, paymentIntent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')) };
        fake.refunds.push(refund);
        remember({ id: refund.id, object: 'refund', amount: refund.amount, payment_intent: refund.paymentIntent, status: 'succeeded' });
        return;
      }
      send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${req.url})` } });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
