import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentAnswers } from '@common/assessments/answers';
import { BASIC_QUESTIONS, questionBank, STANDARDIZED_QUESTIONS } from '@common/assessments/question-banks';
import type { AssessmentType } from '@common/assessments/question-banks';
import { scoreAssessment } from '@common/assessments/scoring';
import { AssessmentQuestionsResponse, AssessmentSubmittedResponse, InvalidAnswersDetails } from '@common/contracts/assessments';
import { sha256Hex } from '../../http/secrets';
import { registerVisitor } from '../../test/accounts-helpers';
import { CookieBrowser, setCookieHeader } from '../../test/cookie-browser';
import { createTestDatabase, readErrorBody, readValidationIssues, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { GUEST_EMAIL_DOMAIN } from '@common/email';
import { ASSESSMENT_CLAIM_COOKIE, ASSESSMENT_CLAIM_TTL_MS } from './assessment-claims';

const app = useTestApp();

/** A complete, valid set of answers that varies from question to question, so every guardian gets its own score. */
function answersFor(type: AssessmentType, shift = 0): AssessmentAnswers {
  return Object.fromEntries(
    questionBank(type).map((question, index) => {
      const option = question.options[(index + shift) % question.options.length];
      if (!option) throw new Error(`question ${question.id} has no options`);
      return [question.id, option.value];
    }),
  );
}

async function submittedBody(response: Response): Promise<AssessmentSubmittedResponse> {
  expect(response.status).toBe(201);
  return AssessmentSubmittedResponse.parse(await response.json());
}

async function invalidAnswers(response: Response): Promise<InvalidAnswersDetails> {
  expect(response.status).toBe(400);
  const body = await readErrorBody(response);
  expect(body.code).toBe('INVALID_ANSWERS');
  return InvalidAnswersDetails.parse(body.details);
}

describe('GET /api/assessment/questions', () => {
  it('serves the basic bank from common, with guardians and options', async () => {
    const response = await app.request('/api/assessment/questions?type=basic');
    expect(response.status).toBe(200);
    const body = AssessmentQuestionsResponse.parse(await response.json());
    expect(body.type).toBe('basic');
    expect(body.questions).toEqual(JSON.parse(JSON.stringify(BASIC_QUESTIONS)));
    expect(body.questions.length).toBeGreaterThanOrEqual(8);
  });

  it('serves the standardized bank of about 25 questions', async () => {
    const body = AssessmentQuestionsResponse.parse(await (await app.request('/api/assessment/questions?type=standardized')).json());
    expect(body.type).toBe('standardized');
    expect(body.questions).toEqual(JSON.parse(JSON.stringify(STANDARDIZED_QUESTIONS)));
    expect(body.questions.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 400 VALIDATION_FAILED naming the query field for another type or none', async () => {
    for (const query of ['?type=advanced', '']) {
      const response = await app.request(`/api/assessment/questions${query}`);
      expect(response.status).toBe(400);
      expect(await readValidationIssues(response)).toEqual([expect.objectContaining({ location: 'query', path: 'type' })]);
    }
  });
});

describe('POST /api/assessment', () => {
  it("scores a signed-out visitor's answers with common scoreAssessment and issues a temporary email with a claim cookie", async () => {
    const browser = new CookieBrowser(app);
    const answers = answersFor('basic');
    const response = await browser.post('/api/assessment', { type: 'basic', answers });
    const body = await submittedBody(response);

    expect(body.results).toEqual(scoreAssessment('basic', answers));
    expect(body.type).toBe('basic');
    expect(Math.abs(Date.parse(body.created_at) - Date.now())).toBeLessThan(60_000);
    expect(body.tempUserEmail).toMatch(new RegExp(`^visitor-[0-9a-f]{24}@${GUEST_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`));

    const cookie = setCookieHeader(response, ASSESSMENT_CLAIM_COOKIE);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + ASSESSMENT_CLAIM_TTL_MS))).toBeLessThan(60_000);

    // Only the token's hash is stored, so the claims table cannot be replayed as cookies.
    const token = browser.cookies.get(ASSESSMENT_CLAIM_COOKIE) ?? '';
    const claim = await app.db
      .selectFrom('assessment_claims')
      .selectAll()
      .where('temp_email', '=', body.tempUserEmail ?? '')
      .executeTakeFirstOrThrow();
    expect(claim.id).toBe(sha256Hex(token));
    expect(claim.id).not.toBe(token);

    const row = await app.db.selectFrom('assessments').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, email: body.tempUserEmail, type: 'basic', primary_guardian: body.results.primaryGuardian });
    expect(JSON.parse(row.answers)).toEqual(answers);
  });

  it("keeps a signed-in person's assessment under the account, without a temporary email or claim cookie", async () => {
    const { visitor, email, userId } = await registerVisitor(app, { label: 'scored' });
    const answers = answersFor('standardized', 2);
    const response = await visitor.post('/api/assessment', { type: 'standardized', answers });
    const body = await submittedBody(response);
    expect(body.results).toEqual(scoreAssessment('standardized', answers));
    expect(body.tempUserEmail).toBeUndefined();
    expect(setCookieHeader(response, ASSESSMENT_CLAIM_COOKIE)).toBeUndefined();
    const row = await app.db.selectFrom('assessments').select(['user_id', 'email']).where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: userId, email });
  });

  it('ignores scores sent by the client and answers the ones it computed', async () => {
    const answers = answersFor('basic', 1);
    const forged = { scores: { angio: 100, regenera: 100, genomica: 100, biome: 100, immuno: 100 }, primaryGuardian: 'immuno', secondaryGuardian: 'biome' };
    const body = await submittedBody(await new CookieBrowser(app).post('/api/assessment', { type: 'basic', answers, results: forged, scores: forged.scores }));
    expect(body.results).toEqual(scoreAssessment('basic', answers));
    expect(body.results).not.toEqual(forged);
  });

  it('reuses the same temporary email and claim for further assessments from the same browser', async () => {
    const browser = new CookieBrowser(app);
    const first = await submittedBody(await browser.post('/api/assessment', { type: 'basic', answers: answersFor('basic') }));
    const token = browser.cookies.get(ASSESSMENT_CLAIM_COOKIE);
    const second = await submittedBody(await browser.post('/api/assessment', { type: 'standardized', answers: answersFor('standardized') }));
    expect(second.tempUserEmail).toBe(first.tempUserEmail);
    expect(browser.cookies.get(ASSESSMENT_CLAIM_COOKIE)).toBe(token);
    expect(second.id).not.toBe(first.id);
    const claims = await app.db
      .selectFrom('assessment_claims')
      .select('id')
      .where('temp_email', '=', first.tempUserEmail ?? '')
      .execute();
    expect(claims).toHaveLength(1);
  });

  it('gives two browsers two different temporary emails', async () => {
    const first = await submittedBody(await new CookieBrowser(app).post('/api/assessment', { type: 'basic', answers: answersFor('basic') }));
    const second = await submittedBody(await new CookieBrowser(app).post('/api/assessment', { type: 'basic', answers: answersFor('basic') }));
    expect(second.tempUserEmail).not.toBe(first.tempUserEmail);
  });

  it('answers 400 INVALID_ANSWERS naming a missing answer, and stores nothing', async () => {
    const browser = new CookieBrowser(app);
    const answers: Record<string, number> = answersFor('basic');
    delete answers.b03;
    const before = await app.db.selectFrom('assessments').select('id').execute();
    const response = await browser.post('/api/assessment', { type: 'basic', answers });
    const details = await invalidAnswers(response);
    expect(details.questionIds).toEqual(['b03']);
    expect(details.problems).toEqual([{ questionId: 'b03', problem: 'missing', message: expect.any(String) }]);
    expect(await app.db.selectFrom('assessments').select('id').execute()).toHaveLength(before.length);
    // A rejected guest submission creates no claim either.
    expect(setCookieHeader(response, ASSESSMENT_CLAIM_COOKIE)).toBeUndefined();
  });

  it('answers 400 INVALID_ANSWERS naming every out-of-range, non-numeric and unknown answer at once', async () => {
    const answers: Record<string, unknown> = { ...answersFor('basic'), b02: 7, b05: -1, b07: 'three', b99: 2 };
    const response = await new CookieBrowser(app).post('/api/assessment', { type: 'basic', answers });
    const details = await invalidAnswers(response);
    expect(details.questionIds).toEqual(['b02', 'b05', 'b07', 'b99']);
    expect(details.problems.map((problem) => problem.problem)).toEqual(['not_an_option', 'not_an_option', 'not_a_number', 'unknown_question']);
  });

  it('answers 400 INVALID_ANSWERS when basic answers are sent as a standardized assessment', async () => {
    const details = await invalidAnswers(await new CookieBrowser(app).post('/api/assessment', { type: 'standardized', answers: answersFor('basic') }));
    expect(details.questionIds).toEqual(expect.arrayContaining(['s01', 's25', 'b01', 'b10']));
  });

  it('answers 400 VALIDATION_FAILED for an unknown type or answers that are not an object', async () => {
    const unknownType = await new CookieBrowser(app).post('/api/assessment', { type: 'advanced', answers: answersFor('basic') });
    expect(unknownType.status).toBe(400);
    expect(await readValidationIssues(unknownType)).toEqual([expect.objectContaining({ location: 'body', path: 'type' })]);

    const listOfAnswers = await new CookieBrowser(app).post('/api/assessment', { type: 'basic', answers: [4, 4, 4] });
    expect(listOfAnswers.status).toBe(400);
    expect(await readValidationIssues(listOfAnswers)).toEqual([expect.objectContaining({ location: 'body', path: 'answers' })]);
  });
});

