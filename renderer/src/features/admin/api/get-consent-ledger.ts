// GET /api/admin/consents: the consent ledger (cookie choices and care consents), filtered and paged (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ConsentLedgerPage } from '@common/contracts/gdpr';
import type { ConsentLedgerType } from '@common/contracts/gdpr';
import { jsonQueryFn } from '../../../api/query-client';

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
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  const search = params.toString();
  return `/api/admin/consents.csv${search ? `?${search}` : ''}`;
}

export function consentLedgerQueryOptions(filter: ConsentLedgerFilter) {
  return queryOptions({
    queryKey: ['/api/admin/consents', { ...filter, pageSize: CONSENT_LEDGER_PAGE_SIZE }] as const,
    queryFn: jsonQueryFn(ConsentLedgerPage),
    placeholderData: keepPreviousData,
  });
}

export function useConsentLedger(filter: ConsentLedgerFilter) {
  return useQuery(consentLedgerQueryOptions(filter));
}
