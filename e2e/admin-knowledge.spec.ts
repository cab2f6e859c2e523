// The admin knowledge base (issue 16): an admin finds the seeded entries, adds one, sees "Try a question" use it,
// and a visitor's quick chat then answers with it.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { firstAdmin } from './staff-account';
import { answerCookieBanner } from './storefront-visit';

const QUESTION = 'What is chlorella powder?';
const ANSWER = 'Chlorella is a single-celled green alga sold dried as powder or tablets.';
const UNANSWERABLE = 'which foods have melatonin in them?';

async function askQuickChat(page: Page, text: string): Promise<Locator> {
  await page.getByRole('button', { name: /• Click to Chat$/ }).click();
  const panel = page.getByRole('region', { name: /^Quick chat with / });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('textbox', { name: /^Message / });
  await input.fill(text);
  await input.press('Enter');
  return panel;
}

test('an admin adds a knowledge entry, tries a question with it, and the guardian chat answers from it', async ({ page, browser, request }) => {
  const errors = collectConsoleErrors(page);
  const admin = await firstAdmin(request);

  await page.goto('/admin/knowledge');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/knowledge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();

  // The seeded entries are here, with their sources.
  await page.getByRole('combobox', { name: 'Guardian' }).selectOption('shared');
  await page.getByRole('textbox', { name: 'Words' }).fill('vitamin D');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Shared' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /NIH|Office of Dietary Supplements/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('form', { name: 'New knowledge entry' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(QUESTION);
  await form.getByRole('textbox', { name: /^Answer/ }).fill(ANSWER);
  await form.getByRole('textbox', { name: /^Source$/ }).fill('Test source — Chlorella overview');
  await form.getByRole('textbox', { name: /^Source address/ }).fill('https://example.org/chlorella');
  await form.getByRole('textbox', { name: /^Tags/ }).fill('algae');
  await form.getByRole('button', { name: 'Create entry' }).click();
  await expect(page.getByText(/is saved; the chat answers from it within seconds/)).toBeVisible();

  // Try a question: the new entry is the one the answer is built on.
  const panel = page.getByRole('region', { name: 'Try a question' });
  await panel.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
  await panel.getByRole('button', { name: 'Try', exact: true }).click();
  const used = panel.getByRole('list', { name: 'Entries the chat would use, best first' });
  await expect(used.getByRole('listitem').first()).toContainText('Used: the answer');
  await expect(used.getByRole('listitem').first()).toContainText(QUESTION);
  await expect(panel.getByText(ANSWER).first()).toBeVisible();

  // An emergency is answered by the safety triage: no entry at all.
  await panel.getByRole('textbox', { name: 'Question' }).fill('I have crushing chest pain and my left arm is numb');
  await panel.getByRole('button', { name: 'Try', exact: true }).click();
  await expect(panel.getByText(/no knowledge entry is used/)).toBeVisible();

  // A visitor's quick chat (whichever guardian it shows) answers from the shared entry.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await answerCookieBanner(visitorPage);
  const chat = await askQuickChat(visitorPage, QUESTION);
  await expect(chat.locator('[data-testid="quick-chat-message"]:not([data-sender="user"])').filter({ hasText: 'single-celled green alga' })).toBeVisible();
  // A question the knowledge base cannot answer is said to be so, and listed for the editors.
  const input = chat.getByRole('textbox', { name: /^Message / });
  await expect(input).toBeEnabled();
  await input.fill(UNANSWERABLE);
  await input.press('Enter');
  await expect(
    chat.locator('[data-testid="quick-chat-message"]:not([data-sender="user"])').filter({ hasText: 'I do not have a reliable answer' }),
  ).toBeVisible();
  await visitor.close();
  await page.reload();
  const unanswered = page.getByRole('region', { name: 'Unanswered questions' });
  await expect(unanswered.getByText('melatonin: Food sources')).toBeVisible();
  await expect(unanswered.getByText(UNANSWERABLE, { exact: false })).toBeVisible();

  expect(errors).toEqual([]);
});
