import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { firstAdmin } from './staff-account';
import { answerCookieBanner } from './storefront-visit';

const BRAND_PARTNER = { email: 'brand-partner@dev.guardians.test', password: 'Guardians-dev-2026!' };

/** A photo as a phone would take it: a 1600 × 1200 JPEG. */
function productPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The photo shown, loaded: its src, and the width the browser decoded. */
async function shownPhoto(image: Locator): Promise<{ src: string; width: number }> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({ src: element.getAttribute('src') ?? '', width: element.naturalWidth }));
}

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

  // Its photo, chosen from the device, is resized on the server and shown back to the partner.
  await submission.locator('input[type="file"]').setInputFiles({ name: 'moringa.jpg', mimeType: 'image/jpeg', buffer: await productPhoto('#4a7a2a') });
  await expect(submission.getByRole('status')).toHaveText('Photo saved. Reviewers see it with your submission.');
  const photo = await shownPhoto(submission.getByRole('img', { name: `Photo of ${productName}` }));
  expect(photo.src).toMatch(/^\/api\/brand-products\/[^/]+\/photo\?v=[0-9a-f]{16}$/);
  expect(photo.width).toBe(800);
  await expect(submission.getByText(`Replace the photo of ${productName}`)).toBeVisible();

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
  const { product } = (await submitted.json()) as { product: { id: string } };
  const photo = await partner.request.put(`/api/brand-products/${product.id}/photo`, {
    headers: { 'Content-Type': 'image/jpeg' },
    data: await productPhoto('#e0a020'),
  });
  expect(photo.status()).toBe(200);
  await partner.close();

  // The run's first admin (e2e/staff-account.ts: created once with the server's one-time setup token).
  const admin = await firstAdmin(page.request);
  expect((await page.request.post('/api/login', { data: admin })).status()).toBe(200);

  // Admin screens show no cookie banner (spec 2: shell extras are hidden there).
  await page.goto('/admin-product-verification');
  const pending = page.getByRole('article', { name: productName });
  // The reviewer sees the partner's photo before deciding.
  expect((await shownPhoto(pending.getByRole('img', { name: `Photo of ${productName}` }))).width).toBe(800);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toBeHidden();

  await page.goto(`/marketplace?q=${encodeURIComponent('Amla Vitamin C Gummies')}`);
  const card = page.getByRole('article', { name: productName });
  await expect(card).toBeVisible();
  // Shoppers get it from its public, content-named path, cached for a year.
  const shown = await shownPhoto(card.locator('img').first());
  expect(shown.src).toBe(`/api/product-photos/${product.id}/${shown.src.slice(-21)}`);
  const served = await page.request.get(shown.src);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
