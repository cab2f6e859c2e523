// GET /api/community/circles: the six circles with their rules, topic counts and last activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityEndpoints } from '@common/contracts/community';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export const circlesQueryOptions = queryOptions(endpointQuery(communityEndpoints.getCommunityCircles));

/** The start of the circles' key and of every circle's topics: refreshing it refreshes the counts and the lists. */
export const CIRCLES_KEY = endpointKey(communityEndpoints.getCommunityCircles);

export function useCircles() {
  return useQuery(circlesQueryOptions);
}
