// Who may read which assessments, and how a guest's assessments follow them into an account.
import { describe, expect, it } from 'vitest';
import type { AssessmentAnswers } from '@common/assessments/answers';
import { questionBank } from '@common/assessments/question-banks';
import type { AssessmentType } from '@common/assessments/question-banks';
import { AssessmentHistoryResponse, AssessmentSubmittedResponse, MyAssessmentsResponse } from '@common/contracts/assessments';
import { registerVisitor, TEST_PASSWORD } from '../../test/accounts-helpers';
import { CookieBrowser, setCookieHeader } from '../../test/cookie-browser';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { uniqueEmail } from '../../test/test-visitor';
import { ASSESSMENT_CLAIM_COOKIE } from './assessment-claims';

const app = useTestApp();

function answersFor(type: AssessmentType, shift = 0): AssessmentAnswers {
  return Object.fromEntries(
    questionBank(type).map((question, index) => [question.id, question.options[(index + shift) % question.options.length]?.value ?? 0]),
  );
}

async function takeAssessment(browser: { post(path: string, body?: unknown): Promise<Response> }, type: AssessmentType = 'basic', shift = 0) {
  const response = await browser.post('/api/assessment', { type, answers: answersFor(type, shift) });
  expect(response.status).toBe(201);
  return AssessmentSubmittedResponse.parse(await response.json());
}

function historyPath(email: string): string {
  return `/api/assessment/email/${encodeURIComponent(email)}`;
}

async function readHistory(browser: { get(path: string): Promise<Response> }, email: string): Promise<AssessmentHistoryResponse> {
  const response = await browser.get(historyPath(email));
  expect(response.status).toBe(200);
  return AssessmentHistoryResponse.parse(await response.json());
}

/** A guest browser that has taken `count` assessments; returns it, its temporary email and the ids, newest first. */
async function guestWithAssessments(count: number) {
  const browser = new CookieBrowser(app);
  const ids: string[] = [];
  let tempEmail = '';
  for (let index = 0; index < count; index += 1) {
    const taken = await takeAssessment(browser, index % 2 === 0 ? 'basic' : 'standardized', index);
    tempEmail = taken.tempUserEmail ?? '';
    ids.unshift(taken.id);
  }
  return { browser, tempEmail, ids };
}

