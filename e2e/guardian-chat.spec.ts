import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { answerCookieBanner } from './storefront-visit';

/** Opens the quick chat from its launcher (whichever guardian it shows) and returns the panel. */
async function openQuickChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /• Click to Chat$/ }).click();
  const panel = page.getByRole('region', { name: /^Quick chat with / });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Sends `text` and waits for the whole turn: a new message after the visitor's, no typing indicator, and the input
 * enabled again (it stays disabled until every call of the turn, recommendations included, is done).
 */
async function ask(panel: Locator, text: string): Promise<void> {
  const input = panel.getByRole('textbox', { name: /^Message / });
  const answers = panel.locator('[data-testid="quick-chat-message"]:not([data-sender="user"])');
  const before = await answers.count();
  await input.fill(text);
  await input.press('Enter');
  await expect(panel.locator('[data-testid="quick-chat-message"][data-sender="user"]').filter({ hasText: text }).last()).toBeVisible();
  await expect(answers).not.toHaveCount(before);
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(input).toBeEnabled();
}

/** "₹1,299.00" → 129900 minor units. */
function minorUnits(displayed: string): number {
  return Math.round(Number(displayed.replace(/[^\d.]/g, '')) * 100);
}

test.describe('guardian chat', () => {
  test('on a phone, an emergency is answered with an alert and a tel:112 call button, and nothing to buy', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const recommendationRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/chat/quick-recommendations') recommendationRequests.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await answerCookieBanner(page);

    const panel = await openQuickChat(page);
    // "pain" is one of spec 5's recommendation keywords: the safety reply must still not be followed by products.
    await ask(panel, 'I have crushing chest pain and my left arm is numb');

    const reply = panel.getByTestId('quick-chat-message').filter({ has: page.getByRole('alert') });
    await expect(reply).toHaveCount(1);
    await expect(reply).toHaveAttribute('data-safety', 'emergency');
    const alert = reply.getByRole('alert');
    await expect(alert).toContainText('112');
    await expect(alert).toBeInViewport();
    const call = alert.locator('a[href="tel:112"]');
    await expect(call).toBeVisible();
    expect((await call.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    // Readable on the phone: the alert wraps its text instead of scrolling sideways, and so does the page.
    expect(await alert.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await expect(panel.getByRole('log', { name: 'Conversation' }).locator('[data-testid="quick-chat-product"]')).toHaveCount(0);
    await expect(reply.getByRole('button', { name: /Shop Products|Take Assessment|Special Offer/ })).toHaveCount(0);
    expect(recommendationRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an incomplete picture is asked about first, and pressing "yes" brings the emergency reply', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await answerCookieBanner(page);
    const panel = await openQuickChat(page);
    await ask(panel, 'I feel a bit wheezy this evening');

    const check = panel
      .getByTestId('quick-chat-message')
      .filter({ has: page.getByRole('alert') })
      .last();
    await expect(check).toHaveAttribute('data-safety', 'check');
    await expect(check.getByRole('alert')).toContainText('One question first');
    await expect(panel.getByRole('log', { name: 'Conversation' }).locator('[data-testid="quick-chat-product"]')).toHaveCount(0);
    await check.getByRole('button', { name: 'Yes, breathing is hard now' }).click();

    const emergency = panel.locator('[data-testid="quick-chat-message"][data-safety="emergency"]');
    await expect(emergency).toHaveCount(1);
    await expect(emergency.getByRole('alert')).toContainText('Call 112');
    await expect(emergency.locator('a[href="tel:112"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('General Immuno answers a vitamin D question with cards priced 10% below the crossed-out current price', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await answerCookieBanner(page);

    const panel = await openQuickChat(page);
    await panel.getByRole('button', { name: 'Switch guardian' }).click();
    await panel.getByRole('group', { name: 'Choose a guardian' }).getByRole('button', { name: 'General Immuno' }).click();
    await expect(page.getByRole('region', { name: 'Quick chat with General Immuno' })).toBeVisible();

    const guardianMessages = panel.locator('[data-testid="quick-chat-message"][data-sender="guardian"]');
    const before = await guardianMessages.count();
    await ask(panel, 'Which vitamin D should I buy?');

    const answer = guardianMessages.nth(before);
    await expect(answer).toContainText(/vitamin D/i);
    await expect(answer).not.toHaveAttribute('data-safety', /emergency|crisis/);
    // The list shows the START of the answer, not the bottom of its cards.
    const listBox = await panel.getByRole('log', { name: 'Conversation' }).boundingBox();
    const answerBox = await answer.boundingBox();
    expect(answerBox!.y).toBeGreaterThanOrEqual(listBox!.y - 1);
    expect(answerBox!.y).toBeLessThan(listBox!.y + listBox!.height);

    const cards = panel.getByTestId('quick-chat-product');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const offered = minorUnits(await card.getByTestId('chat-offer-price').innerText());
      const current = minorUnits(await card.getByTestId('price').innerText());
      // The server's chat offer is GUARDIAN10's arithmetic: 10% of the current price, rounded to the nearest paisa.
      expect(offered).toBe(current - Math.round(current / 10));
      await expect(card.getByTestId('chat-offer-label')).toHaveText('Chat offer: extra 10%');
    }
    expect(errors).toEqual([]);
  });
});
