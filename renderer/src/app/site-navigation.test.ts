import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentSectionOf, FOOTER_LINKS, NAVIGATION_SECTIONS, productSearchPath } from '../shell/site-navigation';
import { SITE_AREAS, siteAreaOf } from '../shell/site-areas';
import type { RouteObject } from 'react-router';
import { routes, SCREENS_ROUTE_ID } from './routes';
import { staffRoutes } from './staff-routes';

/** The whole table, as the router has it once the staff's routes were discovered (routes.tsx, discoverStaffRoutes). */
function withStaffRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    if (route.index) return route;
    if (route.id === SCREENS_ROUTE_ID) return { ...route, children: [...(route.children ?? []), ...staffRoutes] };
    return route.children ? { ...route, children: withStaffRoutes(route.children) } : route;
  });
}

const everyLink = [
  ...NAVIGATION_SECTIONS.map((section) => ({ label: section.title, to: section.to })),
  ...NAVIGATION_SECTIONS.flatMap((section) => section.links),
  ...FOOTER_LINKS,
  ...SITE_AREAS.flatMap((area) => [...area.links, ...(area.signInPath ? [{ label: 'Sign in', to: area.signInPath }] : [])]),
];

describe('the site navigation', () => {
  it.each(everyLink.map((link) => [link.to, link.label]))('%s (%s) is a route of the storefront, not the not-found page', (to) => {
    const matches = matchRoutes(withStaffRoutes(routes), new URL(to, 'http://store.test').pathname) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(matches.length).toBeGreaterThan(0);
  });

  it('names each link once per section, so a screen reader hears no repeats', () => {
    for (const section of NAVIGATION_SECTIONS) {
      expect(new Set(section.links.map((link) => link.label)).size, section.title).toBe(section.links.length);
    }
  });

  it('reaches the five collections, the five guardians, every assessment and the legal pages', () => {
    const paths = new Set(everyLink.map((link) => link.to));
    for (const id of ['angio', 'regenera', 'biome', 'genomica', 'immuno']) {
      expect(paths).toContain(`/${id}-collection`);
      expect(paths).toContain(`/guardians/${id}`);
    }
    for (const path of [
      '/quick-assessment',
      '/standardized-assessment',
      '/assessment-progress',
      '/vitamin-d-analysis',
      '/terms',
      '/privacy',
      '/cookie-policy',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('currentSectionOf (the section the header marks)', () => {
  it.each([
    ['/shop', 'Shop'],
    ['/marketplace', 'Shop'],
    ['/marketplace/product/omega-3-fish-oil-1000mg', 'Shop'],
    ['/collection/biome', 'Shop'],
    ['/guardians/angio', 'Guardians'],
    ['/scientific-knowledge', 'Guardians'],
    ['/assessment', 'Assessments'],
    ['/vitamin-d-analysis', 'Assessments'],
    ['/expert/dr-ananya-sharma', 'Experts'],
    ['/consultation', 'Experts'],
    ['/wellness-storyteller', 'Learn'],
    ['/testimonials', 'Learn'],
  ])('%s belongs to %s', (pathname, title) => {
    expect(currentSectionOf(pathname)?.title).toBe(title);
  });

  it('marks no section on pages of none', () => {
    for (const pathname of ['/', '/terms', '/profile', '/not-a-page']) expect(currentSectionOf(pathname)).toBeUndefined();
  });
});

describe('productSearchPath', () => {
  it('sends the words to the marketplace search, encoded and tidied', () => {
    expect(productSearchPath('  vitamin   d3 ')).toBe('/marketplace?q=vitamin+d3');
    expect(productSearchPath('fish & krill')).toBe('/marketplace?q=fish+%26+krill');
    expect(productSearchPath('x'.repeat(300))).toBe(`/marketplace?q=${'x'.repeat(100)}`);
  });

  it('opens the marketplace itself for an empty search', () => {
    expect(productSearchPath('   ')).toBe('/marketplace');
  });

  it('gives the account, partner and admin pages their area, and the storefront, sign-in and assessment pages none', () => {
    expect(siteAreaOf('/profile')?.id).toBe('account');
    expect(siteAreaOf('/partner/lab-dashboard')?.id).toBe('partner');
    for (const path of ['/admin', '/admin-login', '/admin/knowledge', '/debug-admin']) expect(siteAreaOf(path)?.id).toBe('admin');
    for (const path of ['/', '/marketplace', '/auth-simple', '/standardized-assessment', '/administrator']) expect(siteAreaOf(path)).toBeUndefined();
  });
});
