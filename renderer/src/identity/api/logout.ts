// POST /api/logout: the server ends the session (204).
import type { ApiClient } from '../../api/api-request';

export async function logout(api: ApiClient): Promise<void> {
  await api.request('POST', '/api/logout');
}
