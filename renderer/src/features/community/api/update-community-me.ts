// PUT /api/community/me: a new display name (never an email address), or hiding the member's activity.
import type { CommunityMemberResponse, UpdateCommunityMemberRequest } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function updateCommunityMe(api: ApiClient, update: UpdateCommunityMemberRequest): Promise<CommunityMemberResponse> {
  return api.call(communityEndpoints.putCommunityMe, { body: update });
}
