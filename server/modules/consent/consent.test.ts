import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentResponse } from '@common/contracts/consent';
import { registerVisitor } from '../../test/accounts-helpers';
import { createTestDatabase, readErrorBody, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';

const app = useTestApp();

function consentRows(sessionId: string) {
  return app.db.selectFrom('consent_records').selectAll().where('session_id', '=', sessionId).orderBy('consent_type').execute();
}

describe('POST /api/gdpr/consent', () => {
  it('stores one record per call with the address and browser the request came from', async () => {
    const visitor = new TestVisitor(app);
    const sessionId = `session-${Date.now()}`;
    for (const [consentType, granted] of [
      ['analytics', true],
      ['personalization', false],
      ['marketing', true],
    ] as const) {
      const response = await visitor.post(
        '/api/gdpr/consent',
        { consent_type: consentType, granted, data_source: 'cookie_banner', form_type: 'customise', session_id: sessionId, ip_address: '6.6.6.6' },
        { headers: { 'user-agent': 'GuardiansTest/1.0' } },
      );
      expect(response.status).toBe(201);
      expect(ConsentResponse.parse(await response.json()).consent).toMatchObject({
        consentType,
        granted,
        dataSource: 'cookie_banner',
        formType: 'customise',
        sessionId,
      });
    }

    const rows = await consentRows(sessionId);
    expect(rows.map((row) => [row.consent_type, Boolean(row.granted)])).toEqual([
      ['analytics', true],
      ['marketing', true],
      ['personalization', false],
    ]);
    for (const row of rows) {
      // The server's own view of the caller (a loopback test client), not the address the body claimed.
      expect(row.ip_address).toBe('127.0.0.1');
      expect(row.user_agent).toBe('GuardiansTest/1.0');
      expect(row.user_id).toBeNull();
    }
  });

  it('records the signed-in account, not the account the body names', async () => {
    const { visitor, userId, email } = await registerVisitor(app);
    const sessionId = `signed-in-${Date.now()}`;
    const response = await visitor.post('/api/gdpr/consent', {
      consent_type: 'analytics',
      granted: true,
      session_id: sessionId,
      user_id: 'someone-else',
      user_email: 'someone-else@example.com',
    });
    expect(response.status).toBe(201);
    expect(await consentRows(sessionId)).toEqual([expect.objectContaining({ user_id: userId, user_email: email })]);
  });

  it('takes the address from X-Forwarded-For only through a trusted proxy (loopback by default)', async () => {
    const sessionId = `proxied-${Date.now()}`;
    const response = await new TestVisitor(app, { address: '198.51.100.23' }).post('/api/gdpr/consent', {
      consent_type: 'marketing',
      granted: false,
      session_id: sessionId,
    });
    expect(response.status).toBe(201);
    expect((await consentRows(sessionId))[0]?.ip_address).toBe('198.51.100.23');
  });

  it('names an anonymous session when the client sends none', async () => {
    const response = await new TestVisitor(app).post('/api/gdpr/consent', { consent_type: 'analytics', granted: true });
    expect(response.status).toBe(201);
    expect(ConsentResponse.parse(await response.json()).consent.sessionId).toMatch(/^anonymous_\d+$/);
  });

  it('answers 400 VALIDATION_FAILED for essential cookies, which are not a choice, or a missing decision', async () => {
    for (const body of [{ consent_type: 'essential', granted: true }, { consent_type: 'analytics' }]) {
      const response = await new TestVisitor(app).post('/api/gdpr/consent', body);
      expect(response.status).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('POST /api/gdpr/consent behind no trusted proxy', () => {
  let directDatabase: TestDatabase;
  let directApp: TestApp;

  beforeAll(async () => {
    directDatabase = await createTestDatabase();
    directApp = await startTestApp({ location: directDatabase.location, accounts: { trustProxy: false } });
  });

  afterAll(async () => {
    await directApp?.close();
    await directDatabase?.drop();
  });

  it('ignores an X-Forwarded-For header a client wrote itself', async () => {
    const response = await new TestVisitor(directApp, { address: '198.51.100.99' }).post('/api/gdpr/consent', {
      consent_type: 'analytics',
      granted: true,
      session_id: 'direct',
    });
    expect(response.status).toBe(201);
    const row = await directApp.db.selectFrom('consent_records').select('ip_address').where('session_id', '=', 'direct').executeTakeFirstOrThrow();
    expect(row.ip_address).toBe('127.0.0.1');
  });
});
