// GDPR self-service (issue 16): a customer asks for an export on /profile, downloads the JSON document, then asks
// for their account to be deleted (password in the modal) and is signed out; staff then see both requests on
// /admin-data-collection.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { firstAdmin } from './staff-account';

test('a customer downloads their data export, then deletes their account and is signed out', async ({ page, browser }) => {
  // Two people and axe in both schemes.
  test.slow();
  const email = uniqueEmail('gdpr');
  const registered = await page.request.post('/api/register', { data: { email, password: STRONG_PASSWORD, displayName: 'Gita Privacy' } });
  expect(registered.status()).toBe(201);

  // The account area shows no cookie banner.
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data', exact: true });
  await yourData.scrollIntoViewIfNeeded();
  await yourData.getByRole('button', { name: 'Export my data' }).click();
  const download = yourData.getByRole('link', { name: /Download my data/ });
  await expect(download).toBeVisible();
  await expect(yourData.getByText(/You can ask for the next export from/)).toBeVisible();
  await expectAccessible(page, '/profile with a ready export');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^guardians-data-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const document = JSON.parse(text) as { format: string; account: { email: string; display_name: string }; orders: unknown[] };
  expect(document.format).toBe('guardians-data-export/1');
  expect(document.account).toMatchObject({ email, display_name: 'Gita Privacy' });
  expect(document.orders).toEqual([]);
  expect(text).not.toContain('password_hash');

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/delete your account in 14 days/)).toBeVisible();
  await dialog.getByLabel(/Your password/).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/That password is not right/);
  await dialog.getByLabel(/Your password/).fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/signout-confirmation');
  // Not "your rewards are kept": the page says when the account goes and how to keep it.
  await expect(page.getByText(/Your account will be deleted on \w+ \d{1,2}, \d{4}\. Signing in again before then cancels the deletion\./)).toBeVisible();
  await expect(page.getByText(/kept for you/)).toHaveCount(0);
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });

  // Staff see the export and the scheduled deletion.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  const admin = await firstAdmin(staffPage.request);
  expect((await staffPage.request.post('/api/login', { data: admin })).status()).toBe(200);
  await staffPage.goto('/admin-data-collection');
  const requests = staffPage.getByRole('region', { name: 'Data requests', exact: true });
  await expect(requests.getByRole('row', { name: new RegExp(`${email}.*Deletion.*scheduled`) })).toBeVisible();
  await expect(requests.getByRole('row', { name: new RegExp(`${email}.*Export.*ready`) })).toBeVisible();
  await expectAccessible(staffPage, '/admin-data-collection');
  await staff.close();
});
