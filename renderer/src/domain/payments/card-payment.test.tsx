import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStripeJs } from '../../testing/fake-stripe-js';
import { renderAppScreen } from '../../testing/render-app-screen';
import { CardPayment } from './card-payment';

afterEach(cleanup);

describe('CardPayment', () => {
  it("mounts Stripe's card form for the order's PaymentIntent and reports a confirmed payment", async () => {
    const { stripe, calls } = fakeStripeJs(async () => ({}));
    const loadStripe = vi.fn(async () => stripe);
    const onPaid = vi.fn();
    renderAppScreen(<CardPayment publishableKey="pk_test_1" clientSecret="pi_1_secret_2" amountText="₹1,299.00" onPaid={onPaid} loadStripe={loadStripe} />);
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,299.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(calls).toMatchObject({ clientSecret: 'pi_1_secret_2', mounted: true });
    fireEvent.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls.confirmed).toBe(1);
  });

  it("shows Stripe's reason when the card is refused, and lets the shopper try again", async () => {
    const { stripe } = fakeStripeJs(async () => ({ error: { message: 'Your card has insufficient funds.' } }));
    const onPaid = vi.fn();
    renderAppScreen(<CardPayment publishableKey="pk" clientSecret="pi_secret" amountText="₹10.00" onPaid={onPaid} loadStripe={async () => stripe} />);
    const pay = await screen.findByRole('button', { name: 'Pay ₹10.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Pay ₹10.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the form could not load when Stripe.js does not arrive, and keeps the order', async () => {
    renderAppScreen(<CardPayment publishableKey="pk" clientSecret="pi_secret" amountText="₹10.00" onPaid={vi.fn()} loadStripe={async () => null} />);
    expect(await screen.findByText('The card form could not load')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your order is kept, awaiting payment');
  });
});
