// POST /api/community/circles/{circleId}/topics: a new topic; the outcome says whether it shows or waits for a moderator.
import type { CircleId } from '@common/community';
import type { NewTopicRequest, PostWriteResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function startTopic(api: ApiClient, circleId: CircleId, topic: NewTopicRequest): Promise<PostWriteResponse> {
  return api.call(communityEndpoints.postCommunityCirclesByCircleIdTopics, { params: { circleId }, body: topic });
}
