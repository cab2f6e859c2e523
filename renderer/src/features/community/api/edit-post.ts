// PATCH /api/community/posts/{id}: the author's new text (and title, for an opening post); it passes the triage again.
import type { EditPostRequest, PostWriteResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function editPost(api: ApiClient, postId: string, edit: EditPostRequest): Promise<PostWriteResponse> {
  return api.call(communityEndpoints.patchCommunityPostsById, { params: { id: postId }, body: edit });
}
