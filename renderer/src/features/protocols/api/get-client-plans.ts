// GET /api/partner/clients/{clientId}/plans: the plans this practitioner sent the client, sent → viewed → ordered.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolEndpoints } from '@common/contracts/protocols';
import { endpointQuery } from '../../../api/query-client';

export function clientPlansQueryOptions(clientId: string) {
  return queryOptions(endpointQuery(protocolEndpoints.getPartnerClientsByClientIdPlans, { params: { clientId } }));
}

export function useClientPlans(clientId: string) {
  return useQuery(clientPlansQueryOptions(clientId));
}
