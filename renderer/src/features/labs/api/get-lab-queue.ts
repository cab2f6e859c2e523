// GET /api/partner/lab-orders[?status=]: the signed-in lab's queue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LabOrderListResponse } from '@common/contracts/labs';
import type { LabOrderStatus } from '@common/lab-results';
import { jsonQueryFn } from '../../../api/query-client';

export const LAB_QUEUE_KEY = '/api/partner/lab-orders';

export function labQueueQueryOptions(status: LabOrderStatus | 'all') {
  const url = status === 'all' ? LAB_QUEUE_KEY : `${LAB_QUEUE_KEY}?status=${status}`;
  return queryOptions({ queryKey: [url] as const, queryFn: jsonQueryFn(LabOrderListResponse) });
}

export function useLabQueue(status: LabOrderStatus | 'all') {
  return useQuery(labQueueQueryOptions(status));
}
