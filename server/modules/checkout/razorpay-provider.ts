// Paying in rupees through Razorpay (UPI, cards, netbanking, wallets). Each order is a Razorpay order made with the
// Orders API; the browser opens Razorpay's checkout on it, and the payment is ours when either the checkout's signed
// answer (HMAC of "order_id|payment_id" with the key secret) or Razorpay's signed webhook (HMAC of the raw body with
// the webhook secret) says so. Before an order is marked paid the payment is read back from the API: its order, amount
// and currency must be this order's, and an authorised payment is captured here (accounts may not auto-capture).
//
// Razorpay's Node package fixes its host (api.razorpay.com) and brings axios along; the five calls used here are
// written over fetch instead, so RAZORPAY_API_BASE can point them at a test double (server/test/fake-razorpay.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RazorpaySettings } from '../../config';
import { AppError } from '../../http/app-error';
import type { PaymentProvider, PaymentRefund, PaymentRequest, PaymentStart } from './payment-provider';

/** Razorpay's calls wait this long before the checkout gives up (and rolls the order back). */
const RAZORPAY_TIMEOUT_MS = 10_000;
const DEFAULT_API_BASE = 'https://api.razorpay.com';

const RazorpayOrder = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string(), status: z.string() });
export type RazorpayOrder = z.infer<typeof RazorpayOrder>;

const RazorpayPayment = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().optional(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPayment>;

const RazorpayRefund = z.object({ id: z.string().min(1), amount: z.number().int(), receipt: z.string().nullable().optional() });
const RazorpayRefundList = z.object({ items: z.array(RazorpayRefund) });

const RazorpayErrorBody = z.object({ error: z.object({ code: z.string(), description: z.string() }) });

/** Razorpay answered a call with an error: 4xx are about the request (BAD_REQUEST_ERROR), 5xx about Razorpay. */
export class RazorpayApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, description: string) {
    super(`Razorpay ${status} ${code}: ${description}`);
    this.status = status;
    this.code = code;
  }
}

/** The calls the store makes to Razorpay's REST API, authenticated with the key id and secret (HTTP Basic). */
export class RazorpayClient {
  readonly #base: string;
  readonly #authorization: string;

  constructor(settings: Pick<RazorpaySettings, 'keyId' | 'keySecret' | 'apiBase'>) {
    this.#base = (settings.apiBase ?? DEFAULT_API_BASE).replace(/\/+$/, '');
    this.#authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  createOrder(order: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<RazorpayOrder> {
    return this.#call('POST', '/v1/orders', RazorpayOrder, order);
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.#call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, RazorpayPayment);
  }

  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment> {
    return this.#call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, RazorpayPayment, { amount, currency });
  }

  async refundsOf(paymentId: string): Promise<z.infer<typeof RazorpayRefund>[]> {
    return (await this.#call('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`, RazorpayRefundList)).items;
  }

  refund(paymentId: string, refund: { amount: number; receipt: string; notes: Record<string, string> }): Promise<z.infer<typeof RazorpayRefund>> {
    return this.#call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, RazorpayRefund, { ...refund, speed: 'normal' });
  }

  async #call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await fetch(`${this.#base}${path}`, {
      method,
      headers: { authorization: this.#authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayApiError(response.status, 'NOT_JSON', `${method} ${path} answered ${text.slice(0, 120)}`);
    }
    if (!response.ok) {
      const error = RazorpayErrorBody.safeParse(json);
      throw new RazorpayApiError(
        response.status,
        error.success ? error.data.error.code : 'UNKNOWN',
        error.success ? error.data.error.description : text.slice(0, 200),
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new RazorpayApiError(response.status, 'UNEXPECTED_BODY', `${method} ${path} answered a body of another shape`);
    return parsed.data;
  }
}

/** The checkout's answer to a successful payment, as the browser hands it on. */
export interface RazorpayCheckoutAnswer {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** What a payment read back from Razorpay means for the order it should pay. */
export type RazorpayConfirmation = { status: 'paid'; paymentId: string } | { status: 'not_paid'; reason: string } | { status: 'mismatch'; reason: string };

function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the checkout's signature is Razorpay's for this order and payment (HMAC-SHA256 with the key secret). */
export function razorpayCheckoutSigned(answer: RazorpayCheckoutAnswer, keySecret: string): boolean {
  return sameHex(hmacHex(keySecret, `${answer.razorpayOrderId}|${answer.razorpayPaymentId}`), answer.razorpaySignature);
}

/** Whether a webhook's X-Razorpay-Signature is the HMAC-SHA256 of its raw body with the webhook secret. */
export function razorpayWebhookSigned(payload: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  return signature !== undefined && sameHex(hmacHex(webhookSecret, payload), signature);
}

const RazorpayWebhookEvent = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string().max(200), order_id: z.string().max(200).nullable() }) }).optional(),
      order: z.object({ entity: z.object({ id: z.string().max(200) }) }).optional(),
    })
    .default({}),
});

