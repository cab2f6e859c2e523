// Subscribe & save (issue 44): the customer's subscriptions and what they change themselves — cadence, quantities,
// address, way of paying, the next date, skip, pause, resume, cancel — and the views with the next renewal's prices.
// Placing renewals, their reminders and their retries is subscription-renewals.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type { Address, PaymentMethod } from '@common/contracts/checkout';
import type { PurchaseRequest } from '@common/contracts/orders';
import type {
  CreateSubscriptionRequest,
  SkipByLinkResponse,
  Subscription,
  SubscriptionErrorCode,
  SubscriptionReminder,
  UpdateSubscriptionRequest,
} from '@common/contracts/subscriptions';
import { priceLines } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { MAX_DELIVERY_DATE_DAYS_AHEAD, renewalReminderDue, SUBSCRIPTION_CADENCES, SUBSCRIPTION_STATUSES } from '@common/subscriptions';
import type { SubscriptionCadence, SubscriptionStatus } from '@common/subscriptions';
import type { CommerceSettings } from '../../config';
import type { JobQueue } from '../../jobs/job-queue';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { productsByIds, productsOnSale, productNotFound } from '../catalog/catalog.exports';
import type { CatalogProduct } from '../catalog/catalog.exports';
import type { PaymentCustomer, RecurringPayments, ServerPricing } from '../checkout/checkout.exports';
import { SavedPaymentRelease } from './forget-saved-payment';
import {
  claimAppReminder,
  deleteSubscription,
  findOpenPlanSubscription,
  findSubscription,
  findSubscriptionBySkipToken,
  insertSubscription,
  itemsOf,
  listSubscriptionsOf,
  replaceItems,
  updateSubscriptionIf,
} from './subscriptions.repository';
import type { SubscriptionItemRow, SubscriptionRow } from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function subscriptionError(status: number, code: SubscriptionErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

function subscriptionNotFound(id: string): AppError {
  return subscriptionError(404, 'SUBSCRIPTION_NOT_FOUND', 'There is no such subscription. Open your profile to see yours.', { subscriptionId: id });
}

/** A new token for the reminder's one-tap skip: each renewal gets its own, so an old mail's link skips nothing. */
export function newSkipToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The date a renewal falls `days` after `from`, at the same time of day. */
export function renewalAfter(from: string, days: number): string {
  return new Date(Date.parse(from) + days * DAY_MS).toISOString();
}

function cadenceOf(row: SubscriptionRow): SubscriptionCadence {
  const cadence = SUBSCRIPTION_CADENCES.find((days) => days === row.cadence_days);
  if (!cadence) throw new Error(`Subscription ${row.id} has an unknown cadence ${row.cadence_days}`);
  return cadence;
}

function statusOf(row: SubscriptionRow): SubscriptionStatus {
  const status = SUBSCRIPTION_STATUSES.find((known) => known === row.status);
  if (!status) throw new Error(`Subscription ${row.id} has an unknown status ${row.status}`);
  return status;
}

/** What places an order on the customer's behalf: the purchase flow, with the subscription's pricing (server/app.ts). */
export type PlaceSubscriptionOrder = (
  user: AccountUser,
  idempotencyKey: string,
  request: PurchaseRequest,
  now: Date,
  origin: string | undefined,
  options: { subscription: { id: string; pricing: ServerPricing; savedPayment?: PaymentCustomer } },
) => Promise<{ order: { id: string; status: string; lines: readonly { productId: string; unitPrice: number }[] } }>;

export interface SubscriptionsDependencies {
  db: Kysely<Database>;
  commerce: Pick<CommerceSettings, 'currency' | 'subscriptionDiscountPercent'>;
  /** The ways of paying this server takes (checkout's). */
  paymentMethods: readonly PaymentMethod[];
  /** The account's addresses (checkout's address book). */
  addresses(userId: string): Promise<Address[]>;
  /** The account's e-mail address, which a provider's customer is registered with (Razorpay's). */
  emailOf?(userId: string): Promise<string | undefined>;
  /**
   * The ways of paying a renewal can be charged to without the customer there (card with Stripe, UPI AutoPay with
   * Razorpay): their customers, and giving up what was saved once a subscription no longer uses it.
   */
  recurring?: Readonly<Partial<Record<PaymentMethod, Pick<RecurringPayments, 'createCustomer' | 'forgetSaved'>>>>;
  /** Where giving up a saved way of paying waits and is retried. */
  jobs: Pick<JobQueue, 'handle' | 'enqueue'>;
  /** Where a provider that did not answer is reported. */
  logger?: Logger;
  now?: () => Date;
}

/** The unit price a renewal charges: today's price, never above the one announced to the customer. */
export function renewalUnitPrice(item: Pick<SubscriptionItemRow, 'announced_unit_price'>, product: Pick<CatalogProduct, 'price'> | undefined): number {
  return product ? Math.min(product.price, item.announced_unit_price) : item.announced_unit_price;
}

export class SubscriptionsService {
  readonly #deps: SubscriptionsDependencies;
  readonly #savedPayments: SavedPaymentRelease;

  constructor(deps: SubscriptionsDependencies) {
    this.#deps = deps;
    this.#savedPayments = new SavedPaymentRelease({ jobs: deps.jobs, recurring: deps.recurring, logger: deps.logger });
  }

  #now(): Date {
    return this.#deps.now?.() ?? new Date();
  }

  async list(userId: string): Promise<Subscription[]> {
    const rows = await listSubscriptionsOf(this.#deps.db, userId);
    const order: Readonly<Record<SubscriptionStatus, number>> = { active: 0, paused: 1, cancelled: 2 };
    const views = await this.views(rows, userId);
    return views.sort((a, b) => order[a.status] - order[b.status]);
  }

  async #own(userId: string, id: string): Promise<SubscriptionRow> {
    const row = await findSubscription(this.#deps.db, id);
    if (!row || row.user_id !== userId) throw subscriptionNotFound(id);
    return row;
  }

  async #view(row: SubscriptionRow): Promise<Subscription> {
    const [view] = await this.views([row], row.user_id);
    if (!view) throw new Error(`Subscription ${row.id} has no view`);
    return view;
  }

  /** The subscriptions as the customer sees them, with the next renewal's prices. */
  async views(rows: readonly SubscriptionRow[], userId: string): Promise<Subscription[]> {
    const { db } = this.#deps;
    const items = await itemsOf(
      db,
      rows.map((row) => row.id),
    );
    const productIds = [...new Set([...items.values()].flat().map((item) => item.product_id))];
    const [all, onSale, addresses] = await Promise.all([productsByIds(db, productIds), productsOnSale(db, productIds), this.#deps.addresses(userId)]);
    const now = this.#now();
    return rows.map((row) => {
      const lines = (items.get(row.id) ?? []).map((item) => {
        const product = all.get(item.product_id);
        const sale = onSale.get(item.product_id);
        const unitPrice = renewalUnitPrice(item, sale);
        return {
          productId: item.product_id,
          slug: product?.slug ?? '',
          name: product?.name ?? 'A product no longer sold',
          image: product?.image ?? '',
          quantity: item.quantity,
          unitPrice,
          currentUnitPrice: sale?.price ?? item.announced_unit_price,
          priceChange: item.last_unit_price !== unitPrice ? { from: item.last_unit_price, to: unitPrice } : null,
          available: sale !== undefined && sale.stock >= item.quantity,
        };
      });
      const prices = priceLines(
        lines.map((line) => ({ unitPrice: line.unitPrice, originalUnitPrice: line.unitPrice, quantity: line.quantity })),
        row.discount_percent,
      );
      const status = statusOf(row);
      const address = addresses.find((candidate) => candidate.id === row.address_id);
      const nextRenewalAt = status === 'active' ? row.next_renewal_at : null;
      return {
        id: row.id,
        status,
        cadenceDays: cadenceOf(row),
        discountPercent: row.discount_percent,
        items: lines,
        currency: this.#deps.commerce.currency as StorefrontCurrency,
        nextGoodsTotal: prices.total,
        nextRenewalAt,
        addressId: row.address_id,
        addressLine: address ? [address.name, address.line1, address.city, address.postalCode].filter(Boolean).join(', ') : '',
        paymentMethod: row.payment_method as PaymentMethod,
        renewalsPlaced: row.renewals_placed,
        lastOrderId: row.last_order_id,
        problem: row.problem,
        unpaidOrderId: row.unpaid_order_id,
        planId: row.plan_id,
        savedPaymentMethod:
          row.payment_customer_id !== null && row.payment_method_id !== null && (row.payment_method === 'card' || row.payment_method === 'razorpay'),
        debitPending: status === 'active' && row.unpaid_order_id !== null && row.problem === null,
        reminderDue: renewalReminderDue({ status, nextRenewalAt, reminderKeptFor: row.reminder_kept_for }, now),
        createdAt: row.created_at,
      };
    });
  }

  #checkPaymentMethod(method: PaymentMethod): void {
    if (!this.#deps.paymentMethods.includes(method)) {
      throw subscriptionError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'This way of paying is not available on this store. Choose cash on delivery.', {
        available: this.#deps.paymentMethods,
      });
    }
  }

  /**
   * The customer at the provider that saves this way of paying for the renewals, made once per subscription; null when
   * the way of paying is not charged without the customer (cash on delivery). Razorpay's is told the delivery name and
   * phone and the account's e-mail address, which its UPI AutoPay mandate is registered with.
   */
  async #paymentCustomer(userId: string, subscriptionId: string, method: PaymentMethod, addressId: string): Promise<string | null> {
    const recurring = this.#deps.recurring?.[method];
    if (!recurring) return null;
    const address = (await this.#deps.addresses(userId)).find((candidate) => candidate.id === addressId);
    const email = await this.#deps.emailOf?.(userId);
    try {
      return await recurring.createCustomer({
        key: subscriptionId,
        userId,
        subscriptionId,
        customer: { name: address?.name ?? 'Guardians customer', contact: address?.phone ?? '', ...(email ? { email } : {}) },
      });
    } catch (error) {
      this.#deps.logger?.warn({ err: error, subscriptionId, method }, 'The payment provider did not make a customer for a subscription');
      const service = method === 'razorpay' ? 'The UPI AutoPay service' : 'The card payment service';
      throw new AppError(
        502,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `${service} did not answer. Nothing was subscribed or ordered: try again in a minute, or choose cash on delivery.`,
      );
    }
  }

  async #checkAddress(userId: string, addressId: string): Promise<void> {
    if (!(await this.#deps.addresses(userId)).some((address) => address.id === addressId)) {
      throw new AppError(404, 'ADDRESS_NOT_FOUND', 'That address is not in your address book any more. Choose or add another.', { addressId });
    }
  }

  /** The items as stored: each product on sale, its announced price today's. */
  async #itemRows(subscriptionId: string, items: CreateSubscriptionRequest['items'], earlier: readonly SubscriptionItemRow[] = []) {
    const products = await productsOnSale(
      this.#deps.db,
      items.map((item) => item.productId),
    );
    return items.map((item) => {
      const product = products.get(item.productId);
      if (!product) throw productNotFound(item.productId);
      const kept = earlier.find((row) => row.product_id === item.productId);
      return {
        subscription_id: subscriptionId,
        product_id: item.productId,
        quantity: item.quantity,
        announced_unit_price: kept?.announced_unit_price ?? product.price,
        last_unit_price: kept?.last_unit_price ?? product.price,
      };
    });
  }

  /**
   * Saves a new subscription due now; `placeFirst` places its first order (subscription-renewals.ts). When that fails
   * (sold out, the provider down) nothing is kept: the customer is told why and subscribed to nothing. Made from a
   * practitioner's plan (`from.planId`, server/flows/subscribe-to-plan.ts), it is the plan's only one not cancelled.
   */
  async create(
    userId: string,
    request: CreateSubscriptionRequest,
    placeFirst: (row: SubscriptionRow) => Promise<void>,
    from: { planId: string | null } = { planId: null },
  ): Promise<Subscription> {
    this.#checkPaymentMethod(request.paymentMethod);
    await this.#checkAddress(userId, request.addressId);
    if (from.planId !== null && (await findOpenPlanSubscription(this.#deps.db, userId, from.planId))) throw planAlreadySubscribed(from.planId);
    const now = this.#now().toISOString();
    const id = randomUUID();
    const items = await this.#itemRows(id, request.items);
    const paymentCustomer = await this.#paymentCustomer(userId, id, request.paymentMethod, request.addressId);
    const row: SubscriptionRow = {
      id,
      user_id: userId,
      status: 'active',
      cadence_days: request.cadenceDays,
      discount_percent: this.#deps.commerce.subscriptionDiscountPercent,
      next_renewal_at: now,
      retry_at: null,
      failed_attempts: 0,
      problem: null,
      unpaid_order_id: null,
      address_id: request.addressId,
      payment_method: request.paymentMethod,
      skip_token: newSkipToken(),
      reminded_for: now,
      renewals_placed: 0,
      last_order_id: null,
      created_at: now,
      updated_at: now,
      plan_id: from.planId,
      app_reminded_for: null,
      reminder_kept_for: null,
      payment_customer_id: paymentCustomer,
      payment_method_id: null,
      charging_until: null,
    };
    try {
      await this.#deps.db.transaction().execute((trx) => insertSubscription(trx, row, items));
    } catch (error) {
      // The same plan subscribed to at the same moment (a double tap, two devices): the unique index kept one.
      if (from.planId !== null && isUniqueViolation(error)) throw planAlreadySubscribed(from.planId);
      throw error;
    }
    try {
      await placeFirst(row);
    } catch (error) {
      await deleteSubscription(this.#deps.db, id);
      throw error;
    }
    const saved = await findSubscription(this.#deps.db, id);
    if (!saved) throw subscriptionNotFound(id);
    return this.#view(saved);
  }

  async update(userId: string, id: string, update: UpdateSubscriptionRequest): Promise<Subscription> {
    const row = await this.#own(userId, id);
    if (statusOf(row) === 'cancelled') {
      throw subscriptionError(409, 'SUBSCRIPTION_STATUS_CONFLICT', 'This subscription is cancelled. Subscribe again from a product page.', {
        status: 'cancelled',
      });
    }
    if (update.paymentMethod !== undefined) this.#checkPaymentMethod(update.paymentMethod);
    if (update.addressId !== undefined) await this.#checkAddress(userId, update.addressId);
    const now = this.#now();
    let nextRenewalAt = row.next_renewal_at;
    if (update.nextDeliveryOn !== undefined) {
      // Same time of day as before, on the day asked for.
      const moved = `${update.nextDeliveryOn}${row.next_renewal_at.slice(10)}`;
      const earliest = now.getTime() + DAY_MS / 2;
      const latest = now.getTime() + MAX_DELIVERY_DATE_DAYS_AHEAD * DAY_MS;
      const at = Date.parse(moved);
      if (!(at >= earliest && at <= latest)) {
        throw subscriptionError(400, 'SUBSCRIPTION_DATE_INVALID', `Choose a day from tomorrow up to ${MAX_DELIVERY_DATE_DAYS_AHEAD} days ahead.`, {
          nextDeliveryOn: update.nextDeliveryOn,
        });
      }
      nextRenewalAt = new Date(at).toISOString();
    }
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const items = update.items !== undefined ? await this.#itemRows(id, update.items, (await itemsOf(this.#deps.db, [id])).get(id) ?? []) : undefined;
    // Another way of paying: what the old one saved is not used again, and the new one is saved by its next payment.
    const methodChanged = update.paymentMethod !== undefined && update.paymentMethod !== row.payment_method;
    const paymentCustomer =
      methodChanged && update.paymentMethod !== undefined
        ? await this.#paymentCustomer(userId, id, update.paymentMethod, update.addressId ?? row.address_id)
        : null;
    await this.#deps.db.transaction().execute(async (trx) => {
      if (items !== undefined) await replaceItems(trx, id, items);
      const changed = await updateSubscriptionIf(trx, id, row, {
        ...(update.cadenceDays !== undefined ? { cadence_days: update.cadenceDays } : {}),
        ...(update.addressId !== undefined ? { address_id: update.addressId } : {}),
        ...(update.paymentMethod !== undefined ? { payment_method: update.paymentMethod } : {}),
        ...(methodChanged ? { payment_customer_id: paymentCustomer, payment_method_id: null } : {}),
        // A new date is a new renewal: its own reminder and skip link, and no failure carried over.
        ...(nextRenewalAt !== row.next_renewal_at
          ? { next_renewal_at: nextRenewalAt, skip_token: newSkipToken(), retry_at: null, failed_attempts: 0, problem: null, unpaid_order_id: null }
          : {}),
        // A changed address or way of paying may be what the last failure needed: the retry goes at once.
        ...((update.addressId !== undefined || update.paymentMethod !== undefined) && row.retry_at !== null ? { retry_at: now.toISOString() } : {}),
        updated_at: now.toISOString(),
      });
      if (!changed) throw concurrentChange();
    });
    // The way of paying saved for the old one is given up at its provider (the card detached, the mandate revoked).
    if (methodChanged) await this.#savedPayments.release(row);
    return this.#view(await this.#own(userId, id));
  }

  /** Skips the next renewal: the one after it is next. */
  async skip(userId: string, id: string): Promise<Subscription> {
    const row = await this.#own(userId, id);
    await this.#skipNext(row);
    return this.#view(await this.#own(userId, id));
  }

  async #skipNext(row: SubscriptionRow): Promise<string> {
    if (statusOf(row) !== 'active') {
      throw subscriptionError(409, 'SUBSCRIPTION_STATUS_CONFLICT', 'Only an active subscription has a next delivery to skip.', { status: row.status });
    }
    const next = renewalAfter(row.next_renewal_at, row.cadence_days);
    const now = this.#now().toISOString();
    const skipped = await updateSubscriptionIf(this.#deps.db, row.id, row, {
      next_renewal_at: next,
      skip_token: newSkipToken(),
      retry_at: null,
      failed_attempts: 0,
      problem: null,
      unpaid_order_id: null,
      updated_at: now,
    });
    if (!skipped) throw concurrentChange();
    return next;
  }

  /** "Keep it" on the reminder of the renewal at `renewalAt`: the renewal stays, and its reminder is not shown again. */
  async keep(userId: string, id: string, renewalAt: string): Promise<Subscription> {
    const row = await this.#own(userId, id);
    if (statusOf(row) !== 'active') {
      throw subscriptionError(409, 'SUBSCRIPTION_STATUS_CONFLICT', 'Only an active subscription has a next delivery to keep.', { status: row.status });
    }
    const outdated = () =>
      subscriptionError(409, 'REMINDER_OUTDATED', 'That delivery was already placed, skipped or moved. Your subscriptions show the next one.', {
        nextRenewalAt: row.next_renewal_at,
      });
    if (Date.parse(renewalAt) !== Date.parse(row.next_renewal_at)) throw outdated();
    const kept = await updateSubscriptionIf(this.#deps.db, id, row, {
      reminder_kept_for: row.next_renewal_at,
      app_reminded_for: row.next_renewal_at,
      updated_at: this.#now().toISOString(),
    });
    if (!kept) throw outdated();
    return this.#view(await this.#own(userId, id));
  }

  /**
   * The in-app reminders due now that no tab or device was handed before: each renewal's is claimed by a conditional
   * update, so it shows once however many are open. The profile keeps showing it (reminderDue) until it is answered.
   */
  async dueReminders(userId: string): Promise<SubscriptionReminder[]> {
    const now = this.#now();
    const due = (await listSubscriptionsOf(this.#deps.db, userId)).filter(
      (row) =>
        row.app_reminded_for !== row.next_renewal_at &&
        renewalReminderDue({ status: statusOf(row), nextRenewalAt: row.next_renewal_at, reminderKeptFor: row.reminder_kept_for }, now),
    );
    const claimed: SubscriptionRow[] = [];
    for (const row of due) if (await claimAppReminder(this.#deps.db, row.id, row.next_renewal_at)) claimed.push(row);
    const views = await this.views(claimed, userId);
    return views.flatMap((view) =>
      view.nextRenewalAt === null
        ? []
        : [
            {
              subscriptionId: view.id,
              renewalAt: view.nextRenewalAt,
              items: view.items.map((item) => ({ name: item.name, quantity: item.quantity })),
              goodsTotal: view.nextGoodsTotal,
              currency: view.currency,
            },
          ],
    );
  }

  /** The reminder's one-tap skip: its token names one renewal, and works once, signed in or not. */
  async skipByLink(token: string): Promise<SkipByLinkResponse> {
    const row = await findSubscriptionBySkipToken(this.#deps.db, token);
    const invalid = () =>
      subscriptionError(
        400,
        'SKIP_LINK_INVALID',
        'This skip link no longer works: that delivery was already placed, skipped or moved. Open your subscriptions in your profile.',
      );
    if (!row || statusOf(row) !== 'active') throw invalid();
    try {
      return { skippedRenewalAt: row.next_renewal_at, nextRenewalAt: await this.#skipNext(row) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'SUBSCRIPTION_STATUS_CONFLICT') throw invalid();
      throw error;
    }
  }

  async pause(userId: string, id: string): Promise<Subscription> {
    return this.#move(userId, id, 'active', 'paused', 'Only an active subscription can be paused.');
  }

  /** A paused subscription goes on one cadence from now, or at its planned date if that is still ahead. */
  async resume(userId: string, id: string): Promise<Subscription> {
    return this.#move(userId, id, 'paused', 'active', 'Only a paused subscription can be resumed.');
  }

  /** Cancels it for good, active or paused; the orders already placed stay, and the way of paying it saved is given up. */
  async cancel(userId: string, id: string): Promise<Subscription> {
    const from = statusOf(await this.#own(userId, id));
    const refusal = 'This subscription is cancelled already.';
    if (from === 'cancelled') throw subscriptionError(409, 'SUBSCRIPTION_STATUS_CONFLICT', refusal, { status: from });
    return this.#move(userId, id, from, 'cancelled', refusal);
  }

  /** Queues giving up what `row` saved at its provider (a renewal's payment that saved it after the subscription ended). */
  releaseSaved(row: Parameters<SavedPaymentRelease['release']>[0]): Promise<void> {
    return this.#savedPayments.release(row);
  }

  async #move(userId: string, id: string, from: SubscriptionStatus, to: SubscriptionStatus, refusal: string): Promise<Subscription> {
    const row = await this.#own(userId, id);
    if (statusOf(row) !== from) throw subscriptionError(409, 'SUBSCRIPTION_STATUS_CONFLICT', refusal, { status: row.status });
    const now = this.#now();
    let next = row.next_renewal_at;
    if (to === 'active' && Date.parse(next) <= now.getTime()) next = renewalAfter(now.toISOString(), row.cadence_days);
    const moved = await updateSubscriptionIf(this.#deps.db, id, row, {
      status: to,
      next_renewal_at: next,
      ...(to === 'active' ? { retry_at: null, failed_attempts: 0, problem: null, unpaid_order_id: null, skip_token: newSkipToken() } : {}),
      updated_at: now.toISOString(),
    });
    if (!moved) throw concurrentChange();
    // Cancelled for good: nothing is charged to what it saved again, and its mandate leaves the customer's UPI app.
    if (to === 'cancelled') await this.#savedPayments.release(row);
    return this.#view(await this.#own(userId, id));
  }
}

function planAlreadySubscribed(planId: string): AppError {
  return subscriptionError(
    409,
    'PLAN_ALREADY_SUBSCRIBED',
    'You already subscribe to this plan. Change, pause or resume it under Subscriptions in your profile.',
    { planId },
  );
}

function concurrentChange(): AppError {
  return subscriptionError(
    409,
    'SUBSCRIPTION_STATUS_CONFLICT',
    'The subscription changed at the same moment (a renewal was being placed). Reload it and try again.',
  );
}
