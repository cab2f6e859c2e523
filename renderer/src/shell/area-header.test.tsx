import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../api/test-support/fake-server';
import { accountUser } from '../testing/account-user';
import { renderAppScreen } from '../testing/render-app-screen';
import { AreaHeader } from './area-header';
import { siteAreaOf } from './site-areas';
import type { SiteArea } from './site-areas';

function areaOf(path: string): SiteArea {
  const area = siteAreaOf(path);
  if (!area) throw new Error(`${path} has no area`);
  return area;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the slim header of the partner and admin areas', () => {
  it('shows a signed-in practitioner who is signed in, only their own dashboard, and signs them out', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser({ displayName: 'Dr. Devi', roles: ['doctor'] }) }),
      'GET /api/db-status': databaseAvailable,
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderAppScreen(<AreaHeader area={areaOf('/partner/doctor-dashboard')} />, {
      path: '/partner/doctor-dashboard',
      otherRoutes: { '/signout-confirmation': 'Signed out' },
    });
    const header = screen.getByRole('banner');
    expect((await within(header).findByTestId('signed-in-as')).textContent).toBe('Signed in as Dr. Devi · Doctor');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
    const sections = within(header).getByRole('navigation', { name: 'Partner area sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Doctor']);

    fireEvent.click(within(header).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signout-confirmation'));
    expect(fake.requestsTo('POST /api/logout')).toHaveLength(1);
  });

  it('shows staff their name and role with Sign out in the admin header', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser({ displayName: 'Store Admin', roles: ['customer', 'admin'] }) }),
      'GET /api/db-status': databaseAvailable,
    });
    renderAppScreen(<AreaHeader area={areaOf('/admin')} />, { path: '/admin' });
    const header = screen.getByRole('banner');
    expect((await within(header).findByTestId('signed-in-as')).textContent).toBe('Signed in as Store Admin · Administrator');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('offers the area’s sign-in, and every dashboard, to a visitor who is signed out', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ error: 'Sign in first.', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/db-status': databaseAvailable,
    });
    renderAppScreen(<AreaHeader area={areaOf('/partner/login')} />, { path: '/partner/login' });
    const header = screen.getByRole('banner');
    const signIn = await within(header).findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/partner/login');
    expect(signIn.getAttribute('aria-current')).toBe('page');
    expect(within(header).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(within(header).getByRole('navigation')).getAllByRole('link')).toHaveLength(5);
  });
});
