import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountUser } from '../testing/account-user';
import { renderAppScreen } from '../testing/render-app-screen';
import { AppHeader } from './app-header';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

/** GET /api/auth/me answers when `answer` is called, and not before. */
function holdAuthMe() {
  let release: (response: Response) => void = () => undefined;
  const held = new Promise<Response>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/auth/me' ? held : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }))),
  );
  return (status: number, body: unknown) => release(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('the profile button', () => {
  const profileHref = () => screen.getByRole('link', { name: /My Nutrition Profile/ }).getAttribute('href');

  it('leads to /profile while the server has not yet said who is signed in, and to /profile once it says someone is', async () => {
    const answer = holdAuthMe();
    renderAppScreen(<AppHeader />);
    expect(profileHref()).toBe('/profile');
    answer(200, { user: accountUser() });
    await waitFor(() => expect(profileHref()).toBe('/profile'));
  });

  it('leads to /auth-simple once the server says nobody is signed in', async () => {
    const answer = holdAuthMe();
    renderAppScreen(<AppHeader />);
    answer(401, { error: 'You are not signed in', code: 'UNAUTHENTICATED' });
    await waitFor(() => expect(profileHref()).toBe('/auth-simple'));
  });
});

describe('the header menu and search', () => {
  it('opens a menu with every section, whose links lead to their screens and close it', async () => {
    renderAppScreen(<AppHeader />, { path: '/', otherRoutes: { '/find-expert': 'Find an Expert' } });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    for (const section of ['Shop', 'Guardians', 'Assessments', 'Experts', 'Learn']) {
      expect(within(drawer).getByRole('navigation', { name: section })).toBeTruthy();
    }
    expect(within(drawer).getByRole('link', { name: "Commander Biome's collection" }).getAttribute('href')).toBe('/biome-collection');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Find an expert' }));
    expect(await screen.findByRole('heading', { name: 'Find an Expert' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('shows the sections in a navigation landmark, each leading to its own page, the current one marked', () => {
    renderAppScreen(<AppHeader />, { path: '/marketplace' });
    const sections = screen.getByRole('navigation', { name: 'Store sections' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop', '/shop'],
      ['Guardians', '/scientific-knowledge'],
      ['Assessments', '/assessment'],
      ['Experts', '/find-expert'],
      ['Learn', '/wellness-storyteller'],
    ]);
    expect(within(sections).getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('true');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // The logo's name is not one of the sections': 'Guardians' alone would name two links that go to different pages.
    expect(screen.getByRole('link', { name: 'Guardians home' }).getAttribute('href')).toBe('/');
  });

  it("searches products from the menu's search box", async () => {
    renderAppScreen(<AppHeader />, { path: '/', otherRoutes: { '/marketplace': 'Marketplace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    const search = within(drawer).getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: 'omega 3' } });
    const form = search.closest('form');
    if (!form) throw new Error('the search box is not in a form');
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeTruthy();
  });
});
