// GET /api/community/members/{memberId}: a member's page — who they are, and the topics and replies of theirs others
// can see, unless they hide their activity (they themselves and staff still get the lists, with `hidden` true).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityEndpoints } from '@common/contracts/community';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export function memberActivityQueryOptions(memberId: string) {
  return queryOptions(endpointQuery(communityEndpoints.getCommunityMembersByMemberId, { params: { memberId } }));
}

/** The start of every member page's key, whatever the id: a change to the member's own name or privacy refreshes them. */
export const ALL_MEMBER_PAGES_KEY = endpointKey(communityEndpoints.getCommunityMembersByMemberId, { params: { memberId: 'any' } }).slice(0, 1);

export function useMemberActivity(memberId: string) {
  return useQuery(memberActivityQueryOptions(memberId));
}
