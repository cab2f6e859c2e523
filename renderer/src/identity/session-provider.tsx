import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { clearSignedInMirror, MIRROR_KEYS, mirrorSignedInUser, SIGNED_IN_MIRROR_KEYS } from './auth-storage';
import { SESSION_QUERY_KEY, sessionQueryOptions } from './api/get-session';
import { isHighLoadError } from '../api/api-error';
import { isServerUnreachable } from '../api/api-request';
import type { Session } from './session-context';
import { SessionContext } from './session-context';
import { SignOutProgress, SignOutProgressContext } from './sign-out-in-progress';
import { usePlatform } from '../platform/platform-context';

/** Mirror keys whose change in another tab (or a session restore) means "ask the server again". */
const SESSION_CHANGE_KEYS: ReadonlySet<string | null> = new Set([...SIGNED_IN_MIRROR_KEYS, MIRROR_KEYS.currentUserEmail, null]);

/**
 * The one source of "who is signed in": GET /api/auth/me. The local-storage mirror of spec 3 is written from the
 * server's answer and cleared when the server says nobody is signed in; it is never trusted on its own.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { storage } = usePlatform();
  const me = useQuery(sessionQueryOptions);
  const [signOutProgress] = useState(() => new SignOutProgress());

  // The last answer the server gave stays while a later read fails (TanStack keeps it): a refetch on focus while the
  // server is away does not sign anyone out of the screen.
  const confirmedUser = me.data?.user ?? null;
  const serverSaysSignedOut = me.isSuccess && confirmedUser === null;
  // Only for a server that could not answer (unreachable, or overloaded); an endpoint that answers 404 says nobody can
  // be signed in here.
  const checkFailed = me.isError && me.data === undefined && (isServerUnreachable(me.error) || isHighLoadError(me.error));

  useEffect(() => {
    if (confirmedUser) mirrorSignedInUser(storage.local, confirmedUser);
    else if (serverSaysSignedOut) clearSignedInMirror(storage.local);
  }, [confirmedUser, serverSaysSignedOut, storage]);

  // Another tab signing in or out, or the installed app restoring a session, changes the mirror.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (SESSION_CHANGE_KEYS.has(event.key)) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({
      status: me.isPending ? 'loading' : 'ready',
      user: confirmedUser,
      hasDemoMarker: confirmedUser?.isDemo === true,
      checkFailed,
    }),
    [me.isPending, confirmedUser, checkFailed],
  );

  return (
    <SessionContext.Provider value={session}>
      <SignOutProgressContext.Provider value={signOutProgress}>{children}</SignOutProgressContext.Provider>
    </SessionContext.Provider>
  );
}
