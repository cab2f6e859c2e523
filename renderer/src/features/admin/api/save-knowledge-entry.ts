// POST /api/admin/knowledge (create) and PUT /api/admin/knowledge/{id} (edit): admins only, audit-logged.
import { KnowledgeEntryResponse } from '@common/contracts/admin-knowledge';
import type { KnowledgeEntryDraft } from '@common/contracts/admin-knowledge';
import type { ApiClient } from '../../../api/api-request';

export function saveKnowledgeEntry(api: ApiClient, id: string | null, draft: KnowledgeEntryDraft): Promise<KnowledgeEntryResponse> {
  return id === null
    ? api.json(KnowledgeEntryResponse, 'POST', '/api/admin/knowledge', draft)
    : api.json(KnowledgeEntryResponse, 'PUT', `/api/admin/knowledge/${encodeURIComponent(id)}`, draft);
}
