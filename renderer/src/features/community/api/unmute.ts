// DELETE /api/community/mutes/{topic|circle}/{id}: the topic's or circle's replies are told again; answers every
// mute the member still has.
import type { MuteListResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import type { ApiClient } from '../../../api/api-request';
import type { MuteTargetType } from './get-mutes';

export function unmute(api: ApiClient, targetType: MuteTargetType, targetId: string): Promise<MuteListResponse> {
  return api.call(communityEndpoints.deleteCommunityMutesByTargetTypeByTargetId, { params: { targetType, targetId } });
}
