// Guest checkout (issue 44): a visitor buys without an account, pays in Razorpay's window (the fake's checkout at
// Razorpay's real address), reaches the order again by the link of the confirmation mail, then creates an account from
// the order's page and adds the order to it, with its purchase coins.
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { mailsTo } from './mail-sink';
import { routeRazorpayToFake } from './payment-fakes';
import { answerCookieBanner } from './storefront-visit';

test('a guest buys and pays online, opens the order from the mail, then keeps it in a new account with its coins', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await routeRazorpayToFake(page);
  await page.goto('/marketplace?guardian=biome');
  await answerCookieBanner(page);
  const card = page.getByRole('article').first();
  const productName = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Check out as a guest' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const email = uniqueEmail('guest');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Guest Guardian');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('7 Brigade Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await page.getByRole('textbox', { name: 'PIN code' }).fill('560025');
  await page.getByRole('radio', { name: /UPI, card, netbanking or wallet/ }).check();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText(`${productName} × 1`)).toBeVisible();
  const total = (await summary.getByTestId('quote-total').textContent()) ?? '';
  await page.getByRole('button', { name: `Place order · ${total}` }).click();

  // The order's own page, its token already out of the address bar.
  await expect(page).toHaveURL(/\/guest-order\?order=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order [0-9A-F]{8}$/ })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${total} with UPI, card or netbanking` }).click();
  await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // The confirmation mail's link opens the order in another browser tab too.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [placed] = await mailsTo(email);
  const link = /https?:\/\/\S+\/guest-order\?order=\S+&token=[A-Za-z0-9_-]{43}/.exec(placed?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  const fromMail = await page.context().newPage();
  await fromMail.goto(new URL(link).pathname + new URL(link).search);
  await expect(fromMail.getByText(/^Paid\. The confirmation went to/)).toBeVisible();
  await fromMail.close();

  // An account, made only when asked for, then the order added to it.
  const keep = page.getByRole('region', { name: 'Keep this order in an account' });
  await keep.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth-simple\?mode=signup/);
  await page.getByLabel('Your name').fill('Guest Guardian');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/guest-order\?order=/);
  await page.getByRole('region', { name: 'Keep this order in an account' }).getByRole('button', { name: 'Add to my account' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText(/^The order is in your account, and \d+ coins are in your wallet\.$/)).toBeVisible();
  const order = page.getByRole('region', { name: 'Order history' }).getByRole('article').first();
  await expect(order.getByText(productName)).toBeVisible();
  expect(errors).toEqual([]);
});
