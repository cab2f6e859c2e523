import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(() => cleanup());

/** The first screen of a file waits for its lazy imports and the session on a busy machine. */
const patience = { timeout: 10_000 };

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const signedOut = () => json({ error: 'You are not signed in.', code: 'UNAUTHENTICATED' }, 401);
const base = { 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable, 'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY) };

// Generous: the first test pays for Mantine's and the page's imports, on two cores shared with other work.
describe('/partner/accept-invitation', { timeout: 15_000 }, () => {
  it('shows what the link is for, creates the account with a name and password, and lands on the partner dashboard', async () => {
    const nadia = accountUser({ id: 'u-nadia', email: 'nadia@example.com', displayName: 'Nadia', roles: ['nutritionist'] });
    const fake = installFakeServer({
      ...base,
      'POST /api/partner-invitations/lookup': () => json({ email: 'nadia@example.com', role: 'nutritionist', expiresAt: '2026-12-03T01:00:00.000Z' }),
      'POST /api/partner-invitations/accept': () => json({ user: nadia, wallet: { balance: 0, currency: 'coins', entries: [] } }, 201),
    });
    renderAppScreen(<AcceptInvitationPage />, {
      path: `/partner/accept-invitation?token=${TOKEN}`,
      otherRoutes: { '/partner/nutritionist-dashboard': 'Nutritionist dashboard' },
    });
    expect((await screen.findByRole('textbox', { name: 'Email' }, patience)) as HTMLInputElement).toHaveProperty('value', 'nadia@example.com');
    expect(screen.getByText('Nutritionist')).toBeTruthy();
    expect(JSON.parse(String(fake.requestsTo('POST /api/partner-invitations/lookup')[0]?.init.body))).toEqual({ token: TOKEN });
    // The token never travels in a request URL.
    expect(fake.requests.some((request) => request.url.includes(TOKEN))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(screen.getByText('Enter your name as clients and the store will see it.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Nadia' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'correct-horse-battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await waitFor(() => expect(fake.requestsTo('POST /api/partner-invitations/accept')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('POST /api/partner-invitations/accept')[0]?.init.body))).toEqual({
      token: TOKEN,
      displayName: 'Nadia',
      password: 'correct-horse-battery',
    });
    expect(await screen.findByRole('heading', { name: 'Nutritionist dashboard' }, patience)).toBeTruthy();
  });

  it.each([
    ['INVITATION_EXPIRED', 410, 'has expired'],
    ['INVITATION_USED', 409, 'has been used already'],
    ['INVITATION_INVALID', 404, 'is not valid'],
  ])('explains a link refused with %s and points to the partner sign-in', async (code, status, sentence) => {
    installFakeServer({ ...base, 'POST /api/partner-invitations/lookup': () => json({ error: 'Refused.', code }, status) });
    renderAppScreen(<AcceptInvitationPage />, { path: `/partner/accept-invitation?token=${TOKEN}` });
    const alert = await screen.findByRole('alert', undefined, patience);
    expect(alert.textContent).toContain(sentence);
    expect(screen.getByRole('link', { name: 'Go to the partner sign-in' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says what the page is for when opened without a token, and asks the server nothing', async () => {
    const fake = installFakeServer(base);
    renderAppScreen(<AcceptInvitationPage />, { path: '/partner/accept-invitation' });
    expect(await screen.findByText(/opens from the invitation link/, undefined, patience)).toBeTruthy();
    expect(fake.requestsTo('POST /api/partner-invitations/lookup')).toHaveLength(0);
  });

  it('shows a password refusal beside the form and keeps it open', async () => {
    installFakeServer({
      ...base,
      'POST /api/partner-invitations/lookup': () => json({ email: 'nadia@example.com', role: 'doctor', expiresAt: '2026-12-03T01:00:00.000Z' }),
      'POST /api/partner-invitations/accept': () => json({ error: 'Weak.', code: 'WEAK_PASSWORD', details: { failed: ['minLength'] } }, 400),
    });
    renderAppScreen(<AcceptInvitationPage />, { path: `/partner/accept-invitation?token=${TOKEN}` });
    fireEvent.change(await screen.findByRole('textbox', { name: /Your name/ }, patience), { target: { value: 'Dev' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByText(/Choose a stronger password/, undefined, patience)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account and sign in' })).toBeTruthy();
  });
});
