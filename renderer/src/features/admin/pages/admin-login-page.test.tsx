import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { findForgotPasswordLink } from '../../../testing/forgot-password-link';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminLoginPage } from './admin-login-page';

afterEach(() => cleanup());

function serverWithSetup(open: boolean) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/db-status': databaseAvailable,
    'GET /api/admin-setup/status': () => json({ open }),
  });
}

describe('/admin-login', () => {
  it('offers to create the first admin while no admin exists', async () => {
    serverWithSetup(true);
    renderAppScreen(<AdminLoginPage />, { path: '/admin-login' });
    expect(await screen.findByRole('link', { name: 'Create the first admin' })).toBeTruthy();
  });

  it('does not offer it once an admin exists', async () => {
    const fake = serverWithSetup(false);
    renderAppScreen(<AdminLoginPage />, { path: '/admin-login' });
    await screen.findByRole('heading', { name: 'Admin Sign In' });
    await waitFor(() => expect(fake.requestsTo('GET /api/admin-setup/status')).toHaveLength(1));
    // One more turn for the answer to render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Create the first admin' })).toBeNull();
  });

  it('offers "Forgot password?" under the password field, naming this screen for the way back', async () => {
    serverWithSetup(false);
    renderAppScreen(<AdminLoginPage />, { path: '/admin-login', otherRoutes: { '/forgot-password': 'Forgot your password?' } });
    fireEvent.click(await findForgotPasswordLink('/forgot-password?from=admin'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
