import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

function SessionProbe() {
  const session = useSession();
  return (
    <p>
      {session.status} · {session.user?.email ?? 'nobody'} · {session.hasDemoMarker ? 'demo marker' : 'no demo marker'}
    </p>
  );
}

function renderSession() {
  // Retries on, as in the app: the session query must opt out of them itself.
  const client = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function answerAuthMe(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('is loading until /api/auth/me answers, then reports the signed-in user', async () => {
    const fetchMock = answerAuthMe(200, { user: { id: 'u1', uid: 'u1', email: 'ada@example.com', displayName: 'Ada' } });
    renderSession();
    expect(screen.getByText(/^loading/)).toBeTruthy();
    await screen.findByText('ready · ada@example.com · no demo marker');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ credentials: 'include' }));
  });

  it('reports nobody when the server answers 401', async () => {
    answerAuthMe(401, { error: 'Sign in first', code: 'UNAUTHENTICATED' });
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');
  });

  it('treats an endpoint that does not exist yet (404) as signed out, asking only once', async () => {
    const fetchMock = answerAuthMe(404, { error: 'There is no API endpoint GET /api/auth/me', code: 'NOT_FOUND' });
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sees the demo-user marker, including one another tab sets later', async () => {
    answerAuthMe(401, {});
    renderSession();
    await screen.findByText('ready · nobody · no demo marker');

    localStorage.setItem('demoUser', JSON.stringify({ email: 'demo@example.com', isDemo: true }));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'demoUser' })));
    await waitFor(() => expect(screen.getByText('ready · nobody · demo marker')).toBeTruthy());
  });
});
