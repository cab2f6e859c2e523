// Paid consultations (issue 44): how a consultation's fee is paid and what cancelling it costs. Shared so the booking
// form states the terms before booking, and the server applies the same.

/** Paid at booking through Razorpay or by card through Stripe, or at the visit where the expert allows it. */
export const CONSULTATION_PAYMENT_METHODS = ['pay_at_visit', 'razorpay', 'card'] as const;
export type ConsultationPaymentMethod = (typeof CONSULTATION_PAYMENT_METHODS)[number];

/** The ways of paying a booking online, at booking. */
export type OnlineConsultationPayment = Exclude<ConsultationPaymentMethod, 'pay_at_visit'>;

export function paidOnlineAtBooking(method: ConsultationPaymentMethod): method is OnlineConsultationPayment {
  return method !== 'pay_at_visit';
}

/** at_visit: nothing taken online; pending: waiting for the online payment; paid; refunded (all or part). */
export const CONSULTATION_PAYMENT_STATUSES = ['at_visit', 'pending', 'paid', 'refunded'] as const;
export type ConsultationPaymentStatus = (typeof CONSULTATION_PAYMENT_STATUSES)[number];

/** A booking paid online holds its slot this long for the payment; then it is cancelled and the slot freed. */
export const CONSULTATION_PAYMENT_MINUTES = 30;

/** An expert's terms: whether they take payment at the visit, and what a late cancellation costs. */
export interface ConsultationPolicy {
  payAtVisit: boolean;
  /** Cancelling or moving is free until this many hours before the start. */
  freeCancellationHours: number;
  /** Of the fee, what a cancellation within those hours costs (0 to 100). */
  lateCancellationFeePercent: number;
}

export const DEFAULT_CONSULTATION_POLICY: ConsultationPolicy = { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 };

export interface CancellationTerms {
  /** Until when cancelling or moving is free (ISO). */
  freeUntil: string;
  /** Whether it is free now. */
  freeNow: boolean;
  /** What cancelling now costs (minor units): 0 while free, else the stated share of the fee. */
  feeNow: number;
  /** The fee a late cancellation costs. */
  lateFee: number;
}

export function cancellationTerms(policy: ConsultationPolicy, price: number, startsAt: string, now: Date): CancellationTerms {
  const freeUntil = Date.parse(startsAt) - policy.freeCancellationHours * 60 * 60 * 1000;
  const lateFee = Math.round((price * policy.lateCancellationFeePercent) / 100);
  const freeNow = now.getTime() < freeUntil;
  return { freeUntil: new Date(freeUntil).toISOString(), freeNow, feeNow: freeNow ? 0 : lateFee, lateFee };
}

/** "Free cancellation until 24 hours before; after that 50% of the fee (₹400.00) is kept." */
export function policySentence(policy: ConsultationPolicy, lateFeeText: string): string {
  if (policy.lateCancellationFeePercent === 0) return 'Cancelling or moving it is free at any time before it starts.';
  return `Cancelling or moving it is free until ${policy.freeCancellationHours} hours before; after that it cannot be moved, and cancelling keeps ${policy.lateCancellationFeePercent}% of the fee (${lateFeeText}).`;
}
