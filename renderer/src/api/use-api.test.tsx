import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CachedAnswer } from '@common/desktop-bridge';
import { createApiClient } from './api-request';
import { createQueryClient, jsonQueryFn } from './query-client';
import { SESSION_PATH } from './session-watcher';
import { installFakeServer, json, networkDown } from './test-support/fake-server';
import { useApiClient, useShowingDataFrom } from './use-api';

const STORED_AT = '2026-11-22T17:40:00.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
});

function appWithKeptProducts() {
  const client = createQueryClient(
    createApiClient({
      host: {
        info: async () => ({ kind: 'web', embeddedServer: false }),
        offlineCache: {
          read: async ({ userId, path }): Promise<CachedAnswer> =>
            userId === null && path === '/api/products' ? { body: '{"products":[],"total":1,"page":1,"pageSize":12}', storedAt: STORED_AT } : null,
          store: async () => true,
          clearUser: async () => undefined,
        },
      },
    }),
  );
  client.setQueryData([SESSION_PATH], null);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('useApiClient', () => {
  it('finds the API client the providers gave the query client', () => {
    const { client, wrapper } = appWithKeptProducts();
    const { result } = renderHook(() => useApiClient(), { wrapper });
    expect(result.current).toBe(client.api);
  });
});

describe('useShowingDataFrom', () => {
  it('says since when while a kept answer is on screen, and null again once the server answers', async () => {
    let online = false;
    installFakeServer({ 'GET /api/products': () => (online ? json({ products: [], total: 0, page: 1, pageSize: 12 }) : networkDown()) });
    const { client, wrapper } = appWithKeptProducts();
    const { result } = renderHook(() => useShowingDataFrom(), { wrapper });
    expect(result.current).toBeNull();

    const queryFn = jsonQueryFn(z.unknown());
    await act(async () => {
      await client.fetchQuery({ queryKey: ['/api/products'], queryFn, retry: false });
    });
    expect(result.current).toBe(STORED_AT);

    online = true;
    await act(async () => {
      await client.fetchQuery({ queryKey: ['/api/products'], queryFn, staleTime: 0 });
    });
    expect(result.current).toBeNull();
  });
});
