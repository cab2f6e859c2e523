// Paid consultations (issue 44): the fee paid online at booking through Razorpay or by card through Stripe, or at the
// visit where the expert allows it, and the expert's cancellation terms. A booking paid online holds its slot
// CONSULTATION_PAYMENT_MINUTES for the payment (then it is cancelled, free); it is paid when Razorpay's signed checkout
// answer, read back from Razorpay, or either provider's signed webhook says so (the orders module hands on the
// webhooks' events about references that are no order). Cancelling gives back the fee less the late-cancellation fee
// the terms state, through the provider it was paid with, once.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { cancellationTerms, CONSULTATION_PAYMENT_METHODS, CONSULTATION_PAYMENT_MINUTES, CONSULTATION_PAYMENT_STATUSES } from '@common/consultation-payments';
import type { ConsultationPaymentMethod, ConsultationPolicy, OnlineConsultationPayment } from '@common/consultation-payments';
import type { Consultation } from '@common/contracts/experts';
import type { Database } from '../../db/schema';
import type { DatabaseHealth } from '../../db/health';
import { AppError } from '../../http/app-error';
import type { Schedule } from '../../jobs/schedules';
import { confirmedCheckoutPayment } from '../checkout/checkout.exports';
import type { PaymentProvider, RazorpayCheckoutAnswer, RazorpayPaymentProvider } from '../checkout/checkout.exports';
import type { ConsultationRow, ExpertRow } from './experts.repository';

export function policyOf(expert: Pick<ExpertRow, 'pay_at_visit' | 'free_cancellation_hours' | 'late_cancellation_fee_percent'>): ConsultationPolicy {
  return {
    payAtVisit: expert.pay_at_visit === 1,
    freeCancellationHours: expert.free_cancellation_hours,
    lateCancellationFeePercent: expert.late_cancellation_fee_percent,
  };
}

/** The booking's payment and cancellation terms as the customer sees them. */
export function paymentView(row: ConsultationRow, expert: ExpertRow, now: Date): Pick<Consultation, 'payment' | 'cancellation'> {
  const status = CONSULTATION_PAYMENT_STATUSES.find((known) => known === row.payment_status) ?? 'at_visit';
  const terms = cancellationTerms(policyOf(expert), row.price, row.starts_at, now);
  const clientSecret = status === 'pending' && row.payment_method === 'card' ? row.payment_client_secret : null;
  return {
    payment: {
      method: CONSULTATION_PAYMENT_METHODS.find((known) => known === row.payment_method) ?? 'pay_at_visit',
      status,
      reference: row.payment_reference,
      ...(clientSecret ? { clientSecret } : {}),
      refundedAmount: row.refunded_amount,
      cancellationFee: row.cancellation_fee,
    },
    cancellation: { freeUntil: terms.freeUntil, feeNow: terms.feeNow },
  };
}

function paymentError(status: number, code: string, message: string): AppError {
  return new AppError(status, code, message);
}

export interface ConsultationPaymentsDependencies {
  db: Kysely<Database>;
  /** Razorpay when configured: its provider (with the key secret that checks the checkout's answers). */
  razorpay: RazorpayPaymentProvider | undefined;
  /** Cards through Stripe when configured. */
  card: PaymentProvider | undefined;
  logger: Logger;
}

export class ConsultationPayments {
  readonly #deps: ConsultationPaymentsDependencies;

  constructor(deps: ConsultationPaymentsDependencies) {
    this.#deps = deps;
  }

  /** Refuses a way of paying the expert or the store does not take. */
  checkMethod(method: ConsultationPaymentMethod, expert: ExpertRow): void {
    if (method === 'pay_at_visit' && expert.pay_at_visit !== 1) {
      throw paymentError(400, 'PAY_AT_VISIT_UNAVAILABLE', `${expert.name} takes the fee online at booking. Choose to pay now.`);
    }
    if (method !== 'pay_at_visit' && !this.#provider(method)) {
      throw paymentError(
        400,
        'PAYMENT_METHOD_UNAVAILABLE',
        'This way of paying online is not available on this store right now. Choose another, or pay at the visit.',
      );
    }
  }

