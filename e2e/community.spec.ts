// The Guardian Council (issue 43) in a browser: a member starts a topic and another finds it helpful and replies; a
// crisis post is held from others while its author gets the crisis line to call; a moderator restores a post that a
// report hid; the screens on a phone and a desktop; and axe on the member screens. Each test signs up fresh members.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { PostWriteResponse } from '@common/contracts/community';
import { expectAccessible } from './accessibility';
import { collectConsoleErrors } from './console-errors';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { firstAdmin } from './staff-account';
import { answerCookieBanner } from './storefront-visit';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Ordinary posts: the screening (the chat's triage and the hold rules) lets them show at once. */
const OATS_TOPIC = {
  title: 'Oats at breakfast for my cholesterol',
  body: 'I swapped my white bread for a bowl of oats with walnuts every morning, and my walk after dinner is now 30 minutes. Anyone else tracking how they feel after a month?',
};
const SLEEP_TOPIC = {
  title: 'Sleep routine that helps my focus',
  body: 'I moved my bedtime to 10:30 and stopped screens an hour before. My focus at work in the mornings is better. Does anyone else keep a sleep diary?',
};
const REPLY = 'Same here: I added oats and a short walk after dinner, and my energy in the afternoon is steadier.';
/** Read by the triage as a crisis: held from others, the author gets the crisis line (Tele-MANAS 14416 by default). */
const CRISIS_TOPIC = {
  title: 'I cannot go on anymore',
  body: 'I want to end my life. I have a plan for tonight and I have saved up my pills.',
};

/** A title no other test (or earlier run) uses, so a list or the moderation queue shows exactly one such topic. */
function uniqueTitle(title: string): string {
  return `${title} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

interface Member {
  context: BrowserContext;
  page: Page;
  /** The name others see: first name and initial of the account's name ("Asha Rao" → "Asha R."). */
  displayName: string;
  errors: string[];
}

/** A fresh account in a browser context of its own, signed in, its console watched. */
async function newMember(browser: Browser, name: string, viewport = DESKTOP): Promise<Member> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const registered = await page.request.post('/api/register', { data: { email: uniqueEmail('council'), password: STRONG_PASSWORD, displayName: name } });
  expect(registered.status()).toBe(201);
  const [first, last] = name.split(' ');
  return { context, page, displayName: `${first} ${last?.charAt(0)}.`, errors };
}

/** Starts a topic through the API (the page's session), and checks that it shows at once. */
async function startTopicThroughApi(request: APIRequestContext, circleId: string, topic: { title: string; body: string }): Promise<PostWriteResponse> {
  const started = await request.post(`/api/community/circles/${circleId}/topics`, { data: topic });
  expect(started.status()).toBe(201);
  const answer = (await started.json()) as PostWriteResponse;
  expect(answer.outcome).toMatchObject({ status: 'visible', heldFor: null });
  return answer;
}

/** The circle's "Topics" list, as a member sees it. */
function topicsList(page: Page): Locator {
  return page.getByRole('list', { name: 'Topics', exact: true });
}

/** One topic's row in a list: the list item holding the link with its title. */
function topicRow(page: Page, title: string): Locator {
  return topicsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function openCircle(page: Page, circleId: string, heading: string): Promise<void> {
  await page.goto(`/community/${circleId}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

async function openTopic(page: Page, topicId: string, title: string): Promise<void> {
  await page.goto(`/community/topics/${topicId}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/**
 * The console errors besides the one a member who may not see a topic is meant to meet: Chromium logs the API's 404 for
 * it (asked twice: the app's queries retry once) while the page shows "Topic not found".
 */
function besidesTopicNotFound(errors: readonly string[], topicId: string): string[] {
  return errors.filter((error) => !(error.includes('status of 404') && error.includes(`/api/community/topics/${topicId}?`)));
}

/** How much wider than the window the page is: 0 when nothing overflows sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a member starts a topic, another finds it helpful and replies, and the first sees the reply as unread', async ({ browser }) => {
  // Two members, five screens each.
  test.slow();
  const asha = await newMember(browser, 'Asha Rao');
  const bina = await newMember(browser, 'Bina Kapoor');
  const title = uniqueTitle(OATS_TOPIC.title);

  // Asha writes the topic in Circulation and lands on it.
  await openCircle(asha.page, 'angio', 'Circulation');
  await answerCookieBanner(asha.page);
  await asha.page.getByRole('button', { name: 'Write a topic' }).click();
  const form = asha.page.getByRole('form', { name: 'Start a topic in Circulation' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Your post' }).fill(OATS_TOPIC.body);
  await form.getByRole('button', { name: 'Post topic' }).click();
  await expect(asha.page).toHaveURL(/\/community\/topics\/[^/]+$/);
  await expect(asha.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const topicPath = new URL(asha.page.url()).pathname;
  const ashaOpening = asha.page.getByRole('article', { name: `Opening post by ${asha.displayName}` });
  await expect(ashaOpening).toContainText(OATS_TOPIC.body);
  // Never "helpful" on one's own post.
  await expect(ashaOpening.getByRole('button', { name: 'Helpful' })).toHaveCount(0);
  await expect(asha.page.getByText('No replies yet. Be the first to answer.')).toBeVisible();

  // Bina finds it in the circle, unread, and opens it.
  await openCircle(bina.page, 'angio', 'Circulation');
  await answerCookieBanner(bina.page);
  const binaRow = topicRow(bina.page, title);
  await expect(binaRow).toContainText(`by ${asha.displayName}`);
  await expect(binaRow.getByText('Unread', { exact: true })).toBeVisible();
  await binaRow.getByRole('link', { name: title }).click();
  await expect(bina.page).toHaveURL(topicPath);
  await expect(bina.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // "Helpful" on the opening post: pressed, and counted once.
  const opening = bina.page.getByRole('article', { name: `Opening post by ${asha.displayName}` });
  const helpful = opening.getByRole('button', { name: 'Helpful' });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(opening.getByText('1 member found this helpful')).toBeVisible();
  // The server counted it: it stays after a reload.
  await bina.page.reload();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(opening.getByText('1 member found this helpful')).toBeVisible();

  // Bina replies through the form; the reply shows in the list of replies.
  const replyForm = bina.page.getByRole('form', { name: 'Your reply' });
  await replyForm.getByRole('textbox', { name: 'Reply' }).fill(REPLY);
  await replyForm.getByRole('button', { name: 'Post reply' }).click();
  await expect(bina.page.getByRole('status').filter({ hasText: 'Your post is up.' })).toBeVisible();
  const binaReplies = bina.page.getByRole('list', { name: 'Replies' });
  await expect(binaReplies.getByRole('article', { name: `Reply by ${bina.displayName}` })).toContainText(REPLY);
  await expect(replyForm.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

  // Asha's circle marks the topic unread again (a post since she opened it), with its reply and helpful counts.
  await openCircle(asha.page, 'angio', 'Circulation');
  const ashaRow = topicRow(asha.page, title);
  await expect(ashaRow).toContainText('1 reply · 1 found it helpful');
  await expect(ashaRow.getByText('Unread', { exact: true })).toBeVisible();
  await ashaRow.getByRole('link', { name: title }).click();
  await expect(asha.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(asha.page.getByRole('list', { name: 'Replies' }).getByRole('article', { name: `Reply by ${bina.displayName}` })).toContainText(REPLY);
  await expect(asha.page.getByRole('article', { name: `Opening post by ${asha.displayName}` }).getByText('1 member found this helpful')).toBeVisible();
  // Read now: the marker is gone.
  await openCircle(asha.page, 'angio', 'Circulation');
  await expect(topicRow(asha.page, title)).toBeVisible();
  await expect(topicRow(asha.page, title).getByText('Unread', { exact: true })).toHaveCount(0);

  expect(asha.errors).toEqual([]);
  expect(bina.errors).toEqual([]);
  await asha.context.close();
  await bina.context.close();
});

test('a crisis post is held from others, and its author is given the crisis line to call', async ({ browser }) => {
  test.slow();
  const chitra = await newMember(browser, 'Chitra Menon');
  const dev = await newMember(browser, 'Dev Shah');
  const title = uniqueTitle(CRISIS_TOPIC.title);

  await openCircle(chitra.page, 'general', 'General');
  await answerCookieBanner(chitra.page);
  await chitra.page.getByRole('button', { name: 'Write a topic' }).click();
  const form = chitra.page.getByRole('form', { name: 'Start a topic in General' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Your post' }).fill(CRISIS_TOPIC.body);
  const posted = chitra.page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/community/circles/general/topics'),
  );
  await form.getByRole('button', { name: 'Post topic' }).click();
  const answer = (await (await posted).json()) as PostWriteResponse;
  expect(answer.outcome).toMatchObject({ status: 'held', heldFor: 'crisis' });

  // The author stays on the circle and reads the crisis reply, with a real tel: link to the crisis line.
  await expect(chitra.page).toHaveURL('/community/general');
  const alert = chitra.page.getByRole('alert').filter({ hasText: 'You do not have to face this alone' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Your post is kept from others for now');
  const callCrisisLine = alert.getByRole('link', { name: /^Call Tele-MANAS/ });
  await expect(callCrisisLine).toHaveAttribute('href', 'tel:14416');
  await expect(alert.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  // The author still finds the topic in the list, marked as waiting for a moderator.
  const ownRow = topicRow(chitra.page, title);
  await expect(ownRow.getByText('Waiting for a moderator', { exact: true })).toBeVisible();

  // Another member sees neither the topic in the circle nor the topic itself.
  await openCircle(dev.page, 'general', 'General');
  await answerCookieBanner(dev.page);
  await expect(dev.page.getByText(/^\d+ topics?$/)).toBeVisible();
  await expect(dev.page.getByRole('link', { name: title })).toHaveCount(0);
  await dev.page.goto(`/community/topics/${answer.topicId}`);
  await expect(dev.page.getByRole('heading', { level: 1, name: 'Topic not found' })).toBeVisible();
  await expect(dev.page.getByText(title)).toHaveCount(0);

  expect(chitra.errors).toEqual([]);
  expect(besidesTopicNotFound(dev.errors, answer.topicId)).toEqual([]);
  await chitra.context.close();
  await dev.context.close();
});

test('a moderator approves a post that a report hid, and members see it again', async ({ browser, page }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const esha = await newMember(browser, 'Esha Iyer');
  const farhan = await newMember(browser, 'Farhan Ali');
  const title = uniqueTitle(SLEEP_TOPIC.title);
  const started = await startTopicThroughApi(esha.page.request, 'genomica', { title, body: SLEEP_TOPIC.body });

  // The admin's report weighs 4: the post is hidden at once.
  const admin = await firstAdmin(page.request);
  expect((await page.request.post('/api/login', { data: admin })).status()).toBe(200);
  const reported = await page.request.post(`/api/community/posts/${started.post.id}/reports`, { data: { reason: 'off_topic', note: 'Checking this one' } });
  expect(reported.status()).toBe(201);
  expect(await reported.json()).toEqual({ reported: true, hidden: true });

  // Hidden from other members: the topic is neither listed nor opened.
  await openCircle(farhan.page, 'genomica', 'DNA and cognition');
  await answerCookieBanner(farhan.page);
  await expect(farhan.page.getByText(/^\d+ topics?$/)).toBeVisible();
  await expect(farhan.page.getByRole('link', { name: title })).toHaveCount(0);
  await farhan.page.goto(`/community/topics/${started.topicId}`);
  await expect(farhan.page.getByRole('heading', { level: 1, name: 'Topic not found' })).toBeVisible();

  // The moderation queue (no cookie banner on admin screens) lists it with the report; Approve restores it.
  await page.goto('/admin/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community moderation' })).toBeVisible();
  const item = page.getByRole('article', { name: title });
  await expect(item).toContainText(SLEEP_TOPIC.body);
  await expect(item).toContainText(`by ${esha.displayName}`);
  await expect(item.getByText('Hidden by members’ reports')).toBeVisible();
  await expect(item.getByText('Reported once')).toBeVisible();
  await expect(item.getByText(/Off topic: “Checking this one” · weight 4/)).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: / })).toBeVisible();
  await expect(item).toBeHidden();

  // Farhan opens the topic again, and finds it in the circle.
  await openTopic(farhan.page, started.topicId, title);
  await expect(farhan.page.getByRole('article', { name: `Opening post by ${esha.displayName}` })).toContainText(SLEEP_TOPIC.body);
  await openCircle(farhan.page, 'genomica', 'DNA and cognition');
  await expect(topicRow(farhan.page, title)).toBeVisible();

  expect(errors).toEqual([]);
  expect(esha.errors).toEqual([]);
  expect(besidesTopicNotFound(farhan.errors, started.topicId)).toEqual([]);
  await esha.context.close();
  await farhan.context.close();
});

for (const [label, viewport] of [
  ['a phone (390 × 844)', PHONE],
  ['a desktop (1280 × 800)', DESKTOP],
] as const) {
  test(`the community and a topic fit ${label}`, async ({ browser }) => {
    const gita = await newMember(browser, 'Gita Nair', viewport);
    const { page } = gita;
    const title = uniqueTitle(OATS_TOPIC.title);
    const started = await startTopicThroughApi(page.request, 'angio', { title, body: OATS_TOPIC.body });

    await page.goto('/community');
    const heading = page.getByRole('heading', { level: 1, name: 'Guardian Community' });
    await expect(heading).toBeVisible();
    await answerCookieBanner(page);
    await expect(page.getByRole('article', { name: 'Circulation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You in the community' })).toBeVisible();
    expect(await sidewaysOverflow(page), `/community is wider than ${label}`).toBe(0);
    await expect(heading).toBeInViewport();

    await openCircle(page, 'angio', 'Circulation');
    await expect(topicRow(page, title)).toBeVisible();
    expect(await sidewaysOverflow(page), `/community/angio is wider than ${label}`).toBe(0);

    await openTopic(page, started.topicId, title);
    await expect(page.getByRole('form', { name: 'Your reply' })).toBeVisible();
    expect(await sidewaysOverflow(page), `the topic is wider than ${label}`).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();

    expect(gita.errors).toEqual([]);
    await gita.context.close();
  });
}

test('the community, a circle and a topic with a reply pass axe', async ({ browser }) => {
  // axe in both colour schemes on three screens.
  test.slow();
  const hari = await newMember(browser, 'Hari Prasad');
  const indu = await newMember(browser, 'Indu Verma');
  const title = uniqueTitle(OATS_TOPIC.title);
  const started = await startTopicThroughApi(hari.page.request, 'biome', { title, body: OATS_TOPIC.body });
  const replied = await indu.page.request.post(`/api/community/topics/${started.topicId}/replies`, { data: { body: REPLY } });
  expect(replied.status()).toBe(201);
  const { page } = indu;

  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Guardian Community' })).toBeVisible();
  await answerCookieBanner(page);
  await expect(page.getByRole('article', { name: 'Gut' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You in the community' }).getByRole('button', { name: 'Change your display name' })).toBeVisible();
  await expectAccessible(page, '/community');

  await openCircle(page, 'biome', 'Gut');
  await expect(topicRow(page, title)).toBeVisible();
  await expectAccessible(page, '/community/biome');

  // A topic someone else wrote, with the reader's own reply: "Helpful", "Report", "Edit" and "Delete" are all there.
  await openTopic(page, started.topicId, title);
  await expect(page.getByRole('article', { name: `Opening post by ${hari.displayName}` }).getByRole('button', { name: 'Helpful' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Reply by ${indu.displayName}` }).getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectAccessible(page, 'a topic page');

  expect(hari.errors).toEqual([]);
  expect(indu.errors).toEqual([]);
  await hari.context.close();
  await indu.context.close();
});
