// The slim headers of the partner and admin areas (issue 39): a signed-in practitioner or staff member sees who is
// signed in and signs out there; signed out, the header offers the area's sign-in instead.
import { expect, test } from '@playwright/test';
import { firstAdmin } from './staff-account';

const DOCTOR = { email: 'doctor@dev.guardians.test', password: 'Guardians-dev-2026!' };

test('a practitioner sees who is signed in in the partner header, signs out there, and is then offered the sign-in', async ({ page }) => {
  expect((await page.request.post('/api/login', { data: { ...DOCTOR, expectedRole: 'partner' } })).status()).toBe(200);
  await page.goto('/partner/doctor-dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('signed-in-as')).toHaveText('Signed in as Dr. Devi (development doctor) · Doctor');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // Their own dashboard only: another role's would turn them away.
  const sections = header.getByRole('navigation', { name: 'Partner area sections' });
  await expect(sections.getByRole('link')).toHaveText(['Doctor']);
  await expect(sections.getByRole('link', { name: 'Doctor' })).toHaveAttribute('aria-current', 'page');

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signout-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You Are Signed Out' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });

  await page.goto('/partner/doctor-dashboard');
  await expect(page).toHaveURL(/\/partner\/login$/);
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/partner/login');
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(header.getByTestId('signed-in-as')).toHaveCount(0);
});

test('a staff member sees who is signed in in the admin header and signs out there', async ({ page }) => {
  const admin = await firstAdmin(page.request);
  expect((await page.request.post('/api/login', { data: { ...admin, expectedRole: 'admin' } })).status()).toBe(200);
  await page.goto('/admin/orders');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('signed-in-as')).toHaveText('Signed in as Store Admin · Administrator');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signout-confirmation$/);
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
});
