// The voice tool over HTTP (issue 11) on a real server with the real offline voice (eSpeak NG in WebAssembly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoiceValidation } from '@common/contracts/voice';
import { DEFAULT_VOICE_SETTINGS } from '../../config';
import { registerVisitor } from '../../test/accounts-helpers';
import { createTestDatabase, readErrorBody, readValidationIssues, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useOutageHarness } from '../../test/outage-harness';
import { useTestApp } from '../../test/use-test-app';
import { EngineNotInstalledError } from './espeak-engine';
import { readWav } from './wav';

const app = useTestApp();
const outage = useOutageHarness();

async function speak(visitor: TestVisitor, text: string, guardianType = 'angio'): Promise<Response> {
  return visitor.post('/api/voice/test', { text, guardianType });
}

async function wavOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/wav');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
  expect(Buffer.from(bytes.subarray(8, 12)).toString('latin1')).toBe('WAVE');
  return { bytes, audio: readWav(bytes) };
}

describe('GET /api/voice/validate with the offline voice', () => {
  it('says the offline voice can speak, with the day’s characters against the limit', async () => {
    const response = await app.request('/api/voice/validate');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(VoiceValidation.parse(await response.json())).toEqual({
      valid: true,
      provider: 'offline',
      usage: { character_count: expect.any(Number) as number, character_limit: 100_000 },
      reason: null,
    });
  });
});

describe('POST /api/voice/test', () => {
  it('answers a real WAV file of the text, about as long as it takes to say it', async () => {
    const { audio } = await wavOf(await speak(new TestVisitor(app), 'Good morning! Your heart has already beaten thousands of times today.'));
    expect(audio).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    const seconds = audio.pcm.length / 2 / audio.sampleRate;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(15);
    // Not silence.
    const samples = new Int16Array(audio.pcm.slice().buffer);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(1000);
  });

  it('speaks in a different voice for each guardian, and the same voice twice for one', async () => {
    const visitor = new TestVisitor(app);
    const text = 'Let us walk together toward a stronger you.';
    const angio = (await wavOf(await speak(visitor, text, 'angio'))).bytes;
    const regenera = (await wavOf(await speak(visitor, text, 'regenera'))).bytes;
    const angioAgain = (await wavOf(await speak(visitor, text, 'angio'))).bytes;
    expect(Buffer.from(angio).equals(Buffer.from(regenera))).toBe(false);
    expect(Buffer.from(angio).equals(Buffer.from(angioAgain))).toBe(true);
  });

  it('joins a text of several sentences into one file', async () => {
    const one = await wavOf(await speak(new TestVisitor(app), 'Drink water.'));
    const three = await wavOf(await speak(new TestVisitor(app), 'Drink water. Walk in the sun. Sleep well tonight.'));
    expect(three.audio.pcm.length).toBeGreaterThan(one.audio.pcm.length * 2);
  });

  it('counts what it spoke in the validation usage', async () => {
    const before = VoiceValidation.parse(await (await app.request('/api/voice/validate')).json()).usage.character_count;
    await wavOf(await speak(new TestVisitor(app), 'Twelve chars'));
    const after = VoiceValidation.parse(await (await app.request('/api/voice/validate')).json()).usage.character_count;
    expect(after - before).toBe('Twelve chars'.length);
  });

  it.each([
    ['an empty text', { text: '   ', guardianType: 'angio' }, 'EMPTY_TEXT'],
    ['a text over 1,000 characters', { text: 'a'.repeat(1001), guardianType: 'angio' }, 'TEXT_TOO_LONG'],
    ['an unknown guardian', { text: 'Hello', guardianType: 'zeus' }, 'UNKNOWN_GUARDIAN'],
  ])('answers 400 for %s', async (_case, body, code) => {
    const response = await new TestVisitor(app).post('/api/voice/test', body);
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).code).toBe(code);
  });

  it('answers 400 VALIDATION_FAILED for missing or mistyped fields, and 403 from another site', async () => {
    const missing = await new TestVisitor(app).post('/api/voice/test', { text: 42 });
    expect(missing.status).toBe(400);
    expect((await readValidationIssues(missing)).map((issue) => issue.path).sort()).toEqual(['guardianType', 'text']);
    const foreign = await new TestVisitor(app, { origin: 'https://evil.example' }).post('/api/voice/test', { text: 'Hi', guardianType: 'angio' });
    expect(foreign.status).toBe(403);
  });

  it('speaks for a signed-in customer too', async () => {
    const { visitor } = await registerVisitor(app);
    await wavOf(await speak(visitor, 'Welcome back.'));
  });
});

