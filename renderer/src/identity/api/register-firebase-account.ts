// POST /api/firebase-auth: the server verifies the Firebase ID token and starts a session for that account.
import type { SignedInResponse } from '@common/contracts/accounts';
import { lazyEndpoint } from '../../api/contract-loaders';
import type { ApiClient } from '../../api/api-request';
import type { ProviderUser } from '../auth-port';

export async function registerFirebaseAccount(api: ApiClient, user: ProviderUser & { email: string }): Promise<SignedInResponse> {
  const idToken = await user.getIdToken();
  return api.call(
    lazyEndpoint.accounts.postFirebaseAuth,
    { body: { email: user.email, displayName: user.displayName ?? '', uid: user.uid } },
    { headers: { Authorization: `Bearer ${idToken}` } },
  );
}
