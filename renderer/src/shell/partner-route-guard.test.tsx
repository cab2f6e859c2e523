import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@common/roles';
import { accountUser } from '../testing/account-user';
import { renderWithMantine } from '../testing/render-with-mantine';
import type { Session } from '../identity/session-context';
import { SessionContext } from '../identity/session-context';
import { SignOutProgress, SignOutProgressContext } from '../identity/sign-out-in-progress';
import { PartnerRouteGuard } from './partner-route-guard';

function signedIn(...roles: Role[]): Session {
  return { status: 'ready', user: accountUser({ roles: ['customer', ...roles] }), hasDemoMarker: false, checkFailed: false };
}

function renderDoctorDashboard(session: Session, signOutProgress = new SignOutProgress()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Store</h1> },
      { path: '/partner/login', element: <h1>Partner sign-in</h1> },
      { path: '/partner/doctor-dashboard', element: <PartnerRouteGuard role="doctor" />, children: [{ index: true, element: <h1>Doctor Dashboard</h1> }] },
      { path: '/partner/lab-dashboard', element: <PartnerRouteGuard role="lab" />, children: [{ index: true, element: <h1>Lab Dashboard</h1> }] },
      {
        path: '/partner/nutritionist-dashboard',
        element: <PartnerRouteGuard role="nutritionist" />,
        children: [{ index: true, element: <h1>Nutritionist Dashboard</h1> }],
      },
    ],
    { initialEntries: ['/partner/doctor-dashboard?tab=clients'] },
  );
  renderWithMantine(
    <SessionContext.Provider value={session}>
      <SignOutProgressContext.Provider value={signOutProgress}>
        <RouterProvider router={router} />
      </SignOutProgressContext.Provider>
    </SessionContext.Provider>,
  );
  return router;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('PartnerRouteGuard', () => {
  it('shows a spinner and no dashboard while the sign-in is being checked', () => {
    const router = renderDoctorDashboard({ status: 'loading', user: null, hasDemoMarker: false, checkFailed: false });
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/partner/doctor-dashboard');
  });

  it('shows the dashboard to an account holding its role', () => {
    renderDoctorDashboard(signedIn('doctor'));
    expect(screen.getByRole('heading', { name: 'Doctor Dashboard' })).toBeTruthy();
  });

  it('sends a signed-out visitor to the partner sign-in and remembers the page for after it', async () => {
    const router = renderDoctorDashboard({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: false });
    expect(await screen.findByRole('heading', { name: 'Partner sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partner/login');
    expect(sessionStorage.getItem('authRedirectTo')).toBe('/partner/doctor-dashboard?tab=clients');
  });

  it('treats a demo marker without an account as signed out', async () => {
    renderDoctorDashboard({ status: 'ready', user: null, hasDemoMarker: true, checkFailed: false });
    expect(await screen.findByRole('heading', { name: 'Partner sign-in' })).toBeTruthy();
  });

  it.each([
    ['lab', 'Lab Dashboard', '/partner/lab-dashboard'],
    ['nutritionist', 'Nutritionist Dashboard', '/partner/nutritionist-dashboard'],
  ] as const)('sends a %s to their own dashboard', async (role, heading, path) => {
    const router = renderDoctorDashboard(signedIn(role));
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([[[]], [['brand_partner']], [['admin']]] as const)(
    'says "Not allowed" with a way home to an account with roles %j besides customer',
    async (roles) => {
      const router = renderDoctorDashboard(signedIn(...roles));
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Not allowed');
      expect(alert.textContent).toContain('This dashboard is for Doctor accounts');
      expect(screen.queryByRole('heading', { name: 'Doctor Dashboard' })).toBeNull();
      expect(router.state.location.pathname).toBe('/partner/doctor-dashboard');
      screen.getByRole('link', { name: 'Back to the store' }).click();
      expect(await screen.findByRole('heading', { name: 'Store' })).toBeTruthy();
    },
  );

  it('sends nobody to sign in while a sign-out is leaving the page', () => {
    const signingOut = new SignOutProgress();
    signingOut.begin();
    const router = renderDoctorDashboard({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: false }, signingOut);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/partner/doctor-dashboard');
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
  });
});
