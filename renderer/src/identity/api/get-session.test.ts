import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../api/test-support/fake-server';
import { createTestQueryClient } from '../../testing/test-query-client';
import { sessionQueryOptions } from './get-session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session query', () => {
  it("reads the server's 200 { user: null } to a visitor without a session cookie as signed out", async () => {
    installFakeServer({ 'GET /api/auth/me': () => json({ user: null }), 'GET /api/db-status': databaseAvailable });
    const client = createTestQueryClient();
    try {
      await expect(client.fetchQuery(sessionQueryOptions)).resolves.toBeNull();
    } finally {
      client.api.dispose();
    }
  });

  it('still reads a 401 (a session that ended) as signed out', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/db-status': databaseAvailable,
    });
    const client = createTestQueryClient();
    try {
      await expect(client.fetchQuery(sessionQueryOptions)).resolves.toBeNull();
    } finally {
      client.api.dispose();
    }
  });
});
