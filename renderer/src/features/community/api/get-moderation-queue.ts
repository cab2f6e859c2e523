// GET /api/admin/community/queue: held and reported posts, emergencies and crises first (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityEndpoints } from '@common/contracts/community';
import { endpointQuery } from '../../../api/query-client';

export const moderationQueueQueryOptions = queryOptions(endpointQuery(communityEndpoints.getAdminCommunityQueue));

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions);
}
