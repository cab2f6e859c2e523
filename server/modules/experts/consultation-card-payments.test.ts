// A consultation's fee paid by card through Stripe (issue 44), against the local fake of Stripe's API with webhooks
// signed as Stripe signs them: the PaymentIntent made at booking, paid by the webhook once, refunded through Stripe on
// a cancellation, declined without booking, and refused where the store has no Stripe.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CheckoutOptions } from '@common/contracts/checkout';
import { ConsultationResponse, ExpertResponse } from '@common/contracts/experts';
import type { Consultation } from '@common/contracts/experts';
import { registerVisitor } from '../../test/accounts-helpers';
import { TEST_STRIPE_KEYS, useStripeTestApp } from '../../test/stripe-test-app';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { ConsultationPayments } from './consultation-payments';

async function readConsultation(response: Response, status = 200): Promise<Consultation> {
  expect(response.status, await response.clone().text()).toBe(status);
  return ConsultationResponse.parse(await response.json()).consultation;
}

const withoutStripe = useTestApp();

describe(`consultations paid by card on ${TEST_DATABASE_KIND}`, () => {
  const env = useStripeTestApp();
  const { webhookSecret } = TEST_STRIPE_KEYS;

  async function profileOf(slug: string) {
    return ExpertResponse.parse(await (await env.app.request(`/api/experts/${slug}`)).json()).expert;
  }

  async function bookByCard(slug: string, slotIndex = 0): Promise<{ visitor: TestVisitor; booking: Consultation }> {
    const { visitor } = await registerVisitor(env.app);
    const profile = await profileOf(slug);
    const booking = await readConsultation(
      await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[slotIndex], paymentMethod: 'card' }),
      201,
    );
    return { visitor, booking };
  }

  function deliver(type: string, reference: string, eventId?: string): Promise<Response> {
    const intent = env.stripe.intents.find((candidate) => candidate.id === reference);
    if (!intent) throw new Error(`no PaymentIntent ${reference}`);
    return env.deliver(env.stripe.signedEvent(type, intent, webhookSecret, eventId));
  }

  async function listed(visitor: TestVisitor, id: string): Promise<Consultation | undefined> {
    return ((await (await visitor.get('/api/consultations')).json()) as { consultations: Consultation[] }).consultations.find((item) => item.id === id);
  }

  it('offers cards, makes one PaymentIntent for the fee at booking, and is paid once by Stripe’s webhook', async () => {
    const options = CheckoutOptions.parse(await (await env.app.request('/api/checkout/options')).json());
    expect(options.cardPublishableKey).toBe(TEST_STRIPE_KEYS.publishableKey);
    const profile = await profileOf('meera-iyer');
    const { visitor, booking } = await bookByCard('meera-iyer');
    expect(booking.payment).toMatchObject({ method: 'card', status: 'pending', refundedAmount: 0 });
    expect(booking.payment.clientSecret).toMatch(/^pi_.+_secret_/);
    const intent = env.stripe.intents.find((candidate) => candidate.id === booking.payment.reference);
    expect(intent).toMatchObject({ amount: profile.price, currency: 'inr' });

    expect((await deliver('payment_intent.succeeded', booking.payment.reference ?? '', 'evt_consult_paid_1')).status).toBe(200);
    expect((await deliver('payment_intent.succeeded', booking.payment.reference ?? '', 'evt_consult_paid_1')).status).toBe(200);
    const paid = await listed(visitor, booking.id);
    expect(paid?.payment.status).toBe('paid');
    expect(paid?.payment.clientSecret).toBeUndefined();
  });

  it('refunds the card through Stripe once when the booking is cancelled within the free hours', async () => {
    await env.app.db.updateTable('experts').set({ free_cancellation_hours: 0 }).where('slug', '=', 'kavya-rao').execute();
    const { visitor, booking } = await bookByCard('kavya-rao');
    expect((await deliver('payment_intent.succeeded', booking.payment.reference ?? '')).status).toBe(200);
    const cancelled = await readConsultation(await visitor.post(`/api/consultations/${booking.id}/cancel`));
    expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: booking.price, cancellationFee: 0 });
    await readConsultation(await visitor.post(`/api/consultations/${booking.id}/cancel`));
    expect(env.stripe.refunds.filter((refund) => refund.paymentIntent === booking.payment.reference)).toEqual([
      expect.objectContaining({ amount: booking.price }),
    ]);
  });

  it('books nothing when Stripe declines, and releases a card booking left unpaid', async () => {
    const { visitor } = await registerVisitor(env.app);
    const profile = await profileOf('vaidya-lakshmi-nair');
    env.stripe.mode = 'decline';
    try {
      const declined = await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[0], paymentMethod: 'card' });
      expect(declined.status).toBe(402);
      expect((await readErrorBody(declined)).code).toBe('PAYMENT_DECLINED');
    } finally {
      env.stripe.mode = 'ok';
    }
    expect((await profileOf('vaidya-lakshmi-nair')).nextSlots[0]).toBe(profile.nextSlots[0]);

    const { booking } = await bookByCard('vaidya-lakshmi-nair');
    await env.app.db
      .updateTable('consultations')
      .set({ created_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    expect(
      await new ConsultationPayments({ db: env.app.db, razorpay: undefined, card: undefined, logger: pino({ level: 'silent' }) }).releaseUnpaid(new Date()),
    ).toBe(1);
    const released = await env.app.db.selectFrom('consultations').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(released.status).toBe('cancelled');
  });

  it('refuses cards where the store has no Stripe', async () => {
    const { visitor } = await registerVisitor(withoutStripe);
    const profile = ExpertResponse.parse(await (await withoutStripe.request('/api/experts/meera-iyer')).json()).expert;
    const refused = await visitor.post('/api/consultations', { expertId: profile.id, startsAt: profile.nextSlots[0], paymentMethod: 'card' });
    expect(refused.status).toBe(400);
    expect((await readErrorBody(refused)).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const options = CheckoutOptions.parse(await (await withoutStripe.request('/api/checkout/options')).json());
    expect(options.cardPublishableKey).toBeNull();
  });
});
