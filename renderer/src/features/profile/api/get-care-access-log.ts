// GET /api/care/access-log: which practitioner read what of the signed-in customer's data, and when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccessLogResponse } from '@common/contracts/care';
import { jsonQueryFn } from '../../../api/query-client';

export const careAccessLogQueryOptions = queryOptions({ queryKey: ['/api/care/access-log'] as const, queryFn: jsonQueryFn(AccessLogResponse) });

export function useCareAccessLog() {
  return useQuery(careAccessLogQueryOptions);
}
