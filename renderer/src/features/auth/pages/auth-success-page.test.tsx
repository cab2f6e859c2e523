import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AuthSuccessPage } from './auth-success-page';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('/auth-success', () => {
  it('never says "You Are Signed In" to someone who is not: the heading says the sign-in did not complete', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/db-status': databaseAvailable,
    });
    renderAppScreen(<AuthSuccessPage />, { path: '/auth-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in Not Completed' })).toBeTruthy();
    expect(screen.queryByText('You Are Signed In')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeTruthy();
  });
});
