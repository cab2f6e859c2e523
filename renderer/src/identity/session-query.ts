// What starting or ending a session writes: the session query, the local mirror and the wallet cache agree with it.
import type { QueryClient } from '@tanstack/react-query';
import type { SignedInResponse } from '@common/contracts/accounts';
import { sessionQueryOptions } from './api/get-session';
import { walletQueryOptions } from './api/get-wallet';
import { cacheWallet, clearSignedInMirror, mirrorSignedInUser } from './auth-storage';
import { platform } from '../platform/current-platform';

/** After the server has started a session (the demo answer has no wallet). */
export function rememberSignedIn(
  queryClient: QueryClient,
  answer: Pick<SignedInResponse, 'user'> & Partial<Pick<SignedInResponse, 'wallet'>>,
  storage: Storage = platform.storage.local,
): void {
  settleSession(queryClient, { user: answer.user });
  mirrorSignedInUser(storage, answer.user);
  if (answer.wallet) {
    cacheWallet(storage, answer.user.email, answer.wallet);
    queryClient.setQueryData(walletQueryOptions.queryKey, answer.wallet);
  }
}

/** After the session has ended: nobody is signed in, and no one's wallet stays in the query cache. */
export function forgetSignedIn(queryClient: QueryClient, storage: Storage = platform.storage.local): void {
  clearSignedInMirror(storage);
  queryClient.removeQueries({ queryKey: walletQueryOptions.queryKey });
  settleSession(queryClient, null);
}

/**
 * Writes who is signed in. A session read already on its way was asked before the sign-in (or sign-out) and would
 * land on top of this answer with the old one (a signed-in admin sent back to the sign-in page), so it is cancelled
 * first; cancelling restores the state from before that read synchronously, and the answer is written over it.
 */
function settleSession(queryClient: QueryClient, answer: { user: SignedInResponse['user'] } | null): void {
  void queryClient.cancelQueries({ queryKey: sessionQueryOptions.queryKey });
  queryClient.setQueryData(sessionQueryOptions.queryKey, answer);
}
