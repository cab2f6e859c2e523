// The admin area (issue 16): an admin signs in from a remembered admin page, sees the home's to-dos, moves an
// order's status and finds the move in the audit log; a customer is not allowed in.
import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { firstAdmin } from './staff-account';

test('an admin signs in, sees the to-dos, packs an order and finds the move in the audit log', async ({ page, browser, request }) => {
  const admin = await firstAdmin(request);

  // A customer's order, placed through the API in a browser of their own.
  const customer = await browser.newContext();
  const email = uniqueEmail('admin-order');
  expect((await customer.request.post('/api/register', { data: { email, password: STRONG_PASSWORD, displayName: 'Asha Admin-Test' } })).status()).toBe(201);
  const address = await customer.request.post('/api/addresses', {
    data: { name: 'Asha Admin-Test', phone: '+91 98765 43210', line1: '12 MG Road', city: 'Bengaluru', postalCode: '560001', country: 'IN' },
  });
  const { address: saved } = (await address.json()) as { address: { id: string } };
  const products = (await (await customer.request.get('/api/products?guardian=immuno&pageSize=1')).json()) as { products: { id: string }[] };
  const placed = await customer.request.post('/api/purchase', {
    data: { items: [{ productId: products.products[0]?.id, quantity: 1 }], addressId: saved.id },
    headers: { 'Idempotency-Key': `admin-spec-${Date.now()}` },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string } };
  const shortId = order.id.slice(0, 8);

  // Signed out, the orders page sends the admin to sign in, and back to it afterwards.
  await page.goto(`/admin/orders?email=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByRole('button', { name: `Open order ${shortId}` }).click();
  const detail = page.getByRole('region', { name: `Order ${shortId}` });
  await detail.getByRole('textbox', { name: /Note for the customer/ }).fill('Packed in box 7');
  await detail.getByRole('button', { name: 'Mark packed' }).click();
  await expect(detail.getByRole('heading', { name: `Order ${shortId} · Packed` })).toBeVisible();

  // The home: to-do counts and the move among the latest entries.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  for (const todo of ['Products awaiting verification', 'Reviews awaiting moderation', 'Orders to pack', 'Data requests open']) {
    await expect(page.getByRole('region', { name: todo })).toBeVisible();
  }
  const summary = `Order ${shortId}: Awaiting payment → Packed (Packed in box 7)`;
  await expect(page.getByText(summary)).toBeVisible();

  // The audit log, filtered to the admin.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByRole('textbox', { name: 'Staff email or id' }).fill(admin.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText(summary)).toBeVisible();

  // The customer, signed in, is not allowed into the admin area.
  const customerPage = await customer.newPage();
  await customerPage.goto('/admin');
  await expect(customerPage.getByRole('alert')).toContainText('Not allowed');
  await expect(customerPage.getByRole('link', { name: 'Back to the store' })).toBeVisible();
  await customer.close();
});

test('a visitor writes to the store from the footer, and support answers it in the admin area', async ({ page, browser, request }) => {
  const admin = await firstAdmin(request);
  const visitor = await browser.newPage();
  await visitor.goto('/testimonials');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(visitor).toHaveURL(/\/contact$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Your name' }).fill('Meera Contact-Test');
  await visitor.getByRole('textbox', { name: 'E-mail for our reply' }).fill(uniqueEmail('contact'));
  await visitor.getByRole('combobox', { name: 'About' }).selectOption('product');
  const words = `Is the vitamin D3 suitable for vegans? (${Date.now().toString(36)})`;
  await visitor.getByRole('textbox', { name: 'Message' }).fill(words);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  const sent = visitor.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(sent).toBeVisible();
  const reference = /GC-[A-Z0-9]{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await visitor.close();

  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText(words)).toBeVisible();
  await card.getByRole('textbox', { name: /Note for the team/ }).fill('Answered: yes, it is lichen-based.');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(card).toHaveCount(0);
  // The segmented control's radios are visually hidden: a person clicks the label.
  await page
    .locator('label')
    .filter({ hasText: /^Handled$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=handled$/);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: reference })
      .getByText(/Answered: yes, it is lichen-based/),
  ).toBeVisible();
});
