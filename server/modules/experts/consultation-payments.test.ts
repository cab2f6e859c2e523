// Paid consultations against a local fake of Razorpay: the fee paid online at booking (the checkout's answer or the
// webhook), or at the visit where the expert allows it; cancellations under the expert's terms with the refund made
// once; bookings left unpaid released.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConsultationResponse, ExpertResponse } from '@common/contracts/experts';
import type { Consultation } from '@common/contracts/experts';
import { registerVisitor } from '../../test/accounts-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { useRazorpayTestApp } from '../../test/razorpay-test-app';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { ConsultationPayments } from './consultation-payments';

const withoutRazorpay = useTestApp();

async function readConsultation(response: Response, status = 200): Promise<Consultation> {
  expect(response.status).toBe(status);
  return ConsultationResponse.parse(await response.json()).consultation;
}

describe(`paid consultations on ${TEST_DATABASE_KIND}`, () => {
  const env = useRazorpayTestApp();

  async function profileOf(slug: string) {
    return ExpertResponse.parse(await (await env.app.request(`/api/experts/${slug}`)).json()).expert;
  }

  /** A customer's booking of `slug`'s free slot `slotIndex`, paid as asked. */
  async function bookSlot(
    slug: string,
    slotIndex: number,
    paymentMethod: 'razorpay' | 'pay_at_visit',
  ): Promise<{ visitor: TestVisitor; booking: Consultation }> {
    const { visitor } = await registerVisitor(env.app);
    const profile = await profileOf(slug);
    const startsAt = profile.nextSlots[slotIndex];
    const booking = await readConsultation(await visitor.post('/api/consultations', { expertId: profile.id, startsAt, paymentMethod }), 201);
    return { visitor, booking };
  }

  async function payInCheckout(visitor: TestVisitor, booking: Consultation): Promise<Consultation> {
    const { answer } = env.razorpay.pay(booking.payment.reference ?? '');
    return readConsultation(
      await visitor.post(`/api/consultations/${booking.id}/razorpay-payment`, {
        razorpayOrderId: answer.razorpay_order_id,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpaySignature: answer.razorpay_signature,
      }),
    );
  }

  function deliver(delivery: { payload: string; signature: string; eventId: string }): Promise<Response> {
    return env.app.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      body: delivery.payload,
    });
  }

  it('states each expert’s terms, and takes the fee online at booking: one Razorpay order, paid once', async () => {
    const profile = await profileOf('meera-iyer');
    expect(profile.policy).toEqual({ payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 });
    const { visitor, booking } = await bookSlot('meera-iyer', 0, 'razorpay');
    expect(booking.payment).toMatchObject({ method: 'razorpay', status: 'pending', refundedAmount: 0, cancellationFee: 0 });
    const remote = env.razorpay.orders.find((order) => order.id === booking.payment.reference);
    expect(remote).toMatchObject({ amount: profile.price, currency: 'INR', receipt: booking.id });
    const paid = await payInCheckout(visitor, booking);
    expect(paid.payment.status).toBe('paid');
    const forged = await visitor.post(`/api/consultations/${booking.id}/razorpay-payment`, {
      razorpayOrderId: booking.payment.reference,
      razorpayPaymentId: 'pay_AAAAAAAAAAAAAA',
      razorpaySignature: 'b'.repeat(64),
    });
    expect((await readErrorBody(forged)).code).toBe('PAYMENT_SIGNATURE_INVALID');
  });

  it('refunds the whole fee for a cancellation within the free hours, and the fee less the stated share after', async () => {
    // Terms of 0 hours: free until it starts, whenever the first free slot is.
    await env.app.db.updateTable('experts').set({ free_cancellation_hours: 0 }).where('slug', '=', 'kavya-rao').execute();
    const early = await bookSlot('kavya-rao', 0, 'razorpay');
    await payInCheckout(early.visitor, early.booking);
    const cancelled = await readConsultation(await early.visitor.post(`/api/consultations/${early.booking.id}/cancel`));
    expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: early.booking.price, cancellationFee: 0 });
    // Cancelling again answers the same booking and refunds nothing more.
    await readConsultation(await early.visitor.post(`/api/consultations/${early.booking.id}/cancel`));
    const earlyPayment = env.razorpay.payments.find((payment) => payment.order_id === early.booking.payment.reference);
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === earlyPayment?.id)).toEqual([
      expect.objectContaining({ amount: early.booking.price, receipt: `c-${early.booking.id}` }),
    ]);

    // Terms of a week: the booking's start is within them, so cancelling now keeps half the fee.
    await env.app.db
      .updateTable('experts')
      .set({ free_cancellation_hours: 24 * 90 })
      .where('slug', '=', 'priya-bansal')
      .execute();
    const late = await bookSlot('priya-bansal', 0, 'razorpay');
    expect(late.booking.cancellation.feeNow).toBe(Math.round(late.booking.price / 2));
    await payInCheckout(late.visitor, late.booking);
    const moved = await late.visitor.post(`/api/consultations/${late.booking.id}/reschedule`, { startsAt: (await profileOf('priya-bansal')).nextSlots[0] });
    expect((await readErrorBody(moved)).code).toBe('CONSULTATION_LATE_CHANGE');
    const lateCancelled = await readConsultation(await late.visitor.post(`/api/consultations/${late.booking.id}/cancel`));
    const kept = Math.round(late.booking.price / 2);
    expect(lateCancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: late.booking.price - kept, cancellationFee: kept });
  });

  it('pays a booking by the webhook alone, and refunds at once a payment that arrives after it was cancelled', async () => {
    const { visitor, booking } = await bookSlot('vaidya-lakshmi-nair', 0, 'razorpay');
    const { payment } = env.razorpay.pay(booking.payment.reference ?? '');
    const delivery = env.razorpay.signedWebhook('payment.captured', payment);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver(delivery)).status).toBe(200);
    const [listed] = ((await (await visitor.get('/api/consultations')).json()) as { consultations: Consultation[] }).consultations;
    expect(listed?.payment.status).toBe('paid');

    const second = await bookSlot('vaidya-lakshmi-nair', 1, 'razorpay');
    await readConsultation(await second.visitor.post(`/api/consultations/${second.booking.id}/cancel`));
    const late = env.razorpay.pay(second.booking.payment.reference ?? '');
    expect((await deliver(env.razorpay.signedWebhook('payment.captured', late.payment))).status).toBe(200);
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === late.payment.id)).toEqual([expect.objectContaining({ amount: second.booking.price })]);
  });

  it('keeps the fee due at the visit, refuses it where the expert takes only online payment, and releases unpaid bookings', async () => {
    const atVisit = await bookSlot('sana-qureshi', 0, 'pay_at_visit');
    expect(atVisit.booking.payment).toMatchObject({ method: 'pay_at_visit', status: 'at_visit', reference: null });
    expect(env.razorpay.orders.some((order) => order.receipt === atVisit.booking.id)).toBe(false);

    await env.app.db.updateTable('experts').set({ pay_at_visit: 0 }).where('slug', '=', 'sana-qureshi').execute();
    const { visitor } = await registerVisitor(env.app);
    const profile = await profileOf('sana-qureshi');
    expect(profile.policy.payAtVisit).toBe(false);
    const refused = await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[1], paymentMethod: 'pay_at_visit' });
    expect((await readErrorBody(refused)).code).toBe('PAY_AT_VISIT_UNAVAILABLE');

    const unpaid = await readConsultation(
      await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[1], paymentMethod: 'razorpay' }),
      201,
    );
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await env.app.db.updateTable('consultations').set({ created_at: thirtyOneMinutesAgo }).where('id', '=', unpaid.id).execute();
    const released = await new ConsultationPayments({ db: env.app.db, razorpay: undefined, card: undefined, logger: pino({ level: 'silent' }) }).releaseUnpaid(
      new Date(),
    );
    expect(released).toBe(1);
    const again = await profileOf('sana-qureshi');
    expect(again.nextSlots).toContain(unpaid.startsAt);
  });
});

describe('consultations without Razorpay', () => {
  it('refuses paying online with 400 PAYMENT_METHOD_UNAVAILABLE and books at the visit', async () => {
    const { visitor } = await registerVisitor(withoutRazorpay);
    const profile = ExpertResponse.parse(await (await withoutRazorpay.request('/api/experts/meera-iyer')).json()).expert;
    const online = await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[0], paymentMethod: 'razorpay' });
    expect((await readErrorBody(online)).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const booked = await readConsultation(await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[0] }), 201);
    expect(booked.payment.method).toBe('pay_at_visit');
  });
});
