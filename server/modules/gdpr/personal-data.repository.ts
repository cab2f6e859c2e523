// Every table that holds a customer's data, read for the export. The one exception to "a repository queries only its
// own module's tables": the export must see every table in one place, so a table added later is added here once (the
// export test fails for a kind it does not find). Erasure is server/flows/erase-account.ts, one step per module.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { communityDataForExport } from '../community/community.exports';
import { mailPreferencesForExport } from '../mail-preferences/mail-preferences.exports';

/** Columns never exported: secrets and keys that mean nothing to the person (and would let someone act as them). */
const ORDER_COLUMNS_LEFT_OUT = ['payment_client_secret', 'request_fingerprint', 'idempotency_key', 'first_order_promo_user_id'] as const;

function without<T extends Record<string, unknown>, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The export's sections, each the rows as stored (snake_case columns), minus secrets and other people's data. */
export async function readPersonalData(db: Kysely<Database>, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uid', 'email', 'display_name', 'photo_url', 'auth_provider', 'is_demo', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db.selectFrom('user_roles').select(['role', 'created_at']).where('user_id', '=', userId).orderBy('role').execute();

  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const orderIds = orders.map((order) => order.id);
  const orderLines = orderIds.length ? await db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('position').execute() : [];
  const orderReturns = orderIds.length
    ? await db.selectFrom('order_returns').selectAll().where('order_id', 'in', orderIds).orderBy('requested_at').execute()
    : [];
  const returnIds = orderReturns.map((row) => row.id);
  const returnLines = returnIds.length ? await db.selectFrom('order_return_lines').selectAll().where('return_id', 'in', returnIds).execute() : [];
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select([
      'id',
      'status',
      'cadence_days',
      'discount_percent',
      'next_renewal_at',
      'payment_method',
      'payment_customer_id',
      'payment_method_id',
      'plan_id',
      'renewals_placed',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const subscriptionIds = subscriptions.map((row) => row.id);
  const subscriptionItems = subscriptionIds.length
    ? await db.selectFrom('subscription_items').selectAll().where('subscription_id', 'in', subscriptionIds).execute()
    : [];
  const orderEvents = orderIds.length
    ? await db.selectFrom('order_events').select(['order_id', 'status', 'note', 'created_at']).where('order_id', 'in', orderIds).orderBy('created_at').execute()
    : [];

  const carePlans = await db.selectFrom('care_plans').selectAll().where('customer_id', '=', userId).orderBy('sent_at').execute();
  const planIds = carePlans.map((plan) => plan.id);
  const carePlanItems = planIds.length ? await db.selectFrom('care_plan_items').selectAll().where('plan_id', 'in', planIds).orderBy('position').execute() : [];

  const labOrders = await db.selectFrom('lab_orders').selectAll().where('customer_id', '=', userId).orderBy('created_at').execute();
  const labOrderIds = labOrders.map((order) => order.id);
  const labObservations = labOrderIds.length
    ? await db.selectFrom('lab_observations').selectAll().where('lab_order_id', 'in', labOrderIds).orderBy('observed_at').execute()
    : [];
  const labEvents = labOrderIds.length
    ? await db
        .selectFrom('lab_order_events')
        .select(['lab_order_id', 'status', 'note', 'created_at'])
        .where('lab_order_id', 'in', labOrderIds)
        .orderBy('created_at')
        .execute()
    : [];
  // The report PDFs themselves are served on /profile; the export lists them without their bytes.
  const labReports = labOrderIds.length
    ? await db.selectFrom('lab_reports').select(['lab_order_id', 'size_bytes', 'uploaded_at']).where('lab_order_id', 'in', labOrderIds).execute()
    : [];

  return {
    account: { ...user, is_demo: Boolean(user.is_demo), roles },
    addresses: await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    assessments: await db.selectFrom('assessments').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    orders: orders.map((order) => ({
      ...without(order, ORDER_COLUMNS_LEFT_OUT),
      lines: orderLines.filter((line) => line.order_id === order.id),
      events: orderEvents.filter((event) => event.order_id === order.id),
    })),
    cart: await db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).execute(),
    walletLedger: await db
      .selectFrom('wallet_ledger')
      .select(['id', 'amount', 'reward_type', 'description', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    contactMessages: await db.selectFrom('contact_messages').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    reflections: await db.selectFrom('wellness_reflections').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    chatHistory: await db.selectFrom('chat_messages').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('position').execute(),
    chatInteractions: await db.selectFrom('chat_interactions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    productClicks: await db.selectFrom('product_clicks').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    consents: await db
      .selectFrom('consent_records')
      .select(['id', 'consent_type', 'granted', 'data_source', 'form_type', 'ip_address', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    careConsents: await db.selectFrom('care_consents').selectAll().where('customer_id', '=', userId).orderBy('created_at').execute(),
    careInvitations: await db
      .selectFrom('care_invitations')
      .select(['id', 'practitioner_user_id', 'message', 'status', 'created_at', 'expires_at', 'responded_at'])
      .where('email', '=', user.email)
      .orderBy('created_at')
      .execute(),
    careAccessLog: await db.selectFrom('care_access_log').selectAll().where('customer_id', '=', userId).orderBy('created_at').execute(),
    carePlans: carePlans.map((plan) => ({ ...plan, items: carePlanItems.filter((item) => item.plan_id === plan.id) })),
    careMedicines: await db.selectFrom('care_medicines').selectAll().where('customer_id', '=', userId).orderBy('created_at').execute(),
    // Returns of their orders and their subscriptions with the items and announced prices (issue 44).
    orderReturns: orderReturns.map((row) => ({ ...row, lines: returnLines.filter((line) => line.return_id === row.id) })),
    subscriptions: subscriptions.map(({ payment_customer_id, payment_method_id, ...row }) => ({
      ...row,
      items: subscriptionItems.filter((item) => item.subscription_id === row.id),
      // A way of paying saved at the provider is named by its ids there: a card (its number and other details are
      // Stripe's, never ours), or a UPI AutoPay mandate (Razorpay's token; the UPI account is Razorpay's and the bank's).
      saved_payment_method:
        payment_method_id === null
          ? null
          : {
              provider: row.payment_method === 'razorpay' ? 'razorpay' : 'stripe',
              kind: row.payment_method === 'razorpay' ? 'upi_autopay_mandate' : 'card',
              customer_id: payment_customer_id,
              payment_method_id,
            },
    })),
    // The practitioner's chart notes stay private to their author (issue 15) and are not part of the export.
    consultations: await db
      .selectFrom('consultations')
      .select([
        'id',
        'expert_id',
        'starts_at',
        'ends_at',
        'status',
        'price',
        'currency',
        'notes',
        'join_url',
        'payment_method',
        'payment_status',
        'paid_at',
        'refunded_amount',
        'cancellation_fee',
        'created_at',
        'updated_at',
        'cancelled_at',
      ])
      .where('customer_user_id', '=', userId)
      .orderBy('starts_at')
      .execute(),
    labResults: labOrders.map((order) => ({
      ...order,
      events: labEvents.filter((event) => event.lab_order_id === order.id),
      observations: labObservations.filter((observation) => observation.lab_order_id === order.id),
      report: labReports.find((report) => report.lab_order_id === order.id) ?? null,
    })),
    labNotifications: await db.selectFrom('lab_notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    reviews: await db.selectFrom('product_reviews').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    reviewHelpfulVotes: await db.selectFrom('review_helpful_votes').select(['review_id', 'created_at']).where('user_id', '=', userId).execute(),
    // Each group of mails the person may turn off as it stands, chosen or the default; the unsubscribe tokens stay out.
    mailPreferences: await mailPreferencesForExport(db, userId),
    // What they wrote and did in the community (issue 43); other members' posts stay out.
    community: await communityDataForExport(db, userId),
    dataRequests: await db
      .selectFrom('data_requests')
      .select(['id', 'kind', 'status', 'requested_at', 'ready_at', 'expires_at', 'scheduled_for', 'completed_at', 'cancelled_at'])
      .where('user_id', '=', userId)
      .orderBy('requested_at')
      .execute(),
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof readPersonalData>>>;

/** Shown in place of the name and address lines of an erased customer's orders. */
export const ERASED_NAME = 'Erased customer';

export function erasedEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}
