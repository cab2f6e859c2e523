import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSetupStatusResponse, SignedInResponse } from '@common/contracts/accounts';
import { createLogger } from '../../logger';
import { createTestDatabase, readErrorBody, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { sha256Hex } from '../../http/secrets';
import { announceAdminSetupToken } from './admin-setup.service';

const ADMIN_PASSWORD = 'first-admin-password';

let database: TestDatabase;
let app: TestApp;
const announcedTokens: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp({ location: database.location, onAdminSetupOpened: (token) => announcedTokens.push(token) });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function setupStatus(target: TestApp = app): Promise<boolean> {
  const response = await target.request('/api/admin-setup/status');
  expect(response.status).toBe(200);
  return AdminSetupStatusResponse.parse(await response.json()).open;
}

describe('first-admin setup', () => {
  it('opens at start when no admin exists, announcing a token of which only the hash is stored', async () => {
    expect(announcedTokens).toHaveLength(1);
    const token = announcedTokens[0] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await app.db.selectFrom('admin_setup').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256Hex(token));
    expect(await setupStatus()).toBe(true);
  });

  it('answers 403 INVALID_SETUP_TOKEN to a wrong token and stays open', async () => {
    const response = await new TestVisitor(app).post('/api/admin-setup', { token: 'guessed', email: uniqueEmail('admin'), password: ADMIN_PASSWORD });
    expect(response.status).toBe(403);
    expect(await readErrorBody(response)).toMatchObject({ code: 'INVALID_SETUP_TOKEN' });
    expect(await setupStatus()).toBe(true);
  });

  it('applies the password policy and stays open when the password is weak', async () => {
    const response = await new TestVisitor(app).post('/api/admin-setup', { token: announcedTokens[0], email: uniqueEmail('admin'), password: 'abc' });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(await setupStatus()).toBe(true);
  });

  it('creates exactly one admin when two people submit the token at once, signs them in and closes setup', async () => {
    const first = new TestVisitor(app);
    const second = new TestVisitor(app);
    const [a, b] = await Promise.all([
      first.post('/api/admin-setup', { token: announcedTokens[0], email: uniqueEmail('admin'), password: ADMIN_PASSWORD, displayName: 'First Admin' }),
      second.post('/api/admin-setup', { token: announcedTokens[0], email: uniqueEmail('admin'), password: ADMIN_PASSWORD }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [winner, winnerResponse] = a.status === 201 ? [first, a] : [second, b];
    const loserResponse = a.status === 201 ? b : a;

    expect(await readErrorBody(loserResponse)).toMatchObject({ code: 'SETUP_CLOSED' });
    const { user } = SignedInResponse.parse(await winnerResponse.json());
    expect(user.roles).toEqual(['admin']);
    expect(await (await winner.get('/api/admin/ping')).json()).toMatchObject({ area: 'admin', userId: user.id, roles: ['admin'] });

    const admins = await app.db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    expect(await setupStatus()).toBe(false);
    expect((await app.db.selectFrom('admin_setup').selectAll().executeTakeFirstOrThrow()).token_hash).toBeNull();
  });

  it('answers 409 SETUP_CLOSED once an admin exists, whatever the token', async () => {
    for (const token of [announcedTokens[0], 'anything']) {
      const response = await new TestVisitor(app).post('/api/admin-setup', { token, email: uniqueEmail('late'), password: ADMIN_PASSWORD });
      expect(response.status).toBe(409);
      expect(await readErrorBody(response)).toMatchObject({ code: 'SETUP_CLOSED' });
    }
  });

  it('announces no token at the next start, because an admin exists', async () => {
    const restarted: string[] = [];
    const again = await startTestApp({ location: database.location, onAdminSetupOpened: (token) => restarted.push(token) });
    try {
      expect(restarted).toEqual([]);
      expect(await setupStatus(again)).toBe(false);
    } finally {
      await again.close();
    }
  });
});

describe('announcing the setup token', () => {
  it('writes the token on the log and on standard output, so the operator sees it', () => {
    const logLines: string[] = [];
    const logger = createLogger({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => done(void logLines.push(chunk.toString())) }));
    const printed: string[] = [];
    announceAdminSetupToken(logger, 'the-one-time-token', (text) => printed.push(text));
    expect(logLines.join('')).toContain('the-one-time-token');
    expect(logLines.join('')).toContain('/admin-setup');
    expect(printed.join('')).toContain('the-one-time-token');
  });
});
