// Paying in rupees through Razorpay (UPI, cards, netbanking, wallets). Each order is a Razorpay order made with the
// Orders API; the browser opens Razorpay's checkout on it, and the payment is ours when either the checkout's signed
// answer (HMAC of "order_id|payment_id" with the key secret) or Razorpay's signed webhook (HMAC of the raw body with
// the webhook secret) says so. Before an order is marked paid the payment is read back from the API: its order, amount
// and currency must be this order's, and an authorised payment is captured here (accounts may not auto-capture).
//
// A subscription's payments use Razorpay's recurring payments (UPI AutoPay): a customer (POST /v1/customers), its first
// order made to register a mandate (customer_id, method upi and a token block) and paid in the checkout with
// recurring: 1, whose payment names the mandate's token (token_id); each renewal is then a Razorpay order debited with
// that token (POST /v1/payments/create/recurring), which the bank settles a day or so later (payment.captured or
// payment.failed by webhook). Razorpay takes no idempotency key, so a debit carries ours in its notes and is looked for
// on its order before another is asked. An erased account's tokens are deleted (DELETE /v1/customers/{id}/tokens/{id}).
//
// Razorpay's Node package fixes its host (api.razorpay.com) and brings axios along; the calls used here are written
// over fetch instead, so RAZORPAY_API_BASE can point them at a test double (server/test/fake-razorpay.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { UPI_AUTOPAY_MANDATE_YEARS, UPI_AUTOPAY_MAX_AMOUNT } from '@common/subscriptions';
import type { RazorpaySettings } from '../../config';
import { AppError } from '../../http/app-error';
import type {
  OffSessionCharge,
  PaymentCustomerDetails,
  PaymentProvider,
  PaymentRefund,
  PaymentRequest,
  PaymentStart,
  RecurringPayments,
  SavedPaymentCharge,
  SavedPaymentMethod,
} from './payment-provider';

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
  /** A recurring payment's customer and the token (mandate) it registered or was debited with. */
  customer_id: z.string().nullable().optional(),
  token_id: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPayment>;
const RazorpayPaymentList = z.object({ items: z.array(RazorpayPayment) });

const RazorpayCustomer = z.object({ id: z.string().min(1) });
const RazorpayTokenList = z.object({ items: z.array(z.object({ id: z.string().min(1) })) });
const RazorpayRecurringAnswer = z.object({ razorpay_payment_id: z.string().min(1), razorpay_order_id: z.string().min(1) });

/** What registers a UPI AutoPay mandate with an order's payment: the most a debit may take, its end, and its rhythm. */
export interface RazorpayMandate {
  max_amount: number;
  /** Unix seconds. */
  expire_at: number;
  /** as_presented: the store debits when a renewal is due (every 30, 60 or 90 days), which "monthly" would not allow. */
  frequency: 'as_presented';
}

const RazorpayRefund = z.object({ id: z.string().min(1), amount: z.number().int(), receipt: z.string().nullable().optional() });
const RazorpayRefundList = z.object({ items: z.array(RazorpayRefund) });

const RazorpayErrorBody = z.object({ error: z.object({ code: z.string(), description: z.string() }) });

/** Razorpay answered a call with an error: 4xx are about the request (BAD_REQUEST_ERROR), 5xx about Razorpay. */
export class RazorpayApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Razorpay's own words for it. */
  readonly description: string;

  constructor(status: number, code: string, description: string) {
    super(`Razorpay ${status} ${code}: ${description}`);
    this.status = status;
    this.code = code;
    this.description = description;
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

  createOrder(order: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
    /** A mandate's registration: its customer, UPI as the only method, and the token block. */
    customer_id?: string;
    method?: 'upi';
    token?: RazorpayMandate;
    /** A debit's order: its payment is captured as soon as the bank settles it. */
    payment_capture?: boolean;
  }): Promise<RazorpayOrder> {
    return this.#call('POST', '/v1/orders', RazorpayOrder, order);
  }

  /** A customer for mandates; `fail_existing: "0"` answers the customer Razorpay already has with this contact. */
  createCustomer(customer: { name: string; contact: string; email?: string; notes: Record<string, string> }): Promise<z.infer<typeof RazorpayCustomer>> {
    return this.#call('POST', '/v1/customers', RazorpayCustomer, { ...customer, fail_existing: '0' });
  }

  /** A debit of the order with the customer's token: answered at once with the payment's id, settled later. */
  createRecurringPayment(payment: {
    email: string;
    contact: string;
    amount: number;
    currency: string;
    order_id: string;
    customer_id: string;
    token: string;
    description: string;
    notes: Record<string, string>;
  }): Promise<z.infer<typeof RazorpayRecurringAnswer>> {
    return this.#call('POST', '/v1/payments/create/recurring', RazorpayRecurringAnswer, { ...payment, recurring: '1' });
  }

  async paymentsOfOrder(orderId: string): Promise<RazorpayPayment[]> {
    return (await this.#call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, RazorpayPaymentList)).items;
  }

  async tokensOf(customerId: string): Promise<string[]> {
    return (await this.#call('GET', `/v1/customers/${encodeURIComponent(customerId)}/tokens`, RazorpayTokenList)).items.map((token) => token.id);
  }

  async deleteToken(customerId: string, tokenId: string): Promise<void> {
    await this.#call('DELETE', `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}`, z.unknown());
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

  async #call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
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

/**
 * What a payment read back from Razorpay means for the order it should pay; a paid one that registered a UPI AutoPay
 * mandate names it (`saved`: its customer and token).
 */
export type RazorpayConfirmation =
  { status: 'paid'; paymentId: string; saved?: SavedPaymentMethod } | { status: 'not_paid'; reason: string } | { status: 'mismatch'; reason: string };

/** The mandate a payment registered or was debited with: its customer and token, when it names both. */
function mandateOf(payment: { customer_id?: string | null; token_id?: string | null }): SavedPaymentMethod | undefined {
  return payment.customer_id && payment.token_id ? { customerId: payment.customer_id, paymentMethodId: payment.token_id } : undefined;
}

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

const RazorpayId = z.string().max(200);
const RazorpayWebhookEvent = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: RazorpayId,
            order_id: RazorpayId.nullable(),
            customer_id: RazorpayId.nullable().optional(),
            token_id: RazorpayId.nullable().optional(),
            error_description: z.string().max(500).nullable().optional(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: RazorpayId }) }).optional(),
      token: z.object({ entity: z.object({ id: RazorpayId }) }).optional(),
    })
    .default({}),
});

