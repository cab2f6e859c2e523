import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabOrder } from '@common/contracts/labs';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ClientLabOrders } from './client-lab-orders';

function placedOrder(): LabOrder {
  return {
    id: 'order-1',
    tests: [{ id: 'vitamin_d_25oh', name: 'Vitamin D, 25-hydroxy (total)' }],
    status: 'ordered',
    source: 'practitioner',
    lab: null,
    client: { id: 'client-1', name: 'Ada Client' },
    orderedBy: { userId: 'dr-1', name: 'Dr Devi' },
    kit: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    timeline: [{ status: 'ordered', note: null, at: '2026-11-24T10:00:00.000Z' }],
    observations: [],
    report: null,
  };
}

/** The practitioner's lab-order endpoints for client-1; `shares` says whether the client shares lab results. */
function serve(shares: boolean) {
  const orders: LabOrder[] = [];
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/db-status') return json(200, { available: true });
      if (url.pathname !== '/api/partner/clients/client-1/lab-orders') return json(404, { error: 'Not found', code: 'NOT_FOUND' });
      if (!shares) return json(403, { error: 'This client has not shared their data with you.', code: 'CONSENT_REQUIRED' });
      if (method === 'GET') return json(200, { orders });
      posted.push(JSON.parse(String(init?.body)));
      orders.unshift(placedOrder());
      return json(201, { order: orders[0] });
    }),
  );
  return posted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientLabOrders', () => {
  it('orders a Vitamin D test for a client who shares lab results, and lists it as ordered', async () => {
    const posted = serve(true);
    renderAppScreen(<ClientLabOrders clientId="client-1" clientName="Ada Client" />);
    expect(await screen.findByText('No lab test ordered yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Order lab test' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one test.');
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Vitamin D, 25-hydroxy (total) (LOINC 62292-8)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order lab test' }));
    expect((await screen.findByRole('status')).textContent).toContain('Ordered: Vitamin D, 25-hydroxy (total).');
    expect(posted).toEqual([{ tests: ['vitamin_d_25oh'] }]);
    const list = await screen.findByRole('list', { name: 'Lab tests ordered' });
    expect(within(list).getByText('Ordered')).toBeTruthy();
  });

  it('says the client does not share lab results and offers no order form', async () => {
    serve(false);
    renderAppScreen(<ClientLabOrders clientId="client-1" clientName="Ada Client" />);
    expect(await screen.findByText(/Ada Client does not share lab results with you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order lab test' })).toBeNull();
  });
});
