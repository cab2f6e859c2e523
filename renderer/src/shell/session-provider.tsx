import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo, useSyncExternalStore } from 'react';
import { getQueryFn } from '../api/query-client';
import type { Session, SessionAnswer } from './session-context';
import { SessionContext } from './session-context';

/** Query key (the URL, as every query in this app) of the signed-in user; sign-in and sign-out invalidate it. */
export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

export const DEMO_USER_STORAGE_KEY = 'demoUser';

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readDemoMarker(): boolean {
  return window.localStorage.getItem(DEMO_USER_STORAGE_KEY) !== null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getQueryFn<SessionAnswer>({ on401: 'returnNull' }),
    // A failed lookup means "signed out"; retrying would only hold the route guard's spinner longer.
    retry: false,
  });
  // Another tab signing in or out as the demo user changes this marker; the storage event tells us.
  const hasDemoMarker = useSyncExternalStore(subscribeToStorage, readDemoMarker);

  const session = useMemo<Session>(
    () => ({
      status: me.isPending ? 'loading' : 'ready',
      user: me.isSuccess ? (me.data?.user ?? null) : null,
      hasDemoMarker,
    }),
    [me.isPending, me.isSuccess, me.data, hasDemoMarker],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