/** A verified webhook's event as the orders module reads it. */
export interface RazorpayWebhookEvent {
  type: string;
  orderReference: string | undefined;
  paymentId: string | undefined;
  /** A payment that registered a mandate or was debited with one: its customer and token. */
  saved: SavedPaymentMethod | undefined;
  /** A failed payment: why, in Razorpay's words. */
  failureReason: string | undefined;
  /** A token event's (token.confirmed, token.cancelled, …) token. */
  tokenId: string | undefined;
}

/** A verified webhook's event; undefined when the body is not an event. */
export function razorpayWebhookEvent(payload: Buffer): RazorpayWebhookEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = RazorpayWebhookEvent.safeParse(json);
  if (!parsed.success) return undefined;
  const { payment, order, token } = parsed.data.payload;
  return {
    type: parsed.data.event,
    orderReference: payment?.entity.order_id ?? order?.entity.id ?? undefined,
    paymentId: payment?.entity.id,
    saved: payment ? mandateOf(payment.entity) : undefined,
    failureReason: payment?.entity.error_description ?? undefined,
    tokenId: token?.entity.id,
  };
}

/** The reason a debit failed, in words a customer reads in a mail ("the bank declined it"). */
function debitFailure(description: string | null | undefined): string {
  const reason = (description ?? 'the bank did not complete the debit').trim().replace(/\.$/, '');
  return reason.charAt(0).toLowerCase() + reason.slice(1);
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

export class RazorpayPaymentProvider implements PaymentProvider {
  readonly method = 'razorpay';
  readonly name = 'razorpay';
  readonly #client: RazorpayClient;
  readonly #keySecret: string;
  readonly recurring: RecurringPayments;

  constructor(client: RazorpayClient, keySecret: string) {
    this.#client = client;
    this.#keySecret = keySecret;
    this.recurring = {
      createCustomer: (request) => this.#createCustomer(request.customer, request.userId),
      chargeSaved: (request) => this.#chargeSaved(request),
      deleteCustomer: (customerId) => this.#deleteTokensOf(customerId),
      forgetSaved: (saved) => this.#deleteToken(saved.customerId, saved.paymentMethodId),
    };
  }

  /**
   * A Razorpay order for the payment. A subscription's, while it has no mandate yet, registers one (UPI only, with the
   * token block), unless it is above what a mandate debits; once it has one, it is an order the mandate is debited for.
   */
  async start(request: PaymentRequest): Promise<PaymentStart> {
    const saved = request.saved;
    const registers = saved !== undefined && saved.paymentMethodId === null && request.amount <= UPI_AUTOPAY_MAX_AMOUNT;
    try {
      const order = await this.#client.createOrder({
        amount: request.amount,
        currency: request.currency,
        // Razorpay keeps the receipt (at most 40 characters) beside its order: our order's id.
        receipt: request.orderId.slice(0, 40),
        notes: { orderId: request.orderId, userId: request.userId, description: request.description.slice(0, 250) },
        ...(registers && saved
          ? {
              customer_id: saved.customerId,
              method: 'upi' as const,
              token: {
                max_amount: UPI_AUTOPAY_MAX_AMOUNT,
                expire_at: Math.floor((Date.now() + UPI_AUTOPAY_MANDATE_YEARS * YEAR_MS) / 1000),
                frequency: 'as_presented' as const,
              },
            }
          : {}),
        ...(saved?.paymentMethodId ? { payment_capture: true } : {}),
      });
      return { status: 'started', reference: order.id, ...(registers && saved ? { recurringCustomerId: saved.customerId } : {}) };
    } catch (error) {
      if (error instanceof RazorpayApiError && error.status >= 400 && error.status < 500) return { status: 'declined', reason: error.message };
      throw error;
    }
  }

  /** The subscriber at Razorpay a mandate belongs to; Razorpay answers the one it has for this e-mail and phone again. */
  async #createCustomer(customer: PaymentCustomerDetails, userId: string): Promise<string> {
    const made = await this.#client.createCustomer({
      name: customer.name.slice(0, 50),
      contact: customer.contact,
      ...(customer.email ? { email: customer.email } : {}),
      notes: { userId },
    });
    return made.id;
  }

  /**
   * Debits the renewal's Razorpay order with the mandate, once per key: a debit asked before under the key (its notes
   * carry it) is answered as it stands, and an order already paid (by hand, meanwhile) or with a debit still at the
   * bank is not debited again.
   */
  async #chargeSaved(request: SavedPaymentCharge): Promise<OffSessionCharge> {
    const earlier = await this.#client.paymentsOfOrder(request.reference);
    const paid = earlier.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
    if (paid) return { status: 'succeeded', chargeReference: paid.id };
    const asked = earlier.find((payment) => !Array.isArray(payment.notes) && payment.notes?.chargeKey === request.key);
    if (asked) return debitOutcome(asked);
    // Razorpay asks for no second debit while one is with the bank (a try whose answer was lost on the way).
    if (earlier.some((payment) => payment.status === 'created' || payment.status === 'authorized')) return { status: 'processing' };
    let answer: Awaited<ReturnType<RazorpayClient['createRecurringPayment']>>;
    try {
      answer = await this.#client.createRecurringPayment({
        email: request.payer.email,
        contact: request.payer.contact,
        amount: request.amount,
        currency: request.currency,
        order_id: request.reference,
        customer_id: request.saved.customerId,
        token: request.saved.paymentMethodId,
        description: request.description.slice(0, 250),
        notes: { chargeKey: request.key.slice(0, 250) },
      });
    } catch (error) {
      // Refused outright (the mandate cancelled or not confirmed yet, above its most): nothing was debited.
      if (error instanceof RazorpayApiError && error.status >= 400 && error.status < 500)
        return { status: 'declined', reason: debitFailure(error.description) };
      throw error;
    }
    return debitOutcome(await this.#client.fetchPayment(answer.razorpay_payment_id));
  }

  async #deleteTokensOf(customerId: string): Promise<void> {
    let tokens: string[];
    try {
      tokens = await this.#client.tokensOf(customerId);
    } catch (error) {
      if (error instanceof RazorpayApiError && error.status === 400) return;
      throw error;
    }
    for (const token of tokens) await this.#deleteToken(customerId, token);
  }

  async #deleteToken(customerId: string, tokenId: string): Promise<void> {
    try {
      // Deleting a UPI AutoPay token cancels its mandate: nothing can be debited with it again.
      await this.#client.deleteToken(customerId, tokenId);
    } catch (error) {
      // Razorpay answers 400 for a token (or customer) it no longer has.
      if (!(error instanceof RazorpayApiError && error.status === 400)) throw error;
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
    if (payment.status === 'captured' || payment.status === 'refunded') {
      const saved = mandateOf(payment);
      return { status: 'paid', paymentId, ...(saved ? { saved } : {}) };
    }
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

/** A debit as Razorpay has it: settled, failed, or still with the bank (a UPI AutoPay debit takes a day or so). */
function debitOutcome(payment: RazorpayPayment): OffSessionCharge {
  if (payment.status === 'captured' || payment.status === 'refunded') return { status: 'succeeded', chargeReference: payment.id };
  if (payment.status === 'failed') return { status: 'declined', reason: debitFailure(payment.error_description) };
  return { status: 'processing' };
}

/**
 * The Razorpay payment id of a checkout's answer for `expected` (an order, a booking: `what` names it in the refusals)
 * with the mandate it registered, if any, or the refusal the customer reads: 400 PAYMENT_SIGNATURE_INVALID or
 * PAYMENT_MISMATCH, 409 PAYMENT_NOT_COMPLETED, and
 * 502 PAYMENT_PROVIDER_UNAVAILABLE when Razorpay cannot be asked (`unreachable` is told why, for the log).
 */
export async function confirmedCheckoutPayment(
  provider: RazorpayPaymentProvider,
  answer: RazorpayCheckoutAnswer,
  expected: { reference: string; amount: number; currency: string },
  what: 'order' | 'booking',
  unreachable: (error: unknown) => void,
): Promise<{ paymentId: string; saved?: SavedPaymentMethod }> {
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
  return { paymentId: confirmation.paymentId, ...(confirmation.saved ? { saved: confirmation.saved } : {}) };
}