  #provider(method: OnlineConsultationPayment): PaymentProvider | undefined {
    return method === 'razorpay' ? this.#deps.razorpay : this.#deps.card;
  }

  /**
   * Starts the online payment of a booking about to be saved: the Razorpay order's id, or the Stripe PaymentIntent's
   * with its client secret. Nothing is saved on a refusal.
   */
  async start(
    method: OnlineConsultationPayment,
    consultationId: string,
    customerId: string,
    expert: ExpertRow,
  ): Promise<{ reference: string; clientSecret: string | null }> {
    const provider = this.#provider(method);
    if (!provider) throw new Error('The way of paying is checked before a booking starts its payment');
    const name = method === 'razorpay' ? 'Razorpay' : 'The card payment service';
    let started;
    try {
      started = await provider.start({
        orderId: consultationId,
        userId: customerId,
        amount: expert.price,
        currency: expert.currency,
        idempotencyKey: consultationId,
        description: `Guardians consultation with ${expert.name}`,
      });
    } catch (error) {
      this.#deps.logger.warn({ err: error, consultationId, provider: provider.name }, 'A payment provider did not answer the start of a consultation payment');
      throw paymentError(
        502,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `${name} did not answer. Nothing was booked or charged: try again in a minute, or pay at the visit.`,
      );
    }
    if (started.status !== 'started') throw paymentError(402, 'PAYMENT_DECLINED', `${name} refused the payment (${started.reason}). Nothing was booked.`);
    return { reference: started.reference, clientSecret: started.clientSecret ?? null };
  }

  /** The checkout's answer for the customer's booking: signed, read back from Razorpay, and the booking paid once. */
  async confirm(row: ConsultationRow, answer: RazorpayCheckoutAnswer, now: Date): Promise<void> {
    const provider = this.#deps.razorpay;
    if (!provider || row.payment_method !== 'razorpay' || !row.payment_reference) {
      throw paymentError(404, 'CONSULTATION_NOT_FOUND', 'This booking does not wait for an online payment.');
    }
    const expected = { reference: row.payment_reference, amount: row.price, currency: row.currency };
    const { paymentId } = await confirmedCheckoutPayment(provider, answer, expected, 'booking', (error) =>
      this.#deps.logger.warn({ err: error, consultationId: row.id }, 'Razorpay could not be asked about a consultation payment'),
    );
    await this.paid(row, paymentId, now);
  }

  /**
   * A payment Razorpay took for the booking: it is paid, once. A booking cancelled before its payment arrived gets the
   * money back at once.
   */
  async paid(row: ConsultationRow, paymentId: string, now: Date): Promise<void> {
    const { db } = this.#deps;
    const at = now.toISOString();
    const result = await db
      .updateTable('consultations')
      .set({ payment_status: 'paid', payment_charge_reference: paymentId, paid_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('payment_status', '=', 'pending')
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return;
    const current = await db.selectFrom('consultations').selectAll().where('id', '=', row.id).executeTakeFirst();
    if (current?.status === 'cancelled' && current.payment_status === 'pending') {
      await this.#refund({ ...current, payment_charge_reference: paymentId }, current.price, at);
    }
  }

  /**
   * A provider's webhook event about a reference that is no order: true when it was a consultation's. Stripe's event
   * names the PaymentIntent only, which is also what its refunds need.
   */
  async handleEvent(
    event: { provider: string; outcome: 'succeeded' | 'failed' | 'other'; reference: string | undefined; chargeReference?: string },
    now: Date,
  ): Promise<boolean> {
    if (!event.reference) return false;
    const method: OnlineConsultationPayment = event.provider === 'razorpay' ? 'razorpay' : 'card';
    const row = await this.#deps.db
      .selectFrom('consultations')
      .selectAll()
      .where('payment_method', '=', method)
      .where('payment_reference', '=', event.reference)
      .executeTakeFirst();
    if (!row) return false;
    const charge = event.chargeReference ?? (method === 'card' ? event.reference : undefined);
    if (event.outcome === 'succeeded' && charge) await this.paid(row, charge, now);
    return true;
  }

  /**
   * What cancelling the booking `row` settles, in the cancellation's step: a paid fee goes back less the late fee the
   * terms state; a fee due at the visit records the late fee; a payment still pending takes nothing.
   */
  async settleCancellation(row: ConsultationRow, expert: ExpertRow, now: Date): Promise<void> {
    const fee = cancellationTerms(policyOf(expert), row.price, row.starts_at, now).feeNow;
    const at = now.toISOString();
    if (row.payment_status === 'paid') {
      await this.#deps.db.updateTable('consultations').set({ cancellation_fee: fee }).where('id', '=', row.id).execute();
      if (row.price - fee > 0) await this.#refund(row, row.price - fee, at);
    } else if (row.payment_status === 'at_visit' && fee > 0) {
      await this.#deps.db.updateTable('consultations').set({ cancellation_fee: fee }).where('id', '=', row.id).execute();
    }
  }

  /** Gives `amount` back through the provider it was paid with, under the booking's one key, and records it. */
  async #refund(row: ConsultationRow, amount: number, at: string): Promise<void> {
    const provider = row.payment_method === 'card' ? this.#deps.card : this.#deps.razorpay;
    if (!provider || !row.payment_reference) throw new Error(`Consultation ${row.id} was paid online, but its provider is not configured to refund it`);
    await provider.refund({ key: `c-${row.id}`, orderId: row.id, reference: row.payment_reference, chargeReference: row.payment_charge_reference, amount });
    await this.#deps.db
      .updateTable('consultations')
      .set({ payment_status: 'refunded', refunded_amount: amount, updated_at: at })
      .where('id', '=', row.id)
      .where('payment_status', 'in', ['paid', 'pending'])
      .execute();
  }

  /** Bookings whose online payment did not arrive in time: cancelled (nothing was taken), their slots free again. */
  async releaseUnpaid(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - CONSULTATION_PAYMENT_MINUTES * 60_000).toISOString();
    const at = now.toISOString();
    const result = await this.#deps.db
      .updateTable('consultations')
      .set((eb) => ({ status: 'cancelled', active_slot_key: null, cancelled_at: at, updated_at: at, calendar_sequence: eb('calendar_sequence', '+', 1) }))
      .where('status', '=', 'booked')
      .where('payment_method', 'in', ['razorpay', 'card'])
      .where('payment_status', '=', 'pending')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

/** The release of unpaid bookings every few minutes on the job queue (once across instances). */
export function consultationPaymentSchedule(deps: { payments: ConsultationPayments; health: Pick<DatabaseHealth, 'available'>; logger: Logger }): Schedule {
  return {
    name: 'unpaid-consultations',
    everyMs: 5 * 60 * 1000,
    run: async (now) => {
      if (!deps.health.available) return;
      const released = await deps.payments.releaseUnpaid(now);
      if (released > 0) deps.logger.info({ released }, 'Consultations left unpaid were cancelled');
    },
  };
}
