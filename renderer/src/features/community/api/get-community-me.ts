// GET /api/community/me: the member's display name, trust level and progress, and any moderation on them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityEndpoints } from '@common/contracts/community';
import { endpointQuery } from '../../../api/query-client';

export const communityMeQueryOptions = queryOptions(endpointQuery(communityEndpoints.getCommunityMe));

export function useCommunityMe() {
  return useQuery(communityMeQueryOptions);
}
