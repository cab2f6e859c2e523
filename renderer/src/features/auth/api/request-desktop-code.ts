// POST /api/desktop-auth/code: a one-time code for the desktop app, bound to its nonce, for the signed-in session.
import type { DesktopAuthCodeRequest, DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import { desktopAuthEndpoints } from '@common/contracts/desktop-auth';
import type { ApiClient } from '../../../api/api-request';

export function requestDesktopCode(api: ApiClient, request: DesktopAuthCodeRequest): Promise<DesktopAuthCodeResponse> {
  return api.call(desktopAuthEndpoints.postDesktopAuthCode, { body: request });
}
