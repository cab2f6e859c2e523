// POST /api/admin/knowledge (create) and PUT /api/admin/knowledge/{id} (edit): admins only, audit-logged.
import type { KnowledgeEntryDraft, KnowledgeEntryResponse } from '@common/contracts/admin-knowledge';
import { adminKnowledgeEndpoints } from '@common/contracts/admin-knowledge';
import type { ApiClient } from '../../../api/api-request';

export function saveKnowledgeEntry(api: ApiClient, id: string | null, draft: KnowledgeEntryDraft): Promise<KnowledgeEntryResponse> {
  return id === null
    ? api.call(adminKnowledgeEndpoints.postAdminKnowledge, { body: draft })
    : api.call(adminKnowledgeEndpoints.putAdminKnowledgeById, { params: { id }, body: draft });
}
