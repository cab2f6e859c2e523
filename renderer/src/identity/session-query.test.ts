import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountUser } from '@common/contracts/accounts';
import { SESSION_QUERY_KEY } from './api/get-session';
import type { SessionAnswer } from './api/get-session';
import { forgetSignedIn, rememberSignedIn } from './session-query';

const admin: AccountUser = {
  id: 'u-1',
  uid: 'u-1',
  email: 'admin@guardians.test',
  displayName: 'Store Admin',
  photoURL: null,
  isDemo: false,
  roles: ['admin'],
  authProvider: 'simple',
  createdAt: '2026-12-01T00:00:00.000Z',
};

/** A session read the server has not answered yet; `answer` lets it land. */
function sessionReadInFlight(queryClient: QueryClient) {
  let answer: (value: SessionAnswer | null) => void = () => undefined;
  const pending = new Promise<SessionAnswer | null>((resolve) => (answer = resolve));
  const read = queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: () => pending }).catch(() => undefined);
  return { answer, read };
}

beforeEach(() => localStorage.clear());

describe('the session query after a sign-in or sign-out', () => {
  it('keeps the signed-in user when a read asked before the sign-in lands afterwards with nobody', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    const { answer, read } = sessionReadInFlight(queryClient);
    rememberSignedIn(queryClient, { user: admin }, localStorage);
    answer(null);
    await read;
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: admin });
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.fetchStatus).toBe('idle');
  });

  it('keeps the visitor signed out when a read asked before the sign-out lands afterwards with the user', async () => {
    const queryClient = new QueryClient();
    rememberSignedIn(queryClient, { user: admin }, localStorage);
    const { answer, read } = sessionReadInFlight(queryClient);
    forgetSignedIn(queryClient, localStorage);
    answer({ user: admin });
    await read;
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it('lets a read asked after the sign-in answer as usual', async () => {
    const queryClient = new QueryClient();
    rememberSignedIn(queryClient, { user: admin }, localStorage);
    const { answer, read } = sessionReadInFlight(queryClient);
    answer({ user: { ...admin, displayName: 'Renamed' } });
    await read;
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: { ...admin, displayName: 'Renamed' } });
  });
});
