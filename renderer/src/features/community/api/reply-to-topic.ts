// POST /api/community/topics/{id}/replies: a reply, checked by the safety triage and the hold rules as a topic is.
import type { NewReplyRequest, PostWriteResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function replyToTopic(api: ApiClient, topicId: string, reply: NewReplyRequest): Promise<PostWriteResponse> {
  return api.call(communityEndpoints.postCommunityTopicsByIdReplies, { params: { id: topicId }, body: reply });
}
