import { expect, type Page } from '@playwright/test';

/** Answers the cookie banner, which otherwise covers the bottom of the page (and the buttons there). */
export async function answerCookieBanner(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Your cookie choices' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
}
