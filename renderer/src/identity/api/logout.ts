// POST /api/logout: the server ends the session (204).
import { apiRequest } from '../../api/api-request';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
