// GET /api/auth/me: who is signed in. 200 { user: null } (a visitor without a session cookie) and 401 (an ended
// session) → null (signed out), never retried: a spinner should not wait on retries.
import { queryOptions } from '@tanstack/react-query';
import type { CurrentUserResponse } from '@common/contracts/accounts';
import { contract } from '../../api/contract-loaders';
import { jsonQueryFn } from '../../api/query-client';
import { SESSION_PATH } from '../../api/session-watcher';
import { mirrorSaysSignedIn } from '../auth-storage';
import { platform } from '../../platform/current-platform';

/** Query key (the URL, as every query in this app) of the signed-in user. */
export const SESSION_QUERY_KEY = [SESSION_PATH] as const;

export type SessionAnswer = CurrentUserResponse;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  // A browser whose mirror says someone is signed in loads the accounts schema beside the request (issue 12: a
  // customer's dashboard waited for it after the answer); a visitor's never does.
  queryFn: jsonQueryFn(contract.accounts.CurrentUserResponse, {
    on401: 'returnNull',
    answerLikely: () => mirrorSaysSignedIn(() => platform.storage.local),
    signedOutAnswer: (value) => typeof value === 'object' && value !== null && 'user' in value && value.user === null,
  }),
  retry: false,
});
