import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataDeletion, DataExport, DataExportStatusResponse } from '@common/contracts/gdpr';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { YourDataSection } from './your-data-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = () => json({ user: accountUser() });

const ready: DataExport = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'ready',
  requestedAt: '2026-11-25T08:00:00.000Z',
  readyAt: '2026-11-25T08:00:02.000Z',
  expiresAt: '2026-11-27T08:00:02.000Z',
  sizeBytes: 4096,
  downloadUrl: '/api/gdpr/export/11111111-1111-4111-8111-111111111111/download',
};

function exportStatus(current: DataExport | null, nextAllowedAt: string | null): DataExportStatusResponse {
  return { export: current, nextAllowedAt };
}

describe('YourDataSection', () => {
  it('asks for an export, shows it being prepared, then offers the download until it expires', async () => {
    let status = exportStatus(null, null);
    const server = installFakeServer({
      'GET /api/auth/me': signedIn,
      'GET /api/db-status': databaseAvailable,
      'GET /api/gdpr/deletion': () => json({ deletion: null }),
      'GET /api/gdpr/export': () => json(status),
      'POST /api/gdpr/export': () => {
        status = exportStatus({ ...ready, status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null, downloadUrl: null }, '2026-11-26T08:00:00.000Z');
        return json(status, 202);
      },
    });
    renderAppScreen(<YourDataSection user={accountUser()} onDeletionScheduled={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export my data' }, { timeout: 5_000 }));
    expect(await screen.findByText(/Preparing your export/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(server.requestsTo('POST /api/gdpr/export')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Export my data' }) as HTMLButtonElement).disabled).toBe(true);

    status = exportStatus(ready, '2026-11-26T08:00:00.000Z');
    const download = await screen.findByRole('link', { name: /Download my data \(JSON, 4\.0 KB\)/ }, { timeout: 5_000 });
    expect(download.getAttribute('href')).toBe(ready.downloadUrl);
    expect(screen.getByText(/Available until/)).toBeTruthy();
    expect(screen.getByText(/You can ask for the next export from/)).toBeTruthy();
  });

  it('says when the status cannot be loaded and tries again on request', async () => {
    let fail = true;
    installFakeServer({
      'GET /api/auth/me': signedIn,
      'GET /api/db-status': databaseAvailable,
      'GET /api/gdpr/deletion': () => json({ deletion: null }),
      'GET /api/gdpr/export': () => (fail ? json({ error: 'Not found', code: 'NOT_FOUND' }, 404) : json(exportStatus(null, null))),
    });
    renderAppScreen(<YourDataSection user={accountUser()} onDeletionScheduled={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your export status could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Export my data' })).toBeTruthy();
  });

  it('confirms deletion with the password, says what a wrong one means, and signs out once it is scheduled', async () => {
    const onDeletionScheduled = vi.fn();
    const scheduled: DataDeletion = {
      id: 'del-1',
      status: 'scheduled',
      requestedAt: '2026-11-25T08:00:00.000Z',
      scheduledFor: '2026-12-09T08:00:00.000Z',
      cancelledAt: null,
      cancelReason: null,
      completedAt: null,
    };
    const server = installFakeServer({
      'GET /api/auth/me': signedIn,
      'GET /api/db-status': databaseAvailable,
      'GET /api/gdpr/export': () => json(exportStatus(null, null)),
      'GET /api/gdpr/deletion': () => json({ deletion: null }),
      'POST /api/gdpr/deletion': (request) => {
        const { password } = JSON.parse(String(request.init.body)) as { password?: string };
        return password === 'right-password'
          ? json({ deletion: scheduled }, 202)
          : json({ error: 'That password is not right. Enter the password you sign in with.', code: 'WRONG_PASSWORD' }, 403);
      },
    });
    renderAppScreen(<YourDataSection user={accountUser()} onDeletionScheduled={onDeletionScheduled} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('14 days');
    expect(dialog.textContent).toContain('Kept without your name: your orders and wallet history');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter your password to confirm.');
    expect(server.requestsTo('POST /api/gdpr/deletion')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('That password is not right'));
    expect(onDeletionScheduled).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeletionScheduled).toHaveBeenCalledTimes(1));
    // The signed-out page is told, so it does not promise that the account's rewards are kept.
    expect(onDeletionScheduled).toHaveBeenCalledWith('2026-12-09T08:00:00.000Z');
    expect((await screen.findByText(/Your account will be deleted on December 9, 2026/)).textContent).toContain('You are being signed out');
  });

  it('asks accounts without a password for a recent sign-in instead', async () => {
    installFakeServer({
      'GET /api/auth/me': signedIn,
      'GET /api/db-status': databaseAvailable,
      'GET /api/gdpr/export': () => json(exportStatus(null, null)),
      'GET /api/gdpr/deletion': () => json({ deletion: null }),
    });
    renderAppScreen(<YourDataSection user={accountUser({ authProvider: 'firebase' })} onDeletionScheduled={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText(/Your password/)).toBeNull();
    expect(dialog.textContent).toContain('at most 5 minutes old');
  });

  it('tells a person who signed in again that their deletion was cancelled', async () => {
    const cancelledAt = new Date(Date.now() - 60_000).toISOString();
    installFakeServer({
      'GET /api/auth/me': signedIn,
      'GET /api/db-status': databaseAvailable,
      'GET /api/gdpr/export': () => json(exportStatus(null, null)),
      'GET /api/gdpr/deletion': () =>
        json({
          deletion: {
            id: 'del-2',
            status: 'cancelled',
            requestedAt: '2026-11-20T08:00:00.000Z',
            scheduledFor: '2026-12-04T08:00:00.000Z',
            cancelledAt,
            cancelReason: 'signed_in',
            completedAt: null,
          },
        }),
    });
    renderAppScreen(<YourDataSection user={accountUser()} onDeletionScheduled={() => undefined} />);
    const notice = await screen.findByText(/Because you signed in again/);
    expect(notice.textContent).toContain('the deletion was cancelled and your account stays as it is');
  });
});
