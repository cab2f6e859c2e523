import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KpiFigures, KpiReport } from '@common/contracts/admin-kpis';
import { daysInRange, kpiPeriod, previousRange } from '@common/kpi-range';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { STORAGE_KEYS } from '../../../platform/storage-keys';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminStrategyDashboardPage } from './admin-strategy-dashboard-page';

const admin = () => json({ user: accountUser({ roles: ['customer', 'support'] }) });

function figures(orders: number): KpiFigures {
  return {
    signUps: 2,
    activeCustomers: 5,
    assessments: { total: 1, byType: [{ type: 'full', count: 1 }] },
    orders,
    revenue: orders === 0 ? [] : [{ currency: 'INR', amount: orders * 10_000, orders, averageOrderValue: 10_000 }],
    coins: { issued: 100, redeemed: 20, outstanding: 480 },
    chat: { messages: 3, triage: { none: 2, caution: 1, check: 0, urgent: 0, emergency: 0, crisis: 0, notRecorded: 0 } },
    consultations: { booked: 1, completed: 1, noShow: 0 },
    labOrders: 0,
  };
}

/** A report whose order count is the number of days asked for, so a new range shows new figures. */
function reportFor(url: string): KpiReport {
  const query = new URL(url, 'http://x').searchParams;
  const range = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const timeZone = query.get('tz') ?? 'UTC';
  const period = kpiPeriod(range, timeZone);
  const before = kpiPeriod(previousRange(range), timeZone);
  const days = daysInRange(range);
  const asRange = (value: typeof period) => ({ from: value.from, to: value.to, days: value.days.length, fromAt: value.fromAt, beforeAt: value.beforeAt });
  return {
    timeZone,
    range: asRange(period),
    previousRange: asRange(before),
    current: figures(days),
    previous: figures(Math.floor(days / 2)),
    series: period.days.map((day) => ({ date: day.date, orders: 1, signUps: 0, revenue: [{ currency: 'INR', amount: 10_000 }] })),
    topProducts: [{ productId: 'p1', name: 'Alpha Tonic', currency: 'INR', units: days, revenue: days * 10_000 }],
  };
}

function kpiServer() {
  return installFakeServer({
    'GET /api/auth/me': admin,
    'GET /api/db-status': databaseAvailable,
    'GET /api/admin/kpis': (request) => json(reportFor(request.url)),
  });
}

const orderCard = () => screen.getByTestId('kpi-value-orders').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T20:00:00.000Z'));
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Charts load on first use and jsdom renders Mantine slowly on two shared cores: each test gets room.
describe('/admin-strategy-dashboard', { timeout: 20_000 }, () => {
  it('asks for the last 28 days with the previous period, then redraws the cards for each preset chosen', async () => {
    const fake = kpiServer();
    renderAppScreen(<AdminStrategyDashboardPage />, { path: '/admin-strategy-dashboard' });
    await waitFor(() => expect(orderCard()).toBe('28'));
    expect(fake.requestsTo('GET /api/admin/kpis')[0]?.url).toBe('/api/admin/kpis?from=2026-02-16&to=2026-03-15&compare=previous&tz=UTC');
    // 28 orders against 14 before.
    expect(screen.getByRole('region', { name: 'Orders' }).textContent).toContain('+100% (was 14)');
    expect(screen.getByRole('cell', { name: 'Alpha Tonic' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/kpis.csv?from=2026-02-16&to=2026-03-15&compare=previous&tz=UTC',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), { target: { value: '7d' } });
    await waitFor(() => expect(orderCard()).toBe('7'));
    expect(fake.requestsTo('GET /api/admin/kpis').at(-1)?.url).toBe('/api/admin/kpis?from=2026-03-09&to=2026-03-15&compare=previous&tz=UTC');
    expect(screen.getByTestId('kpi-report').getAttribute('data-range')).toBe('2026-03-09 to 2026-03-15 (UTC)');
    // The chart (loaded on first use) is drawn again for the new range.
    const chart = await screen.findByRole('img', { name: 'Orders and sign-ups per day, 2026-03-09 to 2026-03-15 (UTC)' }, { timeout: 8_000 });
    expect(chart.getAttribute('data-days')).toBe('7');

    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), { target: { value: 'last-month' } });
    await waitFor(() => expect(orderCard()).toBe('28'));
    expect(fake.requestsTo('GET /api/admin/kpis').at(-1)?.url).toContain('from=2026-02-01&to=2026-02-28');

    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), { target: { value: 'year' } });
    await waitFor(() => expect(fake.requestsTo('GET /api/admin/kpis').at(-1)?.url).toContain('from=2026-01-01&to=2026-03-15'));
    await waitFor(() => expect(orderCard()).toBe('74'));
  });

  it('says that sign-ups and active customers count real customers only', async () => {
    kpiServer();
    renderAppScreen(<AdminStrategyDashboardPage />, { path: '/admin-strategy-dashboard' });
    await screen.findByTestId('kpi-value-sign_ups');
    expect(screen.getByText(/^Real customers only: accounts the store seeded/).textContent).toContain(
      'demo visitors, staff, practitioners, labs and brand partners are not counted',
    );
  });

  it('starts "today" at midnight in the remembered zone: 20:00 UTC is already the next day in Kolkata', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminKpiTimeZone.key, 'Asia/Kolkata');
    const fake = kpiServer();
    renderAppScreen(<AdminStrategyDashboardPage />, { path: '/admin-strategy-dashboard' });
    await screen.findByTestId('kpi-value-orders');
    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), { target: { value: 'today' } });
    await waitFor(() =>
      expect(fake.requestsTo('GET /api/admin/kpis').at(-1)?.url).toBe('/api/admin/kpis?from=2026-03-16&to=2026-03-16&compare=previous&tz=Asia%2FKolkata'),
    );
    await waitFor(() => expect(orderCard()).toBe('1'));
  });

  it('ignores a remembered zone that is not an IANA zone and reads UTC', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminKpiTimeZone.key, 'Nowhere/Land');
    const fake = kpiServer();
    renderAppScreen(<AdminStrategyDashboardPage />, { path: '/admin-strategy-dashboard' });
    await screen.findByTestId('kpi-value-orders');
    expect(fake.requestsTo('GET /api/admin/kpis')[0]?.url).toContain('tz=UTC');
  });

  it('reads a custom range once both dates make one, and says what is wrong until then', async () => {
    const fake = kpiServer();
    renderAppScreen(<AdminStrategyDashboardPage />, { path: '/admin-strategy-dashboard' });
    await screen.findByTestId('kpi-value-orders');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(orderCard()).toBe('6'));
    expect(fake.requestsTo('GET /api/admin/kpis').at(-1)?.url).toContain('from=2026-03-10&to=2026-03-15');
    expect((screen.getByRole('combobox', { name: 'Range' }) as HTMLSelectElement).value).toBe('custom');

    const asked = fake.requestsTo('GET /api/admin/kpis').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect((await screen.findByRole('alert')).textContent).toContain('The first day must not be after the last day.');
    expect(fake.requestsTo('GET /api/admin/kpis')).toHaveLength(asked);
  });

  it('shows the server’s sentence and a way to try again when the KPIs cannot be read', async () => {
    let fail = true;
    installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/kpis': (request) =>
        fail ? json({ error: 'The database is busy. Try again in a moment.', code: 'SERVICE_UNAVAILABLE' }, 503) : json(reportFor(request.url)),
    });
    renderAppScreen(<AdminStrategyDashboardPage />, { path: '/admin-strategy-dashboard' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('The KPIs could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(orderCard()).toBe('28'));
  });
});
