// POST /api/gdpr/consent: one call per optional category (spec 7). The server records the request's IP address.
import type { ApiClient } from '../../../api/api-request';
import type { ConsentRecord } from '../lib/cookie-consent';

export async function saveConsent(api: ApiClient, record: ConsentRecord): Promise<void> {
  await api.request('POST', '/api/gdpr/consent', record);
}
