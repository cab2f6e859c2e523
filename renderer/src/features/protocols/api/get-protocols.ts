// GET /api/partner/protocols: the signed-in practitioner's protocols, drafts and published.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProtocolListResponse } from '@common/contracts/protocols';
import { jsonQueryFn } from '../../../api/query-client';

export const protocolsQueryOptions = queryOptions({ queryKey: ['/api/partner/protocols'] as const, queryFn: jsonQueryFn(ProtocolListResponse) });

export function useProtocols() {
  return useQuery(protocolsQueryOptions);
}
