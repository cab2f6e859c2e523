// The store as one server instance runs subscriptions, wired as createApp wires them but on a clock the test moves:
// the subscriptions service, the renewals with the orders they place and charge (through the providers the test
// gives: cash on delivery, a Stripe or Razorpay fake's), and what the providers say of those orders' payments. Mails
// are kept in the list the test gives. Tests that live days of renewals make one per instance and call liveDays.
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@common/contracts/checkout';
import { OrderListResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { DEFAULT_COMMERCE_SETTINGS } from '../config';
import type { Database } from '../db/schema';
import { ChargeRenewalFlow } from '../flows/charge-renewal';
import type { MailMessage } from '../mail/mailer';
import { sessionAccounts } from '../modules/accounts/accounts.exports';
import { CashOnDeliveryProvider, CheckoutService } from '../modules/checkout/checkout.exports';
import type { PaymentProvider, RecurringPayments } from '../modules/checkout/checkout.exports';
import { hasAnyOrder } from '../modules/orders/orders.exports';
import { SubscriptionRenewals, SubscriptionsService } from '../modules/subscriptions/subscriptions.exports';
import { WalletService } from '../modules/wallet/wallet.exports';
import { orderDesk } from './order-desk';
import { RecordingQueue } from './recording-queue';
import type { OrderDesk } from './order-desk';
import type { TestVisitor } from './test-visitor';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The mails an instance asked for, with their keys (the real queue sends one per key). */
export type Mails = { message: MailMessage; key: string }[];

export interface SubscriptionStore {
  subscriptions: SubscriptionsService;
  /** The jobs the instance queued (a saved way of paying given up); runJob works one. */
  queue: RecordingQueue;
  renewals: SubscriptionRenewals;
  desk: OrderDesk;
}

/** One instance over `db`; `payments` are the ways of paying it takes (cash on delivery alone unless given). */
export function subscriptionStore(
  db: Kysely<Database>,
  clock: { now: Date },
  mails: Mails,
  payments: Partial<Record<PaymentMethod, PaymentProvider>> = { cod: new CashOnDeliveryProvider() },
): SubscriptionStore {
  const commerce = DEFAULT_COMMERCE_SETTINGS;
  const paymentMethods = (['cod', 'razorpay', 'card'] as const).filter((method) => payments[method] !== undefined);
  const recurring: Partial<Record<PaymentMethod, RecurringPayments>> = {};
  for (const method of paymentMethods) {
    const saving = payments[method]?.recurring;
    if (saving) recurring[method] = saving;
  }
  const queue = new RecordingQueue();
  const checkout = new CheckoutService({ db, hasOrdered: hasAnyOrder, commerce, paymentMethods });
  const subscriptions = new SubscriptionsService({
    db,
    commerce,
    paymentMethods,
    addresses: (userId) => checkout.addresses(userId),
    emailOf: async (userId) => (await sessionAccounts.find(db, userId))?.user.email,
    recurring,
    jobs: queue,
    now: () => clock.now,
  });
  const renewalPayments: { current?: SubscriptionRenewals['payments'] } = {};
  const desk = orderDesk({
    db,
    commerce,
    checkout,
    payments,
    wallet: new WalletService({ db, settings: { signupRewardCoins: 0 } }),
    publicReads: { invalidate: () => undefined },
    subscriptionPayments: {
      paid: async (payment, now) => renewalPayments.current?.paid(payment, now),
      failed: async (payment, now) => renewalPayments.current?.failed(payment, now),
      savedMethodEnded: async (paymentMethodId, now) => renewalPayments.current?.savedMethodEnded(paymentMethodId, now),
    },
  });
  const renewals = new SubscriptionRenewals({
    db,
    placeOrder: (user, key, request, now, origin, options) => desk.purchase(user, key, request, now, origin, options),
    chargeSaved: new ChargeRenewalFlow({ db, payments, orders: desk }).charge,
    accountOf: (userId) => sessionAccounts.find(db, userId),
    sendMail: async (message, key) => {
      mails.push({ message, key });
    },
    publicOrigin: 'https://guardians.example',
    currency: commerce.currency,
    logger: pino({ level: 'silent' }),
    releaseSaved: (row) => subscriptions.releaseSaved(row),
  });
  renewalPayments.current = renewals.payments;
  return { subscriptions, queue, renewals, desk };
}

/** Moves the clock a day at a time, every instance reminding and renewing each day at once. */
export async function liveDays(clock: { now: Date }, stores: readonly SubscriptionStore[], days: number): Promise<void> {
  for (let day = 0; day < days; day += 1) {
    clock.now = new Date(clock.now.getTime() + DAY_MS);
    await Promise.all(stores.map((store) => store.renewals.remindDue(clock.now).then(() => store.renewals.renewDue(clock.now))));
  }
}

/** The visitor's orders, oldest first. */
export async function ordersOf(visitor: TestVisitor): Promise<Order[]> {
  const orders = OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
  return orders.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** The day an order was placed, counted from `start`. */
export function dayOf(order: Order, start: Date): number {
  return Math.round((Date.parse(order.createdAt) - start.getTime()) / DAY_MS);
}
