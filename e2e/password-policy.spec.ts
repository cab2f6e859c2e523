import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';

test('creating an account with a common password is refused beside the field, with the reason; a strong one goes through', async ({ page }) => {
  const email = uniqueEmail('common-password');
  await page.goto('/auth-simple?mode=signup');
  await page.getByLabel('Email').fill(email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const requirements = page.getByRole('list', { name: 'Password requirements' });

  for (const common of ['123456', 'password', '        ']) {
    await password.fill(common);
    await expect(requirements).toContainText('Hard to guess: not a common password, word, name or pattern such as 123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/Choose another, such as three or four unrelated words\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth-simple/);
  }
  await expect(page.getByText(/heavily used password|Repeated characters/)).toBeVisible();
  expect((await page.request.post('/api/login', { data: { email, password: '123456' } })).status()).toBe(401);

  await password.fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/profile');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});
