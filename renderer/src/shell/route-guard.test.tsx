import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountUser } from '../testing/account-user';
import { renderWithMantine } from '../testing/render-with-mantine';
import { RouteGuard } from './route-guard';
import type { Session } from '../identity/session-context';
import { SessionContext } from '../identity/session-context';
import { SignOutProgress, SignOutProgressContext } from '../identity/sign-out-in-progress';

const reader = accountUser({ email: 'reader@example.com', displayName: 'Reader' });
let queryClient = new QueryClient();

function renderProfileBehindGuard(session: Session, signOutProgress = new SignOutProgress()) {
  const router = createMemoryRouter(
    [
      { path: '/auth-simple', element: <h1>Join the Guardian Council</h1> },
      { element: <RouteGuard />, children: [{ path: '/profile', element: <h1>Your profile</h1> }] },
    ],
    { initialEntries: ['/profile'] },
  );
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <SignOutProgressContext.Provider value={signOutProgress}>
          <RouterProvider router={router} />
        </SignOutProgressContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  queryClient = new QueryClient();
});

describe('RouteGuard', () => {
  it('shows a spinner and neither page while authentication is loading', () => {
    const router = renderProfileBehindGuard({ status: 'loading', user: null, hasDemoMarker: false, checkFailed: false });
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('redirects to /auth-simple when nobody is signed in and there is no demo marker', async () => {
    const router = renderProfileBehindGuard({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: false });
    expect(await screen.findByRole('heading', { name: 'Join the Guardian Council' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth-simple');
  });

  it('renders the page for a signed-in user', () => {
    const router = renderProfileBehindGuard({ status: 'ready', user: reader, hasDemoMarker: false, checkFailed: false });
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('renders the page for a demo user known only by the local marker', () => {
    renderProfileBehindGuard({ status: 'ready', user: null, hasDemoMarker: true, checkFailed: false });
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
  });

  it('keeps the page it turned the visitor away from as the redirect target', async () => {
    sessionStorage.clear();
    renderProfileBehindGuard({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: false });
    await screen.findByRole('heading', { name: 'Join the Guardian Council' });
    expect(sessionStorage.getItem('authRedirectTo')).toBe('/profile');
  });

  it('sends nobody to sign in while a sign-out is leaving the page', () => {
    sessionStorage.clear();
    const signingOut = new SignOutProgress();
    signingOut.begin();
    const router = renderProfileBehindGuard({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: false }, signingOut);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
  });

  it('offers to try again, and sends nobody to sign in, when the server could not be asked who is signed in', async () => {
    sessionStorage.clear();
    // The session read failed once (as SessionProvider's did); the button asks it again.
    const askServer = vi.fn(async () => {
      if (askServer.mock.calls.length === 1) throw new Error('unreachable');
      return { user: reader };
    });
    await queryClient.prefetchQuery({ queryKey: ['/api/auth/me'], queryFn: askServer, retry: false });
    const router = renderProfileBehindGuard({ status: 'ready', user: null, hasDemoMarker: false, checkFailed: true });
    expect(screen.getByRole('alert').textContent).toContain('We could not check your sign-in');
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(askServer).toHaveBeenCalledTimes(2));
  });
});
