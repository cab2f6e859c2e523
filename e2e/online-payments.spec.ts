// Paying online in rupees: a shopper picks UPI/card/netbanking, places the order and pays in Razorpay's window (the
// fake's checkout, served at Razorpay's real address); the order turns paid and the profile shows it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { routeRazorpayToFake } from './payment-fakes';
import { answerCookieBanner } from './storefront-visit';

async function shopperWithCartAndAddress(page: Page, name: string): Promise<void> {
  await page.request.post('/api/register', { data: { email: uniqueEmail('razorpay'), password: STRONG_PASSWORD, displayName: name } });
  const address = await page.request.post('/api/addresses', {
    data: { name, phone: '+91 98765 43210', line1: '1 Residency Rd', city: 'Bengaluru', postalCode: '560025', country: 'IN' },
  });
  expect(address.status()).toBe(201);
  const products = (await (await page.request.get('/api/products?guardian=biome&pageSize=1')).json()) as { products: { id: string }[] };
  const productId = products.products[0]?.id ?? '';
  expect((await page.request.put(`/api/cart/items/${productId}`, { data: { quantity: 1 } })).ok()).toBe(true);
}

test.describe('paying online through Razorpay', () => {
  test('a shopper pays by UPI in Razorpay’s window after placing the order; the order is paid in the profile', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await routeRazorpayToFake(page);
    await shopperWithCartAndAddress(page, 'Upi Guardian');
    await page.goto('/checkout');
    await answerCookieBanner(page);
    await page.getByRole('radio', { name: /UPI, card, netbanking or wallet/ }).check();
    const summary = page.getByRole('region', { name: 'Your order' });
    const total = (await summary.getByTestId('quote-total').textContent()) ?? '';
    await page.getByRole('button', { name: `Place order · ${total}` }).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();

    // The first try is declined by the bank: the window stays for another try and the page says why.
    await page.getByRole('button', { name: `Pay ${total} with UPI, card or netbanking` }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await checkout.getByRole('button', { name: 'Decline payment' }).click();
    await expect(page.getByText(/Payment failed because the bank declined it\. Nothing was taken/)).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('button', { name: /with UPI, card or netbanking/ })).toHaveCount(0);

    await page.goto('/profile');
    const order = page.getByRole('region', { name: 'Order history' }).getByRole('article').first();
    await expect(order.getByText('Online payment received')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('closing Razorpay’s window keeps the order awaiting payment and lets the shopper pay again', async ({ page }) => {
    await routeRazorpayToFake(page);
    await shopperWithCartAndAddress(page, 'Later Payer');
    await page.goto('/checkout');
    await answerCookieBanner(page);
    await page.getByRole('radio', { name: /UPI, card, netbanking or wallet/ }).check();
    const total = (await page.getByRole('region', { name: 'Your order' }).getByTestId('quote-total').textContent()) ?? '';
    await page.getByRole('button', { name: `Place order · ${total}` }).click();
    const pay = page.getByRole('button', { name: `Pay ${total} with UPI, card or netbanking` });
    await pay.click();
    await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(/You closed the payment window before paying\. It is kept, awaiting payment/)).toBeVisible();
    await pay.click();
    await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  });
});

test('a customer books a consultation from the calendar and pays its fee online', async ({ page }) => {
  await routeRazorpayToFake(page);
  await page.request.post('/api/register', { data: { email: uniqueEmail('paid-consult'), password: STRONG_PASSWORD, displayName: 'Paid Consult' } });
  await page.goto('/find-expert');
  await answerCookieBanner(page);
  // The third best rated: the consultation journeys book the first two in parallel.
  const card = page.getByRole('article').nth(2);
  const expertName = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name: expertName }).click();
  await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
  await expect(page.getByText(/^Cancelling or moving it is free until 24 hours before/)).toBeVisible();
  await page.getByRole('button', { name: /^Next free time: / }).click();
  await page.getByRole('radio', { name: 'Pay now online' }).check();
  await page.getByRole('button', { name: 'Book consultation' }).click();

  await expect(page.getByRole('heading', { name: 'Pay for your consultation' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ with UPI, card or netbanking$/ }).click();
  await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByText('Your consultation is booked')).toBeVisible();
  await expect(page.getByText(/^Paid: ₹[\d,.]+\.$/)).toBeVisible();
});
