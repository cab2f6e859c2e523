import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiOf } from '../../../api/query-client';
import { cacheWallet } from '../../../identity/auth-storage';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';
import { useSession } from '../../../identity/session-context';
import { processSignupBreadcrumb } from '../api/process-signup-breadcrumb';
import { claimSignupReward, REWARD_ERROR_TEXT, REWARD_ERROR_TITLE, WELCOME_REWARD_TITLE } from '../lib/signup-reward';
import { usePlatform } from '../../../platform/platform-context';

/** Claims the signup reward once the server confirms a signed-in user with an email. */
export function useSignupReward(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { storage } = usePlatform();
  const email = user?.email ?? '';

  useEffect(() => {
    if (email === '') return;
    void claimSignupReward(email, {
      local: storage.local,
      session: window.sessionStorage,
      submit: (userEmail, breadcrumb) => processSignupBreadcrumb(apiOf(queryClient), userEmail, breadcrumb),
      onRewarded: (answer) => {
        cacheWallet(storage.local, email, answer.wallet);
        queryClient.setQueryData(WALLET_QUERY_KEY, answer.wallet);
        void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
        // A retry from another device answers credited: false; the welcome was shown when it was paid.
        if (answer.credited) notifications.show({ title: WELCOME_REWARD_TITLE, message: answer.message, color: 'teal' });
      },
      onFailed: () => notifications.show({ title: REWARD_ERROR_TITLE, message: REWARD_ERROR_TEXT, color: 'red' }),
    });
  }, [email, queryClient, storage]);
}