/** Puts a second millisecond between assessments, so "newest first" has one right answer. */
async function nextMillisecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('GET /api/assessment/email/:email', () => {
  it('gives the signed-in owner their assessments, newest first, whatever the case of the email', async () => {
    const { visitor, email } = await registerVisitor(app, { label: 'owner' });
    const first = await takeAssessment(visitor, 'basic');
    await nextMillisecond();
    const second = await takeAssessment(visitor, 'standardized', 3);

    const history = await readHistory(visitor, email);
    expect(history.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(history[0]).toEqual({ id: second.id, created_at: second.created_at, type: 'standardized', results: second.results });
    expect(await readHistory(visitor, email.toUpperCase())).toEqual(history);
  });

  it('answers an empty list to an owner who has not taken an assessment yet', async () => {
    const { visitor, email } = await registerVisitor(app, { label: 'fresh' });
    expect(await readHistory(visitor, email)).toEqual([]);
  });

  it('gives the browser holding the claim cookie the assessments of its temporary email', async () => {
    const guest = new CookieBrowser(app);
    const first = await takeAssessment(guest);
    await nextMillisecond();
    const second = await takeAssessment(guest, 'basic', 2);
    const history = await readHistory(guest, first.tempUserEmail ?? '');
    expect(history.map((entry) => entry.id)).toEqual([second.id, first.id]);
  });

  it('answers 403 FORBIDDEN to someone signed in as another person', async () => {
    const owner = await registerVisitor(app, { label: 'private' });
    await takeAssessment(owner.visitor);
    const other = await registerVisitor(app, { label: 'nosy' });
    const response = await other.visitor.get(historyPath(owner.email));
    expect(response.status).toBe(403);
    expect(await readErrorBody(response)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 401 UNAUTHENTICATED to a signed-out visitor asking for an account email', async () => {
    const owner = await registerVisitor(app, { label: 'account' });
    await takeAssessment(owner.visitor);
    const response = await new CookieBrowser(app).get(historyPath(owner.email));
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("refuses a guessed temporary email without its claim cookie: 401 signed out, 403 signed in, and another guest's claim does not help", async () => {
    const { tempEmail } = await guestWithAssessments(1);

    const stranger = await app.request(historyPath(tempEmail));
    expect(stranger.status).toBe(401);
    expect(await readErrorBody(stranger)).toMatchObject({ code: 'UNAUTHENTICATED' });

    const otherGuest = new CookieBrowser(app);
    await takeAssessment(otherGuest);
    expect((await otherGuest.get(historyPath(tempEmail))).status).toBe(401);

    const signedIn = await registerVisitor(app, { label: 'guesser' });
    const response = await signedIn.visitor.get(historyPath(tempEmail));
    expect(response.status).toBe(403);
    expect(await readErrorBody(response)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 401 the same way whether or not anything is stored under the email', async () => {
    const stored = await app.request(historyPath((await guestWithAssessments(1)).tempEmail));
    const nothing = await app.request(historyPath('visitor-000000000000000000000000@guest.guardians.local'));
    expect([stored.status, nothing.status]).toEqual([401, 401]);
    expect(await readErrorBody(stored)).toEqual(await readErrorBody(nothing));
  });

  it('stops honouring a claim once it has expired', async () => {
    const { browser, tempEmail } = await guestWithAssessments(1);
    await app.db
      .updateTable('assessment_claims')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('temp_email', '=', tempEmail)
      .execute();
    expect((await browser.get(historyPath(tempEmail))).status).toBe(401);
  });

  it('deletes expired claims and their unclaimed assessments when new claims are made', async () => {
    const { tempEmail, ids } = await guestWithAssessments(2);
    await app.db
      .updateTable('assessment_claims')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('temp_email', '=', tempEmail)
      .execute();
    await guestWithAssessments(1);
    expect(await app.db.selectFrom('assessment_claims').select('id').where('temp_email', '=', tempEmail).execute()).toEqual([]);
    expect(await app.db.selectFrom('assessments').select('id').where('id', 'in', ids).execute()).toEqual([]);
  });

  it('answers 400 VALIDATION_FAILED for an email longer than any can be', async () => {
    const response = await app.request(historyPath(`${'a'.repeat(250)}@example.com`));
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('tells browsers and proxies not to keep a copy', async () => {
    const { browser, tempEmail } = await guestWithAssessments(1);
    expect((await browser.get(historyPath(tempEmail))).headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/assessment/mine', () => {
  it('answers the account email and its assessments when signed in', async () => {
    const { visitor, email } = await registerVisitor(app, { label: 'mine' });
    const taken = await takeAssessment(visitor);
    const body = MyAssessmentsResponse.parse(await (await visitor.get('/api/assessment/mine')).json());
    expect(body).toEqual({ email, temporary: false, assessments: [{ id: taken.id, created_at: taken.created_at, type: 'basic', results: taken.results }] });
  });

  it('answers the temporary email and its assessments to the claim holder', async () => {
    const { browser, tempEmail, ids } = await guestWithAssessments(2);
    const body = MyAssessmentsResponse.parse(await (await browser.get('/api/assessment/mine')).json());
    expect(body.email).toBe(tempEmail);
    expect(body.temporary).toBe(true);
    expect(body.assessments.map((entry) => entry.id).sort()).toEqual([...ids].sort());
  });

  it('answers 401 UNAUTHENTICATED to a browser with neither a session nor a claim', async () => {
    const response = await app.request('/api/assessment/mine');
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('claiming guest assessments', () => {
  it('moves them to a new account on sign-up, clears the claim cookie, and the old claim reads nothing any more', async () => {
    const { browser, tempEmail, ids } = await guestWithAssessments(2);
    const claimToken = browser.cookies.get(ASSESSMENT_CLAIM_COOKIE);
    const email = uniqueEmail('claimer');

    const registered = await browser.post('/api/register', { email, password: TEST_PASSWORD });
    expect(registered.status).toBe(201);
    expect(setCookieHeader(registered, ASSESSMENT_CLAIM_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(browser.cookies.has(ASSESSMENT_CLAIM_COOKIE)).toBe(false);

    const history = await readHistory(browser, email);
    expect(history.map((entry) => entry.id).sort()).toEqual([...ids].sort());
    const rows = await app.db.selectFrom('assessments').select(['email', 'user_id']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.email === email && row.user_id !== null)).toBe(true);

    // Someone replaying the old claim cookie finds no claim: 401, and nothing left under the temporary email.
    const replay = await app.request(historyPath(tempEmail), { headers: { cookie: `${ASSESSMENT_CLAIM_COOKIE}=${claimToken}` } });
    expect(replay.status).toBe(401);
    expect(await app.db.selectFrom('assessment_claims').select('id').where('temp_email', '=', tempEmail).execute()).toEqual([]);
  });

  it('moves them to an existing account on sign-in, next to the assessments it already had', async () => {
    const owner = await registerVisitor(app, { label: 'returning' });
    const earlier = await takeAssessment(owner.visitor, 'standardized');
    await nextMillisecond();

    const { browser, ids } = await guestWithAssessments(1);
    const login = await browser.post('/api/login', { email: owner.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(browser.cookies.has(ASSESSMENT_CLAIM_COOKIE)).toBe(false);

    expect((await readHistory(browser, owner.email)).map((entry) => entry.id)).toEqual([...ids, earlier.id]);
    // The account's first browser sees them too: they belong to the account, not to a browser.
    expect((await readHistory(owner.visitor, owner.email)).map((entry) => entry.id)).toEqual([...ids, earlier.id]);
  });

  it('moves them to a demo account when the guest tries the demo', async () => {
    const { browser, ids } = await guestWithAssessments(1);
    const demo = await browser.post('/api/auth/demo');
    expect(demo.status).toBe(200);
    const body = MyAssessmentsResponse.parse(await (await browser.get('/api/assessment/mine')).json());
    expect(body.temporary).toBe(false);
    expect(body.assessments.map((entry) => entry.id)).toEqual(ids);
  });

  it("moves only this browser's assessments, never another guest's", async () => {
    const bystander = await guestWithAssessments(1);
    const { browser } = await guestWithAssessments(1);
    await browser.post('/api/register', { email: uniqueEmail('careful'), password: TEST_PASSWORD });
    expect((await readHistory(bystander.browser, bystander.tempEmail)).map((entry) => entry.id)).toEqual(bystander.ids);
  });

  it('leaves sign-in working for a browser that never took an assessment or holds a stale claim cookie', async () => {
    const owner = await registerVisitor(app, { label: 'plain' });
    const response = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: `${ASSESSMENT_CLAIM_COOKIE}=${'x'.repeat(43)}` },
      body: JSON.stringify({ email: owner.email, password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(setCookieHeader(response, ASSESSMENT_CLAIM_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('keeps assessments taken after sign-in under the account, with no new claim', async () => {
    const { browser } = await guestWithAssessments(1);
    const email = uniqueEmail('after');
    await browser.post('/api/register', { email, password: TEST_PASSWORD });
    const taken = await takeAssessment(browser);
    expect(taken.tempUserEmail).toBeUndefined();
    expect(browser.cookies.has(ASSESSMENT_CLAIM_COOKIE)).toBe(false);
    expect((await readHistory(browser, email))[0]?.id).toBe(taken.id);
  });
});
