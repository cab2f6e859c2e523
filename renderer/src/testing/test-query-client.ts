// A fresh API client and query client per test: no state is shared between tests, and none needs resetting.
import type { OfflineCacheHost } from '../api/offline-answer-store';
import { createApiClient } from '../api/api-request';
import type { GuardiansQueryClient } from '../api/query-client';
import { createQueryClient } from '../api/query-client';

/** A platform whose offline cache keeps nothing: the web, with an empty cache. */
export const emptyOfflineCache: OfflineCacheHost = {
  info: async () => ({ kind: 'web', embeddedServer: false }),
  offlineCache: {
    read: async () => null,
    store: async () => true,
    clearUser: async () => undefined,
  },
};

/** The app's query client without retries, so a failing read shows its error at once. */
export function createTestQueryClient(host: OfflineCacheHost = emptyOfflineCache): GuardiansQueryClient {
  return createQueryClient(createApiClient({ host }), { queries: { retry: false }, mutations: { retry: false } });
}
