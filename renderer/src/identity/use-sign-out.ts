import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiOf } from '../api/query-client';
import { logout } from './api/logout';
import { firebaseSetup } from './firebase-config';
import { loadFirebaseAuthPort } from './firebase-auth-port';
import { logAccountIssue } from './log-account-issue';
import { sessionQueryOptions } from './api/get-session';
import { forgetSignedIn } from './session-query';
import { signOut } from './sign-out';
import { useSignOutProgress } from './sign-out-in-progress';
import { usePlatform } from '../platform/platform-context';

export const SIGNOUT_CONFIRMATION_PATH = '/signout-confirmation';

/** What /signout-confirmation is told by the sign-out that leads there (as router state). */
export interface SignoutLanding {
  /** The person asked for their account's deletion: erased on `scheduledFor` unless they sign in again before it. */
  deletion?: { scheduledFor: string | null };
}

/** Signs out (spec 4) and lands on /signout-confirmation; `error` holds a failure the screen should show. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const { storage } = usePlatform();
  const navigate = useNavigate();
  const signOutProgress = useSignOutProgress();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (landing?: SignoutLanding) => {
      setError(null);
      const user = queryClient.getQueryData(sessionQueryOptions.queryKey)?.user;
      const firebase = firebaseSetup.available && user?.authProvider === 'firebase' ? firebaseSetup.config : undefined;
      const signedOut = await signOut({
        endServerSession: () => logout(apiOf(queryClient)),
        providerSignOut: firebase ? async () => (await loadFirebaseAuthPort(firebase)).signOut() : undefined,
        // Nothing of this account stays on the machine for the next person (issue: logout clears that user's entries).
        clearOfflineAnswers: user ? () => apiOf(queryClient).offlineAnswers.clearUser(user.id) : undefined,
        storage: storage.local,
        setLoading: setPending,
        setSignedOut: () => {
          // The route guard of the page being left waits for this navigation instead of sending the visitor to sign in.
          signOutProgress.begin();
          forgetSignedIn(queryClient);
        },
        setError,
        log: logAccountIssue,
      });
      if (!signedOut) return;
      try {
        await navigate(SIGNOUT_CONFIRMATION_PATH, { replace: true, ...(landing ? { state: landing } : {}) });
      } finally {
        signOutProgress.end();
      }
    },
    [navigate, queryClient, signOutProgress, storage],
  );

  return { signOut: run, pending, error };
}