describe('guest claims under load from one network', () => {
  let limitedApp: TestApp;
  let limitedDatabase: TestDatabase;

  beforeAll(async () => {
    limitedDatabase = await createTestDatabase();
    limitedApp = await startTestApp({ location: limitedDatabase.location, accounts: { accountCreationsPerAddress: { max: 2, windowMs: 60_000 } } });
  });

  afterAll(async () => {
    await limitedApp?.close();
    await limitedDatabase?.drop();
  });

  it('answers 429 RATE_LIMITED once one address has started too many guest claims, while a returning browser keeps going', async () => {
    const returning = new CookieBrowser(limitedApp, { address: '198.51.100.7' });
    await submittedBody(await returning.post('/api/assessment', { type: 'basic', answers: answersFor('basic') }));
    await submittedBody(
      await new CookieBrowser(limitedApp, { address: '198.51.100.7' }).post('/api/assessment', { type: 'basic', answers: answersFor('basic') }),
    );

    const refused = await new CookieBrowser(limitedApp, { address: '198.51.100.7' }).post('/api/assessment', { type: 'basic', answers: answersFor('basic') });
    expect(refused.status).toBe(429);
    expect(await readErrorBody(refused)).toMatchObject({ code: 'RATE_LIMITED' });

    await submittedBody(await returning.post('/api/assessment', { type: 'basic', answers: answersFor('basic') }));
    await submittedBody(
      await new CookieBrowser(limitedApp, { address: '198.51.100.8' }).post('/api/assessment', { type: 'basic', answers: answersFor('basic') }),
    );
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the guardian, habit and assessment endpoints with their schemas', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/guardians/{id}',
        '/api/healthy-habits/guardian/{guardian}',
        '/api/assessment/questions',
        '/api/assessment',
        '/api/assessment/email/{email}',
        '/api/assessment/mine',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'GuardianEntry',
        'GuardianContent',
        'HealthyHabitsResponse',
        'AssessmentSubmissionRequest',
        'AssessmentHistoryEntry',
        'MyAssessmentsResponse',
      ]),
    );
  });
});
