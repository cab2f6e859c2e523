// POST /api/partner/protocols/{id}/duplicate: a new draft with the same fields and items.
import { ProtocolResponse } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function duplicateProtocol(api: ApiClient, protocolId: string): Promise<ProtocolResponse> {
  return api.json(ProtocolResponse, 'POST', `/api/partner/protocols/${encodeURIComponent(protocolId)}/duplicate`);
}
