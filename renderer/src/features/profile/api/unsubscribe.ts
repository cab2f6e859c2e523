// POST /api/mail/unsubscribe: the token of a mail's unsubscribe link switches its group off, without a session. The
// token travels in this body only, never in a request URL.
import type { UnsubscribeResponse } from '@common/contracts/mail-preferences';
import { mailPreferenceEndpoints, UnsubscribeRequest } from '@common/contracts/mail-preferences';
import type { ApiClient } from '../../../api/api-request';

export function unsubscribe(api: ApiClient, token: string): Promise<UnsubscribeResponse> {
  return api.call(mailPreferenceEndpoints.postMailUnsubscribe, { body: { token } });
}

/** A token the contract would refuse (none, or too long) cannot be a link the store sent: no need to ask. */
export function isPossibleUnsubscribeToken(token: string): boolean {
  return UnsubscribeRequest.shape.token.safeParse(token).success;
}
