import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { DesktopSignInPage } from './desktop-sign-in-page';

const nonce = 'N'.repeat(43);
const code = 'c'.repeat(43);
const signedOut = () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401);

/** Several requests and renders per step; a loaded machine running the whole suite can take over a second. */
const patience = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DesktopSignInPage', () => {
  it.each([
    ['no nonce', ''],
    ['a short nonce', '?nonce=abc'],
    ['a nonce with other characters', `?nonce=${'%2F'.repeat(43)}`],
  ])('shows a clear error and asks for no code with %s', async (_label, query) => {
    const server = installFakeServer({ 'GET /api/auth/me': () => json({ user: accountUser() }), 'GET /api/db-status': databaseAvailable });
    renderAppScreen(<DesktopSignInPage openAppLink={vi.fn()} />, { path: `/desktop-sign-in${query}` });
    expect((await screen.findByRole('alert', undefined, patience)).textContent).toContain('This sign-in link is incomplete');
    expect(server.requestsTo('POST /api/desktop-auth/code')).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in with Google first', async () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable });
    renderAppScreen(<DesktopSignInPage openAppLink={vi.fn()} />, { path: `/desktop-sign-in?nonce=${nonce}` });
    expect(await screen.findByText(/Google only allows its sign-in in a web browser/, undefined, patience)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('once signed in, gets a code for the nonce and opens the guardian:// link once', async () => {
    const server = installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'POST /api/desktop-auth/code': () => json({ code, expiresAt: new Date(Date.now() + 120_000).toISOString() }, 201),
    });
    const openAppLink = vi.fn();
    renderAppScreen(<DesktopSignInPage openAppLink={openAppLink} />, { path: `/desktop-sign-in?nonce=${nonce}` });

    const link = await screen.findByRole('link', { name: 'Open Guardians' }, patience);
    expect(link.getAttribute('href')).toBe(`guardian://auth?code=${code}&nonce=${nonce}`);
    expect(openAppLink).toHaveBeenCalledExactlyOnceWith(`guardian://auth?code=${code}&nonce=${nonce}`);
    expect(screen.getByText(/You can close this tab/)).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo('POST /api/desktop-auth/code')[0]?.init.body))).toEqual({ nonce });
  });

  it('offers a new link once the code has expired', async () => {
    let expiresAt = new Date(Date.now() - 1000).toISOString();
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'POST /api/desktop-auth/code': () => json({ code, expiresAt }, 201),
    });
    renderAppScreen(<DesktopSignInPage openAppLink={vi.fn()} />, { path: `/desktop-sign-in?nonce=${nonce}` });
    expect(await screen.findByText('This sign-in link has expired', undefined, patience)).toBeTruthy();
    expiresAt = new Date(Date.now() + 120_000).toISOString();
    fireEvent.click(screen.getByRole('button', { name: 'Get a new link' }));
    expect(await screen.findByRole('link', { name: 'Open Guardians' }, patience)).toBeTruthy();
  });

  it('lets the person try again after a failed request', async () => {
    let fail = true;
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'POST /api/desktop-auth/code': () =>
        fail ? json({ error: 'Something broke', code: 'INTERNAL' }, 400) : json({ code, expiresAt: new Date(Date.now() + 120_000).toISOString() }, 201),
    });
    renderAppScreen(<DesktopSignInPage openAppLink={vi.fn()} />, { path: `/desktop-sign-in?nonce=${nonce}` });
    expect((await screen.findByRole('alert', undefined, patience)).textContent).toContain('Something broke');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open Guardians' }, patience)).toBeTruthy();
  });
});
