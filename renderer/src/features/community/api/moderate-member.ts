// POST /api/admin/community/members/{userId}/moderate: suspend for some days, hold future posts, or restore (audited).
import type { MemberModerationRequest, ModerationResultResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function moderateMember(api: ApiClient, userId: string, action: MemberModerationRequest): Promise<ModerationResultResponse> {
  return api.call(communityEndpoints.postAdminCommunityMembersByUserIdModerate, { params: { userId }, body: action });
}
