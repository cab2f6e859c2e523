// Placing subscriptions' renewals (issue 44), on the job queue every few minutes (once across instances):
// - a renewal due is an order placed through the purchase flow at today's prices (never above the announced ones), the
//   subscription's discount, stock checked, no coins spent. Its Idempotency-Key names the subscription and the renewal,
//   and the subscription moves on only if it is still at that renewal: two instances, or a retried job, place it once;
// - a renewal paid with a way of paying saved by an earlier payment (a card, a UPI AutoPay mandate) is charged to it
//   once its order is placed, under a key per subscription, renewal and try, by one instance at a time, and paid
//   through the orders' paid-once path; a decline leaves the order awaiting payment in the customer's profile. A UPI
//   AutoPay debit is settled by the bank a day or so later: the renewal waits for the provider's webhook (and looks
//   again DEBIT_RECHECK_HOURS later if none came), and moves on when it is paid, or is a declined try when it failed;
// - a renewal the store refuses (sold out, the address gone, the provider down) or whose payment is declined is tried
//   again RENEWAL_RETRY_HOURS later, the customer told each time; the last of MAX_RENEWAL_ATTEMPTS tries pauses it.
//   Paying the waiting order by hand moves the subscription on to its next renewal, resuming it if that pause was why;
// - REMINDER_DAYS_BEFORE days before a renewal, the reminder announces its prices (what it will charge at most, with
//   any change since the last delivery) and carries a one-tap skip.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import { receivesMail } from '@common/email';
import { priceLines } from '@common/commerce';
import { MAX_RENEWAL_ATTEMPTS, REMINDER_DAYS_BEFORE, RENEWAL_RETRY_HOURS, SUBSCRIPTION_PROMO_CODE } from '@common/subscriptions';
import { PAYMENT_METHODS } from '@common/contracts/checkout';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Database } from '../../db/schema';
import type { DatabaseHealth } from '../../db/health';
import { AppError } from '../../http/app-error';
import type { Schedule } from '../../jobs/schedules';
import type { SendMail } from '../../mail/mail-jobs';
import { subscriptionProblemMail, subscriptionReminderMail } from '../../mail/templates/subscription-mails';
import { productsOnSale } from '../catalog/catalog.exports';
import type { PaymentCustomer, SavedPaymentMethod, ServerPricing } from '../checkout/checkout.exports';
import { newSkipToken, renewalAfter, renewalUnitPrice } from './subscriptions.service';
import type { PlaceSubscriptionOrder } from './subscriptions.service';
import {
  claimCharge,
  findSubscription,
  forgetSavedPaymentMethod,
  itemsOf,
  listDueReminders,
  listDueRenewals,
  markReminded,
  recordSavedPaymentMethod,
  releaseCharge,
  updateItemPrices,
  updateSubscriptionIf,
} from './subscriptions.repository';
import type { SubscriptionItemRow, SubscriptionRow } from './subscriptions.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How often the renewals and reminders are looked for. */
export const SUBSCRIPTION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Subscriptions one pass handles; the next takes the rest. */
const SWEEP_BATCH = 50;
/** A debit the bank settles later (UPI AutoPay: 24 to 36 hours) is looked at again this long after, should no webhook say how it went. */
const DEBIT_RECHECK_HOURS = 36;
/** How long one instance has to ask the provider for a renewal's charge before another may take it over. */
const CHARGE_CLAIM_MS = 2 * 60 * 1000;

/**
 * A renewal's order charged to the saved way of paying: paid; accepted, and paid when the provider's webhook says so;
 * declined; or settled before the charge (paid by hand or cancelled meanwhile), so nothing was asked.
 */
export type RenewalCharge = { status: 'paid' } | { status: 'processing' } | { status: 'settled' } | { status: 'declined'; reason: string };

/** A subscription's order paid, with the prices it charged and the way of paying its payment saved, if any. */
export interface SubscriptionOrderPaid {
  subscriptionId: string;
  orderId: string;
  lines: readonly { productId: string; unitPrice: number }[];
  saved?: SavedPaymentMethod;
}

/** A payment of a subscription's order that failed, why, and the saved way of paying it was made with, if any. */
export interface SubscriptionOrderFailed {
  subscriptionId: string;
  orderId: string;
  reason: string;
  saved?: SavedPaymentMethod;
}

/**
 * Charges a placed renewal order awaiting payment to the saved way of paying, once per key; `payerEmail` is the
 * account's, which Razorpay's debit names (server/flows/charge-renewal.ts).
 */
