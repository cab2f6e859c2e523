// POST /api/contact: a message to the store's customer care, from anyone.
import type { ContactMessageReceipt, ContactMessageRequest } from '@common/contracts/contact';
import { contactEndpoints } from '@common/contracts/contact';
import type { ApiClient } from '../../../api/api-request';

export function sendContactMessage(api: ApiClient, request: ContactMessageRequest): Promise<ContactMessageReceipt> {
  return api.call(contactEndpoints.postContact, { body: request });
}
