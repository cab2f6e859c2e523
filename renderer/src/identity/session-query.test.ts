import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@common/contracts/accounts';
import { resetEarlyReadsForTests, startEarlyRead, takeEarlyRead } from '../api/early-reads';
import { createQueryClient } from '../api/query-client';
import { createApiClient } from '../api/api-request';
import { emptyOfflineCache } from '../testing/test-query-client';
import { forgetSignedIn, rememberSignedIn } from './session-query';

const user = { id: 'u1', uid: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null, isDemo: false } as unknown as AccountUser;

describe('a session that starts or ends', () => {
  afterEach(() => {
    resetEarlyReadsForTests();
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it.each([
    ['starts', (client: ReturnType<typeof createQueryClient>) => rememberSignedIn(client, { user })],
    ['ends', (client: ReturnType<typeof createQueryClient>) => forgetSignedIn(client)],
  ])('lets go of early reads asked under the session before when it %s', async (_case, change) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ assessments: [] })),
    );
    const client = createQueryClient(createApiClient({ host: emptyOfflineCache }));
    startEarlyRead('/api/assessment/mine');
    change(client);
    expect(takeEarlyRead('/api/assessment/mine')).toBeUndefined();
    client.api.dispose();
  });
});
