// POST /api/admin/community/posts/{id}/decision: approve, hide with a reason, or edit with a note (audited; 409 when
// another moderator decided first).
import type { ModerationResultResponse, PostDecisionRequest } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function decidePost(api: ApiClient, postId: string, decision: PostDecisionRequest): Promise<ModerationResultResponse> {
  return api.call(communityEndpoints.postAdminCommunityPostsByIdDecision, { params: { id: postId }, body: decision });
}
