// POST /api/logout: the server ends the session (204).
import { lazyEndpoint } from '../../api/contract-loaders';
import type { ApiClient } from '../../api/api-request';

export async function logout(api: ApiClient): Promise<void> {
  await api.call(lazyEndpoint.accounts.postLogout);
}
