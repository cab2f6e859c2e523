// POST /api/desktop-auth/code: a one-time code for the desktop app, bound to its nonce, for the signed-in session.
import type { DesktopAuthCodeRequest } from '@common/contracts/desktop-auth';
import { DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import type { ApiClient } from '../../../api/api-request';

export function requestDesktopCode(api: ApiClient, request: DesktopAuthCodeRequest): Promise<DesktopAuthCodeResponse> {
  return api.json(DesktopAuthCodeResponse, 'POST', '/api/desktop-auth/code', request);
}
