// PUT /api/community/mutes/{topic|circle}/{id}: no notifications of the topic's or circle's replies (mentions and
// moderators' decisions still come); answers every mute the member has.
import type { MuteListResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';
import type { MuteTargetType } from './get-mutes';

export function mute(api: ApiClient, targetType: MuteTargetType, targetId: string): Promise<MuteListResponse> {
  return api.call(communityEndpoints.putCommunityMutesByTargetTypeByTargetId, { params: { targetType, targetId } });
}
