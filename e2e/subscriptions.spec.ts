// Subscribe & save: a customer subscribes on a product page (the first order placed at the discount), then skips the
// next delivery, changes how often it comes, pauses and cancels it in /profile; another subscribes with UPI AutoPay,
// reads what the mandate allows and registers it by paying the first order by UPI in Razorpay's window (the fake's).
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { routeRazorpayToFake } from './payment-fakes';
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

test('a customer subscribes with UPI AutoPay: the mandate in words, the first order paid by UPI, the mandate in the profile', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await routeRazorpayToFake(page);
  await page.request.post('/api/register', { data: { email: uniqueEmail('upi-subscriber'), password: STRONG_PASSWORD, displayName: 'Upi Subscriber' } });
  const address = await page.request.post('/api/addresses', {
    data: { name: 'Upi Subscriber', phone: '+91 98450 12345', line1: '7 Lavelle Road', city: 'Bengaluru', postalCode: '560001', country: 'IN' },
  });
  expect(address.status()).toBe(201);

  await page.goto(PRODUCT_PATH);
  await answerCookieBanner(page);
  const panel = page.getByRole('region', { name: /^Subscribe & save \d+%$/ });
  await panel.getByRole('button', { name: 'Set up a subscription' }).click();
  const form = panel.getByRole('form', { name: 'Subscribe' });
  await form.getByRole('radio', { name: 'UPI AutoPay, debited automatically' }).check();
  await expect(form.getByText(/approve a UPI AutoPay mandate for Guardians\. It lets us take each delivery's amount from your bank account/)).toBeVisible();
  await form.getByRole('button', { name: /^Subscribe · ₹[\d,.]+ every 30 days$/ }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your first order is placed.' })).toBeVisible();

  await panel.getByRole('button', { name: /^Pay ₹[\d,.]+ by UPI and set up AutoPay$/ }).click();
  await page.getByRole('dialog', { name: 'Razorpay test checkout' }).getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'The next deliveries are debited by UPI AutoPay' })).toBeVisible();

  await page.goto('/profile');
  const subscription = page.getByRole('article', { name: /^Subscription: 1 × Vitamin D3/ });
  await expect(subscription.getByText(/· debited by UPI AutoPay$/)).toBeVisible();
  await expect(subscription.getByText(/^UPI AutoPay mandate set up: each delivery is debited from your bank account/)).toBeVisible();
  const history = page.getByRole('region', { name: 'Order history' });
  await expect(history.getByRole('article').first().getByText('Online payment received')).toBeVisible();
  expect(errors).toEqual([]);
});

const DOCTOR = { email: 'doctor@dev.guardians.test', password: 'Guardians-dev-2026!' };
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a client subscribes to a practitioner’s plan, answers the in-app renewal reminder, and the doctor sees it refilled', async ({ page, browser }) => {
  // Two people, several screens: three times the timeout.
  test.slow();
  const errors = collectConsoleErrors(page);
  const doctor = await browser.newContext();
  expect((await doctor.request.post('/api/login', { data: DOCTOR })).status()).toBe(200);

  // The client signs up with an address, is invited and shares their orders; the doctor sends a plan of one product.
  const clientEmail = uniqueEmail('plan-subscriber');
  await page.request.post('/api/register', { data: { email: clientEmail, password: STRONG_PASSWORD, displayName: 'Plan Subscriber' } });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const address = await page.request.post('/api/addresses', {
    data: { name: 'Plan Subscriber', phone: '+91 98765 43210', line1: '7 Lavelle Road', city: 'Bengaluru', postalCode: '560001', country: 'IN' },
  });
  expect(address.status()).toBe(201);
  const invited = await doctor.request.post('/api/partner/invitations', { data: { email: clientEmail, message: '' } });
  const { invitation } = (await invited.json()) as { invitation: { id: string } };
  expect((await page.request.post(`/api/care/invitations/${invitation.id}/accept`, { data: { scopes: ['orders'] } })).status()).toBe(201);
  const product = (await (await page.request.get('/api/products/vitamin-d3-2000-iu')).json()) as { product: { id: string; name: string } };
  const title = `Sunshine refill ${Date.now().toString(36)}`;
  const sent = await doctor.request.post(`/api/partner/clients/${me.user.id}/plans`, {
    data: { title, items: [{ productId: product.product.id, quantity: 1, dose: '1 capsule', frequency: 'once a day' }] },
  });
  expect(sent.status()).toBe(201);

  // In /profile the client subscribes to the plan every 60 days, beside "Order this plan".
  await page.goto('/profile');
  const card = page.getByRole('article', { name: `Plan ${title}` });
  await card.getByRole('button', { name: /^Deliver every 30, 60 or 90 days · save \d+%$/ }).click();
  const form = card.getByRole('form', { name: `Subscribe to ${title}` });
  await form.getByRole('radio', { name: '60 days' }).check();
  await expect(form.getByRole('combobox', { name: 'Deliver to' })).toHaveValue(/.+/);
  await form.getByRole('button', { name: /^Subscribe · ₹[\d,.]+ every 60 days$/ }).click();
  await expect(card.getByRole('status')).toContainText('Your first order is placed.');
  await expect(card.getByRole('button', { name: /^Deliver every/ })).toHaveCount(0);

  // The next delivery moved to tomorrow: three days before it, the app reminds once, and "Keep it" answers it.
  const subscription = page.getByRole('article', { name: `Subscription: 1 × ${product.product.name}` });
  await subscription.getByRole('button', { name: 'Change' }).click();
  const change = subscription.getByRole('form', { name: 'Change the subscription' });
  await change.getByLabel('Next delivery').fill(new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
  await change.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.getByRole('region', { name: 'Your next delivery is coming up' });
  await expect(
    notice.getByText(new RegExp(`^Your next delivery of 1 × ${literally(product.product.name)} is ordered on .+ \\(₹[\\d,.]+\\)\\.$`)),
  ).toBeVisible();
  await page.reload();
  const toast = page.getByRole('alert').filter({ hasText: 'Your next delivery is coming up' });
  await toast.getByRole('button', { name: 'Keep it' }).click();
  await expect(toast.getByText(/^Kept: your delivery is ordered on /)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Subscriptions', exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The doctor's Clients tab says the plan is refilled by a subscription.
  const desk = await doctor.newPage();
  await desk.goto('/partner/doctor-dashboard?tab=clients');
  const row = desk.getByRole('row', { name: new RegExp(literally(clientEmail)) });
  await expect(row.getByText('Subscribed')).toBeVisible();
  await expect(row.getByText(new RegExp(`^${literally(title)} · Every 60 days · next order `))).toBeVisible();
  await doctor.close();
  expect(errors).toEqual([]);
});
