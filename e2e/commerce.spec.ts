import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

test.describe('commerce', () => {
  test('a visitor browses, filters, adds to cart, creates an account and checks out with GUARDIAN10; the order is in the profile', async ({ page }) => {
    // The whole shopping trip, from the marketplace to a cancelled order: longer than one screen's test.
    test.setTimeout(150_000);
    const errors = collectConsoleErrors(page);
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await answerCookieBanner(page);

    await page.getByRole('combobox', { name: 'Guardian' }).selectOption({ label: 'Captain Angio' });
    await expect(page).toHaveURL(/guardian=angio/);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const productName = (await firstCard.getAttribute('aria-label')) ?? '';
    await firstCard.getByRole('link', { name: productName }).click();

    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await page.getByRole('button', { name: 'Sign in to check out' }).click();
    await expect(page).toHaveURL(/\/auth-simple/);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Your name').fill('Cart Guardian');
    const email = uniqueEmail('checkout');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back in checkout with the browser cart merged into the account's; a first order needs an address.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' }).getByText(`${productName} × 2`)).toBeVisible();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Cart Guardian');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await form.getByRole('textbox', { name: 'Address line 1' }).fill('12 MG Road');
    await form.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await form.getByRole('textbox', { name: 'PIN code' }).fill('56001');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('Enter a valid PIN code, e.g. 560001.')).toBeVisible();
    await form.getByRole('textbox', { name: 'PIN code' }).fill('560001');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('radio', { name: /Cart Guardian, 12 MG Road, Bengaluru, 560001, India/ })).toBeChecked();

    // Express delivery, GUARDIAN10 explained before placing, and the welcome coins spent.
    await page.getByRole('radio', { name: /^Express delivery/ }).check();
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.getByText('Express delivery')).toBeVisible();
    const welcome = await page.request.post('/api/process-signup-breadcrumb', {
      data: { userEmail: email, breadcrumbData: { action: 'checkout', guardianId: 'angio', rewardAmount: 100, rewardType: 'system_bonus' } },
    });
    expect(welcome.ok()).toBe(true);
    // A first order: the code is hinted under the field.
    await expect(page.getByText('GUARDIAN10 takes 10% off your first order.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('guardian10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('Promo GUARDIAN10')).toBeVisible();
    await expect(summary.getByText(/GUARDIAN10: 10% off your first order/)).toBeVisible();
    await page.getByRole('button', { name: /^Use \d+$/ }).click();
    await expect(summary.getByText(/^\d+ coins$/)).toBeVisible();
    await expect(summary.getByText(/^incl\. GST/)).toBeVisible();
    const total = (await summary.getByTestId('quote-total').textContent()) ?? '';
    await page.getByRole('button', { name: `Place order · ${total}` }).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
    await expect(page.getByText('To pay on delivery')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order progress' }).getByText('Awaiting payment')).toBeVisible();

    await page.goto('/profile');
    const history = page.getByRole('region', { name: 'Order history' });
    const order = history.getByRole('article').first();
    await expect(order.getByText(`${productName} × 2`)).toBeVisible();
    await expect(order.getByText('Promo GUARDIAN10')).toBeVisible();
    await expect(order.getByText(total, { exact: true })).toBeVisible();
    await expect(order.getByText('Deliver to Cart Guardian, 12 MG Road, Bengaluru, 560001, India')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Addresses' }).getByText('Default')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);

    // Cancelled before it is packed: the timeline says so and the coins come back.
    await order.getByRole('button', { name: 'Cancel order' }).click();
    await order.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(order.getByText('Cancelled by you')).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a second order with GUARDIAN10 is refused with a sentence before anything is placed', async ({ page }) => {
    await page.request.post('/api/register', { data: { email: uniqueEmail('second'), password: STRONG_PASSWORD, displayName: 'Repeat Buyer' } });
    const address = await page.request.post('/api/addresses', {
      data: { name: 'Repeat Buyer', phone: '+91 98765 43210', line1: '1 Residency Rd', city: 'Bengaluru', postalCode: '560025', country: 'IN' },
    });
    const { address: saved } = (await address.json()) as { address: { id: string } };
    const products = (await (await page.request.get('/api/products?guardian=immuno&pageSize=1')).json()) as { products: { id: string }[] };
    const productId = products.products[0]!.id;
    const first = await page.request.post('/api/purchase', {
      data: { items: [{ productId, quantity: 1 }], addressId: saved.id },
      headers: { 'Idempotency-Key': `first-${Date.now()}` },
    });
    expect(first.status()).toBe(201);

    await page.request.put(`/api/cart/items/${productId}`, { data: { quantity: 1 } });
    await page.goto('/shop');
    await answerCookieBanner(page);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The account has ordered: the quote says the first-order code is spent, so it is no longer hinted.
    await expect(page.getByRole('region', { name: 'Your order' }).getByTestId('quote-total')).toBeVisible();
    await expect(page.getByText('GUARDIAN10 takes 10% off your first order.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('GUARDIAN10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toContainText('GUARDIAN10 is for the first order of an account');
  });

  test('a search without results says so and offers a way back', async ({ page }) => {
    await page.goto('/marketplace?q=zzqx-no-such-product');
    await expect(page.getByText('No products match “zzqx-no-such-product”.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
