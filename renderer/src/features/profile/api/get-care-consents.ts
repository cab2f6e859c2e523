// GET /api/care/consents: what the signed-in customer shares with practitioners, active and revoked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CareConsentListResponse } from '@common/contracts/care';
import { jsonQueryFn } from '../../../api/query-client';

export const careConsentsQueryOptions = queryOptions({ queryKey: ['/api/care/consents'] as const, queryFn: jsonQueryFn(CareConsentListResponse) });

export function useCareConsents() {
  return useQuery(careConsentsQueryOptions);
}
