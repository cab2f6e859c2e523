import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CareClient, CareClientRecordResponse } from '@common/contracts/care';
import type { PlanRefill } from '@common/contracts/protocols';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ClientsPanel } from './clients-panel';

const client = (id: string, name: string, scopes: CareClient['scopes'] = ['orders']): CareClient => ({
  id,
  name,
  email: `${id}@example.com`,
  scopes,
  consentedAt: '2026-11-20T09:00:00.000Z',
});
const ada = client('u-ada', 'Ada Lovelace');
const mary = client('u-mary', 'Mary Somerville');
const grace = client('u-grace', 'Grace Hopper');
const emmy = client('u-emmy', 'Emmy Noether', ['assessments']);

const refill = (clientId: string, fields: Partial<PlanRefill>): PlanRefill => ({
  clientId,
  planId: `plan-${clientId}`,
  planTitle: 'Heart basics',
  planSentAt: '2026-11-01T09:00:00.000Z',
  status: 'supplied',
  nextDeliveryAt: null,
  cadenceDays: null,
  lastOrderAt: null,
  suppliedUntil: null,
  ...fields,
});
const lapsed = refill('u-ada', { status: 'lapsed', lastOrderAt: '2026-11-02T09:00:00.000Z', suppliedUntil: '2026-12-02T09:00:00.000Z' });
const subscribed = refill('u-mary', { status: 'subscribed', cadenceDays: 60, nextDeliveryAt: '2027-01-04T09:00:00.000Z' });

const record = (who: CareClient): CareClientRecordResponse => ({ client: who, assessments: null, orders: [], labResults: null, consultations: [] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientsPanel plan refills', () => {
  it('says per client whether the plan refills lapsed, filters to those, and says so in the opened record', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/partner/clients': () => json({ clients: [ada, mary, grace, emmy] }),
      'GET /api/partner/plan-refills': () => json({ refills: [lapsed, subscribed] }),
      'GET /api/partner/clients/u-ada': () => json(record(ada)),
    });
    renderAppScreen(<ClientsPanel clientTools={(who) => <p>Send a plan to {who.name}</p>} />);
    const table = await screen.findByRole('table');
    const row = (name: string) =>
      within(table)
        .getByRole('button', { name: `Open ${name}` })
        .closest('tr') as HTMLElement;
    expect(await within(row('Ada Lovelace')).findByText('Refills lapsed')).toBeTruthy();
    expect(within(row('Ada Lovelace')).getByText(/^Heart basics · Ran out 2 Dec 2026 · no order since$/)).toBeTruthy();
    expect(within(row('Mary Somerville')).getByText('Subscribed')).toBeTruthy();
    expect(within(row('Mary Somerville')).getByText(/Every 60 days · next order 4 Jan 2027/)).toBeTruthy();
    expect(within(row('Grace Hopper')).getByText('No plan from you')).toBeTruthy();
    expect(within(row('Emmy Noether')).getByText('Orders not shared')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Refills lapsed (1)' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('button', { name: /^Open / })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Open Ada Lovelace' }));
    const opened = await screen.findByRole('region', { name: "Ada Lovelace's record" });
    expect(within(opened).getByText(/The supply of “Heart basics” ran out on 2 Dec 2026/)).toBeTruthy();
    expect(screen.getByText('Send a plan to Ada Lovelace')).toBeTruthy();
  });

  it('says when no refill lapsed, with the way back to every client', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/partner/clients': () => json({ clients: [mary] }),
      'GET /api/partner/plan-refills': () => json({ refills: [subscribed] }),
    });
    renderAppScreen(<ClientsPanel />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Refills lapsed (0)' }));
    expect(await screen.findByText('No client’s plan refills have lapsed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all clients' }));
    expect(await screen.findByRole('button', { name: 'Open Mary Somerville' })).toBeTruthy();
  });

  it('still lists the clients when the refills cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/partner/clients': () => json({ clients: [ada] }),
      'GET /api/partner/plan-refills': () => (fail ? json({ error: 'Not allowed', code: 'FORBIDDEN' }, 403) : json({ refills: [lapsed] })),
    });
    renderAppScreen(<ClientsPanel />);
    expect(await screen.findByText('Plan refills not shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Ada Lovelace' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Refills lapsed')).toBeTruthy();
    expect(server.requestsTo('GET /api/partner/plan-refills').length).toBeGreaterThanOrEqual(2);
  });
});
