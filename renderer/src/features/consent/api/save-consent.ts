// POST /api/gdpr/consent: one call per optional category (spec 7). The server records the request's IP address.
// The cookie banner shows on a visitor's first page: its contract loads only once a choice is sent.
import { lazyEndpoint } from '../../../api/contract-loaders';
import type { ApiClient } from '../../../api/api-request';
import type { ConsentRecord } from '../lib/cookie-consent';

export async function saveConsent(api: ApiClient, record: ConsentRecord): Promise<void> {
  await api.fetchEndpoint(lazyEndpoint.consent.postGdprConsent, { body: record });
}
