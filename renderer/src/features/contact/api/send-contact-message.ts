// POST /api/contact: a message to the store's customer care, from anyone.
import type { ContactMessageRequest } from '@common/contracts/contact';
import { ContactMessageReceipt } from '@common/contracts/contact';
import type { ApiClient } from '../../../api/api-request';

export function sendContactMessage(api: ApiClient, request: ContactMessageRequest): Promise<ContactMessageReceipt> {
  return api.json(ContactMessageReceipt, 'POST', '/api/contact', request);
}
