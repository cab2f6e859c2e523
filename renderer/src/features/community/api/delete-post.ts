// DELETE /api/community/posts/{id}: the author deletes their post; one with replies under it stays as "[removed]".
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export async function deletePost(api: ApiClient, postId: string): Promise<void> {
  await api.call(communityEndpoints.deleteCommunityPostsById, { params: { id: postId } });
}
