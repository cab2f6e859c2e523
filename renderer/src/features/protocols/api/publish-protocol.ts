// POST /api/partner/protocols/{id}/publish: from then on the protocol cannot change.
import type { ProtocolResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function publishProtocol(api: ApiClient, protocolId: string): Promise<ProtocolResponse> {
  return api.call(protocolEndpoints.postPartnerProtocolsByIdPublish, { params: { id: protocolId } });
}