describe('voice budgets', () => {
  let database: TestDatabase;
  let limited: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    limited = await startTestApp({
      location: database.location,
      voice: { ...DEFAULT_VOICE_SETTINGS, limits: { dailyCharacterLimit: 60, visitorDailyCharacterLimit: 40, guestCharactersPerDay: 25 } },
    });
  });
  afterAll(async () => {
    await limited.close();
    await database.drop();
  });

  it("gives a visitor's address its own daily allowance, then 429 with a way on", async () => {
    const visitor = new TestVisitor(limited, { address: '203.0.113.7' });
    await wavOf(await speak(visitor, 'Twenty characters ok'));
    const over = await speak(visitor, 'Six ch');
    expect(over.status).toBe(429);
    const body = await readErrorBody(over);
    expect(body.code).toBe('VOICE_LIMIT_REACHED');
    expect(body.error).toMatch(/sign in/i);
    // Another address still has its own.
    await wavOf(await speak(new TestVisitor(limited, { address: '203.0.113.8' }), 'Hello there'));
  });

  it("stops at the server's daily limit for everyone", async () => {
    const { visitor } = await registerVisitor(limited);
    await wavOf(await speak(visitor, 'Twenty characters ok'));
    const over = await speak(visitor, 'Twenty characters ok');
    expect(over.status).toBe(429);
    expect((await readErrorBody(over)).code).toBe('VOICE_LIMIT_REACHED');
    const usage = VoiceValidation.parse(await (await limited.request('/api/voice/validate')).json()).usage;
    expect(usage).toEqual({ character_count: 51, character_limit: 60 });
  });
});

describe('the visitors’ share of the voice budget', () => {
  let database: TestDatabase;
  let shared: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    shared = await startTestApp({
      location: database.location,
      voice: { ...DEFAULT_VOICE_SETTINGS, limits: { dailyCharacterLimit: 60, visitorDailyCharacterLimit: 40, guestCharactersPerDay: 25 } },
    });
  });
  afterAll(async () => {
    await shared.close();
    await database.drop();
  });

  it('lets visitors from many addresses, demo accounts included, use up only their share: a customer still speaks', async () => {
    await wavOf(await speak(new TestVisitor(shared, { address: '203.0.113.21' }), 'Twenty characters ok'));
    await wavOf(await speak(new TestVisitor(shared, { address: '203.0.113.22' }), 'Twenty characters ok'));
    // A third address, within its own allowance: the visitors' 40 characters are spoken.
    const third = await speak(new TestVisitor(shared, { address: '203.0.113.23' }), 'Twenty characters ok');
    expect(third.status).toBe(429);
    expect(await readErrorBody(third)).toMatchObject({ code: 'VOICE_LIMIT_REACHED', error: expect.stringMatching(/visitors.*sign in/i) as string });
    // A demo account is a click away for anyone: it is a visitor here.
    const demo = new TestVisitor(shared, { address: '203.0.113.24' });
    expect((await demo.post('/api/auth/demo')).status).toBe(200);
    expect((await speak(demo, 'Hello there')).status).toBe(429);

    const { visitor: customer } = await registerVisitor(shared);
    await wavOf(await speak(customer, 'Twenty characters ok'));
    const usage = VoiceValidation.parse(await (await shared.request('/api/voice/validate')).json()).usage;
    expect(usage).toEqual({ character_count: 60, character_limit: 60 });
  });
});

describe('without the optional offline engine', () => {
  let database: TestDatabase;
  let bare: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    bare = await startTestApp({
      location: database.location,
      speechEngine: () =>
        Promise.reject(new EngineNotInstalledError('The offline voice engine (espeak-ng, an optional dependency) is not installed on this server.')),
    });
  });
  afterAll(async () => {
    await bare.close();
    await database.drop();
  });

  it('reports the provider not connected and says why', async () => {
    const body = VoiceValidation.parse(await (await bare.request('/api/voice/validate')).json());
    expect(body).toMatchObject({ valid: false, provider: 'offline' });
    expect(body.reason).toMatch(/espeak-ng.*not installed/);
  });

  it('answers 503 VOICE_UNAVAILABLE to a voice test, and counts nothing', async () => {
    const response = await speak(new TestVisitor(bare), 'Hello');
    expect(response.status).toBe(503);
    const body = await readErrorBody(response);
    expect(body.code).toBe('VOICE_UNAVAILABLE');
    expect(body.error).toMatch(/not installed/);
    const usage = VoiceValidation.parse(await (await bare.request('/api/voice/validate')).json()).usage;
    expect(usage.character_count).toBe(0);
  });
});

describe('while the database is unreachable (read-only mode)', () => {
  it('still speaks: the voice test stores nothing, and a signed-in cookie is simply a visitor until the database is back', async () => {
    const { app: readOnly } = await outage.startDuringOutage();
    expect(await (await readOnly.request('/api/db-status')).json()).toEqual({ available: false });
    const visitor = new TestVisitor(readOnly);
    visitor.sessionToken = 'A'.repeat(43);
    await wavOf(await speak(visitor, 'Still here for you.'));
    const validation = VoiceValidation.parse(await (await readOnly.request('/api/voice/validate')).json());
    expect(validation).toMatchObject({ valid: true, provider: 'offline' });
  });
});
