import { expect, test } from '@playwright/test';
import { registerThroughApi, STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { mailsTo } from './mail-sink';

const NEW_PASSWORD = 'Lantern-Orchid-Velvet-42';

/** The reset link of the newest mail the SMTP sink received for `email` that carries one (the welcome does not). */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        link = mails.map((mail) => /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0]).findLast((found) => found !== undefined);
        return link !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

test('a customer who forgot the password gets a link by mail, sets a new one, and every other device is signed out', async ({ page, browser }) => {
  const email = uniqueEmail('forgot-password');
  // Another device, signed in.
  const otherDevice = await browser.newContext();
  await registerThroughApi(await otherDevice.newPage(), email);
  expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/auth-simple');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('The link works for 30 minutes and only once.')).toBeVisible();

  const link = await resetLinkFor(email);
  // Besides the welcome the registration sent (issue 42 §2), the one reset mail.
  expect((await mailsTo(email)).map((mail) => mail.subject).filter((subject) => subject !== 'Welcome to Guardians')).toEqual(['Reset your Guardians password']);

  await page.goto(link);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL('/reset-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByText('Your password is changed. Every device was signed out.')).toBeVisible();

  expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(401);
  await otherDevice.close();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth-simple/);
  expect((await page.request.post('/api/login', { data: { email, password: STRONG_PASSWORD } })).status()).toBe(401);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/profile');

  // The link worked once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Long-Passphrase-77');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Another-Long-Passphrase-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'This link is used or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('asking for an address no account uses answers the same, and no mail leaves', async ({ page }) => {
  const email = uniqueEmail('forgot-nobody');
  await page.goto('/forgot-password?from=partner');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await mailsTo(email)).toEqual([]);
});
