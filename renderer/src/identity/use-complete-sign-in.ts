import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SignedInResponse } from '@common/contracts/accounts';
import { SESSION_FLAGS } from './auth-storage';
import { rememberSignedIn } from './session-query';

/**
 * After a password, demo or role sign-in: the session is remembered and the visitor goes to the page the route
 * guard turned them away from (authRedirectTo), else to `fallbackPath`.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (
      answer: Pick<SignedInResponse, 'user'> & Partial<Pick<SignedInResponse, 'wallet'>>,
      fallbackPath: string,
      options: { useStoredTarget?: boolean | ((target: string) => boolean) } = {},
    ) => {
      rememberSignedIn(queryClient, answer);
      const stored = window.sessionStorage.getItem(SESSION_FLAGS.authRedirectTo);
      window.sessionStorage.removeItem(SESSION_FLAGS.authRedirectTo);
      const fits = options.useStoredTarget ?? true;
      const storedFits = stored !== null && stored !== '' && (typeof fits === 'function' ? fits(stored) : fits);
      await navigate(storedFits ? stored : fallbackPath, { replace: true });
    },
    [navigate, queryClient],
  );
}
