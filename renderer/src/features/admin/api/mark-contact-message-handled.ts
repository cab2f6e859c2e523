// POST /api/admin/contact-messages/{id}/handled: the message is answered (audited; a second mark is a 409).
import type { ContactMessageResponse, HandleContactMessageRequest } from '@common/contracts/contact';
import { contactEndpoints } from '@common/contracts/contact';
import type { ApiClient } from '../../../api/api-request';

export function markContactMessageHandled(api: ApiClient, id: string, request: HandleContactMessageRequest): Promise<ContactMessageResponse> {
  return api.call(contactEndpoints.postAdminContactMessagesByIdHandled, { params: { id }, body: request });
}
