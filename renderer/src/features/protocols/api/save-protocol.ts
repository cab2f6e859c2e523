// POST /api/partner/protocols (a new draft) and PUT /api/partner/protocols/{id} (a draft's new fields).
import { ProtocolResponse } from '@common/contracts/protocols';
import type { SaveProtocolRequest } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function saveProtocol(api: ApiClient, protocolId: string | null, request: SaveProtocolRequest): Promise<ProtocolResponse> {
  return protocolId === null
    ? api.json(ProtocolResponse, 'POST', '/api/partner/protocols', request)
    : api.json(ProtocolResponse, 'PUT', `/api/partner/protocols/${encodeURIComponent(protocolId)}`, request);
}
