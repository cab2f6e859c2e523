import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { useSignOut } from '../../../identity/use-sign-out';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { SignoutConfirmationPage } from './signout-confirmation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signedOut() {
  installFakeServer({ 'GET /api/auth/me': () => json({ user: null }), 'GET /api/db-status': databaseAvailable });
}

describe('/signout-confirmation', () => {
  it('tells a person who simply signed out that their rewards and assessments are kept', async () => {
    signedOut();
    renderAppScreen(<SignoutConfirmationPage />, { path: '/signout-confirmation' });
    expect(await screen.findByText(/Your rewards and assessments are kept for you\./)).toBeTruthy();
  });

  it('tells a person who asked for their deletion when it happens and how to cancel it, not that their data is kept', async () => {
    signedOut();
    const { router } = renderAppScreen(<SignoutConfirmationPage />, { path: '/signout-confirmation' });
    await router.navigate('/signout-confirmation', { replace: true, state: { deletion: { scheduledFor: '2026-12-09T08:00:00.000Z' } } });
    expect(await screen.findByText(/Your account will be deleted on December 9, 2026\./)).toBeTruthy();
    expect(screen.getByText(/Signing in again before then cancels the deletion\./)).toBeTruthy();
    expect(screen.queryByText(/kept for you/)).toBeNull();
  });

  it('is told by the sign-out that follows a deletion request', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    function DeleteAndSignOut() {
      const signOut = useSignOut();
      return <button onClick={() => void signOut.signOut({ deletion: { scheduledFor: '2026-12-09T08:00:00.000Z' } })}>Deleted</button>;
    }
    const { router } = renderAppScreen(<DeleteAndSignOut />, { path: '/profile', otherRoutes: { '/signout-confirmation': 'Signed out' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deleted' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signout-confirmation'));
    expect(router.state.location.state).toEqual({ deletion: { scheduledFor: '2026-12-09T08:00:00.000Z' } });
  });
});
