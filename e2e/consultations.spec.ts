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
  // The earliest free time, in one click from the calendar.
  await page.getByRole('button', { name: /^Next free time: / }).click();
  await expect(page.getByRole('radiogroup', { name: /^Free times on / }).getByRole('radio', { checked: true })).toHaveCount(1);
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

test.describe('on a phone in New York', () => {
  test.use({ viewport: { width: 375, height: 740 }, timezoneId: 'America/New_York' });

  test('a customer picks a day on the month calendar with the keyboard and books a time shown in both zones', async ({ page }) => {
    await registerThroughApi(page, uniqueEmail('calendar'));
    await page.goto('/find-expert');
    await answerCookieBanner(page);
    // The second best rated: the journey above books the first one's earliest time in parallel.
    const expertCard = page.getByRole('article').nth(1);
    const expertName = (await expertCard.getAttribute('aria-label')) ?? '';
    await expertCard.getByRole('link', { name: expertName }).click();
    await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
    await expect(page.getByText(/^Times in your time zone, New York \((EST|EDT)\)/)).toBeVisible();

    const month = page.getByRole('table');
    await expect(page.getByText('Loading free times…')).toHaveCount(0);
    if (await page.getByText('No free times this month — try next month.').isVisible()) {
      await page.getByRole('button', { name: /^Show [A-Z][a-z]+ \d{4}$/ }).click();
      await expect(page.getByText('Loading free times…')).toHaveCount(0);
    }
    // Only days with free times can be chosen; one of them takes Tab, and the arrow keys move between them.
    const freeDays = month.getByRole('button', { disabled: false });
    await expect(freeDays.first()).toBeVisible();
    await freeDays.first().focus();
    if ((await freeDays.count()) > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(freeDays.nth(1)).toBeFocused();
    }
    const chosenDay = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: chosenDay, exact: true })).toHaveAttribute('aria-pressed', 'true');

    const times = page.getByRole('radiogroup', { name: /^Free times on / });
    const lastTime = times.getByRole('radio').last();
    // "9:30 PM your time · 8:00 AM Wed in Kolkata (IST)": the visitor's time first, the expert's beside it.
    await expect(times.locator('label').last()).toHaveText(/your time/);
    await lastTime.check();
    await page.getByRole('button', { name: 'Book consultation' }).click();
    await expect(page.getByText('Your consultation is booked')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await page.goto('/profile');
    const consultations = page.getByRole('region', { name: 'Consultations' });
    await expect(consultations.getByRole('link', { name: expertName })).toBeVisible();
  });
});
