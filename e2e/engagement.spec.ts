import { expect, test } from '@playwright/test';
import { writeStorage } from './browser-storage';
import { collectConsoleErrors } from './console-errors';
import { registerThroughApi, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

test.describe('engagement', () => {
  test('the quick chat answers "I feel tired" with products, and a product leads to the collection with the attribution', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/testimonials');
    // Not a first visit: this test opens the chat itself rather than waiting for the 5-second auto-open.
    await writeStorage(page, 'localStorage', 'quickChatVisited', 'true');
    await answerCookieBanner(page);

    await page.getByRole('button', { name: /• Click to Chat$/ }).click();
    const panel = page.getByRole('region', { name: /^Quick chat with / });
    const input = panel.getByRole('textbox', { name: /^Message / });
    await expect(input).toBeFocused();
    await input.fill('I feel tired');
    await input.press('Enter');

    await expect(panel.getByTestId('quick-chat-message').filter({ hasText: 'I feel tired' })).toBeVisible();
    await expect(panel.locator('[data-sender="guardian"]').nth(1)).toBeVisible();
    const product = panel.getByTestId('quick-chat-product').first();
    await expect(product).toBeVisible();
    await product.click();

    await expect(page).toHaveURL(/\/collection\/[a-z]+\?product=[^&]+&ref=quickchat&guardian=[a-z]+$/);
    expect(errors).toEqual([]);
  });

  test('a signed-in reader saves a reflection and gains exactly 200 coins once', async ({ page }) => {
    await registerThroughApi(page, uniqueEmail('reflect'));
    const balance = async () => ((await (await page.request.get('/api/wallet')).json()) as { balance: number }).balance;
    const before = await balance();

    await page.goto('/wellness-storyteller');
    await writeStorage(page, 'localStorage', 'quickChatVisited', 'true');
    await answerCookieBanner(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D Wellness Journey' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The Guardians in Harmony' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The Sunshine Messenger' })).toBeVisible();

    for (const text of ['Morning walks in the sun feel different now.', 'I will test my level this winter.']) {
      await page.getByRole('button', { name: 'Add Reflection' }).click();
      await page.getByRole('textbox', { name: /^Your reflection on/ }).fill(`  ${text}  `);
      await page.getByRole('button', { name: 'Submit Reflection' }).click();
      await expect(page.getByText('Wellness Reflection Saved').last()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your reflection' })).toContainText(text);
    }
    expect(await balance()).toBe(before + 200);
  });

  test('a signed-out reader is asked to sign in before adding a reflection', async ({ page }) => {
    await page.goto('/wellness-storyteller');
    await page.getByRole('button', { name: 'Add Reflection' }).click();
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please sign in to share your Vitamin D wellness story')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Reflection' })).toHaveCount(0);
  });
});
