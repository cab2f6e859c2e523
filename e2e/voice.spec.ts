import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { answerCookieBanner } from './storefront-visit';

const ENGINE_MISSING = {
  valid: false,
  provider: 'offline',
  usage: { character_count: 0, character_limit: 100_000 },
  reason: 'The offline voice engine (espeak-ng) is not installed on this server.',
};

function isVoiceTest(url: string, method: string): boolean {
  return method === 'POST' && new URL(url).pathname === '/api/voice/test';
}

/** The voice test page, its cookie banner answered, once the provider check has answered. */
async function openVoiceTest(page: Page): Promise<{ text: Locator; http: Locator; stream: Locator }> {
  await page.goto('/voice-test');
  await answerCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian Voice Test' })).toBeVisible();
  await expect(page.getByTestId('provider-status')).not.toHaveText('pending');
  return {
    text: page.getByRole('textbox', { name: 'Text to speak' }),
    http: page.getByRole('button', { name: 'Test over HTTP', exact: true }),
    stream: page.getByRole('button', { name: 'Stream', exact: true }),
  };
}

test.describe('guardian voice', () => {
  test('/voice-test: the offline voice is connected, the buttons need a text, and the HTTP test plays audio that loads', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { text, http, stream } = await openVoiceTest(page);
    await expect(page.getByTestId('provider-status')).toHaveText('connected');
    await expect(page.getByTestId('provider-name')).toContainText('Offline voice');
    await expect(page.getByTestId('provider-usage')).toHaveText(/^[\d,]+ of [\d,]+ characters used$/);
    // Spec 4: the socket waits for the first stream.
    await expect(page.getByTestId('socket-status')).toHaveText('disconnected');

    // The default text is the guardian's greeting.
    await expect(text).not.toHaveValue('');
    await expect(http).toBeEnabled();
    await text.fill('');
    await expect(http).toBeDisabled();
    await expect(stream).toBeDisabled();
    await text.fill('   ');
    await expect(http).toBeDisabled();
    await expect(stream).toBeDisabled();

    await page.getByRole('radio', { name: 'Lady Regenera' }).check();
    await text.fill('Rest well tonight. Your cells renew while you sleep.');
    await expect(stream).toBeEnabled();
    const answered = page.waitForResponse((response) => isVoiceTest(response.url(), response.request().method()));
    await http.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\/(wav|mpeg)/);

    const audio = page.getByLabel('Voice test audio');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    await expect(audio).toHaveAttribute('controls', '');
    // The blob is real, playable audio: the browser reads its length.
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
    await expect(http).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('on a phone, Stream connects the socket, shows the guardian’s reply and receives the parts up to the final one', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    const { text, stream } = await openVoiceTest(page);
    await expect(page.getByTestId('provider-status')).toHaveText('connected');
    await expect(page.getByTestId('socket-status')).toHaveText('disconnected');

    await text.fill('How can I keep my heart strong?');
    await stream.click();
    await expect(page.getByTestId('socket-status')).toHaveText('connected');

    const result = page.getByRole('region', { name: 'Stream', exact: true });
    await expect(result.getByTestId('voice-reply')).not.toBeEmpty();
    await expect(page.getByTestId('stream-parts-count')).toHaveText(/^[1-9]\d* parts? received, the last one included$/);
    await expect(result.getByRole('list', { name: 'Parts received' }).locator('li[data-final]')).toHaveCount(1);
    await expect(page.getByLabel('Voice stream audio')).toHaveAttribute('src', /^blob:/);

    // Readable on the phone: nothing makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  test('when the voice cannot speak, the page says not connected and why, and both buttons stay disabled', async ({ page }) => {
    await page.route('**/api/voice/validate', (route) => route.fulfill({ json: ENGINE_MISSING }));
    // The toast first, before anything else is waited for: it closes by itself after a few seconds.
    await page.goto('/voice-test');
    await expect(page.getByText('ElevenLabs Not Connected')).toBeVisible();
    const { http, stream } = await openVoiceTest(page);
    await expect(page.getByTestId('provider-status')).toHaveText('not connected');
    await expect(page.getByTestId('provider-reason')).toHaveText(ENGINE_MISSING.reason);
    await expect(http).toBeDisabled();
    await expect(stream).toBeDisabled();
  });

  test("the quick chat's Listen button speaks the guardian's reply, and Stop ends it", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await answerCookieBanner(page);
    await page.getByRole('button', { name: /• Click to Chat$/ }).click();
    const panel = page.getByRole('region', { name: /^Quick chat with / });
    await expect(panel).toBeVisible();

    const input = panel.getByRole('textbox', { name: /^Message / });
    const replies = panel.locator('[data-testid="quick-chat-message"][data-sender="guardian"]');
    const before = await replies.count();
    await input.fill('How can I keep my heart healthy?');
    await input.press('Enter');
    await expect(replies).not.toHaveCount(before);
    await expect(input).toBeEnabled();

    const reply = replies.nth(before);
    const answered = page.waitForResponse((response) => isVoiceTest(response.url(), response.request().method()));
    await reply.getByRole('button', { name: /^Listen to .+'s reply$/ }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\//);

    const stop = reply.getByRole('button', { name: /^Stop .+'s reply$/ });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(reply.getByRole('button', { name: /^Listen to .+'s reply$/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
