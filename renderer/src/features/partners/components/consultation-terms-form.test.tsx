import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ConsultationTermsForm } from './consultation-terms-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsultationTermsForm', () => {
  it('says in the customers’ words what the terms mean and saves them', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'PUT /api/partner/consultation-terms': () =>
        json({
          availability: {
            timeZone: 'UTC',
            sessionMinutes: 30,
            bufferMinutes: 0,
            weekly: [],
            timeOff: [],
            nextSlots: [],
            meetingLinkTemplate: null,
            terms: { payAtVisit: false, freeCancellationHours: 48, lateCancellationFeePercent: 25 },
          },
        }),
      'GET /api/partner/availability': () => json({ code: 'PRACTICE_PROFILE_MISSING', message: 'No profile' }, 404),
    });
    renderAppScreen(<ConsultationTermsForm saved={{ payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 }} />);
    const form = screen.getByRole('form', { name: 'Fees and cancellations' });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Customers may pay the fee at the visit/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Free to cancel or move until (hours before)' }), { target: { value: '48' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'A later cancellation keeps (% of the fee)' }), { target: { value: '25' } });
    expect(within(form).getByText(/free until 48 hours before; after that it cannot be moved, and cancelling keeps 25% of the fee/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(server.requestsTo('PUT /api/partner/consultation-terms')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('PUT /api/partner/consultation-terms')[0]?.init.body))).toEqual({
      payAtVisit: false,
      freeCancellationHours: 48,
      lateCancellationFeePercent: 25,
    });
    expect(await within(form).findByText('Saved. Bookings made from now on follow these terms.')).toBeTruthy();
  });
});
