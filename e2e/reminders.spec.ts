import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import SqliteDatabase from 'better-sqlite3';
import { PARTNER_DASHBOARD_ROUTES } from '@common/consultation-reminders';
import { ConsultationResponse, ExpertListResponse, ExpertResponse } from '@common/contracts/experts';
import type { Expert } from '@common/contracts/experts';
import { hashPassword } from '../server/modules/accounts/password-hash';
import { DEV_ACCOUNT_PASSWORD } from '../server/setup/seed/dev-accounts';
import { registerThroughApi, STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

// The server's own clock decides what is due, and every seeded slot lies in an expert's weekly hours, usually hours
// away. So the booking is made through the API with all its rules, and only its start is then moved to 8 minutes
// from now in the run's database, as the API tests do for consultations that have started.
const DATABASE_FILE = join(process.env.GUARDIANS_E2E_DATA_DIR ?? '', 'guardians.sqlite');

function withDatabase<T>(work: (database: SqliteDatabase.Database) => T): T {
  const database = new SqliteDatabase(DATABASE_FILE, { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  try {
    return work(database);
  } finally {
    database.close();
  }
}

/** Low rated experts, one per test: the consultations spec books the best rated one in parallel. */
async function expertNobodyElseBooks(request: APIRequestContext, fromTheBottom: number): Promise<Expert> {
  const { experts } = ExpertListResponse.parse(await (await request.get('/api/experts?sort=rating')).json());
  const expert = experts.at(-fromTheBottom);
  if (!expert) throw new Error(`The seeded store has fewer than ${fromTheBottom} experts`);
  return expert;
}

async function bookStartingInMinutes(request: APIRequestContext, expert: Expert, minutes: number): Promise<{ startsAt: string }> {
  const { nextSlots } = ExpertResponse.parse(await (await request.get(`/api/experts/${expert.slug}`)).json()).expert;
  const response = await request.post('/api/consultations', { data: { expertId: expert.id, startsAt: nextSlots[0] } });
  expect(response.status()).toBe(201);
  const { consultation } = ConsultationResponse.parse(await response.json());
  const start = new Date(Date.now() + minutes * 60_000);
  const startsAt = start.toISOString();
  withDatabase((database) =>
    database
      .prepare('UPDATE consultations SET starts_at = ?, ends_at = ?, active_slot_key = ? WHERE id = ?')
      .run(startsAt, new Date(start.getTime() + expert.sessionMinutes * 60_000).toISOString(), `${expert.id}@${startsAt}`, consultation.id),
  );
  return { startsAt };
}

/**
 * The seeded expert accounts have no password: the test gives this one a password to sign in with. A development
 * account (the dev doctor's expert profile) keeps its own, which other specs sign in with.
 */
async function signInAsExpertAccount(request: APIRequestContext, expert: Expert): Promise<void> {
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  const { email, password } = withDatabase((database) => {
    const account = database
      .prepare('SELECT users.id, users.email, users.password_hash FROM experts JOIN users ON users.id = experts.user_id WHERE experts.id = ?')
      .get(expert.id) as { id: string; email: string; password_hash: string | null } | undefined;
    if (!account) throw new Error(`Expert ${expert.slug} has no account`);
    if (account.password_hash !== null) return { email: account.email, password: DEV_ACCOUNT_PASSWORD };
    database.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, account.id);
    return { email: account.email, password: STRONG_PASSWORD };
  });
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status()).toBe(200);
}

const dueTitle = (name: string) => new RegExp(`Consultation with ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} starts in [1-8] minutes?`);

test('a customer whose consultation starts within 10 minutes sees the reminder once and opens their consultations from it', async ({ page }) => {
  await registerThroughApi(page, uniqueEmail('reminder'));
  const expert = await expertNobodyElseBooks(page.request, 1);
  await bookStartingInMinutes(page.request, expert, 8);

  await page.goto('/find-expert');
  await answerCookieBanner(page);
  const toast = page.getByRole('alert').filter({ hasText: dueTitle(expert.name) });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(`Your ${expert.sessionMinutes}-minute consultation starts at`);
  await toast.getByRole('button', { name: 'Open your consultations' }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole('heading', { name: 'Your consultations' })).toBeVisible();

  // Shown once: a new page load asks again and announces nothing new.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/consultations/reminders') && response.status() === 200);
  await page.reload();
  await asked;
  // The answer is in; give the page a moment in which a repeated toast would have appeared.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('alert').filter({ hasText: dueTitle(expert.name) })).toHaveCount(0);
});

test("the expert's account sees the reminder naming the customer on its partner dashboard", async ({ page, request }) => {
  // The customer books through their own API session; the page is the expert's.
  const registered = await request.post('/api/register', {
    data: { email: uniqueEmail('reminded-client'), password: STRONG_PASSWORD, displayName: 'Test Guardian' },
  });
  expect(registered.status()).toBe(201);
  const expert = await expertNobodyElseBooks(request, 2);
  await bookStartingInMinutes(request, expert, 6);

  await signInAsExpertAccount(page.request, expert);
  // Partner dashboards have no cookie banner or header; the reminder shows there all the same.
  await page.goto(PARTNER_DASHBOARD_ROUTES[expert.profession]);
  const toast = page.getByRole('alert').filter({ hasText: dueTitle('Test Guardian') });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast.getByRole('button', { name: 'Open your dashboard' })).toBeVisible();
});

test('nobody signed in is asked about reminders', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/consultations/reminders')) asked.push(request.url());
  });
  await page.goto('/');
  await answerCookieBanner(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
