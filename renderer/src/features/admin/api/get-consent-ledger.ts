// GET /api/admin/consents: the consent ledger (cookie choices and care consents), filtered and paged (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gdprEndpoints } from '@common/contracts/gdpr';
import type { ConsentLedgerType } from '@common/contracts/gdpr';
import { endpointUrl } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export interface ConsentLedgerFilter {
  type?: ConsentLedgerType | undefined;
  status?: 'granted' | 'withdrawn' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const CONSENT_LEDGER_PAGE_SIZE = 25;

/** GET /api/admin/consents.csv of the same filter (every page), downloaded by the browser with the staff session. */
export function consentLedgerCsvUrl(filter: ConsentLedgerFilter): string {
  const query = { type: filter.type || undefined, status: filter.status || undefined, from: filter.from || undefined, to: filter.to || undefined };
  return endpointUrl(gdprEndpoints.getAdminConsentsCsv, { query });
}

export function consentLedgerQueryOptions(filter: ConsentLedgerFilter) {
  return queryOptions({
    ...endpointQuery(gdprEndpoints.getAdminConsents, { query: { ...filter, pageSize: CONSENT_LEDGER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useConsentLedger(filter: ConsentLedgerFilter) {
  return useQuery(consentLedgerQueryOptions(filter));
}
