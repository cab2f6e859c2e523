// Spec 7 and 8: the server starts and stays useful while the database is unreachable, and loses nothing when it returns.
import { describe, expect, it } from 'vitest';
import { GuardianListResponse } from '@common/contracts/guardians';
import { DbStatusResponse } from '@common/contracts/system';
import { HIGH_LOAD_TEXT, READ_ONLY_TEXT } from '@common/system-texts';
import { useOutageHarness } from './test/outage-harness';
import { createTestDatabase, eventually, startTestApp, TEST_DATABASE_KIND } from './test/test-context';
import { testRoutes } from './test/test-routes';
import { registerVisitor } from './test/accounts-helpers';
import { SESSION_COOKIE } from './modules/sessions/sessions.service';

const outage = useOutageHarness();

describe(`read-only mode on ${TEST_DATABASE_KIND}`, () => {
  it('starts with an unreachable database, refuses writes and database reads, then recovers with earlier data intact', async () => {
    const before = await startTestApp({ location: outage.database.location, extraRouters: (db) => [testRoutes(db)] });
    expect((await before.postJson('/api/test/notes', { text: 'written before the outage' })).status).toBe(201);
    await before.close();

    const { app, blocked } = await outage.startDuringOutage({ extraRouters: (db) => [testRoutes(db)] });

    const status = await app.request('/api/db-status');
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ available: false });
    // A load balancer's readiness probe takes this instance out until the database returns.
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false });

    const write = await app.postJson('/api/test/notes', { text: 'written during the outage' });
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({ error: READ_ONLY_TEXT, code: 'READ_ONLY' });

    for (const allowed of ['/api/login', '/api/register', '/api/purchase']) {
      const response = await app.postJson(allowed, { email: 'a@example.com' });
      expect(response.status, allowed).not.toBe(503);
    }

    const read = await app.request('/api/guardians');
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ error: HIGH_LOAD_TEXT, code: 'DATABASE_UNAVAILABLE' });

    expect((await app.request('/api/openapi.json')).status).toBe(200);

    await blocked.makeReachable();
    await eventually(async () => DbStatusResponse.parse(await (await app.request('/api/db-status')).json()).available);
    expect((await app.request('/api/ready')).status).toBe(200);

    const notes = await app.request('/api/test/notes?limit=10');
    expect(await notes.json()).toMatchObject({ notes: ['written before the outage'] });
    const guardians = await app.request('/api/guardians');
    expect(guardians.status).toBe(200);
    expect(GuardianListResponse.parse(await guardians.json()).guardians).toHaveLength(5);
    expect((await app.postJson('/api/test/notes', { text: 'written after recovery' })).status).toBe(201);
  });

  it('signs out while read-only: the cookie goes at once, the session when the database is back', async () => {
    const before = await startTestApp({ location: outage.database.location });
    const { visitor } = await registerVisitor(before);
    const cookie = `${SESSION_COOKIE}=${visitor.sessionToken ?? ''}`;
    expect(visitor.sessionToken).toBeDefined();
    await before.close();

    const { app, blocked } = await outage.startDuringOutage();
    const response = await app.request('/api/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/guardians_session=;.*Expires=Thu, 01 Jan 1970/i);

    await blocked.makeReachable();
    await eventually(async () => DbStatusResponse.parse(await (await app.request('/api/db-status')).json()).available);
    await eventually(async () => (await app.request('/api/auth/me', { headers: { cookie } })).status === 401);
  });

  it('starts on a brand-new database location that only becomes reachable later, then migrates and seeds it', async () => {
    const fresh = await createTestDatabase();
    try {
      const { app, blocked } = await outage.startDuringOutage({}, fresh);
      expect(app.health.available).toBe(false);

      await blocked.makeReachable();
      await eventually(async () => (await app.request('/api/guardians')).status === 200);
      expect(app.health.available).toBe(true);
    } finally {
      await outage.stop();
      await fresh.drop();
    }
  });

  it.runIf(TEST_DATABASE_KIND === 'postgres')('switches to read-only when the database goes away while running, and back when it returns', async () => {
    const { app, blocked } = await outage.startDuringOutage({ extraRouters: (db) => [testRoutes(db)] });
    await blocked.makeReachable();
    await eventually(async () => (await app.request('/api/guardians')).status === 200);

    await blocked.breakConnection();
    // The guardians may still come from the read cache (its TTL): the expert list always asks the database.
    const read = await app.request('/api/experts');
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ error: HIGH_LOAD_TEXT, code: 'DATABASE_UNAVAILABLE' });
    expect(await (await app.request('/api/db-status')).json()).toEqual({ available: false });
    expect((await app.postJson('/api/test/notes', { text: 'written during the outage' })).status).toBe(503);

    await blocked.makeReachable();
    await eventually(async () => (await app.request('/api/guardians')).status === 200);
    expect((await app.postJson('/api/test/notes', { text: 'written after the outage' })).status).toBe(201);
  });
});
