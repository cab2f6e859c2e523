import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { findForgotPasswordLink } from '../../../testing/forgot-password-link';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { PartnerLoginPage } from './partner-login-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/partner/login', { timeout: 15_000 }, () => {
  it('offers "Forgot password?" under the password field, naming this screen for the way back', async () => {
    installFakeServer({ 'GET /api/auth/me': () => json({ user: null }), 'GET /api/db-status': databaseAvailable });
    renderAppScreen(<PartnerLoginPage />, { path: '/partner/login', otherRoutes: { '/forgot-password': 'Forgot your password?' } });
    fireEvent.click(await findForgotPasswordLink('/forgot-password?from=partner'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
