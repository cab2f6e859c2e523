import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The first screen of a file waits for its imports and the session on a busy machine. */
const patience = { timeout: 10_000 };

const TOKEN = 'rst_Qm9vdHN0cmFwLXJlc2V0LXRva2VuLWZvci10ZXN0cw';
const NEW_PASSWORD = 'correct-horse-battery';

function server(confirm: () => Response) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: null }),
    'GET /api/db-status': databaseAvailable,
    'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY),
    'POST /api/auth/password-reset/confirm': confirm,
  });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

async function choose(password: string, confirmation = password) {
  await screen.findByRole('heading', { name: 'Choose a new password' }, patience);
  type(/^New password/, password);
  type(/^Confirm new password/, confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/reset-password', { timeout: 15_000 }, () => {
  it('changes the password with the token kept in memory, then offers the sign-in the server names', async () => {
    const consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method));
    const fake = server(() => json({ signInPath: '/partner/login' }));
    const { router } = renderAppScreen(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });

    // The address bar forgets the token as the page loads, without a history entry or state that holds it.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toBeNull();

    await screen.findByRole('heading', { name: 'Choose a new password' }, patience);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    await choose(NEW_PASSWORD);

    const heading = await screen.findByRole('heading', { name: 'Password changed' }, patience);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your password is changed. Every device was signed out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/partner/login');

    expect(JSON.parse(String(fake.requestsTo('POST /api/auth/password-reset/confirm')[0]?.init.body))).toEqual({ token: TOKEN, password: NEW_PASSWORD });
    // The token leaves only in that body: in no URL and no other request, and it is never logged.
    expect(fake.requests.filter((request) => request.url.includes(TOKEN) || String(request.init.body ?? '').includes(TOKEN))).toHaveLength(1);
    expect(consoleCalls.flatMap((spy) => spy.mock.calls).some((args) => JSON.stringify(args.map(String)).includes(TOKEN))).toBe(false);
    // This browser's session may have ended with the others: the app asks the server who is signed in now.
    await waitFor(() => expect(fake.requestsTo('GET /api/auth/me').length).toBeGreaterThanOrEqual(2));
  });

  it('says the link is used or has expired when the server refuses it, with the way to a new one', async () => {
    server(() => json({ error: 'This link to reset the password is used or has expired.', code: 'RESET_LINK_INVALID' }, 400));
    renderAppScreen(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await choose(NEW_PASSWORD);
    const heading = await screen.findByRole('heading', { name: 'This link is used or has expired' }, patience);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('says the same for a page opened without a token, and asks the server nothing', async () => {
    const fake = server(() => json({ signInPath: '/auth-simple' }));
    renderAppScreen(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByRole('heading', { name: 'This link is used or has expired' }, patience)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(fake.requestsTo('POST /api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('shows the policy rules a refused password missed under the password field, and keeps the form', async () => {
    server(() => json({ error: 'Weak.', code: 'WEAK_PASSWORD', details: { failed: ['minLength'] } }, 400));
    renderAppScreen(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await choose('short');
    expect(await screen.findByText('Choose a stronger password with at least 6 characters.', undefined, patience)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('asks for the same password twice before sending anything', async () => {
    const fake = server(() => json({ signInPath: '/auth-simple' }));
    renderAppScreen(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await choose(NEW_PASSWORD, 'correct-horse-battry');
    expect(await screen.findByText('The two passwords are not the same. Type the new password again.')).toBeTruthy();
    expect(fake.requestsTo('POST /api/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('says how long to wait when the server refuses with 429, and keeps the form', async () => {
    server(() => json({ error: 'Too many attempts.', code: 'RATE_LIMITED', details: { retryAfterSeconds: 45 } }, 429));
    renderAppScreen(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await choose(NEW_PASSWORD);
    expect((await screen.findByRole('alert', undefined, patience)).textContent).toContain('Too many attempts. Wait 45 seconds, then try again.');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('asks search engines not to list the page', async () => {
    server(() => json({ signInPath: '/auth-simple' }));
    renderAppScreen(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await screen.findByRole('heading', { name: 'Choose a new password' }, patience);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
