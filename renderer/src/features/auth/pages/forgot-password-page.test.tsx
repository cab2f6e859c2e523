import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The first screen of a file waits for its imports and the session on a busy machine. */
const patience = { timeout: 10_000 };

const accepted = () => json({ message: 'If an account uses this address, a link is on its way.', validMinutes: 45 }, 202);

function server(answer: () => Response = accepted) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: null }),
    'GET /api/db-status': databaseAvailable,
    'POST /api/auth/password-reset': answer,
  });
}

async function ask(email: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }, patience), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('/forgot-password', { timeout: 15_000 }, () => {
  it('sends the address and answers the same calm confirmation for any address, read out first by a screen reader', async () => {
    const fake = server();
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask(' ada@example.com ');

    const heading = await screen.findByRole('heading', { name: 'Check your email' }, patience);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(JSON.parse(String(fake.requestsTo('POST /api/auth/password-reset')[0]?.init.body))).toEqual({ email: 'ada@example.com' });
    const page = document.body.textContent ?? '';
    expect(page).toContain('If an account uses ada@example.com, we have sent a link to reset its password to that address.');
    // The minutes are the server's, not a number written into the page.
    expect(page).toContain('The link works for 45 minutes and only once.');
    expect(page).toContain('check your spam or junk folder');
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth-simple');
  });

  it('sends the link again on request and says another is on its way', async () => {
    const fake = server();
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('ada@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }, patience));
    await waitFor(() => expect(fake.requestsTo('POST /api/auth/password-reset')).toHaveLength(2));
    expect(JSON.parse(String(fake.requestsTo('POST /api/auth/password-reset')[1]?.init.body))).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Another link is on its way if an account uses this address.'));
  });

  it('goes back to the form with the address kept and the field focused for "Use a different email"', async () => {
    server();
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('ada@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a different email' }, patience));
    const field = await screen.findByRole('textbox', { name: /Email/ });
    expect(field).toHaveProperty('value', 'ada@example.com');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('asks for an address under the field without calling the server when none is typed', async () => {
    const fake = server();
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('   ');
    expect(await screen.findByText('Enter the email address of your account.')).toBeTruthy();
    expect(fake.requestsTo('POST /api/auth/password-reset')).toHaveLength(0);
  });

  it.each(['INVALID_EMAIL', 'VALIDATION_FAILED'])('shows %s under the email field and keeps the form', async (code) => {
    server(() => json({ error: 'Refused.', code }, 400));
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('ada@example');
    const field = await screen.findByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('says how long to wait when the server refuses with 429', async () => {
    server(() =>
      json({ error: 'Too many password reset requests. Wait 5 minutes and try again.', code: 'RATE_LIMITED', details: { retryAfterSeconds: 270 } }, 429),
    );
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('ada@example.com');
    const alert = await screen.findByRole('alert', undefined, patience);
    expect(alert.textContent).toContain('Too many requests for a reset link. Wait 5 minutes, then try again.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it.each([
    ['?from=partner', '/partner/login'],
    ['?from=admin', '/admin-login'],
    ['?from=brand_partner', '/brand-partner-login'],
    ['?from=somewhere-else', '/auth-simple'],
  ])('leads "Back to sign in" from %s to %s', async (search, signInPath) => {
    server();
    renderAppScreen(<ForgotPasswordPage />, { path: `/forgot-password${search}` });
    expect((await screen.findByRole('link', { name: 'Back to sign in' }, patience)).getAttribute('href')).toBe(signInPath);
  });

  it('asks search engines not to list the page', async () => {
    server();
    renderAppScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await screen.findByRole('heading', { name: 'Forgot your password?' }, patience);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
