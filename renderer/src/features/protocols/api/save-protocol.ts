// POST /api/partner/protocols (a new draft) and PUT /api/partner/protocols/{id} (a draft's new fields).
import type { ProtocolResponse, SaveProtocolRequest } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function saveProtocol(api: ApiClient, protocolId: string | null, request: SaveProtocolRequest): Promise<ProtocolResponse> {
  return protocolId === null
    ? api.call(protocolEndpoints.postPartnerProtocols, { body: request })
    : api.call(protocolEndpoints.putPartnerProtocolsById, { params: { id: protocolId }, body: request });
}
