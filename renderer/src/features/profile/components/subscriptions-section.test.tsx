import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@common/contracts/subscriptions';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testSubscription } from '../../../testing/test-subscription';
import { SubscriptionsSection } from './subscriptions-section';

const active: Subscription = testSubscription({
  items: [
    {
      productId: 'p1',
      slug: 'omega',
      name: 'Omega-3',
      image: '/x.svg',
      quantity: 2,
      unitPrice: 60_000,
      currentUnitPrice: 60_000,
      priceChange: { from: 50_000, to: 60_000 },
      available: true,
    },
  ],
  nextGoodsTotal: 114_000,
  nextRenewalAt: '2027-01-04T09:00:00.000Z',
  addressLine: 'Asha Rao, 12 MG Road, Bengaluru, 560001',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubscriptionsSection', () => {
  it('shows the next delivery, the announced price change, and skips it', async () => {
    let current = active;
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () => json({ subscriptions: [current] }),
      'POST /api/subscriptions/sub-1/skip': () => {
        current = { ...active, nextRenewalAt: '2027-02-03T09:00:00.000Z' };
        return json({ subscription: current });
      },
      'GET /api/orders': () => json({ orders: [] }),
    });
    renderAppScreen(<SubscriptionsSection />);
    const card = await screen.findByRole('article', { name: 'Subscription: 2 × Omega-3' });
    expect(within(card).getByText('Every 30 days · ₹1,140.00 after your 5% discount, plus delivery · cash on delivery')).toBeTruthy();
    expect(within(card).getByText(/^Next delivery: ordered on Monday,? 4 January 2027$/)).toBeTruthy();
    expect(within(card).getByText('Price change: Omega-3 is ₹600.00 a unit from the next delivery (it was ₹500.00).')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Skip the next delivery' }));
    expect(await within(card).findByText(/^Next delivery: ordered on Wednesday,? 3 February 2027$/)).toBeTruthy();
    expect(server.requestsTo('POST /api/subscriptions/sub-1/skip')).toHaveLength(1);
  });

  it('asks before cancelling, and says why a paused subscription stopped', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () => json({ subscriptions: [{ ...active, status: 'paused', nextRenewalAt: null, problem: '"Omega-3" is out of stock.' }] }),
    });
    renderAppScreen(<SubscriptionsSection />);
    const card = await screen.findByRole('article', { name: 'Subscription: 2 × Omega-3' });
    expect(within(card).getByText('Paused after three tries')).toBeTruthy();
    expect(within(card).getByText('The last order could not be placed: "Omega-3" is out of stock.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Skip the next delivery' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(card).getByText('Cancel for good? Orders already placed stay.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(card).queryByText('Cancel for good? Orders already placed stay.')).toBeNull());
  });

  it('says a card subscription is charged to the saved card, and sends a declined renewal to the order history to be paid', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () =>
        json({
          subscriptions: [
            {
              ...active,
              paymentMethod: 'card',
              savedPaymentMethod: true,
              problem: 'Your card was declined: your card has insufficient funds.',
              unpaidOrderId: 'ord-2',
            },
          ],
        }),
    });
    renderAppScreen(<SubscriptionsSection />);
    const card = await screen.findByRole('article', { name: 'Subscription: 2 × Omega-3' });
    expect(within(card).getByText('Every 30 days · ₹1,140.00 after your 5% discount, plus delivery · charged to your saved card')).toBeTruthy();
    const delayed = within(card).getByRole('link', { name: 'Pay it in your order history' });
    expect(delayed.getAttribute('href')).toBe('#orders-title');
    expect(delayed.parentElement?.textContent).toContain(
      'The last order is placed but not paid. Your card was declined: your card has insufficient funds. Pay it in your order history, or we try your card again tomorrow.',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(card).getByText('Cancel for good? Orders already placed stay. Its saved card is removed: nothing more is charged to it.')).toBeTruthy();
  });

  it('shows the UPI AutoPay mandate a subscription is debited with, a debit still at the bank, and a paused one paid by hand going on', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () =>
        json({
          subscriptions: [
            { ...active, paymentMethod: 'razorpay', savedPaymentMethod: true, debitPending: true, unpaidOrderId: 'ord-2' },
            {
              ...active,
              id: 'sub-2',
              items: [{ ...active.items[0], productId: 'p2', name: 'Ashwagandha', quantity: 1 }],
              status: 'paused',
              nextRenewalAt: null,
              paymentMethod: 'razorpay',
              savedPaymentMethod: true,
              problem: 'Your UPI AutoPay debit did not go through: insufficient balance.',
              unpaidOrderId: 'ord-3',
            },
          ],
        }),
    });
    renderAppScreen(<SubscriptionsSection />);
    const debiting = await screen.findByRole('article', { name: 'Subscription: 2 × Omega-3' });
    expect(within(debiting).getByText(/plus delivery · debited by UPI AutoPay$/)).toBeTruthy();
    expect(
      within(debiting).getByText(/UPI AutoPay mandate set up: each delivery is debited from your bank account when it is placed, at most ₹15,000.00/),
    ).toBeTruthy();
    expect(within(debiting).getByText(/Pause or cancel the mandate in your UPI app at any time/)).toBeTruthy();
    expect(within(debiting).getByText(/its UPI AutoPay debit is with your bank, which settles it within about a day/)).toBeTruthy();
    // Cancelling says the mandate goes with it.
    fireEvent.click(within(debiting).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      within(debiting).getByText(
        'Cancel for good? Orders already placed stay. Its UPI AutoPay mandate is revoked: it leaves your UPI app and nothing more is debited.',
      ),
    ).toBeTruthy();
    const paused = screen.getByRole('article', { name: 'Subscription: 1 × Ashwagandha' });
    expect(within(paused).getByRole('link', { name: 'Pay it in your order history' }).parentElement?.textContent).toContain(
      'Your UPI AutoPay debit did not go through: insufficient balance. Pay it in your order history, and the subscription goes on with its next delivery.',
    );
  });

  it('says there are none yet and where to start one', async () => {
    installFakeServer({ 'GET /api/db-status': databaseAvailable, 'GET /api/subscriptions': () => json({ subscriptions: [] }) });
    renderAppScreen(<SubscriptionsSection />);
    expect(await screen.findByText(/No subscriptions yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toBeTruthy();
  });

  it('announces a renewal three days away at the top, and "Keep it" answers it for that renewal', async () => {
    let current: Subscription = { ...active, reminderDue: true };
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () => json({ subscriptions: [current] }),
      'POST /api/subscriptions/sub-1/keep': () => {
        current = { ...active, reminderDue: false };
        return json({ subscription: current });
      },
    });
    renderAppScreen(<SubscriptionsSection />);
    const notice = await screen.findByRole('region', { name: 'Your next delivery is coming up' });
    expect(within(notice).getByText(/^Your next delivery of 2 × Omega-3 is ordered on Monday,? 4 January \(₹1,140\.00\)\.$/)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep it' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Kept: your delivery is ordered on Monday,? 4 January\.$/);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your next delivery is coming up' })).toBeNull());
    expect(JSON.parse(String(server.requestsTo('POST /api/subscriptions/sub-1/keep')[0]?.init.body))).toEqual({ renewalAt: active.nextRenewalAt });
  });

  it('skips the reminded delivery through the existing skip, and says when the next one is', async () => {
    let current: Subscription = { ...active, reminderDue: true };
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () => json({ subscriptions: [current] }),
      'POST /api/subscriptions/sub-1/skip': () => {
        current = { ...active, nextRenewalAt: '2027-02-03T09:00:00.000Z' };
        return json({ subscription: current });
      },
    });
    renderAppScreen(<SubscriptionsSection />);
    const notice = await screen.findByRole('region', { name: 'Your next delivery is coming up' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Skip this delivery' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Skipped\. The next delivery is ordered on Wednesday,? 3 February\.$/);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your next delivery is coming up' })).toBeNull());
    expect(server.requestsTo('POST /api/subscriptions/sub-1/skip')).toHaveLength(1);
  });

  it('says why "Keep it" did not work when the renewal moved meanwhile', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/subscriptions': () => json({ subscriptions: [{ ...active, reminderDue: true }] }),
      'POST /api/subscriptions/sub-1/keep': () =>
        json({ error: 'That delivery was already placed, skipped or moved. Your subscriptions show the next one.', code: 'REMINDER_OUTDATED' }, 409),
    });
    renderAppScreen(<SubscriptionsSection />);
    const notice = await screen.findByRole('region', { name: 'Your next delivery is coming up' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep it' }));
    expect((await within(notice).findByRole('alert')).textContent).toContain('That delivery was already placed, skipped or moved.');
  });
});
