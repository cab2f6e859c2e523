import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { apiOf } from '../api/query-client';
import { registerFirebaseAccount } from './api/register-firebase-account';
import { SESSION_FLAGS } from './auth-storage';
import { firebaseSetup } from './firebase-config';
import { loadFirebaseAuthPort } from './firebase-auth-port';
import { logAccountIssue } from './log-account-issue';
import type { RedirectFlow } from './redirect-flow';
import { createRedirectFlow } from './redirect-flow';
import { rememberSignedIn } from './session-query';

/** The redirect flow wired to Firebase, the API and the router. Without Firebase settings only step 8 can work. */
export function useRedirectFlow(): RedirectFlow {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMemo(() => {
    return createRedirectFlow({
      loadPort: () => (firebaseSetup.available ? loadFirebaseAuthPort(firebaseSetup.config) : Promise.reject(new Error(firebaseSetup.reason))),
      session: window.sessionStorage,
      navigate: (path) => void navigate(path),
      registerWithBackend: async (user) => rememberSignedIn(queryClient, await registerFirebaseAccount(apiOf(queryClient), user)),
      host: window.location.host,
      now: () => new Date(),
      log: logAccountIssue,
    });
  }, [navigate, queryClient]);
}

/** Whether this page load must ask the provider: a redirect sign-in is under way or a Google session may exist. */
export function providerSessionMayExist(lastKnownProvider: string | undefined): boolean {
  if (!firebaseSetup.available) return false;
  return window.sessionStorage.getItem(SESSION_FLAGS.googleSignInAttempt) !== null || lastKnownProvider === 'firebase';
}
