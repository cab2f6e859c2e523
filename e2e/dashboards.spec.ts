import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

test.describe('the guardian landing, against the real server', () => {
  test('shows five real catalog products and the five best-rated guides', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();

    const products = page.getByRole('list', { name: 'Featured products' }).getByRole('listitem');
    await expect(products).toHaveCount(5);
    // Spec 2: each featured product shows a badge.
    await expect(products.getByTestId('featured-badge')).toHaveCount(5);
    const catalog = (await (await page.request.get('/api/products?pageSize=5')).json()) as { products: { slug: string }[] };
    const firstSlug = catalog.products[0]?.slug ?? '';
    await expect(products.first().getByRole('link')).toHaveAttribute('href', `/marketplace/product/${firstSlug}`);

    // The guides are below the fold, fetched as a visitor comes near them.
    await page.getByRole('heading', { level: 2, name: 'Guardian Guides' }).scrollIntoViewIfNeeded();
    const experts = page.getByRole('list', { name: 'Guardian guides' }).getByRole('listitem');
    await expect(experts).toHaveCount(5);
    await expect(experts.getByRole('link', { name: /^Book Consultation with / })).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Find Your Guardian Guide' })).toHaveAttribute('href', '/find-expert');
    await expect(page.getByRole('link', { name: 'View All Deals' })).toHaveAttribute('href', '/marketplace?filter=deals');
    await expect(page.getByTestId('flash-sale-time-left')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

    // Filtering by a guardian shows only that guardian's products.
    await page.getByRole('radiogroup', { name: 'Filter products by guardian' }).getByText('Commander Biome').click();
    const biome = (await (await page.request.get('/api/products?guardian=biome&pageSize=5')).json()) as { products: { name: string }[] };
    await expect(products.first()).toContainText(biome.products[0]?.name ?? '');

    // Choosing a guardian opens its benefits and the way into its assessment.
    await page.getByRole('button', { name: 'Captain Angio, Circulation Guardian' }).click();
    await page.getByRole('link', { name: /^Connect with / }).click();
    await expect(page).toHaveURL('/assessment?guardian=angio');
    await expect(page.getByRole('heading', { level: 1, name: 'Guardian Assessment' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
