import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../api/test-support/fake-server';
import { fakeStripeJs } from '../../testing/fake-stripe-js';
import { renderAppScreen } from '../../testing/render-app-screen';
import { PayOrderByCard } from './pay-order-by-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cardPayment = { payment: { orderId: 'ord-1', clientSecret: 'pi_9_secret_3', amount: 129_900, currency: 'INR' } };

describe('PayOrderByCard', () => {
  it("asks the server for the order's client secret only when the customer chooses to pay, then confirms it in Stripe's form", async () => {
    const server = installFakeServer({ 'GET /api/db-status': databaseAvailable, 'POST /api/orders/ord-1/card-payment': () => json(cardPayment) });
    const { stripe, calls } = fakeStripeJs();
    const loadStripe = vi.fn(async () => stripe);
    const onSent = vi.fn();
    renderAppScreen(<PayOrderByCard orderId="ord-1" publishableKey="pk_test_1" label="Pay ₹1,299.00 by card" onSent={onSent} loadStripe={loadStripe} />);
    expect(server.requestsTo('POST /api/orders/ord-1/card-payment')).toHaveLength(0);
    expect(loadStripe).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,299.00 by card' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,299.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(calls).toMatchObject({ clientSecret: 'pi_9_secret_3', mounted: true });
    fireEvent.click(pay);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Stripe has your payment'));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(calls.confirmed).toBe(1);
  });

  it('says why when the order cannot be paid by card any more, and opens no card form', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'POST /api/orders/ord-1/card-payment': () =>
        json({ code: 'ORDER_STATUS_CONFLICT', error: 'This order is paid already. Nothing more is taken.', details: { status: 'paid' } }, 409),
    });
    const loadStripe = vi.fn(async () => fakeStripeJs().stripe);
    renderAppScreen(<PayOrderByCard orderId="ord-1" publishableKey="pk" label="Pay by card" loadStripe={loadStripe} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText(/This order is paid already/)).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeTruthy();
  });
});
