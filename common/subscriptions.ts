// Subscribe & save (issue 44): supplements delivered every 30, 60 or 90 days at a stated discount. Each renewal is an
// order placed by the server at its current prices (never above the price announced in the reminder), with stock
// checked and no coins spent; the reminder goes out REMINDER_DAYS_BEFORE days before with a one-tap skip.

export const SUBSCRIPTION_CADENCES = [30, 60, 90] as const;
export type SubscriptionCadence = (typeof SUBSCRIPTION_CADENCES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** The reminder (with the prices the renewal will charge at most) goes out this many days before a renewal. */
export const REMINDER_DAYS_BEFORE = 3;

/** A renewal that cannot be placed is tried again this many hours later, up to MAX_RENEWAL_ATTEMPTS tries in all. */
export const RENEWAL_RETRY_HOURS = 24;
export const MAX_RENEWAL_ATTEMPTS = 3;

/** An online renewal order (card or Razorpay) waits this long for its payment before it is cancelled. */
export const RENEWAL_PAYMENT_HOURS = 72;
/**
 * A renewal order paid through Razorpay waits longer: a UPI AutoPay debit is settled by the bank a day or so after it
 * is asked (24 to 36 hours), and a refused one is asked again a day later, up to MAX_RENEWAL_ATTEMPTS times.
 */
export const RENEWAL_DEBIT_PAYMENT_HOURS = 7 * 24;

/** How long a renewal order paid this way waits for its payment before it is cancelled. */
export function renewalPaymentHours(paymentMethod: string): number {
  return paymentMethod === 'razorpay' ? RENEWAL_DEBIT_PAYMENT_HOURS : RENEWAL_PAYMENT_HOURS;
}

/**
 * A subscription paid through Razorpay registers a UPI AutoPay mandate with its first payment: Razorpay then debits each
 * renewal up to this much (₹15,000, what NPCI lets a UPI AutoPay debit take without the customer's PIN) until the
 * mandate ends UPI_AUTOPAY_MANDATE_YEARS later or the customer cancels it in their UPI app.
 */
export const UPI_AUTOPAY_MAX_AMOUNT = 1_500_000;
export const UPI_AUTOPAY_MANDATE_YEARS = 10;

/** The code a renewal order's discount carries, as a promo's would. */
export const SUBSCRIPTION_PROMO_CODE = 'SUBSCRIBE_AND_SAVE';

/** How far ahead a delivery date may be moved. */
export const MAX_DELIVERY_DATE_DAYS_AHEAD = 180;

export function cadenceLabel(days: SubscriptionCadence): string {
  return `Every ${days} days`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The in-app reminder of a renewal (beside the mail): due from REMINDER_DAYS_BEFORE days before an active
 * subscription's next renewal until it is placed, unless the customer already answered "Keep it" for that renewal.
 * A skip or a new date is a new renewal, so an answer never carries over to the next one.
 */
export function renewalReminderDue(
  subscription: { status: SubscriptionStatus; nextRenewalAt: string | null; reminderKeptFor: string | null },
  now: Date,
): boolean {
  if (subscription.status !== 'active' || subscription.nextRenewalAt === null) return false;
  const renewal = Date.parse(subscription.nextRenewalAt);
  if (!(renewal > now.getTime() && renewal - now.getTime() <= REMINDER_DAYS_BEFORE * DAY_MS)) return false;
  return subscription.reminderKeptFor === null || Date.parse(subscription.reminderKeptFor) !== renewal;
}
