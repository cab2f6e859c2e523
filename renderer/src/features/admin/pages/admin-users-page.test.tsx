import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserSummary } from '@common/contracts/admin-users';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminUsersPage } from './admin-users-page';

afterEach(() => cleanup());

/** The first screen of a file waits for its lazy imports and the session on a busy machine. */
const patience = { timeout: 10_000 };

const signedIn = (roles: AccountUserRoles) => () => json({ user: accountUser({ id: 'admin-1', roles, email: 'ada@guardians.example' }) });
type AccountUserRoles = ReturnType<typeof accountUser>['roles'];

const asha: AdminUserSummary = {
  id: 'u-asha',
  email: 'asha@example.com',
  displayName: 'Asha Rao',
  roles: ['customer'],
  authProvider: 'simple',
  isDemo: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  disabled: false,
};

function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...asha,
    signInMethods: ['password', 'google'],
    lastSignInAt: '2026-11-25T09:30:00.000Z',
    disabledAt: null,
    disabledBy: null,
    disabledReason: null,
    orderCount: 3,
    ...overrides,
  };
}

function page(users: AdminUserSummary[], total = users.length) {
  return json({ users, page: 1, pageSize: 25, total });
}

// Generous: the first test pays for Mantine's and the page's imports, on two cores shared with other work.
describe('/admin/users', { timeout: 15_000 }, () => {
  it('searches from the address, opens an account with its facts, and grants a partner role', async () => {
    let current = detail();
    const fake = installFakeServer({
      'GET /api/auth/me': signedIn(['admin']),
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/users': () => page([asha]),
      'GET /api/admin/users/u-asha': () => json({ user: current }),
      'PUT /api/admin/users/u-asha/roles/nutritionist': () => {
        current = detail({ roles: ['customer', 'nutritionist'] });
        return json({ user: current });
      },
    });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users?q=asha' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Asha Rao' }, patience));
    expect(fake.requestsTo('GET /api/admin/users')[0]?.url).toContain('q=asha');

    const panel = await screen.findByRole('region', { name: 'Account of Asha Rao' }, patience);
    expect(panel.textContent).toContain('Password, Google');
    expect(panel.textContent).toContain('2026-11-25 09:30 UTC');
    expect(within(panel).getByText('3')).toBeTruthy();
    const roles = within(panel).getByRole('group', { name: 'Partner roles' });
    const nutritionist = within(roles).getByRole('checkbox', { name: 'Nutritionist' });
    expect((nutritionist as HTMLInputElement).checked).toBe(false);
    fireEvent.click(nutritionist);
    await waitFor(() => expect(fake.requestsTo('PUT /api/admin/users/u-asha/roles/nutritionist')).toHaveLength(1));
    await waitFor(() => expect((within(roles).getByRole('checkbox', { name: 'Nutritionist' }) as HTMLInputElement).checked).toBe(true));
  });

  it('disables an account only with a reason and after a confirmation', async () => {
    let current = detail();
    const fake = installFakeServer({
      'GET /api/auth/me': signedIn(['admin']),
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/users': () => page([{ ...asha, disabled: current.disabled }]),
      'GET /api/admin/users/u-asha': () => json({ user: current }),
      'POST /api/admin/users/u-asha/disable': () => {
        current = detail({
          disabled: true,
          disabledAt: '2026-11-26T01:00:00.000Z',
          disabledBy: { id: 'admin-1', email: 'ada@guardians.example' },
          disabledReason: 'Chargeback fraud',
        });
        return json({ user: current });
      },
    });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users?user=u-asha' });
    const panel = await screen.findByRole('region', { name: 'Account of Asha Rao' }, patience);
    // The controls follow the signed-in account's roles, which may arrive after the account shown.
    fireEvent.click(await within(panel).findByRole('button', { name: 'Disable account' }, patience));
    expect(within(panel).getByText('Say in a few words why the account is disabled.')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: /Reason for disabling/ }), { target: { value: 'Chargeback fraud' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Disable account' }));
    const confirm = within(panel).getByRole('group', { name: 'Confirm disabling' });
    expect(confirm.textContent).toContain('Every session ends at once');
    expect(fake.requestsTo('POST /api/admin/users/u-asha/disable')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, disable' }));

    await waitFor(() => expect(fake.requestsTo('POST /api/admin/users/u-asha/disable')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('POST /api/admin/users/u-asha/disable')[0]?.init.body))).toEqual({ reason: 'Chargeback fraud' });
    expect(await within(panel).findByText('This account is disabled', undefined, patience)).toBeTruthy();
    expect(panel.textContent).toContain('by ada@guardians.example: Chargeback fraud');
    expect(within(panel).getByRole('button', { name: 'Enable account' })).toBeTruthy();
  });

  it('shows support the account without any control that changes it, and no invitation form', async () => {
    installFakeServer({
      'GET /api/auth/me': signedIn(['support']),
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/users': () => page([asha]),
      'GET /api/admin/users/u-asha': () => json({ user: detail() }),
    });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users?user=u-asha' });
    const panel = await screen.findByRole('region', { name: 'Account of Asha Rao' }, patience);
    expect(within(panel).getByText('Only administrators change roles or disable accounts.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Disable account' })).toBeNull();
    for (const box of within(panel).getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('form', { name: 'Invite a partner' })).toBeNull();
  });

  it('keeps an admin from disabling their own account', async () => {
    installFakeServer({
      'GET /api/auth/me': signedIn(['admin']),
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/users': () => page([]),
      'GET /api/admin/users/admin-1': () => json({ user: detail({ id: 'admin-1', displayName: 'Ada', roles: ['admin'] }) }),
    });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users?user=admin-1' });
    const panel = await screen.findByRole('region', { name: 'Account of Ada' }, patience);
    expect(await within(panel).findByText('This is your own account: you cannot disable it here.', undefined, patience)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('creates an invitation and shows its link once, with a copy button', async () => {
    const link = 'http://localhost/partner/accept-invitation?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const fake = installFakeServer({
      'GET /api/auth/me': signedIn(['admin']),
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/users': () => page([asha]),
      'POST /api/admin/partner-invitations': () =>
        json(
          {
            invitation: {
              id: 'inv-1',
              email: 'nadia@example.com',
              role: 'doctor',
              createdAt: '2026-11-26T01:00:00.000Z',
              expiresAt: '2026-12-03T01:00:00.000Z',
            },
            link,
          },
          201,
        ),
    });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users' });
    const form = await screen.findByRole('form', { name: 'Invite a partner' }, patience);
    fireEvent.change(within(form).getByRole('textbox', { name: /Partner's email/ }), { target: { value: ' nadia@example.com ' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Role' }), { target: { value: 'doctor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create invitation link' }));
    await waitFor(() => expect(fake.requestsTo('POST /api/admin/partner-invitations')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('POST /api/admin/partner-invitations')[0]?.init.body))).toEqual({ email: 'nadia@example.com', role: 'doctor' });
    const shown = await screen.findByRole('textbox', { name: 'Invitation link' }, patience);
    expect((shown as HTMLInputElement).value).toBe(link);
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite someone else' }));
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });

  it('lists the accounts as cards on a phone', async () => {
    const original = window.matchMedia;
    // A phone-wide screen: only the max-width query matches.
    window.matchMedia = (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    try {
      installFakeServer({ 'GET /api/auth/me': signedIn(['admin']), 'GET /api/db-status': databaseAvailable, 'GET /api/admin/users': () => page([asha]) });
      renderAppScreen(<AdminUsersPage />, { path: '/admin/users' });
      const list = await screen.findByRole('list', { name: 'Accounts found' }, patience);
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(list).getByRole('button', { name: 'Open Asha Rao' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('says when nothing matches, and offers to try again when the search fails', async () => {
    installFakeServer({ 'GET /api/auth/me': signedIn(['admin']), 'GET /api/db-status': databaseAvailable, 'GET /api/admin/users': () => page([]) });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users?q=nobody' });
    expect(await screen.findByText(/No account matches “nobody”/, undefined, patience)).toBeTruthy();
    cleanup();

    let calls = 0;
    installFakeServer({
      'GET /api/auth/me': signedIn(['admin']),
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/users': () => {
        calls += 1;
        return calls === 1 ? json({ error: 'A bad filter.', code: 'VALIDATION_FAILED' }, 400) : page([asha]);
      },
    });
    renderAppScreen(<AdminUsersPage />, { path: '/admin/users' });
    const alert = await screen.findByRole('alert', undefined, patience);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open Asha Rao' }, patience)).toBeTruthy();
  });
});
