import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@common/contracts/catalog';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { VerticalFluidityDemoPage } from './vertical-fluidity-demo-page';

const omega: Product = {
  id: 'p1',
  slug: 'omega-3-fish-oil-1000mg',
  name: 'Omega-3 Fish Oil 1000 mg',
  brand: 'OceanPure',
  description: 'Fish oil.',
  guardian: 'angio',
  categories: ['cardiovascular'],
  price: 90_900,
  originalPrice: 129_900,
  currency: 'INR',
  discount: 30,
  badge: '30% OFF',
  stock: 120,
  image: '/resources/products/omega-3-fish-oil-1000mg.svg',
  rating: 4.6,
  reviewCount: 842,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const page = (products: Product[]): ProductListResponse => ({ products, total: products.length, page: 1, pageSize: 3, suggestion: null });
const signedOut = () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
afterEach(() => cleanup());

describe('/vertical-fluidity-demo', () => {
  it('says what it is and shows the seven themes, the type scale and the shared components', async () => {
    const fake = installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/products': () => json(page([omega])) });
    renderAppScreen(<VerticalFluidityDemoPage />, { path: '/vertical-fluidity-demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vertical Fluidity Demo' })).toBeTruthy();
    expect(screen.getByText(/The living style guide of the Guardians store/)).toBeTruthy();
    const themes = screen.getByRole('region', { name: 'Themes' });
    expect(
      within(themes)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([
      'Captain Angio theme',
      'Lady Regenera theme',
      'Commander Biome theme',
      'Lady Genomica theme',
      'General Immuno theme',
      'Primary theme',
      'Secondary theme',
    ]);
    expect(within(themes).getByText('red · Mantine “red” · catalogue #e03131')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Type scale' })).getByText(/^h1 · /)).toBeTruthy();
    for (const section of ['Buttons and badges', 'Guardian cards', 'Inputs', 'Alerts', 'Loading, failed, empty and offline', 'Tabs']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    const guardians = screen.getByRole('region', { name: 'Guardian cards' });
    expect(within(guardians).getByRole('link', { name: 'Lady Genomica’s collection' }).getAttribute('href')).toBe('/genomica-collection');
    // The product card shows a live product of the catalogue.
    const products = screen.getByRole('region', { name: 'Product cards' });
    expect(await within(products).findByRole('article', { name: 'Omega-3 Fish Oil 1000 mg' })).toBeTruthy();
    expect(new URL(fake.requestsTo('GET /api/products')[0]?.url ?? '', 'http://x').searchParams.get('pageSize')).toBe('3');
  });

  it('switches the whole colour scheme, as the header does', async () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/products': () => json(page([omega])) });
    renderAppScreen(<VerticalFluidityDemoPage />, { path: '/vertical-fluidity-demo' });
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('sets the frame to a phone, tablet or desktop width', () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/products': () => json(page([omega])) });
    renderAppScreen(<VerticalFluidityDemoPage />, { path: '/vertical-fluidity-demo' });
    const frame = screen.getByTestId('fluid-frame');
    expect(frame.style.maxWidth).toBe('1200px');
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(frame.style.maxWidth).toBe('360px');
    expect(screen.getByText('The frame is 360 px wide.')).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Frame width in pixels' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(frame.style.maxWidth).toBe('368px');
  });

  it('shows a failed product load with a way to try again, and an empty catalogue in words', async () => {
    let calls = 0;
    installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/products': () => (++calls === 1 ? json({ error: 'The filter is not valid.', code: 'VALIDATION_FAILED' }, 400) : json(page([]))),
    });
    renderAppScreen(<VerticalFluidityDemoPage />, { path: '/vertical-fluidity-demo' });
    const products = screen.getByRole('region', { name: 'Product cards' });
    fireEvent.click(await within(products).findByRole('button', { name: 'Try again' }));
    expect(await within(products).findByText('The catalogue has no products yet, so there is no product card to show.')).toBeTruthy();
  });

  it('counts presses of the specimen buttons, so each one visibly answers', () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/products': () => json(page([omega])) });
    renderAppScreen(<VerticalFluidityDemoPage />, { path: '/vertical-fluidity-demo' });
    const buttons = screen.getByRole('region', { name: 'Buttons and badges' });
    fireEvent.click(within(buttons).getByRole('button', { name: 'Filled' }));
    fireEvent.click(within(buttons).getByRole('button', { name: 'Count a press' }));
    expect(within(buttons).getByText('Pressed 2 times.')).toBeTruthy();
  });
});
