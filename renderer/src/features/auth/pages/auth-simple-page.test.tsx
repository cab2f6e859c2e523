import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { findForgotPasswordLink } from '../../../testing/forgot-password-link';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AuthSimplePage } from './auth-simple-page';

const strictPolicy = {
  schemaVersion: 1,
  minLength: 8,
  requireLowercase: false,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: false,
  minStrength: 2,
};
const wallet = { balance: 0, currency: 'coins', entries: [] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function routes(extra: Parameters<typeof installFakeServer>[0] = {}) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/auth/password-policy': () => json(strictPolicy),
    'GET /api/db-status': databaseAvailable,
    ...extra,
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
}

describe('AuthSimplePage', () => {
  it('tells a visitor who is already signed in so, with the way to their profile, and keeps the forms', async () => {
    routes({ 'GET /api/auth/me': () => json({ user: accountUser({ email: 'ada@example.com' }) }) });
    renderAppScreen(<AuthSimplePage />, { path: '/auth-simple' });
    expect((await screen.findByRole('status', { name: 'You are already signed in' })).textContent).toContain('Signed in as ada@example.com');
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers "Forgot password?" under the password field, leading to /forgot-password', async () => {
    routes();
    renderAppScreen(<AuthSimplePage />, { path: '/auth-simple', otherRoutes: { '/forgot-password': 'Forgot your password?' } });
    fireEvent.click(await findForgotPasswordLink('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('shows no such notice to a visitor who is signed out', async () => {
    const server = routes();
    renderAppScreen(<AuthSimplePage />, { path: '/auth-simple' });
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('GET /api/auth/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('You are already signed in')).toBeNull();
  });

  it('checks the password live against the policy the server serves', async () => {
    routes();
    renderAppScreen(<AuthSimplePage />, { path: '/auth-simple?mode=signup' });
    expect(await screen.findByText('At least 8 characters')).toBeTruthy();
    fill('Password', 'Sunlight7');
    await waitFor(() => expect(screen.getAllByText('(met)', { exact: false, selector: 'span' })).toHaveLength(3));
    const guessable = '· Hard to guess: not a common password, word, name or pattern such as 123456 (checked when you continue)';
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['✓ At least 8 characters (met)', '✓ An uppercase letter (met)', '✓ A number (met)', guessable]);
    fill('Password', 'sun');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '○ At least 8 characters (not met yet)',
      '○ An uppercase letter (not met yet)',
      '○ A number (not met yet)',
      guessable,
    ]);
  });

  it('shows the server refusing a common password beside the password field, with its reason and what to do', async () => {
    let answer = json(
      {
        error: 'This password is too common or too easy to guess; choose another, such as three or four unrelated words.',
        code: 'WEAK_PASSWORD',
        details: { failed: ['strength'], warning: 'This is a commonly used password.' },
      },
      400,
    );
    const server = routes({ 'POST /api/register': () => answer });
    const { router } = renderAppScreen(<AuthSimplePage />, { path: '/auth-simple?mode=signup', otherRoutes: { '/profile': 'Profile' } });
    await screen.findByText('At least 8 characters');
    fill('Email', 'new@example.com');
    fill('Password', 'Password1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const refusal = 'This is a commonly used password. Choose another, such as three or four unrelated words.';
    expect(await screen.findByText(refusal)).toBeTruthy();
    const field = screen.getByLabelText('Password', { exact: false, selector: 'input' });
    // Read out with the field: the refusal describes it.
    const descriptions = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain(refusal);
    expect(router.state.location.pathname).toBe('/auth-simple');

    answer = json({ user: accountUser({ email: 'new@example.com' }), wallet }, 201);
    fill('Password', 'Tulsi-Monsoon-Chai-7');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(server.requestsTo('POST /api/register')).toHaveLength(2);
  });

  it('creates the account with the breadcrumb stored first, then goes to the profile', async () => {
    let breadcrumbAtRegister: string | null = null;
    const server = routes({
      'POST /api/register': () => {
        breadcrumbAtRegister = localStorage.getItem('signup_breadcrumb');
        return json({ user: accountUser({ email: 'new@example.com' }), wallet }, 201);
      },
    });
    const { router } = renderAppScreen(<AuthSimplePage />, { path: '/auth-simple?mode=signup&guardian=biome', otherRoutes: { '/profile': 'Profile' } });
    fill('Your name', 'Nova');
    fill('Email', 'new@example.com');
    fill('Password', 'Sunlight7');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(JSON.parse(String(server.requestsTo('POST /api/register')[0]?.init.body))).toEqual({
      email: 'new@example.com',
      password: 'Sunlight7',
      displayName: 'Nova',
    });
    expect(JSON.parse(breadcrumbAtRegister ?? 'null')).toEqual({ action: 'signup', guardianId: 'biome', rewardAmount: 100, rewardType: 'system_bonus' });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('shows WEAK_PASSWORD and EMAIL_IN_USE beside their fields and drops the breadcrumb', async () => {
    let answer = json({ error: 'Weak', code: 'WEAK_PASSWORD', details: { failed: ['uppercase'] } }, 400);
    routes({ 'POST /api/register': () => answer });
    renderAppScreen(<AuthSimplePage />, { path: '/auth-simple?mode=signup' });
    await screen.findByText('An uppercase letter');
    fill('Email', 'new@example.com');
    fill('Password', 'sunlight7');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose a stronger password with an uppercase letter.')).toBeTruthy();
    expect(localStorage.getItem('signup_breadcrumb')).toBeNull();

    answer = json({ error: 'Taken', code: 'EMAIL_IN_USE' }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists. Sign in instead, or use another email.')).toBeTruthy();
  });

  it("says 'Invalid email or password' for wrong credentials and stays on the page", async () => {
    routes({ 'POST /api/login': () => json({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401) });
    const { router } = renderAppScreen(<AuthSimplePage />, { path: '/auth-simple' });
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth-simple');
  });

  it('signs in and returns to the page the route guard turned the visitor away from', async () => {
    sessionStorage.setItem('authRedirectTo', '/community');
    routes({ 'POST /api/login': () => json({ user: accountUser(), wallet }) });
    const { router } = renderAppScreen(<AuthSimplePage />, { path: '/auth-simple', otherRoutes: { '/community': 'Community' } });
    fill('Email', 'ada@example.com');
    fill('Password', 'Sunlight7');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Community' });
    expect(router.state.location.pathname).toBe('/community');
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
  });

  it('shows Continue with Google disabled with its one-line reason when the build has no Firebase settings', async () => {
    routes();
    renderAppScreen(<AuthSimplePage />, { path: '/auth-simple' });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect((google as HTMLButtonElement).disabled).toBe(true);
    expect(google.getAttribute('aria-describedby')).toBe('google-unavailable');
    expect(document.getElementById('google-unavailable')?.textContent).toBe('Google sign-in is not set up on this server yet; use your email or try the demo.');
  });
});
