import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CachedAnswer } from '../../../common/desktop-bridge';
import { SESSION_PATH, configureOfflineAnswersForTests, resetOfflineAnswersForTests } from '../api/offline-answers';
import { createQueryClient } from '../api/query-client';
import { installFakeServer, json, networkDown } from '../api/test-support/fake-server';
import { renderWithMantine } from '../testing/render-with-mantine';
import { formatOfflineTime, OfflineNotice } from './offline-notice';

const STORED_AT = '2026-11-22T17:40:00.000Z';

beforeEach(() => {
  resetOfflineAnswersForTests();
  configureOfflineAnswersForTests({
    info: async () => ({ kind: 'web', embeddedServer: false }),
    offlineCache: {
      read: async ({ userId, path }): Promise<CachedAnswer> =>
        userId === null && path === '/api/products' ? { body: '{"products":[{"id":1}],"total":1}', storedAt: STORED_AT } : null,
      store: async () => true,
      clearUser: async () => undefined,
    },
  });
});

afterEach(() => {
  cleanup();
  resetOfflineAnswersForTests();
  vi.unstubAllGlobals();
});

describe('OfflineNotice', () => {
  it('formats the time as day, short month, year and 24-hour time', () => {
    const local = new Date(2026, 10, 22, 17, 40);
    expect(formatOfflineTime(local.toISOString())).toBe('22 Nov 2026, 17:40');
  });

  it('shows nothing while the data is live', () => {
    renderWithMantine(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says since when the data is shown while a kept answer is on screen, and goes when the server answers', async () => {
    let online = false;
    installFakeServer({ 'GET /api/products': () => (online ? json({ products: [], total: 0 }) : networkDown()) });
    const client = createQueryClient();
    client.setQueryData([SESSION_PATH], null);
    renderWithMantine(<OfflineNotice />);

    await act(async () => {
      await client.fetchQuery({ queryKey: ['/api/products'], retry: false });
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(`Offline — showing data from ${formatOfflineTime(STORED_AT)}`);

    online = true;
    await act(async () => {
      await client.fetchQuery({ queryKey: ['/api/products'], staleTime: 0 });
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
