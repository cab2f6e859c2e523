// POST /api/gdpr/consent: one call per optional category (spec 7). The server records the request's IP address.
import { apiRequest } from '../../../api/api-request';
import type { ConsentRecord } from '../lib/cookie-consent';

export async function saveConsent(record: ConsentRecord): Promise<void> {
  await apiRequest('POST', '/api/gdpr/consent', record);
}
