import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MIRROR_KEYS } from '../../../identity/auth-storage';
import { logAccountIssue } from '../../../identity/log-account-issue';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../../../identity/api/get-session';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';
import { isInstalledApp } from '../../../platform/installed-app';
import { createSessionSync } from '../lib/session-sync';
import { usePlatform } from '../../../platform/platform-context';

/** Starts session sync for the page's lifetime. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const { storage } = usePlatform();

  useEffect(() => {
    const sync = createSessionSync({
      storage: storage.local,
      isInstalledApp,
      currentUser: () => queryClient.getQueryData(sessionQueryOptions.queryKey)?.user ?? null,
      now: () => Date.now(),
      dispatchStorageEvent: () => {
        window.dispatchEvent(new StorageEvent('storage', { key: MIRROR_KEYS.pwaUserSession }));
        void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      log: logAccountIssue,
    });
    return sync.start();
  }, [queryClient, storage]);
}
