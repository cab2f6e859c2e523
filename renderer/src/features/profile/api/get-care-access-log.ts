// GET /api/care/access-log: which practitioner read what of the signed-in customer's data, and when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { careEndpoints } from '@common/contracts/care';
import { endpointQuery } from '../../../api/query-client';

export const careAccessLogQueryOptions = queryOptions(endpointQuery(careEndpoints.getCareAccessLog));

export function useCareAccessLog() {
  return useQuery(careAccessLogQueryOptions);
}
