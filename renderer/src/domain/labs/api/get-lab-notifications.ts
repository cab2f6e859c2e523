// GET /api/care/lab-notifications: each step of the signed-in account's lab orders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LabNotificationListResponse } from '@common/contracts/labs';
import { jsonQueryFn } from '../../../api/query-client';

export const labNotificationsQueryOptions = queryOptions({
  queryKey: ['/api/care/lab-notifications'] as const,
  queryFn: jsonQueryFn(LabNotificationListResponse, { on401: 'returnNull' }),
});

export function useLabNotifications() {
  return useQuery(labNotificationsQueryOptions);
}
