import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppScreen } from '../testing/render-app-screen';
import { SiteFooter } from './site-footer';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the footer', () => {
  it('has a column of links per section, the legal links and the wellness note', () => {
    renderAppScreen(<SiteFooter />);
    const shop = screen.getByRole('navigation', { name: 'Shop (footer)' });
    expect(within(shop).getByRole('heading', { level: 2, name: 'Shop' })).toBeTruthy();
    expect(within(shop).getByRole('link', { name: 'Marketplace' }).getAttribute('href')).toBe('/marketplace');
    const legal = screen.getByRole('navigation', { name: 'Legal and partners' });
    expect(within(legal).getAllByRole('link').length).toBeGreaterThan(2);
    expect(screen.getByText(/not medical advice/)).toBeTruthy();
  });

  it('lists each page once, and offers shoppers no staff sign-in', () => {
    renderAppScreen(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const pages = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(pages.filter((page, index) => pages.indexOf(page) !== index)).toEqual([]);
    expect(within(footer).queryByRole('link', { name: /admin/i })).toBeNull();
    expect(pages).not.toContain('/admin-login');
  });

  it('follows a plain click on a link inside the app, query included', async () => {
    const { router } = renderAppScreen(<SiteFooter />, { otherRoutes: { '/marketplace': 'Marketplace' } });
    const deals = within(screen.getByRole('navigation', { name: 'Shop (footer)' })).getByRole('link', { name: 'Deals' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    deals.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeTruthy();
    expect(router.state.location.search).toBe('?filter=deals');
  });

  it('leaves a click with a modifier key (a new tab or window) to the browser', () => {
    const { router } = renderAppScreen(<SiteFooter />, { otherRoutes: { '/marketplace': 'Marketplace' } });
    const link = within(screen.getByRole('navigation', { name: 'Shop (footer)' })).getByRole('link', { name: 'Marketplace' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      // What the footer left to the browser, seen once the click has passed it (jsdom would try to navigate).
      let takenByTheApp: boolean | undefined;
      const afterFooter = (event: Event) => {
        takenByTheApp = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', afterFooter);
      fireEvent(link, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
      document.removeEventListener('click', afterFooter);
      expect(takenByTheApp).toBe(false);
      expect(router.state.location.pathname).toBe('/');
    }
  });
});
