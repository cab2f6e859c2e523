// GET /api/community/notifications: replies to the member's topics, mentions of their name and moderators' decisions
// about them, newest first (the last 50), with the count of unread ones.
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityNotificationListResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import { endpointQuery } from '../../../api/query-client';

export const notificationsQueryOptions = queryOptions({
  ...endpointQuery(communityEndpoints.getCommunityNotifications),
  // Shorter than the app's five minutes: a member back on a community page soon after sees what came meanwhile.
  staleTime: 30_000,
});

export function useCommunityNotifications() {
  return useQuery(notificationsQueryOptions);
}

/** Shows the notifications named as read at once, before the server's answer: the unread count drops with them. */
export function markReadInCache(queryClient: QueryClient, ids: readonly string[]): void {
  queryClient.setQueryData<CommunityNotificationListResponse>(notificationsQueryOptions.queryKey, (kept) => {
    if (!kept) return kept;
    const newlyRead = kept.notifications.filter((notification) => !notification.read && ids.includes(notification.id)).length;
    return {
      notifications: kept.notifications.map((notification) => (ids.includes(notification.id) ? { ...notification, read: true } : notification)),
      unread: Math.max(0, kept.unread - newlyRead),
    };
  });
}
