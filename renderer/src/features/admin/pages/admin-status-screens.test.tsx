import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPage, SystemStatus } from '@common/contracts/admin';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminAuditPage } from './admin-audit-page';
import { DebugAdminPage } from './debug-admin-page';

afterEach(() => cleanup());

const admin = () => json({ user: accountUser({ roles: ['customer', 'admin'] }) });

const status: SystemStatus = {
  database: {
    dialect: 'postgres',
    reachable: true,
    latencyMs: 1.25,
    readOnly: false,
    migrations: { count: 2, names: ['2026_11_22_001_core', '2026_11_29_110_audit_log'] },
  },
  providers: { chat: { name: 'embedded', configured: false }, voice: { name: 'elevenlabs', configured: true }, payment: { name: 'cod', configured: false } },
  jobs: {
    engine: 'bullmq',
    reachable: true,
    waiting: 3,
    active: 1,
    failed: 1,
    recentFailures: [{ id: 'job-1', name: 'mail.send', attempts: 8, error: 'Mailbox unavailable', failedAt: '2026-11-25T08:40:00.000Z' }],
  },
  mail: { engine: 'smtp' },
  version: '0.1.0',
  commit: '0123456789abcdef',
  startedAt: '2026-11-25T08:00:00.000Z',
  uptimeSeconds: 3600,
  memory: { rssBytes: 100 * 1024 * 1024, heapUsedBytes: 40 * 1024 * 1024, heapTotalBytes: 60 * 1024 * 1024 },
  requests: { total: 420, errors: 1 },
  recentErrors: [{ message: 'TypeError: cannot read …', code: 'INTERNAL_ERROR', route: 'GET /api/wallet', at: '2026-11-25T08:30:00.000Z' }],
};

function auditPage(total: number, page = 1): AuditPage {
  return {
    entries: [
      {
        id: `a${page}`,
        actor: { id: 'acc-1', email: 'ada@example.com' },
        action: 'review.rejected',
        entityType: 'review',
        entityId: 'rev-1',
        summary: `Rejected a 2-star review (page ${page})`,
        ip: null,
        at: '2026-11-24T12:00:00.000Z',
      },
    ],
    page,
    pageSize: 25,
    total,
  };
}

describe('/debug-admin', () => {
  it('shows the database, the server, the providers and the recent server errors', async () => {
    installFakeServer({ 'GET /api/auth/me': admin, 'GET /api/db-status': databaseAvailable, 'GET /api/admin/system': () => json(status) });
    renderAppScreen(<DebugAdminPage />, { path: '/debug-admin' });
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(database.textContent).toContain('PostgreSQL');
    expect(database.textContent).toContain('2 applied, the latest 2026_11_29_110_audit_log');
    const server = screen.getByRole('region', { name: 'Server' });
    expect(server.textContent).toContain('0.1.0 (0123456789ab)');
    expect(server.textContent).toContain('420 answered, 1 server errors');
    expect(server.textContent).toContain('elevenlabs (configured)');
    expect(screen.getByRole('cell', { name: 'GET /api/wallet' })).toBeTruthy();
    const jobs = screen.getByRole('region', { name: 'Jobs and mail' });
    expect(jobs.textContent).toContain('BullMQ');
    expect(jobs.textContent).toContain('3 waiting, 1 running, 1 failed');
    expect(jobs.textContent).toContain('SMTP');
    expect(screen.getByRole('cell', { name: 'Mailbox unavailable' })).toBeTruthy();
  });

  it('says when there were no server errors', async () => {
    installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/system': () => json({ ...status, recentErrors: [] }),
    });
    renderAppScreen(<DebugAdminPage />, { path: '/debug-admin' });
    expect(await screen.findByText('No server errors since this instance started.')).toBeTruthy();
  });
});

describe('/admin/audit', () => {
  it('sends the chosen filters and pages, and leaves empty ones out', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/audit': (request) => json(auditPage(60, Number(new URL(request.url, 'http://x').searchParams.get('page') ?? 1))),
    });
    renderAppScreen(<AdminAuditPage />, { path: '/admin/audit' });
    expect(await screen.findByText('Rejected a 2-star review (page 1)')).toBeTruthy();
    expect(screen.getByText('60 entries')).toBeTruthy();
    expect(fake.requestsTo('GET /api/admin/audit')[0]?.url).toBe('/api/admin/audit?page=1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'review.rejected' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Staff email or id' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(fake.requestsTo('GET /api/admin/audit').at(-1)?.url).toContain('actor=ada%40example.com'));
    expect(fake.requestsTo('GET /api/admin/audit').at(-1)?.url).toContain('action=review.rejected');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Rejected a 2-star review (page 3)')).toBeTruthy();
  });
});
