import { cleanup, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@common/roles';
import { fitsSignInGroup } from '../identity/role-landing';
import type { Session } from '../identity/session-context';
import { SessionContext } from '../identity/session-context';
import { SignOutProgress, SignOutProgressContext } from '../identity/sign-out-in-progress';
import { accountUser } from '../testing/account-user';
import { renderWithMantine } from '../testing/render-with-mantine';
import { AdminRouteGuard } from './admin-route-guard';

function signedIn(...roles: Role[]): Session {
  return { status: 'ready', user: accountUser({ roles: ['customer', ...roles] }), hasDemoMarker: false, checkFailed: false };
}

function renderAdminPage(session: Session, path = '/admin/orders?status=paid') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Store</h1> },
      { path: '/admin-login', element: <h1>Admin Sign In</h1> },
      {
        element: <AdminRouteGuard />,
        children: [
          { path: '/admin', element: <h1>Admin</h1> },
          { path: '/admin/orders', element: <h1>Orders</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <SignOutProgressContext.Provider value={new SignOutProgress()}>
          <RouterProvider router={router} />
        </SignOutProgressContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('AdminRouteGuard', () => {
  it('shows a spinner while the sign-in is being checked', () => {
    renderAdminPage({ status: 'loading', user: null, hasDemoMarker: false, checkFailed: false });
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each([['admin'], ['support']] as const)('opens the page for %s', (role) => {
    renderAdminPage(signedIn(role));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
  });

  it('sends a signed-out visitor to /admin-login and remembers the page to return to', async () => {
    const router = renderAdminPage({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: false });
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(sessionStorage.getItem('authRedirectTo')).toBe('/admin/orders?status=paid');
  });

  it.each([['customer'], ['brand_partner'], ['doctor']] as const)("shows 'Not allowed' with the way home to a %s", (role) => {
    renderAdminPage(signedIn(role));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not allowed');
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
  });

  it('lets the admin sign-in return to a remembered admin page, but not to its own sign-in or setup or a customer page', () => {
    expect(fitsSignInGroup('admin', '/admin/orders?status=paid')).toBe(true);
    expect(fitsSignInGroup('admin', '/debug-admin')).toBe(true);
    expect(fitsSignInGroup('admin', '/admin')).toBe(true);
    expect(fitsSignInGroup('admin', '/admin-login')).toBe(false);
    expect(fitsSignInGroup('admin', '/admin-setup')).toBe(false);
    expect(fitsSignInGroup('admin', '/profile')).toBe(false);
  });

  it('offers to try again, and sends nobody to the sign-in, when the server could not be asked who is signed in', () => {
    const router = renderAdminPage({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: true });
    expect(screen.getByRole('alert').textContent).toContain('We could not check your sign-in');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
  });
});
