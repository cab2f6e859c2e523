import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

test.describe('commerce', () => {
  test('a visitor browses, filters, adds to cart, creates an account and checks out with GUARDIAN10; the order is in the profile', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await answerCookieBanner(page);

    await page.getByRole('textbox', { name: 'Guardian' }).click();
    await page.getByRole('option', { name: 'Captain Angio' }).click();
    await expect(page).toHaveURL(/guardian=angio/);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const productName = (await firstCard.getAttribute('aria-label')) ?? '';
    await firstCard.getByRole('link', { name: productName }).click();

    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await page.getByRole('button', { name: 'Sign in to check out' }).click();
    await expect(page).toHaveURL(/\/auth-simple/);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Your name').fill('Cart Guardian');
    await page.getByLabel('Email').fill(uniqueEmail('checkout'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back on the product page, the cart opens again with the browser cart merged into the account's.
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(drawer.getByRole('textbox', { name: `Quantity of ${productName}` })).toHaveValue('2');
    await drawer.getByRole('textbox', { name: 'Promo code' }).fill('guardian10');
    await drawer.getByRole('button', { name: 'Place order' }).click();
    await expect(drawer.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
    await expect(drawer.getByText('Promo GUARDIAN10')).toBeVisible();
    await expect(drawer.getByText(/reward coins added/)).toBeVisible();

    await page.goto('/profile');
    const history = page.getByRole('region', { name: 'Order history' });
    await expect(history.getByText(`${productName} × 2`)).toBeVisible();
    await expect(history.getByText('Promo GUARDIAN10')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a second order with GUARDIAN10 is refused with a sentence', async ({ page }) => {
    await page.request.post('/api/register', { data: { email: uniqueEmail('second'), password: STRONG_PASSWORD, displayName: 'Repeat Buyer' } });
    const products = (await (await page.request.get('/api/products?guardian=immuno&pageSize=1')).json()) as { products: { id: string }[] };
    const productId = products.products[0]!.id;
    const first = await page.request.post('/api/purchase', {
      data: { items: [{ productId, quantity: 1 }] },
      headers: { 'Idempotency-Key': `first-${Date.now()}` },
    });
    expect(first.status()).toBe(201);

    await page.request.put(`/api/cart/items/${productId}`, { data: { quantity: 1 } });
    await page.goto('/shop');
    await answerCookieBanner(page);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('textbox', { name: 'Promo code' }).fill('GUARDIAN10');
    await drawer.getByRole('button', { name: 'Place order' }).click();
    await expect(drawer.getByRole('alert')).toContainText('GUARDIAN10 is for the first order of an account');
  });

  test('a search without results says so and offers a way back', async ({ page }) => {
    await page.goto('/marketplace?q=zzqx-no-such-product');
    await expect(page.getByText('No products match “zzqx-no-such-product”.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