export type ChargeSavedPayment = (
  charge: { orderId: string; method: PaymentMethod; saved: SavedPaymentMethod; key: string; payerEmail: string },
  now: Date,
) => Promise<RenewalCharge>;

export interface RenewalDependencies {
  db: Kysely<Database>;
  placeOrder: PlaceSubscriptionOrder;
  /** Charges renewals to a saved way of paying; without it, every online renewal waits for a payment in the profile. */
  chargeSaved?: ChargeSavedPayment;
  /** The account a subscription renews for, and whether it is disabled (sessions' view of accounts). */
  accountOf(userId: string): Promise<{ user: AccountUser; disabled: boolean } | undefined>;
  sendMail: SendMail;
  /** The origin of mailed links (GUARDIANS_PUBLIC_ORIGIN): without one, no mail (logged). */
  publicOrigin: string | undefined;
  currency: string;
  logger: Logger;
  /** Gives up, at its provider, a way of paying saved for a subscription that no longer uses it (SubscriptionsService). */
  releaseSaved?(row: Pick<SubscriptionRow, 'id' | 'payment_method' | 'payment_customer_id' | 'payment_method_id'>): Promise<void>;
}

/** What a renewal's order is placed with: the subscription's discount as its promo, and the announced prices as caps. */
function pricingOf(row: SubscriptionRow, items: readonly SubscriptionItemRow[]): ServerPricing {
  return {
    promo: {
      code: SUBSCRIPTION_PROMO_CODE,
      percentOff: row.discount_percent,
      explanation: (amount) => `Subscribe & save: ${row.discount_percent}% off every delivery's products (${amount}).`,
    },
    unitPriceCaps: new Map(items.map((item) => [item.product_id, item.announced_unit_price])),
  };
}

function paymentMethodOf(row: SubscriptionRow): PaymentMethod {
  const method = PAYMENT_METHODS.find((known) => known === row.payment_method);
  if (!method) throw new Error(`Subscription ${row.id} has an unknown way of paying ${row.payment_method}`);
  return method;
}

/** The renewal's key: one order per subscription and renewal date, however often it is tried or by whom. */
export function renewalKey(row: Pick<SubscriptionRow, 'id' | 'next_renewal_at'>): string {
  return `subscription:${row.id}:${row.next_renewal_at}`;
}

/**
 * The key of one try at charging the renewal's saved card: instances and retried jobs on the same try share it (one
 * charge), and the next try, a day after a decline, asks the card again.
 */
export function renewalChargeKey(row: Pick<SubscriptionRow, 'id' | 'next_renewal_at' | 'failed_attempts'>): string {
  return `${renewalKey(row)}:try-${row.failed_attempts + 1}`;
}

/** The customer at the provider whose saved way of paying the subscription's payments use, when it has one. */
function savedPaymentOf(row: SubscriptionRow): PaymentCustomer | undefined {
  return row.payment_customer_id === null ? undefined : { customerId: row.payment_customer_id, paymentMethodId: row.payment_method_id };
}

/** How a renewal is paid, in the reminder's words. */
function paidWithText(row: SubscriptionRow): string {
  const method = paymentMethodOf(row);
  if (method === 'cod') return 'cash on delivery';
  if (row.payment_method_id !== null && method === 'razorpay')
    return 'UPI AutoPay, debited from your bank account when it is placed (your bank tells you the day before)';
  if (row.payment_method_id !== null) return 'your saved card, charged when it is placed';
  return 'paying online in your profile once it is placed';
}

/** A saved way of paying that refused a renewal's payment, as the profile and the mail say it. */
function declined(row: SubscriptionRow, reason: string): string {
  const words = reason.trim().replace(/\.$/, '');
  const said = words.charAt(0).toLowerCase() + words.slice(1);
  return paymentMethodOf(row) === 'razorpay' ? `Your UPI AutoPay debit did not go through: ${said}.` : `Your card was declined: ${said}.`;
}

/**
 * The renewal after the one placed: a cadence later (the rhythm holds), unless that is already past (a long pause),
 * then a cadence from now.
 */
