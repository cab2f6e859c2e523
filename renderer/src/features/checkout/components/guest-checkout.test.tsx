import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '@common/contracts/checkout';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import type { CartView } from '../../../domain/cart/use-cart';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testOrder } from '../../../testing/test-order';
import { guestOrderToken } from '../guest-order-links';
import { GuestCheckout } from './guest-checkout';

const TOKEN = 'K'.repeat(43);

function quote(overrides: Partial<Quote> = {}): Quote {
  const delivery = { method: 'standard' as const, label: 'Standard', fee: 0, regularFee: 4_900, estimatedFrom: '2026-12-03', estimatedTo: '2026-12-05' };
  return {
    quoteId: 'q-1',
    lines: [
      {
        productId: 'p1',
        slug: 'omega',
        name: 'Omega-3',
        image: '/x.svg',
        quantity: 2,
        unitPrice: 50_000,
        originalUnitPrice: 50_000,
        lineTotal: 100_000,
        available: 9,
      },
    ],
    currency: 'INR',
    subtotal: 100_000,
    savings: 0,
    promo: null,
    firstOrderPromoAvailable: false,
    coins: { balance: 0, redeemed: 0, value: 0, max: 0, coinsPerMajorUnit: 10, maxPercentOfOrder: 20 },
    delivery,
    deliveryOptions: [delivery],
    tax: { label: 'GST', ratePercent: 18, included: true, amount: 15_254 },
    total: 100_000,
    paymentMethods: ['cod'],
    cardPublishableKey: null,
    razorpayKeyId: null,
    address: null,
    ...overrides,
  };
}

function cartOf(setQuantity = vi.fn(async () => {})): CartView {
  return {
    signedIn: false,
    status: 'ready',
    error: null,
    lines: [
      {
        productId: 'p1',
        slug: 'omega',
        name: 'Omega-3',
        image: '/x.svg',
        guardian: 'angio',
        quantity: 2,
        unitPrice: 50_000,
        originalUnitPrice: 50_000,
        lineTotal: 100_000,
        stock: 9,
        available: true,
      },
    ],
    itemCount: 2,
    subtotal: 100_000,
    savings: 0,
    currency: 'INR',
    add: vi.fn(),
    setQuantity,
  };
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('GuestCheckout', () => {
  it('places a guest order with the typed e-mail and address, once per attempt, and opens the order’s page', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: null }),
      'POST /api/guest/checkout/quote': () => json({ quote: quote() }),
      'POST /api/guest/purchase': () => json({ order: testOrder({ id: 'ord-guest-9' }), email: 'meera@example.com', purchaseCoins: 10, token: TOKEN }, 201),
    });
    const setQuantity = vi.fn(async () => {});
    const { router } = renderAppScreen(<GuestCheckout cart={cartOf(setQuantity)} onSignIn={() => {}} />, {
      path: '/checkout',
      otherRoutes: { '/guest-order': 'Your order' },
    });
    const place = await screen.findByRole('button', { name: /Place order · ₹1,000/ });
    // Nothing is sent before the e-mail and the address are complete: the fields say what is missing.
    fireEvent.click(place);
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(server.requestsTo('POST /api/guest/purchase')).toHaveLength(0);

    fill(/E-mail address/, ' Meera@Example.com ');
    fill(/Full name/, 'Meera Iyer');
    fill(/Phone/, '+91 98450 12345');
    fill(/Address line 1/, '4 Residency Road');
    fill(/City/, 'Bengaluru');
    fill(/PIN code|Postcode/, '560025');
    await waitFor(() =>
      expect(server.requestsTo('POST /api/guest/checkout/quote').some((request) => String(request.init.body).includes('Residency Road'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeTruthy();
    expect(router.state.location.search).toBe('?order=ord-guest-9');

    const [sent] = server.requestsTo('POST /api/guest/purchase');
    const body = JSON.parse(String(sent?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'meera@example.com',
      items: [{ productId: 'p1', quantity: 2 }],
      paymentMethod: 'cod',
      quoteId: 'q-1',
      address: { name: 'Meera Iyer', line1: '4 Residency Road', city: 'Bengaluru', postalCode: '560025', country: 'IN' },
    });
    expect(new Headers(sent?.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestOrderToken(window.sessionStorage, 'ord-guest-9')).toBe(TOKEN);
    expect(setQuantity).toHaveBeenCalledWith('p1', 0);
  });

  it('says when the total changed and shows the new one, keeping what was typed', async () => {
    let quotes = 0;
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: null }),
      'POST /api/guest/checkout/quote': () => {
        quotes += 1;
        return json({ quote: quote() });
      },
      'POST /api/guest/purchase': () => json({ code: 'QUOTE_STALE', error: 'The total changed.' }, 409),
    });
    renderAppScreen(<GuestCheckout cart={cartOf()} onSignIn={() => {}} />, { path: '/checkout' });
    await screen.findByRole('button', { name: /Place order/ });
    fill(/E-mail address/, 'meera@example.com');
    fill(/Full name/, 'Meera Iyer');
    fill(/Phone/, '+91 98450 12345');
    fill(/Address line 1/, '4 Residency Road');
    fill(/City/, 'Bengaluru');
    fill(/PIN code|Postcode/, '560025');
    await waitFor(() => expect(quotes).toBeGreaterThan(1));
    const before = quotes;
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText(/The total changed since you saw it/)).toBeTruthy();
    await waitFor(() => expect(quotes).toBeGreaterThan(before));
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('meera@example.com');
  });
});
