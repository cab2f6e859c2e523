// POST /api/community/notifications/read: marks the notifications named read, or every one when no ids are given;
// answers the list as it is now.
import type { CommunityNotificationListResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function markNotificationsRead(api: ApiClient, ids?: readonly string[]): Promise<CommunityNotificationListResponse> {
  return api.call(communityEndpoints.postCommunityNotificationsRead, { body: ids === undefined ? {} : { ids: [...ids] } });
}
