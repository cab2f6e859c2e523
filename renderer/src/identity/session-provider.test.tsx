import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-request';
import { createQueryClient } from '../api/query-client';
import { accountUser } from '../testing/account-user';
import { emptyOfflineCache } from '../testing/test-query-client';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

function SessionProbe() {
  const session = useSession();
  return (
    <p>
      {session.status} · {session.user?.email ?? 'nobody'} · {session.hasDemoMarker ? 'demo marker' : 'no demo marker'}
      {session.checkFailed ? ' · check failed' : ''}
    </p>
  );
}

function renderSession() {
  // Retries on, as in the app: the session query must opt out of them itself.
  const client = createQueryClient(createApiClient({ host: emptyOfflineCache }), { queries: { retry: 3, retryDelay: 0 } });
  renderedClient = client;
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function answerAuthMe(...answers: [number, unknown][]) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const [status, body] = answers[Math.min(call++, answers.length - 1)] ?? [401, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let renderedClient: ReturnType<typeof createQueryClient> | undefined;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('is loading until /api/auth/me answers, then reports the signed-in user', async () => {
    const fetchMock = answerAuthMe([200, { user: accountUser() }]);
    renderSession();
    expect(screen.getByText(/^loading/)).toBeTruthy();
    await screen.findByText('ready · ada@example.com · no demo marker');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ credentials: 'include' }));
  });

  it('writes the local mirror of spec 3 from the server answer', async () => {
    answerAuthMe([200, { user: accountUser() }]);
    renderSession();
    await screen.findByText('ready · ada@example.com · no demo marker');
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual({
      email: 'ada@example.com',
      uid: 'uid-1',
      displayName: 'Ada',
      photoURL: null,
    });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('current_user_email')).toBe('ada@example.com');
    expect(localStorage.getItem('demoUser')).toBeNull();
  });

  it('reports nobody when the server answers 401', async () => {
    answerAuthMe([401, { error: 'Sign in first', code: 'UNAUTHENTICATED' }]);
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');
  });

  it('does not trust a demo marker or authUser in local storage that the server does not confirm, and clears them', async () => {
    localStorage.setItem('demoUser', JSON.stringify({ email: 'demo@example.com', uid: 'd', displayName: 'Demo', isDemo: true }));
    localStorage.setItem('authUser', JSON.stringify({ email: 'old@example.com' }));
    localStorage.setItem('isAuthenticated', 'true');
    answerAuthMe([401, {}]);
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');
    await waitFor(() => expect(localStorage.getItem('demoUser')).toBeNull());
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('treats an endpoint that does not answer (404) as signed out, asking only once', async () => {
    const fetchMock = answerAuthMe([404, { error: 'There is no API endpoint GET /api/auth/me', code: 'NOT_FOUND' }]);
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the check failed, not signed out, when the server does not answer, and keeps the mirror', async () => {
    localStorage.setItem('isAuthenticated', 'true');
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    await screen.findByText('ready · nobody · no demo marker · check failed');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('keeps the confirmed user when a later read fails (a refetch while the server is away)', async () => {
    const fetchMock = answerAuthMe([200, { user: accountUser() }], [503, { error: 'Busy', code: 'OVERLOADED' }]);
    renderSession();
    await screen.findByText('ready · ada@example.com · no demo marker');
    await act(async () => {
      await renderedClient?.refetchQueries({ queryKey: ['/api/auth/me'] });
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('ready · ada@example.com · no demo marker')).toBeTruthy();
  });

  it('asks the server again when another tab signs in as the demo user, and reports the confirmed demo session', async () => {
    const demo = accountUser({ email: 'demo-7@demo.guardians', isDemo: true, roles: ['demo'], authProvider: 'demo' });
    const fetchMock = answerAuthMe([401, {}], [200, { user: demo }]);
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');

    localStorage.setItem('demoUser', JSON.stringify({ email: demo.email, isDemo: true }));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'demoUser' })));
    await waitFor(() => expect(screen.getByText('ready · demo-7@demo.guardians · demo marker')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
