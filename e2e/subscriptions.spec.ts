// Subscribe & save: a customer subscribes on a product page (the first order placed at the discount), then skips the
// next delivery, changes how often it comes, pauses and cancels it in /profile.
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

const PRODUCT_PATH = '/marketplace/product/vitamin-d3-2000-iu';

test('a customer subscribes on a product page and manages the subscription in the profile', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await page.request.post('/api/register', { data: { email: uniqueEmail('subscriber'), password: STRONG_PASSWORD, displayName: 'Sub Scriber' } });
  const address = await page.request.post('/api/addresses', {
    data: { name: 'Sub Scriber', phone: '+91 98765 43210', line1: '7 Lavelle Road', city: 'Bengaluru', postalCode: '560001', country: 'IN' },
  });
  expect(address.status()).toBe(201);

  await page.goto(PRODUCT_PATH);
  await answerCookieBanner(page);
  const panel = page.getByRole('region', { name: /^Subscribe & save \d+%$/ });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Set up a subscription' }).click();
  const form = panel.getByRole('form', { name: 'Subscribe' });
  await form.getByRole('radio', { name: '60 days' }).check();
  await form.getByRole('combobox', { name: 'Quantity each time' }).selectOption('2');
  await expect(form.getByRole('combobox', { name: 'Deliver to' })).toHaveValue(/.+/);
  await form.getByRole('button', { name: /^Subscribe · ₹[\d,.]+ every 60 days$/ }).click();
  await expect(panel.getByRole('status')).toContainText('Your first order is placed.');

  await panel.getByRole('link', { name: 'Manage it in your profile' }).click();
  await expect(page).toHaveURL(/\/profile#subscriptions-title$/);
  const subscription = page.getByRole('article', { name: /^Subscription: 2 × Vitamin D3/ });
  await expect(subscription.getByText(/^Every 60 days · ₹/)).toBeVisible();
  const next = (await subscription.getByText(/^Next delivery: ordered on /).textContent()) ?? '';

  await subscription.getByRole('button', { name: 'Skip the next delivery' }).click();
  await expect(subscription.getByText(/^Next delivery: ordered on /)).not.toHaveText(next);

  await subscription.getByRole('button', { name: 'Change' }).click();
  const change = subscription.getByRole('form', { name: 'Change the subscription' });
  await change.getByRole('combobox', { name: 'Deliver every' }).selectOption('30');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(subscription.getByText(/^Every 30 days · ₹/)).toBeVisible();

  await subscription.getByRole('button', { name: 'Pause' }).click();
  await expect(subscription.getByText('Paused', { exact: true })).toBeVisible();
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await subscription.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(subscription.getByText('Cancelled', { exact: true })).toBeVisible();

  // The first order is in the order history, with the subscription's discount.
  const history = page.getByRole('region', { name: 'Order history' });
  await expect(history.getByRole('article').first().getByText('Subscription order placed: pay in cash on delivery')).toBeVisible();
  expect(errors).toEqual([]);
});