function renewalAfterPlaced(row: SubscriptionRow, now: Date): string {
  const next = renewalAfter(row.next_renewal_at, row.cadence_days);
  return Date.parse(next) <= now.getTime() ? renewalAfter(now.toISOString(), row.cadence_days) : next;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export class SubscriptionRenewals {
  readonly #deps: RenewalDependencies;

  constructor(deps: RenewalDependencies) {
    this.#deps = deps;
  }

  /**
   * Places the renewal `row` is at (its first order when just created). Refusals become a retry (or, the last time, a
   * pause) and a mail; `rethrow` hands them to the caller instead (subscribing, where the customer is there to read it).
   */
  async renew(row: SubscriptionRow, now: Date, options: { origin?: string; rethrow?: boolean } = {}): Promise<void> {
    const { db, placeOrder } = this.#deps;
    const items = (await itemsOf(db, [row.id])).get(row.id) ?? [];
    const account = await this.#deps.accountOf(row.user_id);
    if (!account || account.disabled) {
      await this.#failed(row, now, 'the account is disabled.', true);
      return;
    }
    const savedPayment = savedPaymentOf(row);
    let placed: Awaited<ReturnType<PlaceSubscriptionOrder>>;
    try {
      placed = await placeOrder(
        account.user,
        renewalKey(row),
        {
          items: items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
          delivery: 'standard',
          coins: 0,
          paymentMethod: paymentMethodOf(row),
          addressId: row.address_id,
        },
        now,
        options.origin ?? this.#deps.publicOrigin,
        { subscription: { id: row.id, pricing: pricingOf(row, items), ...(savedPayment ? { savedPayment } : {}) } },
      );
    } catch (error) {
      if (!(error instanceof AppError) || options.rethrow) throw error;
      await this.#failed(row, now, error.message, false);
      return;
    }
    // Placed (or placed before, by another instance or an earlier try): charged to the saved way of paying while it waits.
    if (savedPayment?.paymentMethodId && placed.order.status === 'pending_payment') {
      const saved = { customerId: savedPayment.customerId, paymentMethodId: savedPayment.paymentMethodId };
      if (!(await this.#charge(row, placed.order.id, saved, account.user.email, now))) return;
    }
    await this.#moveOn(row, placed.order, now);
  }

  /**
   * The renewal `row` is at is placed and settled: the subscription goes on to the next one, unless another instance
   * (or the provider's webhook) moved it first. What was charged is both the last price and, until the next reminder,
   * the most the next renewal may charge.
   */
  async #moveOn(
    row: SubscriptionRow,
    order: { id: string; lines: readonly { productId: string; unitPrice: number }[] },
    now: Date,
    status: 'active' | 'paused' = 'active',
  ): Promise<boolean> {
    const at = now.toISOString();
    return this.#deps.db.transaction().execute(async (trx) => {
      const moved = await updateSubscriptionIf(trx, row.id, row, {
        status,
        next_renewal_at: renewalAfterPlaced(row, now),
        retry_at: null,
        failed_attempts: 0,
        problem: null,
        unpaid_order_id: null,
        last_order_id: order.id,
        renewals_placed: row.renewals_placed + 1,
        skip_token: newSkipToken(),
        updated_at: at,
      });
      if (!moved) return false;
      for (const line of order.lines) {
        await updateItemPrices(trx, row.id, line.productId, { last_unit_price: line.unitPrice, announced_unit_price: line.unitPrice });
      }
      return true;
    });
  }

  /**
   * Charges the renewal's order to the saved way of paying, once per try and by one instance at a time: true when it is
   * paid (or settled meanwhile), so the subscription moves on. A debit the bank settles later waits for the provider's
   * webhook; a decline, or no answer, is a refused renewal: the order waits for its payment in the profile and the
   * payment is asked again tomorrow. Another instance charging it at the same moment leaves it to that one.
   */
  async #charge(row: SubscriptionRow, orderId: string, saved: SavedPaymentMethod, payerEmail: string, now: Date): Promise<boolean> {
    const { chargeSaved, logger, db } = this.#deps;
    if (!chargeSaved) return true;
    const until = new Date(now.getTime() + CHARGE_CLAIM_MS).toISOString();
    if (!(await claimCharge(db, row.id, now.toISOString(), until))) return false;
    let charge: RenewalCharge;
    try {
      charge = await chargeSaved({ orderId, method: paymentMethodOf(row), saved, key: renewalChargeKey(row), payerEmail }, now);
    } catch (error) {
      logger.warn({ err: error, subscriptionId: row.id, orderId }, 'A renewal could not be charged to its saved way of paying');
      const service = paymentMethodOf(row) === 'razorpay' ? 'The UPI AutoPay service' : 'The card payment service';
      await this.#failed(row, now, `${service} did not answer.`, false, { orderId });
      return false;
    } finally {
      await releaseCharge(db, row.id, until);
    }
    if (charge.status === 'paid' || charge.status === 'settled') return true;
    if (charge.status === 'processing') {
      // With the bank: the webhook says how it went; should none come, the renewal looks at the debit again then.
      await updateSubscriptionIf(db, row.id, row, {
        unpaid_order_id: orderId,
        problem: null,
        retry_at: new Date(now.getTime() + DEBIT_RECHECK_HOURS * HOUR_MS).toISOString(),
        updated_at: now.toISOString(),
      });
      return false;
    }
    await this.#failed(row, now, declined(row, charge.reason), false, { orderId });
    return false;
  }

  /**
   * What the payment provider says of a subscription's order (orders' SubscriptionPaymentEvents): the way of paying
   * its payment saved is kept for the renewals; the renewal's order waiting for its payment (declined, or being
   * debited) paid, by the debit or by the customer's hand, moves the subscription on to its next renewal, resuming it
   * when the last declined try had paused it; a debit the bank refused is a declined try.
   */
  readonly payments = {
    paid: async (payment: SubscriptionOrderPaid, now: Date): Promise<void> => {
      const { db } = this.#deps;
      if (payment.saved) await recordSavedPaymentMethod(db, payment.subscriptionId, payment.saved, now.toISOString());
      const row = await findSubscription(db, payment.subscriptionId);
      // Cancelled before its order was paid: the card or mandate that payment saved is given up at once.
      if (row?.status === 'cancelled' && payment.saved)
        await this.#deps.releaseSaved?.({ ...row, payment_customer_id: payment.saved.customerId, payment_method_id: payment.saved.paymentMethodId });
      if (!row || row.unpaid_order_id !== payment.orderId || row.status === 'cancelled') return;
      // A pause the last declined try made ends with the payment; one the customer chose stays theirs to end.
      const resumes = row.status === 'active' || row.failed_attempts >= MAX_RENEWAL_ATTEMPTS;
      if (await this.#moveOn(row, { id: payment.orderId, lines: payment.lines }, now, resumes ? 'active' : 'paused')) {
        this.#deps.logger.info({ subscriptionId: row.id, orderId: payment.orderId, status: row.status }, 'A renewal waiting for its payment was paid');
      }
    },
    failed: async (payment: SubscriptionOrderFailed, now: Date): Promise<void> => {
      const row = await findSubscription(this.#deps.db, payment.subscriptionId);
      // Only the debit the renewal is waiting on (made with the saved way of paying, not a try by hand in the
      // checkout); a decline the renewal heard itself is recorded already.
      if (!row || row.status !== 'active' || row.unpaid_order_id !== payment.orderId || row.problem !== null) return;
      if (payment.saved?.paymentMethodId !== row.payment_method_id) return;
      await this.#failed(row, now, declined(row, payment.reason), false, { orderId: payment.orderId });
    },
    savedMethodEnded: async (paymentMethodId: string, now: Date): Promise<void> => {
      await forgetSavedPaymentMethod(this.#deps.db, paymentMethodId, now.toISOString());
    },
  };

  /**
   * A refused renewal: tried again later, or paused after the last try; the customer is told either way. With
   * `unpaid`, the order was placed and waits for its payment, which the customer may make in the profile meanwhile.
   * Recorded once per try: an instance or a webhook that saw the same try's refusal finds it recorded.
   */
  async #failed(row: SubscriptionRow, now: Date, reason: string, pauseNow: boolean, unpaid?: { orderId: string }): Promise<void> {
    const attempt = pauseNow ? MAX_RENEWAL_ATTEMPTS : row.failed_attempts + 1;
    const pause = attempt >= MAX_RENEWAL_ATTEMPTS;
    const recorded = await updateSubscriptionIf(this.#deps.db, row.id, row, {
      failed_attempts: attempt,
      problem: reason,
      unpaid_order_id: unpaid?.orderId ?? null,
      retry_at: pause ? null : new Date(now.getTime() + RENEWAL_RETRY_HOURS * HOUR_MS).toISOString(),
      ...(pause ? { status: 'paused' } : {}),
      updated_at: now.toISOString(),
    });
    if (!recorded) return;
    this.#deps.logger.warn({ subscriptionId: row.id, attempt, reason }, pause ? 'A subscription was paused after its renewal failed' : 'A renewal failed');
    const chargedTo = paymentMethodOf(row) === 'razorpay' ? 'upi' : 'card';
    await this.#mail(
      row.user_id,
      (recipient) => subscriptionProblemMail({ ...recipient, reason, attempt, ...(unpaid ? { orderAwaitingPayment: chargedTo } : {}) }),
      `subscription-problem:${row.id}:${row.next_renewal_at}:${attempt}`,
    );
  }

  /** Every renewal due at `now`; the number placed or recorded as failed. */
  async renewDue(now: Date): Promise<number> {
    const due = await listDueRenewals(this.#deps.db, now.toISOString(), SWEEP_BATCH);
    for (const row of due) {
      try {
        await this.renew(row, now);
      } catch (error) {
        // Not a refusal (the database, a bug): the next pass tries again; the others go on.
        this.#deps.logger.error({ err: error, subscriptionId: row.id }, 'A renewal could not be placed or recorded');
      }
    }
    return due.length;
  }

  /**
   * The reminders of renewals within REMINDER_DAYS_BEFORE days: today's prices (never above the last ones) become the
   * announced ones, and the mail says what the renewal will charge at most, with its one-tap skip.
   */
  async remindDue(now: Date): Promise<number> {
    const { db } = this.#deps;
    const due = await listDueReminders(db, now.toISOString(), new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS).toISOString(), SWEEP_BATCH);
    for (const row of due) {
      const items = (await itemsOf(db, [row.id])).get(row.id) ?? [];
      const products = await productsOnSale(
        db,
        items.map((item) => item.product_id),
      );
      // Announced now: today's price, and from the reminder on the most the renewal charges (a rise is told first).
      const announced = items.map((item) => ({ item, price: products.get(item.product_id)?.price ?? item.announced_unit_price }));
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await markReminded(trx, row.id, row.next_renewal_at, now.toISOString()))) return false;
        for (const { item, price } of announced) await updateItemPrices(trx, row.id, item.product_id, { announced_unit_price: price });
        return true;
      });
      if (!sent) continue;
      const fresh = await findSubscription(db, row.id);
      if (!fresh) continue;
      const names = new Map([...products.values()].map((product) => [product.id, product.name]));
      const lines = announced.map(({ item, price }) => ({
        name: names.get(item.product_id) ?? 'A product no longer sold',
        quantity: item.quantity,
        unitPrice: renewalUnitPrice({ announced_unit_price: price }, products.get(item.product_id)),
        previousUnitPrice: item.last_unit_price,
      }));
      const goodsTotal = priceLines(
        lines.map((line) => ({ unitPrice: line.unitPrice, originalUnitPrice: line.unitPrice, quantity: line.quantity })),
        row.discount_percent,
      ).total;
      await this.#mail(
        row.user_id,
        (recipient) =>
          subscriptionReminderMail({
            ...recipient,
            renewalDay: dayFormat.format(new Date(row.next_renewal_at)),
            lines,
            goodsTotal,
            discountPercent: row.discount_percent,
            currency: this.#deps.currency,
            paidWith: paidWithText(row),
            skipToken: fresh.skip_token,
          }),
        `subscription-reminder:${row.id}:${row.next_renewal_at}`,
      );
    }
    return due.length;
  }

  async #mail(userId: string, build: (recipient: { to: string; name: string; publicOrigin: string }) => Parameters<SendMail>[0], key: string): Promise<void> {
    const { publicOrigin, logger } = this.#deps;
    if (!publicOrigin) {
      logger.warn({ userId }, 'A subscription mail was not sent: GUARDIANS_PUBLIC_ORIGIN is not set');
      return;
    }
    const account = await this.#deps.accountOf(userId);
    if (!account || !receivesMail(account.user.email)) return;
    try {
      await this.#deps.sendMail(build({ to: account.user.email, name: account.user.displayName, publicOrigin }), key);
    } catch (error) {
      logger.error({ err: error, userId }, 'A subscription mail could not be queued');
    }
  }
}

/** The renewals and reminders every few minutes on the job queue (once across instances); skipped while the database is down. */
export function subscriptionSchedule(deps: {
  renewals: SubscriptionRenewals;
  health: Pick<DatabaseHealth, 'available'>;
  logger: Logger;
  everyMs?: number;
}): Schedule {
  return {
    name: 'subscription-renewals',
    everyMs: deps.everyMs ?? SUBSCRIPTION_SWEEP_INTERVAL_MS,
    run: async (now) => {
      if (!deps.health.available) return;
      const reminded = await deps.renewals.remindDue(now);
      const renewed = await deps.renewals.renewDue(now);
      if (reminded + renewed > 0) deps.logger.info({ reminded, renewed }, 'Subscriptions handled');
    },
  };
}
