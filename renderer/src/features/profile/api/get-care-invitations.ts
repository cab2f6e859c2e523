// GET /api/care/invitations: practitioners' open invitations to the signed-in customer's email.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CareInvitationListResponse } from '@common/contracts/care';
import { jsonQueryFn } from '../../../api/query-client';

export const careInvitationsQueryOptions = queryOptions({ queryKey: ['/api/care/invitations'] as const, queryFn: jsonQueryFn(CareInvitationListResponse) });

export function useCareInvitations() {
  return useQuery(careInvitationsQueryOptions);
}
