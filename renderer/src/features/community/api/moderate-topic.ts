// POST /api/admin/community/topics/{id}/moderate: lock or unlock replies, pin or unpin, or move to another circle (audited).
import type { ModerationResultResponse, TopicModerationRequest } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function moderateTopic(api: ApiClient, topicId: string, action: TopicModerationRequest): Promise<ModerationResultResponse> {
  return api.call(communityEndpoints.postAdminCommunityTopicsByIdModerate, { params: { id: topicId }, body: action });
}
