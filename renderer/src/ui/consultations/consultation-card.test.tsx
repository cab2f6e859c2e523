import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Consultation } from '@common/contracts/experts';
import { renderWithMantine } from '../../testing/render-with-mantine';
import { ConsultationCard } from './consultation-card';

const HOUR_MS = 3_600_000;

function consultation(overrides: Partial<Consultation>): Consultation {
  const start = Date.now() + HOUR_MS;
  return {
    id: 'c-1',
    status: 'booked',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + HOUR_MS / 2).toISOString(),
    price: 80000,
    currency: 'INR',
    notes: null,
    expert: { id: 'e-1', slug: 'dr-ananya-sharma', name: 'Dr. Ananya Sharma', profession: 'doctor', image: '' },
    createdAt: new Date().toISOString(),
    cancelledAt: null,
    joinUrl: 'https://meet.jit.si/guardians-c-1',
    payment: { method: 'pay_at_visit', status: 'at_visit', reference: null, refundedAmount: 0, cancellationFee: 0 },
    cancellation: { freeUntil: '2026-12-01T09:00:00.000Z', feeNow: 0 },
    ...overrides,
  };
}

function renderCard(booking: Consultation) {
  const noop = () => undefined;
  renderWithMantine(
    <MemoryRouter>
      <ConsultationCard
        consultation={booking}
        calendarHref="/api/consultations/c-1/calendar.ics"
        upcoming={booking.status === 'booked' && Date.parse(booking.startsAt) > Date.now()}
        rescheduling={false}
        slots={{ status: 'loading' }}
        newSlot={null}
        busy={false}
        error={null}
        onStartRescheduling={noop}
        onStopRescheduling={noop}
        onNewSlot={noop}
        onCancel={noop}
        onMove={noop}
      />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ConsultationCard', () => {
  it('offers the video link of a booking until it has ended, including while it runs', () => {
    renderCard(consultation({}));
    expect(screen.getByRole('link', { name: 'Join the video call' }).getAttribute('href')).toBe('https://meet.jit.si/guardians-c-1');
    cleanup();
    const started = Date.now() - HOUR_MS / 4;
    renderCard(consultation({ startsAt: new Date(started).toISOString(), endsAt: new Date(started + HOUR_MS / 2).toISOString() }));
    expect(screen.getByRole('link', { name: 'Join the video call' })).toBeTruthy();
  });

  it('offers no link for a cancelled or finished booking, nor one without a link', () => {
    renderCard(consultation({ status: 'cancelled', cancelledAt: new Date().toISOString() }));
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();
    cleanup();
    renderCard(consultation({ startsAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(), endsAt: new Date(Date.now() - HOUR_MS).toISOString() }));
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();
    cleanup();
    renderCard(consultation({ joinUrl: null }));
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();
  });
});
