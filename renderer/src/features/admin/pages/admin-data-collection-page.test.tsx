import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentLedgerEntry, ConsentLedgerPage, DataRequestsPage } from '@common/contracts/gdpr';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminDataCollectionPage } from './admin-data-collection-page';

afterEach(() => cleanup());

const staff = () => json({ user: accountUser({ roles: ['customer', 'support'], email: 'sam@guardians.example' }) });

const cookieEntry: ConsentLedgerEntry = {
  id: 'c1',
  source: 'cookie',
  type: 'marketing',
  status: 'granted',
  at: '2026-11-25T09:30:00.000Z',
  userId: 'u1',
  email: 'ada@example.com',
  detail: 'cookie_banner',
  ip: '203.0.113.7',
};
const careEntry: ConsentLedgerEntry = {
  id: 'k1:withdrawn',
  source: 'care',
  type: 'care',
  status: 'withdrawn',
  at: '2026-11-24T09:30:00.000Z',
  userId: 'u2',
  email: 'bea@example.com',
  detail: 'Practitioner dr@example.com: assessments',
  ip: null,
};

const requests: DataRequestsPage = {
  requests: [
    {
      id: 'r1',
      kind: 'deletion',
      status: 'scheduled',
      userId: 'u3',
      email: 'cy@example.com',
      requestedAt: '2026-11-25T08:00:00.000Z',
      readyAt: null,
      expiresAt: null,
      scheduledFor: '2026-12-09T08:00:00.000Z',
      completedAt: null,
      cancelledAt: null,
      cancelReason: null,
    },
  ],
  page: 1,
  pageSize: 25,
  total: 1,
};

describe('/admin-data-collection', () => {
  it('shows the consent ledger, filters it on the server, and links the CSV of the same filter', async () => {
    const server = installFakeServer({
      'GET /api/auth/me': staff,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/consents': (request) => {
        const type = new URL(request.url, 'http://localhost').searchParams.get('type');
        const entries = type === 'care' ? [careEntry] : [cookieEntry, careEntry];
        const page: ConsentLedgerPage = { entries, page: 1, pageSize: 25, total: entries.length };
        return json(page);
      },
      'GET /api/admin/data-requests': () => json(requests),
    });
    renderAppScreen(<AdminDataCollectionPage />, { path: '/admin-data-collection' });
    // Generous waits: the suite shares two cores with other work, and each filter change is a new request.
    const ledger = await screen.findByRole('region', { name: 'Consent ledger' }, { timeout: 5_000 });
    expect(await within(ledger).findByText('ada@example.com', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(ledger).getByRole('cell', { name: 'Cookies: marketing' })).toBeTruthy();
    expect(within(ledger).getByText('Practitioner dr@example.com: assessments')).toBeTruthy();
    expect(within(ledger).getByText('2 records')).toBeTruthy();

    fireEvent.change(within(ledger).getByLabelText('Consent'), { target: { value: 'care' } });
    fireEvent.change(within(ledger).getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(within(ledger).getByText('1 record')).toBeTruthy(), { timeout: 5_000 });
    const last = server.requestsTo('GET /api/admin/consents').at(-1);
    expect(last?.url).toContain('type=care');
    expect(last?.url).toContain('from=2026-11-01');
    expect(within(ledger).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/admin/consents.csv?type=care&from=2026-11-01');

    const dataRequests = screen.getByRole('region', { name: 'Data requests' });
    expect(await within(dataRequests).findByText('cy@example.com', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(dataRequests).getByText('Erasure on 2026-12-09 08:00')).toBeTruthy();
  });

  it('says plainly when nothing matches and when a list cannot be loaded', async () => {
    installFakeServer({
      'GET /api/auth/me': staff,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/consents': () => json({ entries: [], page: 1, pageSize: 25, total: 0 }),
      'GET /api/admin/data-requests': () => json({ error: 'This page is for administrator accounts.', code: 'FORBIDDEN' }, 403),
    });
    renderAppScreen(<AdminDataCollectionPage />, { path: '/admin-data-collection' });
    expect(await screen.findByText('No consent records match these filters.')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The data requests could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
