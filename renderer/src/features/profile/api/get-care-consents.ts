// GET /api/care/consents: what the signed-in customer shares with practitioners, active and revoked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { careEndpoints } from '@common/contracts/care';
import { endpointQuery } from '../../../api/query-client';

export const careConsentsQueryOptions = queryOptions(endpointQuery(careEndpoints.getCareConsents));

export function useCareConsents() {
  return useQuery(careConsentsQueryOptions);
}
