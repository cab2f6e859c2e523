import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarePlan } from '@common/contracts/protocols';
import type { Subscription } from '@common/contracts/subscriptions';
import { fakeStripeJs } from '../../../testing/fake-stripe-js';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { MyPlansSection } from './my-plans-section';
import { testSubscription } from '../../../testing/test-subscription';

// Stripe.js is loaded from js.stripe.com in the browser; here a stand-in answers for it.
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

const plan: CarePlan = {
  id: 'plan-1',
  title: 'Heart basics',
  message: 'As we discussed.',
  practitioner: { userId: 'u-dr', expertId: 'e-dr', name: 'Dr Meera Iyer', profession: 'doctor' },
  clientId: 'client-1',
  protocolId: null,
  items: [
    {
      productId: 'p-1',
      quantity: 1,
      dose: '1 capsule',
      frequency: 'once a day',
      timing: 'with breakfast',
      durationDays: 30,
      notes: '',
      productName: 'Omega-3 Fish Oil',
      productSlug: 'omega-3-fish-oil-1000mg',
      image: '',
      unitPrice: 47_500,
      available: true,
    },
  ],
  total: 47_500,
  currency: 'INR',
  status: 'sent',
  sentAt: '2026-11-20T10:00:00.000Z',
  viewedAt: null,
  orderedAt: null,
  orderId: null,
  checkInOpen: false,
  checkIn: null,
  warnings: [],
};

const address = {
  id: 'addr-1',
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  region: '',
  postalCode: '560001',
  country: 'IN',
  isDefault: true,
};

const planSubscription = testSubscription({
  cadenceDays: 60,
  nextGoodsTotal: 45_125,
  nextRenewalAt: '2027-01-04T09:00:00.000Z',
  addressLine: 'Asha Rao, 12 MG Road, Bengaluru, 560001',
  planId: 'plan-1',
  createdAt: '2026-11-21T09:00:00.000Z',
});

