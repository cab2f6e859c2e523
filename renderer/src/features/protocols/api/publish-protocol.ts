// POST /api/partner/protocols/{id}/publish: from then on the protocol cannot change.
import { ProtocolResponse } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function publishProtocol(api: ApiClient, protocolId: string): Promise<ProtocolResponse> {
  return api.json(ProtocolResponse, 'POST', `/api/partner/protocols/${encodeURIComponent(protocolId)}/publish`);
}
