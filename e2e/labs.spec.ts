// Labs (issue 15): a customer buys the Vitamin D test kit, the development lab sees it awaiting delivery, takes the
// sample once the store has delivered the kit (issue 39), enters a 25(OH)D result on its dashboard, and the customer
// sees the measured value on /vitamin-d-analysis with the next steps a deficient result gets (issue 39).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { firstAdmin } from './staff-account';
import { answerCookieBanner } from './storefront-visit';

const LAB = { email: 'lab@dev.guardians.test', password: 'Guardians-dev-2026!' };

test('a lab enters a 25(OH)D result for a test kit and the client sees it on /vitamin-d-analysis', async ({ page, browser }) => {
  // Two people, several screens and axe in both schemes: three times the timeout.
  test.slow();
  const clientName = `Kit Buyer ${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/register', { data: { email: uniqueEmail('kit'), password: STRONG_PASSWORD, displayName: clientName } });
  expect(registered.status()).toBe(201);
  const address = await page.request.post('/api/addresses', {
    data: { name: clientName, phone: '+91 98765 43210', line1: '1 Residency Rd', city: 'Bengaluru', postalCode: '560025', country: 'IN' },
  });
  const { address: saved } = (await address.json()) as { address: { id: string } };
  const kit = (await (await page.request.get('/api/products/vitamin-d-25-oh-d-test-kit')).json()) as { product: { id: string } };
  const bought = await page.request.post('/api/purchase', {
    data: { items: [{ productId: kit.product.id, quantity: 1 }], addressId: saved.id },
    headers: { 'Idempotency-Key': `kit-${Date.now()}` },
  });
  expect(bought.status()).toBe(201);
  const { order } = (await bought.json()) as { order: { id: string } };

  const lab = await browser.newContext();
  const labPage = await lab.newPage();
  expect((await labPage.request.post('/api/login', { data: LAB })).status()).toBe(200);
  // The partner area shows no cookie banner.
  await labPage.goto('/partner/lab-dashboard');
  await expect(labPage.getByRole('heading', { level: 1, name: 'Lab Dashboard' })).toBeVisible();
  // By keyboard: the queue's rows open with Enter.
  await labPage.getByRole('button', { name: `Open the order of ${clientName}` }).focus();
  await labPage.keyboard.press('Enter');
  const panel = labPage.getByRole('region', { name: new RegExp(clientName) });
  // Unpaid and unshipped: no sample can have arrived, and the dashboard says why.
  await expect(panel.getByRole('status')).toContainText('The test kit is on its way to the customer (order awaiting payment)');
  await expect(panel.getByRole('button', { name: 'Mark sample received' })).toHaveCount(0);
  await expect(labPage.getByRole('table', { name: 'Lab orders' }).getByRole('row', { name: new RegExp(clientName) })).toContainText('Awaiting delivery');

  // The store delivers the kit (cash on delivery: paid at the door); the lab's queue then expects the sample.
  const staff = await browser.newContext();
  expect((await staff.request.post('/api/login', { data: await firstAdmin(staff.request) })).status()).toBe(200);
  for (const status of ['packed', 'shipped', 'delivered']) {
    expect((await staff.request.post(`/api/admin/orders/${order.id}/status`, { data: { status } })).status(), status).toBe(200);
  }
  await staff.close();
  await labPage.reload();
  await labPage.getByRole('button', { name: `Open the order of ${clientName}` }).click();
  await panel.getByRole('button', { name: 'Mark sample received' }).click();
  await panel.getByRole('button', { name: 'Start processing' }).click();
  const form = panel.getByRole('form', { name: 'Enter results' });
  await expect(form).toBeVisible();
  await expectAccessible(labPage, 'the lab dashboard with an order open');
  await form.getByRole('textbox', { name: /Measured value/ }).fill('300');
  await form.getByRole('button', { name: 'Save results' }).click();
  await expect(form.getByText(/outside the plausible range 0–250 ng\/mL/)).toBeVisible();
  // Deficient (under 20 ng/mL), so the client is offered next steps (issue 39).
  await form.getByRole('textbox', { name: /Measured value/ }).fill('14.5');
  await form.getByRole('button', { name: 'Save results' }).click();
  await expect(panel.getByTestId('lab-order-status')).toHaveText('Results ready');
  await lab.close();

  await page.goto('/vitamin-d-analysis');
  await answerCookieBanner(page);
  const measured = page.getByTestId('latest-lab-value');
  await expect(measured.getByText(/Measured blood level/)).toBeVisible();
  await expect(measured.getByTestId('lab-value')).toHaveText('14.5 ng/mL (36 nmol/L)');
  await expect(measured.getByTestId('lab-band')).toHaveText('Deficient');
  // A deficient result says what to do next: an expert, a vitamin D product with its dose caution, a retest date.
  const next = measured.getByTestId('lab-next-steps');
  await expect(next.getByRole('link', { name: 'Book an expert' })).toHaveAttribute('href', '/find-expert');
  await expect(next.getByRole('link', { name: 'See Vitamin D3 2000 IU' })).toHaveAttribute('href', '/marketplace/product/vitamin-d3-2000-iu');
  await expect(next.getByTestId('lab-retest-date')).toContainText('12 weeks after this sample');
  await expectAccessible(page, '/vitamin-d-analysis with a lab value');
});
