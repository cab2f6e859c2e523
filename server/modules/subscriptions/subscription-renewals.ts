// Placing subscriptions' renewals (issue 44), on the job queue every few minutes (once across instances):
// - a renewal due is an order placed through the purchase flow at today's prices (never above the announced ones), the
//   subscription's discount, stock checked, no coins spent. Its Idempotency-Key names the subscription and the renewal,
//   and the subscription moves on only if it is still at that renewal: two instances, or a retried job, place it once;
// - a renewal paid by a card saved with an earlier payment is charged to it once its order is placed (its Stripe
//   PaymentIntent confirmed off session under a key per subscription, renewal and try), and paid through the orders'
//   paid-once path; a decline leaves the order awaiting payment in the customer's profile;
// - a renewal the store refuses (sold out, the address gone, the provider down) or whose card is declined is tried
//   again RENEWAL_RETRY_HOURS later, the customer told each time; the last of MAX_RENEWAL_ATTEMPTS tries pauses it;
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
import { findSubscription, itemsOf, listDueReminders, listDueRenewals, markReminded, updateItemPrices, updateSubscriptionIf } from './subscriptions.repository';
import type { SubscriptionItemRow, SubscriptionRow } from './subscriptions.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How often the renewals and reminders are looked for. */
export const SUBSCRIPTION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Subscriptions one pass handles; the next takes the rest. */
const SWEEP_BATCH = 50;

/**
 * A renewal's order charged to the saved way of paying: paid; accepted, and paid when the provider's webhook says so;
 * declined; or settled before the charge (paid by hand or cancelled meanwhile), so nothing was asked.
 */
export type RenewalCharge = { status: 'paid' } | { status: 'processing' } | { status: 'settled' } | { status: 'declined'; reason: string };

/** Charges a placed renewal order awaiting payment to the saved way of paying, once per key (server/flows/charge-renewal.ts). */
export type ChargeSavedPayment = (
  charge: { orderId: string; method: PaymentMethod; saved: SavedPaymentMethod; key: string },
  now: Date,
) => Promise<RenewalCharge>;

export interface RenewalDependencies {
  db: Kysely<Database>;
  placeOrder: PlaceSubscriptionOrder;
  /** Charges renewals to a saved card; without it, every online renewal waits for a payment in the profile. */
  chargeSaved?: ChargeSavedPayment;
  /** The account a subscription renews for, and whether it is disabled (sessions' view of accounts). */
  accountOf(userId: string): Promise<{ user: AccountUser; disabled: boolean } | undefined>;
  sendMail: SendMail;
  /** The origin of mailed links (GUARDIANS_PUBLIC_ORIGIN): without one, no mail (logged). */
  publicOrigin: string | undefined;
  currency: string;
  logger: Logger;
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
  if (paymentMethodOf(row) === 'cod') return 'cash on delivery';
  if (row.payment_method_id !== null) return 'your saved card, charged when it is placed';
  return 'paying online in your profile once it is placed';
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
    // Placed (or placed before, by another instance or an earlier try): charged to the saved card while it waits.
    if (savedPayment?.paymentMethodId && placed.order.status === 'pending_payment') {
      const saved = { customerId: savedPayment.customerId, paymentMethodId: savedPayment.paymentMethodId };
      if (!(await this.#charge(row, placed.order.id, saved, now))) return;
    }
    const at = now.toISOString();
    // The rhythm holds: the next renewal is a cadence after the one placed, unless that is already past (a long pause).
    let next = renewalAfter(row.next_renewal_at, row.cadence_days);
    if (Date.parse(next) <= now.getTime()) next = renewalAfter(at, row.cadence_days);
    await db.transaction().execute(async (trx) => {
      const moved = await updateSubscriptionIf(trx, row.id, row, {
        next_renewal_at: next,
        retry_at: null,
        failed_attempts: 0,
        problem: null,
        unpaid_order_id: null,
        last_order_id: placed.order.id,
        renewals_placed: row.renewals_placed + 1,
        skip_token: newSkipToken(),
        updated_at: at,
      });
      // Another instance placed and moved this renewal first (the order is the same one): nothing more to record.
      if (!moved) return;
      for (const line of placed.order.lines) {
        // What was charged is both the last price and, until the next reminder, the most the next renewal may charge.
        await updateItemPrices(trx, row.id, line.productId, { last_unit_price: line.unitPrice, announced_unit_price: line.unitPrice });
      }
    });
  }

  /**
   * Charges the renewal's order to the saved card, once per try: true when it is paid or being paid. A decline, or no
   * answer, is a refused renewal: the order waits for its payment in the profile and the card is asked again tomorrow.
   */
  async #charge(row: SubscriptionRow, orderId: string, saved: SavedPaymentMethod, now: Date): Promise<boolean> {
    const { chargeSaved, logger } = this.#deps;
    if (!chargeSaved) return true;
    let charge: RenewalCharge;
    try {
      charge = await chargeSaved({ orderId, method: paymentMethodOf(row), saved, key: renewalChargeKey(row) }, now);
    } catch (error) {
      logger.warn({ err: error, subscriptionId: row.id, orderId }, 'A renewal could not be charged to its saved card');
      await this.#failed(row, now, 'The card payment service did not answer.', false, { orderId });
      return false;
    }
    if (charge.status !== 'declined') return true;
    await this.#failed(row, now, `Your card was declined: ${charge.reason}.`, false, { orderId });
    return false;
  }

  /**
   * A refused renewal: tried again later, or paused after the last try; the customer is told either way. With
   * `unpaid`, the order was placed and waits for its payment, which the customer may make in the profile meanwhile.
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
    await this.#mail(
      row.user_id,
      (recipient) => subscriptionProblemMail({ ...recipient, reason, attempt, orderAwaitingPayment: unpaid !== undefined }),
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
