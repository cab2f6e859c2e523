import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

test('a customer books a consultation on an expert profile and sees it in the profile', async ({ page }) => {
  await registerThroughApi(page, uniqueEmail('consult'));
  await page.goto('/find-expert');
  await answerCookieBanner(page);
  const firstExpert = page.getByRole('article').first();
  const expertName = (await firstExpert.getAttribute('aria-label')) ?? '';
  await firstExpert.getByRole('link', { name: expertName }).click();

  await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Free slots' }).locator('label').first().click();
  await page.getByRole('button', { name: 'Book consultation' }).click();
  await expect(page.getByText('Your consultation is booked')).toBeVisible();

  await page.goto('/profile');
  const consultations = page.getByRole('region', { name: 'Consultations' });
  await expect(consultations.getByTestId('consultation')).toHaveCount(1);
  await expect(consultations.getByRole('link', { name: expertName })).toBeVisible();
  // 'Add to calendar' downloads the booking as an iCalendar file.
  const downloading = page.waitForEvent('download');
  await consultations.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^guardians-consultation-\d{4}-\d{2}-\d{2}\.ics$/);
  const calendar = await readFile((await download.path()) ?? '', 'utf8');
  expect(calendar).toContain(`SUMMARY:Guardians consultation with ${expertName}`);
  await consultations.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(consultations.getByText('Cancelled')).toBeVisible();
});
