// GET /api/care/lab-notifications: each step of the signed-in account's lab orders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { labEndpoints } from '@common/contracts/labs';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

export const labNotificationsQueryOptions = queryOptions({
  queryKey: endpointKey(labEndpoints.getCareLabNotifications),
  queryFn: endpointQueryFn(labEndpoints.getCareLabNotifications, { on401: 'returnNull' }),
});

export function useLabNotifications() {
  return useQuery(labNotificationsQueryOptions);
}
