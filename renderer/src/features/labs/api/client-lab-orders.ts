// A practitioner's lab orders for one consenting client: GET (each read is listed in the client's access log) and
// POST /api/partner/clients/{clientId}/lab-orders to order tests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { labEndpoints } from '@common/contracts/labs';
import type { CreateLabOrderRequest, LabOrderResponse } from '@common/contracts/labs';
import type { ApiClient } from '../../../api/api-request';
import { endpointQuery } from '../../../api/query-client';

export function clientLabOrdersQueryOptions(clientId: string) {
  return queryOptions({
    ...endpointQuery(labEndpoints.getPartnerClientsByClientIdLabOrders, { params: { clientId } }),
    // A client without the lab_results scope answers 403 CONSENT_REQUIRED: asking again will not change that.
    retry: false,
  });
}

export function useClientLabOrders(clientId: string) {
  return useQuery(clientLabOrdersQueryOptions(clientId));
}

export function orderLabTests(api: ApiClient, clientId: string, request: CreateLabOrderRequest): Promise<LabOrderResponse> {
  return api.call(labEndpoints.postPartnerClientsByClientIdLabOrders, { params: { clientId }, body: request });
}
