// GET /api/partner/lab-orders[?status=]: the signed-in lab's queue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { labEndpoints } from '@common/contracts/labs';
import type { LabOrderStatus } from '@common/lab-results';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

/** The key every status's queue starts with, to refresh them all after a change. */
export const LAB_QUEUE_KEY = endpointKey(labEndpoints.getPartnerLabOrders);

export function labQueueQueryOptions(status: LabOrderStatus | 'all') {
  return queryOptions(endpointQuery(labEndpoints.getPartnerLabOrders, status === 'all' ? {} : { query: { status } }));
}

export function useLabQueue(status: LabOrderStatus | 'all') {
  return useQuery(labQueueQueryOptions(status));
}