/** A verified webhook's event as the orders module reads it; undefined when the body is not an event. */
export function razorpayWebhookEvent(payload: Buffer): { type: string; orderReference: string | undefined; paymentId: string | undefined } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = RazorpayWebhookEvent.safeParse(json);
  if (!parsed.success) return undefined;
  const { payment, order } = parsed.data.payload;
  return { type: parsed.data.event, orderReference: payment?.entity.order_id ?? order?.entity.id ?? undefined, paymentId: payment?.entity.id };
}

export class RazorpayPaymentProvider implements PaymentProvider {
  readonly method = 'razorpay';
  readonly name = 'razorpay';
  readonly #client: RazorpayClient;
  readonly #keySecret: string;

  constructor(client: RazorpayClient, keySecret: string) {
    this.#client = client;
    this.#keySecret = keySecret;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    try {
      const order = await this.#client.createOrder({
        amount: request.amount,
        currency: request.currency,
        // Razorpay keeps the receipt (at most 40 characters) beside its order: our order's id.
        receipt: request.orderId.slice(0, 40),
        notes: { orderId: request.orderId, userId: request.userId, description: request.description.slice(0, 250) },
      });
      return { status: 'started', reference: order.id };
    } catch (error) {
      if (error instanceof RazorpayApiError && error.status >= 400 && error.status < 500) return { status: 'declined', reason: error.message };
      throw error;
    }
  }

  /**
   * The checkout's answer for the Razorpay order `reference`: signed by Razorpay, its payment read back (this order,
   * this amount and currency) and captured when only authorised. Not signed: undefined.
   */
  async confirmCheckout(
    answer: RazorpayCheckoutAnswer,
    expected: { reference: string; amount: number; currency: string },
  ): Promise<RazorpayConfirmation | undefined> {
    if (answer.razorpayOrderId !== expected.reference || !razorpayCheckoutSigned(answer, this.#keySecret)) return undefined;
    return this.confirmPayment(answer.razorpayPaymentId, expected);
  }

  /** Reads a payment back and captures it when it is only authorised: paid, not (yet) paid, or not this order's. */
  async confirmPayment(paymentId: string, expected: { reference: string; amount: number; currency: string }): Promise<RazorpayConfirmation> {
    let payment = await this.#client.fetchPayment(paymentId);
    if (payment.order_id !== expected.reference) return { status: 'mismatch', reason: `payment ${paymentId} belongs to another Razorpay order` };
    if (payment.amount !== expected.amount || payment.currency !== expected.currency) {
      return { status: 'mismatch', reason: `payment ${paymentId} is ${payment.amount} ${payment.currency}, the order ${expected.amount} ${expected.currency}` };
    }
    if (payment.status === 'authorized') payment = await this.#client.capturePayment(paymentId, payment.amount, payment.currency);
    if (payment.status === 'captured' || payment.status === 'refunded') return { status: 'paid', paymentId };
    return { status: 'not_paid', reason: `payment ${paymentId} is ${payment.status}` };
  }

  /**
   * Gives `amount` back against the payment. Razorpay takes no idempotency key for refunds, so the refund carries ours
   * as its receipt and a refund already made under it is found and not made again.
   */
  async refund(refund: PaymentRefund): Promise<{ providerRefundId: string }> {
    if (!refund.chargeReference) throw new Error(`Order ${refund.orderId} has no Razorpay payment to refund`);
    const earlier = (await this.#client.refundsOf(refund.chargeReference)).find((made) => made.receipt === refund.key);
    if (earlier) return { providerRefundId: earlier.id };
    const made = await this.#client.refund(refund.chargeReference, { amount: refund.amount, receipt: refund.key, notes: { orderId: refund.orderId } });
    return { providerRefundId: made.id };
  }
}

/**
 * The Razorpay payment id of a checkout's answer for `expected` (an order, a booking: `what` names it in the refusals),
 * or the refusal the customer reads: 400 PAYMENT_SIGNATURE_INVALID or PAYMENT_MISMATCH, 409 PAYMENT_NOT_COMPLETED, and
 * 502 PAYMENT_PROVIDER_UNAVAILABLE when Razorpay cannot be asked (`unreachable` is told why, for the log).
 */
export async function confirmedCheckoutPayment(
  provider: RazorpayPaymentProvider,
  answer: RazorpayCheckoutAnswer,
  expected: { reference: string; amount: number; currency: string },
  what: 'order' | 'booking',
  unreachable: (error: unknown) => void,
): Promise<string> {
  const confirmation = await provider.confirmCheckout(answer, expected).catch((error: unknown) => {
    unreachable(error);
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      `Razorpay did not answer just now. If money left your account the ${what} turns paid within minutes; otherwise try again.`,
    );
  });
  if (!confirmation)
    throw new AppError(400, 'PAYMENT_SIGNATURE_INVALID', `This payment confirmation is not Razorpay's for this ${what}. Nothing was recorded.`);
  if (confirmation.status === 'mismatch') throw new AppError(400, 'PAYMENT_MISMATCH', `This payment is not for this ${what} (${confirmation.reason}).`);
  if (confirmation.status === 'not_paid') {
    throw new AppError(409, 'PAYMENT_NOT_COMPLETED', `Razorpay has not completed this payment yet (${confirmation.reason}). Nothing was charged twice.`);
  }
  return confirmation.paymentId;
}
