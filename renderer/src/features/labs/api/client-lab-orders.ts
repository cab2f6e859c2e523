// A practitioner's lab orders for one consenting client: GET (each read is listed in the client's access log) and
// POST /api/partner/clients/{clientId}/lab-orders to order tests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LabOrderListResponse, LabOrderResponse } from '@common/contracts/labs';
import type { CreateLabOrderRequest } from '@common/contracts/labs';
import type { ApiClient } from '../../../api/api-request';
import { jsonQueryFn } from '../../../api/query-client';

export function clientLabOrdersQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [`/api/partner/clients/${encodeURIComponent(clientId)}/lab-orders`] as const,
    queryFn: jsonQueryFn(LabOrderListResponse),
    // A client without the lab_results scope answers 403 CONSENT_REQUIRED: asking again will not change that.
    retry: false,
  });
}

export function useClientLabOrders(clientId: string) {
  return useQuery(clientLabOrdersQueryOptions(clientId));
}

export function orderLabTests(api: ApiClient, clientId: string, request: CreateLabOrderRequest): Promise<LabOrderResponse> {
  return api.json(LabOrderResponse, 'POST', `/api/partner/clients/${encodeURIComponent(clientId)}/lab-orders`, request);
}
