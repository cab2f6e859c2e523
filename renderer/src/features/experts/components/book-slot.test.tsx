import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpertDetail } from '@common/contracts/experts';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { BookSlot } from './book-slot';

const slot = '2030-01-07T09:00:00.000Z';
const expert: ExpertDetail = {
  id: 'expert-1',
  slug: 'dr-ananya-sharma',
  name: 'Dr. Ananya Sharma',
  profession: 'doctor',
  title: 'MD',
  guardianFocus: 'angio',
  rating: 4.8,
  reviewCount: 10,
  bio: 'Heart health.',
  price: 80000,
  currency: 'INR',
  sessionMinutes: 30,
  policy: { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 },
  languages: ['English'],
  yearsExperience: 12,
  image: '/resources/experts/dr-ananya-sharma.svg',
  timeZone: 'Asia/Kolkata',
  weeklyAvailability: [{ weekday: 1, start: '14:30', end: '17:00' }],
  nextSlots: [slot],
};

function serve(options: { joinUrl?: string; cardKey?: string } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/auth/me') return json(200, { user: accountUser() });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (url.pathname === '/api/checkout/options')
      return json(200, { paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: options.cardKey ?? null });
    if (url.pathname === `/api/experts/${expert.slug}/slots`) {
      const from = url.searchParams.get('from') ?? '';
      return json(200, {
        timeZone: url.searchParams.get('timeZone'),
        from,
        to: url.searchParams.get('to'),
        slots: from.startsWith('2030-01') ? [slot] : [],
        nextFree: slot,
        bookableUntil: '2030-02-01T00:00:00.000Z',
      });
    }
    if (url.pathname === '/api/consultations' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { shareWithExpert?: string[]; paymentMethod?: string };
      return json(201, {
        consultation: {
          id: 'c-1',
          status: 'booked',
          startsAt: slot,
          endsAt: '2030-01-07T09:30:00.000Z',
          price: 80000,
          currency: 'INR',
          notes: null,
          expert: { id: expert.id, slug: expert.slug, name: expert.name, profession: 'doctor', image: expert.image },
          createdAt: '2029-12-01T00:00:00.000Z',
          cancelledAt: null,
          joinUrl: options.joinUrl ?? null,
          payment:
            body.paymentMethod === 'card'
              ? { method: 'card', status: 'pending', reference: 'pi_1', clientSecret: 'pi_1_secret_x', refundedAmount: 0, cancellationFee: 0 }
              : { method: 'pay_at_visit', status: 'at_visit', reference: null, refundedAmount: 0, cancellationFee: 0 },
          cancellation: { freeUntil: '2030-01-06T09:00:00.000Z', feeNow: 0 },
        },
        ...(body.shareWithExpert ? { sharedScopes: body.shareWithExpert } : {}),
      });
    }
    return json(200, { consultations: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function bookingBody(fetchMock: ReturnType<typeof serve>): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input) === '/api/consultations' && init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body));
}

/** Chooses the expert's earliest free time on the calendar, as a customer in Kolkata. */
async function chooseNextFreeTime() {
  fireEvent.click(await screen.findByRole('button', { name: 'Next free time: Mon, Jan 7, 2:30 PM' }));
  expect(await screen.findByRole('radiogroup', { name: 'Free times on Monday, January 7' })).toBeTruthy();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T06:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BookSlot', () => {
  it('shares nothing unless the customer ticks it', { timeout: 20_000 }, async () => {
    const fetchMock = serve();
    renderAppScreen(<BookSlot expert={expert} timeZone="Asia/Kolkata" />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await chooseNextFreeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Book consultation' }));
    expect(await screen.findByText('Your consultation is booked')).toBeTruthy();
    expect(bookingBody(fetchMock)).toEqual({ expertId: 'expert-1', startsAt: slot, paymentMethod: 'pay_at_visit' });
    expect(screen.queryByText(/You share your/)).toBeNull();
  });

  it('shares what was ticked with the booked expert and says how to stop', { timeout: 20_000 }, async () => {
    const fetchMock = serve();
    renderAppScreen(<BookSlot expert={expert} timeZone="Asia/Kolkata" />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'My assessments' }));
    await chooseNextFreeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Book consultation' }));
    expect(await screen.findByText('You share your assessments with Dr. Ananya Sharma. You can stop sharing at any time in your profile.')).toBeTruthy();
    await waitFor(() =>
      expect(bookingBody(fetchMock)).toEqual({ expertId: 'expert-1', startsAt: slot, paymentMethod: 'pay_at_visit', shareWithExpert: ['assessments'] }),
    );
  });

  it('books from the calendar and gives the video link the practice generated', { timeout: 20_000 }, async () => {
    const fetchMock = serve({ joinUrl: 'https://meet.jit.si/guardians-c-1' });
    renderAppScreen(<BookSlot expert={expert} timeZone="Asia/Kolkata" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Monday, January 7, 1 free time' }));
    fireEvent.click(screen.getByLabelText('2:30 PM your time (IST), as in Kolkata'));
    fireEvent.click(screen.getByRole('button', { name: 'Book consultation' }));
    expect(await screen.findByText('Your consultation is booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'join link' }).getAttribute('href')).toBe('https://meet.jit.si/guardians-c-1');
    expect(bookingBody(fetchMock)).toEqual({ expertId: 'expert-1', startsAt: slot, paymentMethod: 'pay_at_visit' });
  });

  it('offers paying by card when the store takes cards, and asks for the card right after booking', { timeout: 20_000 }, async () => {
    const fetchMock = serve({ cardKey: 'pk_test_1' });
    renderAppScreen(<BookSlot expert={expert} timeZone="Asia/Kolkata" />);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay now by card/ }));
    await chooseNextFreeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Book consultation' }));
    expect(await screen.findByRole('heading', { name: 'Pay for your consultation' })).toBeTruthy();
    expect(bookingBody(fetchMock)).toEqual({ expertId: 'expert-1', startsAt: slot, paymentMethod: 'card' });
    expect(screen.getByText(/The time is held for you for 30 minutes while you pay/)).toBeTruthy();
  });
});
