// POST /api/admin/knowledge/{id}/retire and /restore: the chat stops (or starts again) using an entry; admins only.
import { KnowledgeEntryResponse } from '@common/contracts/admin-knowledge';
import type { ApiClient } from '../../../api/api-request';

export function retireKnowledgeEntry(api: ApiClient, id: string, move: 'retire' | 'restore'): Promise<KnowledgeEntryResponse> {
  return api.json(KnowledgeEntryResponse, 'POST', `/api/admin/knowledge/${encodeURIComponent(id)}/${move}`);
}
