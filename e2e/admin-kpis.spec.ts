// The strategy dashboard (issue 16): a staff member opens the KPIs, changes the range, sees the cards and the chart
// redrawn for it, and downloads the CSV of the same range.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { firstAdmin } from './staff-account';

function utcDay(daysAgo = 0): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

test('a staff member reads today’s KPIs, switches to the last 7 days and downloads the CSV', async ({ page, browser, request }) => {
  const admin = await firstAdmin(request);

  // A customer's order today, so today's figures are not all zero.
  const customer = await browser.newContext();
  const email = uniqueEmail('kpi-order');
  expect((await customer.request.post('/api/register', { data: { email, password: STRONG_PASSWORD, displayName: 'Kavya KPI-Test' } })).status()).toBe(201);
  const address = await customer.request.post('/api/addresses', {
    data: { name: 'Kavya KPI-Test', phone: '+91 98765 43210', line1: '12 MG Road', city: 'Bengaluru', postalCode: '560001', country: 'IN' },
  });
  const { address: saved } = (await address.json()) as { address: { id: string } };
  const products = (await (await customer.request.get('/api/products?guardian=biome&pageSize=1')).json()) as { products: { id: string }[] };
  const placed = await customer.request.post('/api/purchase', {
    data: { items: [{ productId: products.products[0]?.id, quantity: 1 }], addressId: saved.id },
    headers: { 'Idempotency-Key': `kpi-spec-${Date.now()}` },
  });
  expect(placed.status()).toBe(201);
  await customer.close();

  await page.goto('/admin-strategy-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin-strategy-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Strategy dashboard' })).toBeVisible();
  // Sign-ups and active customers are real customers' (issue 39), and the screen says so beside them.
  await expect(page.getByText(/^Real customers only: accounts the store seeded/)).toBeVisible();

  const today = utcDay();
  const report = page.getByTestId('kpi-report');
  const range = page.getByRole('combobox', { name: 'Range' });
  await range.selectOption('today');
  await expect(report).toHaveAttribute('data-range', `${today} to ${today} (UTC)`);
  await expect(page.getByTestId('kpi-value-orders')).toHaveText(/^[1-9]\d*$/);
  const chart = page.getByRole('img', { name: /^Orders and sign-ups per day/ });
  await expect(chart).toHaveAttribute('data-days', '1');

  await range.selectOption('7d');
  const week = `${utcDay(6)} to ${today} (UTC)`;
  await expect(report).toHaveAttribute('data-range', week);
  await expect(chart).toHaveAttribute('aria-label', `Orders and sign-ups per day, ${week}`);
  await expect(chart).toHaveAttribute('data-days', '7');
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toContainText('was');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`guardians-kpis_${utcDay(6)}_${today}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('kpi,label,unit,current,previous,change,from,to,previous_from,previous_to,time_zone');
  expect(csv).toMatch(/\r\norders,Orders,count,[1-9]\d*,\d+,/);
});
