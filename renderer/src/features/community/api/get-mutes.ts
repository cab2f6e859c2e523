// GET /api/community/mutes: the topics and circles the member muted (no notifications of their replies).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MuteListResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import { endpointQuery } from '../../../api/query-client';

export type MuteTargetType = MuteListResponse['mutes'][number]['targetType'];

export const mutesQueryOptions = queryOptions(endpointQuery(communityEndpoints.getCommunityMutes));

export function useCommunityMutes() {
  return useQuery(mutesQueryOptions);
}

/** Whether the list names this topic or circle. */
export function isMuted(answer: MuteListResponse, targetType: MuteTargetType, targetId: string): boolean {
  return answer.mutes.some((mute) => mute.targetType === targetType && mute.targetId === targetId);
}
