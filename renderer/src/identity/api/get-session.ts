// GET /api/auth/me: who is signed in. 401 → null (signed out), never retried: a spinner should not wait on retries.
import { queryOptions } from '@tanstack/react-query';
import type { CurrentUserResponse } from '@common/contracts/accounts';
import { contract } from '../../api/contract-loaders';
import { jsonQueryFn } from '../../api/query-client';
import { SESSION_PATH } from '../../api/session-watcher';

/** Query key (the URL, as every query in this app) of the signed-in user. */
export const SESSION_QUERY_KEY = [SESSION_PATH] as const;

export type SessionAnswer = CurrentUserResponse;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: jsonQueryFn(contract.accounts.CurrentUserResponse, { on401: 'returnNull' }),
  retry: false,
});
