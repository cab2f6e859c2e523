import { expect, test } from '@playwright/test';
import { firstAdmin } from './staff-account';
import { answerCookieBanner } from './storefront-visit';

const BRAND_PARTNER = { email: 'brand-partner@dev.guardians.test', password: 'Guardians-dev-2026!' };

test('a brand partner submits a product, sees it waiting for review, and may not open the review screen', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: BRAND_PARTNER });
  expect(login.status()).toBe(200);
  const productName = `Moringa Leaf Capsules ${Date.now().toString(36)}`;

  await page.goto('/brand-partner-login');
  await answerCookieBanner(page);
  const form = page.getByRole('form', { name: 'Submit a product' });
  await form.getByLabel('Product name').fill(productName);
  await form.getByLabel('Brand').fill('Bloom Botanicals');
  await form.getByLabel('Description').fill('Whole-leaf moringa for everyday immune support.');
  await form.getByRole('textbox', { name: 'Guardian' }).click();
  await page.getByRole('option', { name: 'General Immuno' }).click();
  await form.getByRole('textbox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'immunity' }).click();
  await form.getByLabel('Price (₹)').fill('499');
  await form.getByLabel('Units in stock').fill('40');
  await form.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page.getByText(`${productName} is submitted and waits for review.`)).toBeVisible();
  const submission = page.getByRole('article', { name: productName });
  await expect(submission.getByText('Waiting for review')).toBeVisible();

  await page.goto('/admin-product-verification');
  await expect(page.getByRole('alert')).toContainText('Not allowed');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Verification' })).toHaveCount(0);
});

test("an admin approves a brand partner's product, and the marketplace then shows it", async ({ page, browser }) => {
  const partner = await browser.newContext();
  const partnerLogin = await partner.request.post('/api/login', { data: BRAND_PARTNER });
  expect(partnerLogin.status()).toBe(200);
  const productName = `Amla Vitamin C Gummies ${Date.now().toString(36)}`;
  const submitted = await partner.request.post('/api/brand-products', {
    data: {
      name: productName,
      brand: 'Bloom Botanicals',
      description: 'Indian gooseberry gummies with natural vitamin C.',
      guardian: 'immuno',
      categories: ['vitamins'],
      price: 34900,
      stock: 25,
    },
  });
  expect(submitted.status()).toBe(201);
  await partner.close();

  // The run's first admin (e2e/staff-account.ts: created once with the server's one-time setup token).
  const admin = await firstAdmin(page.request);
  expect((await page.request.post('/api/login', { data: admin })).status()).toBe(200);

  // Admin screens show no cookie banner (spec 2: shell extras are hidden there).
  await page.goto('/admin-product-verification');
  const pending = page.getByRole('article', { name: productName });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toBeHidden();

  await page.goto(`/marketplace?q=${encodeURIComponent('Amla Vitamin C Gummies')}`);
  await expect(page.getByText(productName).first()).toBeVisible();
});
