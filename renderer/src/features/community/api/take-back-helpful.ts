// DELETE /api/community/posts/{id}/helpful: the member takes back their "helpful".
import type { HelpfulResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function takeBackHelpful(api: ApiClient, postId: string): Promise<HelpfulResponse> {
  return api.call(communityEndpoints.deleteCommunityPostsByIdHelpful, { params: { id: postId } });
}
