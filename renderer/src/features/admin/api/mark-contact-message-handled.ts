// POST /api/admin/contact-messages/{id}/handled: the message is answered (audited; a second mark is a 409).
import { ContactMessageResponse } from '@common/contracts/contact';
import type { HandleContactMessageRequest } from '@common/contracts/contact';
import type { ApiClient } from '../../../api/api-request';

export function markContactMessageHandled(api: ApiClient, id: string, request: HandleContactMessageRequest): Promise<ContactMessageResponse> {
  return api.json(ContactMessageResponse, 'POST', `/api/admin/contact-messages/${encodeURIComponent(id)}/handled`, request);
}
