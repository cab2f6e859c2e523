import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../config';
import { registerVisitor, TEST_PASSWORD } from '../test/accounts-helpers';
import { createTestDatabase, readErrorBody, startTestApp } from '../test/test-context';
import type { TestApp, TestDatabase } from '../test/test-context';
import { TestVisitor, uniqueEmail } from '../test/test-visitor';

const WINDOW_MS = 15 * 60 * 1000;
const limits: Partial<AccountSettings> = {
  loginFailuresPerEmail: { max: 3, windowMs: WINDOW_MS },
  loginFailuresPerAddress: { max: 6, windowMs: WINDOW_MS },
  accountCreationsPerAddress: { max: 2, windowMs: WINDOW_MS },
};

let database: TestDatabase;
let app: TestApp;
let addressCount = 0;

/** A client address of its own, so each test starts with empty counters. */
function freshAddress(): string {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp({ location: database.location, accounts: limits });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function login(target: TestApp, address: string, email: string, password: string): Promise<Response> {
  return new TestVisitor(target, { address }).post('/api/login', { email, password });
}

describe('login rate limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After once an email has failed too often from one address, even with the right password', async () => {
    const { email } = await registerVisitor(app, { address: freshAddress() });
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(app, attacker, email, 'wrong-password')).status).toBe(401);
    }
    const limited = await login(app, attacker, email, 'wrong-password');
    expect(limited.status).toBe(429);
    expect(await readErrorBody(limited)).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringMatching(/Wait \d+ minutes?/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);

    // No more guesses are checked for this email from that address until the window ends…
    expect((await login(app, attacker, email, TEST_PASSWORD)).status).toBe(429);
    // …but nobody can lock the owner out: from their own address the right password still signs in.
    expect((await login(app, freshAddress(), email, TEST_PASSWORD)).status).toBe(200);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted (the default), so varying it bypasses nothing', async () => {
    const strict = await startTestApp({ location: database.location, accounts: { ...limits, trustProxy: false } });
    try {
      const { email } = await registerVisitor(app, { address: freshAddress() });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await login(strict, freshAddress(), email, 'wrong-password')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });

  it('answers 429 once one address has failed too often, across emails, and leaves other addresses alone', async () => {
    const address = freshAddress();
    const victim = await registerVisitor(app, { address: freshAddress() });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(app, address, uniqueEmail('guess'), 'wrong-password')).status).toBe(401);
    }
    expect((await login(app, address, victim.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login(app, freshAddress(), victim.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("clears an email's failures when its owner signs in", async () => {
    const { email } = await registerVisitor(app, { address: freshAddress() });
    // Six failures in all for this email, more than its limit of three, but never three without a sign-in between.
    for (let round = 0; round < 3; round += 1) {
      const address = freshAddress();
      expect((await login(app, address, email, 'wrong-password')).status).toBe(401);
      expect((await login(app, address, email, 'wrong-password')).status).toBe(401);
      expect((await login(app, address, email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it("keeps counting an address's failures after a sign-in from it, so one valid account cannot reset them", async () => {
    const address = freshAddress();
    const own = await registerVisitor(app, { address: freshAddress() });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(app, address, uniqueEmail('guess'), 'wrong-password')).status).toBe(401);
    }
    expect((await login(app, address, own.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(app, address, uniqueEmail('guess'), 'wrong-password')).status).toBe(401);
    expect((await login(app, address, uniqueEmail('guess'), 'wrong-password')).status).toBe(429);
  });

  it('is shared by every server instance on the same database', async () => {
    const second = await startTestApp({ location: database.location, accounts: limits });
    try {
      const { email } = await registerVisitor(app, { address: freshAddress() });
      const address = freshAddress();
      expect((await login(app, address, email, 'wrong-password')).status).toBe(401);
      expect((await login(second, address, email, 'wrong-password')).status).toBe(401);
      expect((await login(app, address, email, 'wrong-password')).status).toBe(401);
      expect((await login(second, address, email, 'wrong-password')).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts attempts made in parallel without letting any slip past the limit', async () => {
    const { email } = await registerVisitor(app, { address: freshAddress() });
    const address = freshAddress();
    // Five: under the address's own limit of six, so only the email's count of three decides. (With more, the two
    // counters are raised in different orders by different requests, and fewer than three may pass — never more.)
    const statuses = await Promise.all(Array.from({ length: 5 }, () => login(app, address, email, 'wrong-password').then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('account creation rate limits', () => {
  it('answers 429 RATE_LIMITED to more registrations from one address than allowed', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await new TestVisitor(app, { address }).post('/api/register', { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(201);
    }
    const limited = await new TestVisitor(app, { address }).post('/api/register', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(await readErrorBody(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await new TestVisitor(app, { address: freshAddress() }).post('/api/register', { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(201);
  });

  it('answers 429 RATE_LIMITED to more demo accounts from one address than allowed', async () => {
    const address = freshAddress();
    expect((await new TestVisitor(app, { address }).post('/api/auth/demo')).status).toBe(200);
    expect((await new TestVisitor(app, { address }).post('/api/auth/demo')).status).toBe(200);
    const limited = await new TestVisitor(app, { address }).post('/api/auth/demo');
    expect(limited.status).toBe(429);
    expect(await readErrorBody(limited)).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
