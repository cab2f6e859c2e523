// POST /api/admin/knowledge/{id}/retire and /restore: the chat stops (or starts again) using an entry; admins only.
import type { KnowledgeEntryResponse } from '@common/contracts/admin-knowledge';
import { adminKnowledgeEndpoints } from '@common/contracts/admin-knowledge';
import type { ApiClient } from '../../../api/api-request';

export function retireKnowledgeEntry(api: ApiClient, id: string, move: 'retire' | 'restore'): Promise<KnowledgeEntryResponse> {
  const endpoint = move === 'retire' ? adminKnowledgeEndpoints.postAdminKnowledgeByIdRetire : adminKnowledgeEndpoints.postAdminKnowledgeByIdRestore;
  return api.call(endpoint, { params: { id } });
}
