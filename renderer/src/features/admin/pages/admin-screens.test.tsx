import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminHome, AuditEntry } from '@common/contracts/admin';
import type { Order } from '@common/contracts/orders';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminOrdersPage } from './admin-orders-page';
import { AdminPage } from './admin-page';
import { testOrder } from '../../../testing/test-order';

afterEach(() => cleanup());

const staff = () => json({ user: accountUser({ roles: ['customer', 'support'], email: 'sam@guardians.example' }) });

const entry: AuditEntry = {
  id: 'a1',
  actor: { id: 'acc-1', email: 'sam@guardians.example' },
  action: 'order.status_changed',
  entityType: 'order',
  entityId: 'ord-12345678',
  summary: 'Order ord-1234: Paid → Packed',
  ip: '203.0.113.7',
  at: '2026-11-25T09:30:00.000Z',
};

const home: AdminHome = {
  todo: { productsAwaitingVerification: 3, reviewsAwaitingModeration: 2, ordersToPack: 5, dataRequestsOpen: 0 },
  today: { date: '2026-11-25', orders: 7, revenue: [{ currency: 'INR', amount: 1_234_500 }], signUps: 4 },
  latestAudit: [entry],
};

function order(status: Order['status']): Order {
  return testOrder({ status });
}

describe('/admin', () => {
  it("shows the to-dos, today's figures and the latest audit entries", async () => {
    installFakeServer({ 'GET /api/auth/me': staff, 'GET /api/db-status': databaseAvailable, 'GET /api/admin/home': () => json(home) });
    renderAppScreen(<AdminPage />, { path: '/admin' });
    const toPack = await screen.findByRole('region', { name: 'Orders to pack' });
    expect(toPack.textContent).toContain('5');
    expect(screen.getByRole('region', { name: 'Products awaiting verification' }).textContent).toContain('3');
    expect(screen.getByRole('region', { name: 'Revenue today' }).textContent).toContain('12,345');
    expect(screen.getByRole('region', { name: 'Sign-ups today' }).textContent).toContain('4');
    expect(screen.getByText('Order ord-1234: Paid → Packed')).toBeTruthy();
  });

  it('says so when the home cannot be loaded', async () => {
    installFakeServer({
      'GET /api/auth/me': staff,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/home': () => json({ error: 'This page is for Administrator or Support accounts.', code: 'FORBIDDEN' }, 403),
    });
    renderAppScreen(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('/admin/orders', () => {
  it('filters by status from the address, opens an order and moves it along its lifecycle', async () => {
    let current = order('pending_payment');
    const fake = installFakeServer({
      'GET /api/auth/me': staff,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/orders': () => json({ orders: [current] }),
      'POST /api/admin/orders/ord-12345678/status': () => {
        current = { ...order('packed'), timeline: [...current.timeline, { status: 'packed', note: 'Box 12', at: '2026-11-25T10:00:00.000Z' }] };
        return json({ order: current });
      },
    });
    renderAppScreen(<AdminOrdersPage />, { path: '/admin/orders?status=pending_payment' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open order ord-1234' }));
    expect(fake.requestsTo('GET /api/admin/orders')[0]?.url).toContain('status=pending_payment');

    const detail = screen.getByRole('region', { name: 'Order ord-1234' });
    // A cash-on-delivery order waiting for payment may be paid, packed or cancelled.
    expect(
      within(detail)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark paid', 'Mark packed', 'Mark cancelled']);
    fireEvent.change(within(detail).getByRole('textbox', { name: /Note for the customer/ }), { target: { value: 'Box 12' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark packed' }));

    await waitFor(() => expect(fake.requestsTo('POST /api/admin/orders/ord-12345678/status')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('POST /api/admin/orders/ord-12345678/status')[0]?.init?.body))).toEqual({ status: 'packed', note: 'Box 12' });
    expect(await screen.findByRole('heading', { name: 'Order ord-1234 · Packed' })).toBeTruthy();
  });

  it('shows the server refusal of a move as an alert', async () => {
    installFakeServer({
      'GET /api/auth/me': staff,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/orders': () => json({ orders: [order('paid')] }),
      'POST /api/admin/orders/ord-12345678/status': () =>
        json({ error: 'Someone else changed this order at the same moment. Reload it and try again.', code: 'ORDER_STATUS_CONFLICT' }, 409),
    });
    renderAppScreen(<AdminOrdersPage />, { path: '/admin/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open order ord-1234' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed this order');
  });

  it('says when no order matches', async () => {
    installFakeServer({ 'GET /api/auth/me': staff, 'GET /api/db-status': databaseAvailable, 'GET /api/admin/orders': () => json({ orders: [] }) });
    renderAppScreen(<AdminOrdersPage />, { path: '/admin/orders?email=nobody' });
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
  });
});
