// POST /api/community/posts/{id}/reports: a report to the moderators; enough weight of them hides the post until they look.
import type { ReportRequest, ReportResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';

export function reportPost(api: ApiClient, postId: string, report: ReportRequest): Promise<ReportResponse> {
  return api.call(communityEndpoints.postCommunityPostsByIdReports, { params: { id: postId }, body: report });
}
