// PUT /api/community/posts/{id}/helpful: the member found the post helpful (once, however often it is sent).
import type { HelpfulResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function markHelpful(api: ApiClient, postId: string): Promise<HelpfulResponse> {
  return api.call(communityEndpoints.putCommunityPostsByIdHelpful, { params: { id: postId } });
}