function serve(
  plans: CarePlan[],
  subscriptions: Subscription[] = [],
  { subscribeAnswer, cardPublishableKey = null }: { subscribeAnswer?: () => Response; cardPublishableKey?: string | null } = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (method === 'GET' && url.pathname === '/api/care/plans') return json(200, { plans });
    if (method === 'GET' && url.pathname === '/api/care/medicines') return json(200, { medicines: [] });
    if (method === 'GET' && url.pathname === '/api/subscriptions') return json(200, { subscriptions });
    if (method === 'GET' && url.pathname === '/api/addresses') return json(200, { addresses: [address] });
    if (method === 'GET' && url.pathname === '/api/checkout/options') {
      const paymentMethods = cardPublishableKey ? ['cod', 'card'] : ['cod'];
      return json(200, { paymentMethods, subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey });
    }
    if (method === 'POST' && url.pathname === '/api/care/plans/plan-1/subscribe') {
      if (subscribeAnswer) return subscribeAnswer();
      subscriptions.push(planSubscription);
      return json(201, { plan: { ...plan, status: 'ordered', orderedAt: plan.sentAt, orderId: 'ord-1' }, subscription: planSubscription });
    }
    if (method === 'POST' && url.pathname === '/api/orders/ord-1/card-payment') {
      return json(200, { payment: { orderId: 'ord-1', clientSecret: 'pi_plan_first_secret_1', amount: 45_125, currency: 'INR' } });
    }
    if (method === 'GET' && url.pathname === '/api/care/plans/plan-1') return json(200, { plan: { ...plan, status: 'viewed', viewedAt: plan.sentAt } });
    if (method === 'POST' && url.pathname === '/api/care/plans/plan-1/order') {
      const cart = { lines: [], itemCount: 1, subtotal: 47_500, savings: 0, currency: 'INR', maxQuantityPerLine: 20 };
      return json(200, { plan, cart });
    }
    if (method === 'POST' && url.pathname === '/api/care/plans/plan-1/check-in') {
      const { score, note } = JSON.parse(String(init?.body)) as { score: number; note: string };
      plans[0] = { ...plan, checkInOpen: false, checkIn: { score, note, answeredAt: '2026-11-27T10:00:00.000Z' } };
      return json(200, { plan: plans[0] });
    }
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyPlansSection', () => {
  it('says plainly when no practitioner has sent a plan', async () => {
    serve([]);
    renderAppScreen(<MyPlansSection />);
    expect(await screen.findByText(/No plans yet\./)).toBeTruthy();
    expect(await screen.findByText('No medicines listed.')).toBeTruthy();
  });

  it('shows the plan at the server price and orders it in one click, then goes to checkout', async () => {
    const fetchMock = serve([plan]);
    renderAppScreen(<MyPlansSection />, { path: '/profile', otherRoutes: { '/checkout': 'Checkout' } });
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    expect(within(card).getByText('From Dr Meera Iyer · Doctor · Nov 20, 2026')).toBeTruthy();
    expect(within(card).getByText('Total: ₹475.00')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Order this plan' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    const orders = fetchMock.mock.calls.filter(([input, init]) => String(input) === '/api/care/plans/plan-1/order' && init?.method === 'POST');
    expect(orders).toHaveLength(1);
    // No price goes up from the browser: the server prices the cart.
    expect(orders[0]?.[1]?.body).toBeUndefined();
  });

  it('shows the client the interaction warning the practitioner saw, with the medicine from their own list', async () => {
    const warning = {
      productId: 'p-omega',
      productName: 'Omega-3 Fish Oil',
      medicine: 'warfarin',
      source: 'medicines' as const,
      text: 'Omega-3 can add to the effect of warfarin on bleeding. Ask your doctor or pharmacist before you take it.',
    };
    serve([{ ...plan, warnings: [warning] }]);
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    const note = within(card).getByRole('note');
    expect(note.textContent).toContain('Check with your doctor or pharmacist first');
    expect(note.textContent).toContain('Omega-3 Fish Oil and warfarin (from your medicines list): Omega-3 can add to the effect of warfarin on bleeding.');
  });

  it('marks the plan viewed when the client opens how to take it', async () => {
    const fetchMock = serve([plan]);
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    fireEvent.click(within(card).getByRole('button', { name: 'How to take it' }));
    expect(await within(card).findByText(/Omega-3 Fish Oil: 1 capsule, once a day, with breakfast, for 30 days/)).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/care/plans/plan-1')).toBe(true));
  });

  it('asks "How is your plan going?" when the check-in is open and sends the score and note', async () => {
    const fetchMock = serve([{ ...plan, checkInOpen: true }]);
    renderAppScreen(<MyPlansSection />);
    const form = await screen.findByRole('form', { name: 'How is your plan going?' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose a number from 1 to 5.');
    fireEvent.click(within(form).getByRole('button', { name: '4' }));
    fireEvent.change(within(form).getByLabelText('A note for your practitioner (optional)'), { target: { value: 'Sleeping better.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('You told Dr Meera Iyer it is going 4 out of 5.')).toBeTruthy();
    const [call] = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/care/plans/plan-1/check-in');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ score: 4, note: 'Sleeping better.' });
  });

  it('delivers the plan every 60 days at the discount, sending only the cadence, address and way of paying', async () => {
    const fetchMock = serve([plan]);
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    const toggle = await within(card).findByRole('button', { name: 'Deliver every 30, 60 or 90 days · save 5%' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const form = await within(card).findByRole('form', { name: 'Subscribe to Heart basics' });
    expect((within(form).getByRole('combobox', { name: 'Deliver to' }) as HTMLSelectElement).value).toBe('addr-1');
    fireEvent.click(within(form).getByRole('radio', { name: '60 days' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe · ₹451.25 every 60 days' }));
    expect(await within(card).findByText(/Your first order is placed\./)).toBeTruthy();
    const [call] = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/care/plans/plan-1/subscribe');
    // Items and prices are the plan's on the server: the browser names none.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ cadenceDays: 60, addressId: 'addr-1', paymentMethod: 'cod' });
    await waitFor(() => expect(within(card).queryByRole('button', { name: /^Deliver every/ })).toBeNull());
  });

  it('offers only cash on delivery for the plan where the store takes no cards', async () => {
    serve([plan]);
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Deliver every 30, 60 or 90 days · save 5%' }));
    const form = await within(card).findByRole('form', { name: 'Subscribe to Heart basics' });
    expect(within(form).queryByRole('radio', { name: 'Card, charged automatically' })).toBeNull();
    expect(within(form).getByText(/Paid by cash on delivery each time\./)).toBeTruthy();
  });

  it('subscribes to the plan with a card charged automatically and takes the first order’s payment in Stripe’s form', async () => {
    const cardSubscription: Subscription = { ...planSubscription, cadenceDays: 30, paymentMethod: 'card' };
    const fetchMock = serve([plan], [], {
      cardPublishableKey: 'pk_test_store',
      subscribeAnswer: () =>
        new Response(JSON.stringify({ plan: { ...plan, status: 'ordered', orderedAt: plan.sentAt, orderId: 'ord-1' }, subscription: cardSubscription }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const { stripe, calls } = fakeStripeJs();
    stripeJs.loadStripe.mockResolvedValue(stripe);
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Deliver every 30, 60 or 90 days · save 5%' }));
    const form = await within(card).findByRole('form', { name: 'Subscribe to Heart basics' });
    expect((within(form).getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'Card, charged automatically' }));
    expect(within(form).getByText(/each delivery is charged to it when it is placed/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe · ₹451.25 every 30 days' }));
    expect(await within(card).findByText(/Your first order is placed\./)).toBeTruthy();
    const [call] = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/care/plans/plan-1/subscribe');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ cadenceDays: 30, addressId: 'addr-1', paymentMethod: 'card' });

    fireEvent.click(within(card).getByRole('button', { name: 'Pay the first order by card' }));
    const pay = await within(card).findByRole('button', { name: 'Pay ₹451.25' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_store');
    expect(calls.clientSecret).toBe('pi_plan_first_secret_1');
    fireEvent.click(pay);
    expect(await within(card).findByText(/the card is saved for the next deliveries/)).toBeTruthy();
  });

  it('shows where the plan’s subscription stands instead of offering a second one', async () => {
    serve([plan], [planSubscription]);
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    expect(await within(card).findByText(/^Delivered every 60 days · the next one ordered on Mon,? 4 January\./)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Manage it under Subscriptions' }).getAttribute('href')).toBe('/profile#subscriptions-title');
    expect(within(card).queryByRole('button', { name: /^Deliver every/ })).toBeNull();
  });

  it('says why the subscription was refused, keeping the form to try again', async () => {
    const refusal = {
      error: '"Omega-3 Fish Oil" is not available in that quantity now. Ask your practitioner for an alternative.',
      code: 'PLAN_ITEM_UNAVAILABLE',
    };
    serve([plan], [], { subscribeAnswer: () => new Response(JSON.stringify(refusal), { status: 409, headers: { 'Content-Type': 'application/json' } }) });
    renderAppScreen(<MyPlansSection />);
    const card = await screen.findByRole('article', { name: 'Plan Heart basics' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Deliver every 30, 60 or 90 days · save 5%' }));
    const form = await within(card).findByRole('form', { name: 'Subscribe to Heart basics' });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe · ₹451.25 every 30 days' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('is not available in that quantity now');
    expect(within(form).getByRole('button', { name: 'Subscribe · ₹451.25 every 30 days' })).toBeTruthy();
  });
});
