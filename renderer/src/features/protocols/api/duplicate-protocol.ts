// POST /api/partner/protocols/{id}/duplicate: a new draft with the same fields and items.
import type { ProtocolResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function duplicateProtocol(api: ApiClient, protocolId: string): Promise<ProtocolResponse> {
  return api.call(protocolEndpoints.postPartnerProtocolsByIdDuplicate, { params: { id: protocolId } });
}
