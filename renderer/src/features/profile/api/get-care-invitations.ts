// GET /api/care/invitations: practitioners' open invitations to the signed-in customer's email.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { careEndpoints } from '@common/contracts/care';
import { endpointQuery } from '../../../api/query-client';

export const careInvitationsQueryOptions = queryOptions(endpointQuery(careEndpoints.getCareInvitations));

export function useCareInvitations() {
  return useQuery(careInvitationsQueryOptions);
}
