// The last two placeholders of issue 16: the API reference at /api-test against the live server, and the style
// guide at /vertical-fluidity-demo reflowing in its frame and passing axe in both colour schemes.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { collectConsoleErrors } from './console-errors';

test.describe('/api-test', () => {
  test("lists the live server's endpoints, and 'Try it' on GET /api/db-status shows the 200 answer", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const document = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const operationCount = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).filter((key) => key !== 'parameters').length, 0);

    await page.goto('/api-test');
    await expect(page.getByRole('heading', { level: 1, name: 'API Test', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'endpoints' })).toHaveText(`${operationCount} endpoints`);
    await expect(page.getByRole('region', { name: 'accounts' }).getByRole('button', { name: /^POST \/api\/login: / })).toBeVisible();
    const dbStatus = page.getByRole('region', { name: 'system' }).getByRole('button', { name: /^GET \/api\/db-status: / });
    await dbStatus.click();

    const form = page.getByRole('form', { name: 'Try GET /api/db-status' });
    // The answer's schema, from #/components/schemas/DbStatusResponse.
    await page.getByRole('button', { name: /^200 Database availability/ }).click();
    await expect(page.getByText('DbStatusResponse', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Send GET request' }).click();
    const response = form.getByRole('region', { name: 'Response' });
    await expect(response.getByLabel('Status 200')).toHaveText('200 OK');
    await expect(response.getByRole('rowheader', { name: 'content-type', exact: true })).toBeVisible();
    await expect(response.getByLabel('Response body')).toHaveText(JSON.stringify({ available: true }, null, 2));
    expect(errors).toEqual([]);
    // Off the button just pressed: a hovered filled button is a shade lighter, which is not the state axe should judge.
    await page.mouse.move(0, 0);
    await expectAccessible(page, '/api-test with an answer');
  });

  test("'Try it' on a write goes out with this origin, so the server judges the request itself, not its origin", async ({ page }) => {
    await page.goto('/api-test');
    await page.getByRole('textbox', { name: 'Search endpoints' }).fill('post /api/login');
    await page.getByRole('button', { name: /^POST \/api\/login: / }).click();
    const form = page.getByRole('form', { name: 'Try POST /api/login' });
    await form.getByRole('textbox', { name: /Request body/ }).fill(JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }));
    await form.getByRole('button', { name: 'Send POST request' }).click();
    const response = form.getByRole('region', { name: 'Response' });
    await expect(response.getByLabel('Status 401')).toBeVisible();
    await expect(response.getByLabel('Response body')).toContainText('"code": "INVALID_CREDENTIALS"');
  });
});

/** Picks an option of a segmented control the way a person does: by clicking its label (the radio itself is hidden). */
async function choose(page: Page, option: string): Promise<void> {
  const id = await page.getByRole('radio', { name: option, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

test.describe('/vertical-fluidity-demo', () => {
  test('shows the themes and shared components, reflows them with the frame width, and passes axe in dark and light', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/vertical-fluidity-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Vertical Fluidity Demo', exact: true })).toBeVisible();
    // A live product of the seeded catalogue in the product card.
    await expect(page.getByRole('region', { name: 'Product cards' }).getByRole('article').first()).toBeVisible();

    const themeCards = page.getByRole('region', { name: 'Themes' }).getByRole('article');
    await expect(themeCards).toHaveCount(7);
    const rowOf = async (index: number) => Math.round((await themeCards.nth(index).boundingBox())?.y ?? -1);
    await choose(page, 'Desktop');
    await expect.poll(async () => (await rowOf(1)) === (await rowOf(0))).toBe(true);
    await choose(page, 'Phone');
    await expect(page.getByText('The frame is 360 px wide.')).toBeVisible();
    await expect.poll(async () => (await rowOf(1)) > (await rowOf(0))).toBe(true);

    await choose(page, 'Light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.mouse.move(0, 0);
    await expectAccessible(page, '/vertical-fluidity-demo', ['dark', 'light']);
  });
});
