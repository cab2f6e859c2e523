// The admin area's Users screen (issue 16): an admin invites a nutritionist with a one-time link, the invitee opens it,
// chooses a name and password and lands on their dashboard; the admin disables a customer, whose session ends at once.
import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { firstAdmin } from './staff-account';

test('an admin invites a nutritionist who accepts the link, and disables a customer', async ({ page, browser, request }) => {
  const admin = await firstAdmin(request);

  // Signed out, the Users page sends the admin to sign in, and back to it afterwards.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' })).toBeVisible();

  // The invitation: its link is shown once, to copy.
  const inviteeEmail = uniqueEmail('nutritionist');
  const invite = page.getByRole('form', { name: 'Invite a partner' });
  await invite.getByRole('textbox', { name: "Partner's email" }).fill(inviteeEmail);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Nutritionist' });
  await invite.getByRole('button', { name: 'Create invitation link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Invitation link' });
  await expect(linkField).toHaveValue(/\/partner\/accept-invitation\?token=/);
  const link = await linkField.inputValue();

  // The invitee, in a browser of their own, opens the link and lands on their dashboard, signed in.
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole('textbox', { name: 'Email' })).toHaveValue(inviteeEmail);
  await inviteePage.getByRole('textbox', { name: 'Your name' }).fill('Nadia Nutri');
  await inviteePage.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await inviteePage.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(inviteePage).toHaveURL(/\/partner\/nutritionist-dashboard$/);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Nutritionist Dashboard' })).toBeVisible();
  // The link worked once.
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole('alert')).toContainText('has been used already');
  await invitee.close();

  // A customer, signed in in their own browser.
  const customer = await browser.newContext();
  const customerEmail = uniqueEmail('to-disable');
  expect(
    (await customer.request.post('/api/register', { data: { email: customerEmail, password: STRONG_PASSWORD, displayName: 'Carl Customer' } })).status(),
  ).toBe(201);
  expect((await customer.request.get('/api/auth/me')).status()).toBe(200);

  await page.getByRole('textbox', { name: 'Email or name' }).fill(customerEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Open Carl Customer' }).click();
  const account = page.getByRole('region', { name: 'Account of Carl Customer' });
  await account.getByRole('textbox', { name: /Reason for disabling/ }).fill('Payment fraud reported by the bank');
  await account.getByRole('button', { name: 'Disable account' }).click();
  await account.getByRole('group', { name: 'Confirm disabling' }).getByRole('button', { name: 'Yes, disable' }).click();
  await expect(account.getByText('This account is disabled')).toBeVisible();
  await expect(account).toContainText('Payment fraud reported by the bank');

  // Their session ended at once, and signing in again is refused.
  expect((await customer.request.get('/api/auth/me')).status()).toBe(401);
  const again = await customer.request.post('/api/login', { data: { email: customerEmail, password: STRONG_PASSWORD } });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { code: string }).code).toBe('ACCOUNT_DISABLED');
  await customer.close();
});
