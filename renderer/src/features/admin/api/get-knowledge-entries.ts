// GET /api/admin/knowledge: the knowledge entries the chat answers from, filtered and paged (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKnowledgeEndpoints } from '@common/contracts/admin-knowledge';
import type { KnowledgeStatus } from '@common/contracts/admin-knowledge';
import type { GuardianId } from '@common/guardians';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export interface KnowledgeFilter {
  guardian?: GuardianId | 'shared' | undefined;
  status?: KnowledgeStatus | undefined;
  q?: string | undefined;
  page: number;
}

/** The key every page of the list starts with, to refresh them all after a change. */
export const KNOWLEDGE_LIST_KEY = endpointKey(adminKnowledgeEndpoints.getAdminKnowledge);

export function knowledgeEntriesQueryOptions(filter: KnowledgeFilter) {
  return queryOptions({
    ...endpointQuery(adminKnowledgeEndpoints.getAdminKnowledge, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeEntries(filter: KnowledgeFilter) {
  return useQuery(knowledgeEntriesQueryOptions(filter));
}
