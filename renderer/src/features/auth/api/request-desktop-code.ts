// POST /api/desktop-auth/code: a one-time code for the desktop app, bound to its nonce, for the signed-in session.
import type { DesktopAuthCodeRequest } from '../../../../../common/contracts/desktop-auth';
import { DesktopAuthCodeResponse } from '../../../../../common/contracts/desktop-auth';
import { apiJson } from '../../../api/api-request';

export async function requestDesktopCode(request: DesktopAuthCodeRequest): Promise<DesktopAuthCodeResponse> {
  return DesktopAuthCodeResponse.parse(await apiJson<unknown>('POST', '/api/desktop-auth/code', request));
}
