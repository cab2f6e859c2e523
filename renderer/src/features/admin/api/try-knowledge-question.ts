// POST /api/admin/knowledge/try: the triage and the entries the chat would use for a question (admin, support).
import type { KnowledgeTryRequest, KnowledgeTryResult } from '@common/contracts/admin-knowledge';
import { adminKnowledgeEndpoints } from '@common/contracts/admin-knowledge';
import type { ApiClient } from '../../../api/api-request';

export function tryKnowledgeQuestion(api: ApiClient, request: KnowledgeTryRequest): Promise<KnowledgeTryResult> {
  return api.call(adminKnowledgeEndpoints.postAdminKnowledgeTry, { body: request });
}
