// The invitee's side of a partner invitation (issue 16): POST /api/partner-invitations/lookup (what the link is for)
// and POST /api/partner-invitations/accept (name and password → the partner account, signed in). The token goes in
// the body, never in a request URL.
import { useQuery } from '@tanstack/react-query';
import type { SignedInResponse } from '@common/contracts/accounts';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { PartnerInvitationAcceptance, PartnerInvitationPreview } from '@common/contracts/admin-users';
import { ApiError } from '../../../api/api-error';
import type { ApiClient } from '../../../api/api-request';
import { useApiClient } from '../../../api/use-api';

export function lookUpPartnerInvitation(api: ApiClient, token: string): Promise<PartnerInvitationPreview> {
  return api.call(adminUserEndpoints.postPartnerInvitationsLookup, { body: { token } });
}

/** The invitation of the link's token; an answer with a code (invalid, used, expired) is final, not retried. */
export function usePartnerInvitation(token: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['partner-invitation', token] as const,
    queryFn: () => lookUpPartnerInvitation(api, token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}

export function acceptPartnerInvitation(api: ApiClient, acceptance: PartnerInvitationAcceptance): Promise<SignedInResponse> {
  return api.call(adminUserEndpoints.postPartnerInvitationsAccept, { body: acceptance });
}
