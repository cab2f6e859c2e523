// GET /api/partner/protocols: the signed-in practitioner's protocols, drafts and published.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolEndpoints } from '@common/contracts/protocols';
import { endpointQuery } from '../../../api/query-client';

export const protocolsQueryOptions = queryOptions(endpointQuery(protocolEndpoints.getPartnerProtocols));

export function useProtocols() {
  return useQuery(protocolsQueryOptions);
}
