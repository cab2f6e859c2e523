// GET /api/admin/knowledge: the knowledge entries the chat answers from, filtered and paged (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgePage } from '@common/contracts/admin-knowledge';
import type { KnowledgeStatus } from '@common/contracts/admin-knowledge';
import type { GuardianId } from '@common/guardians';
import { jsonQueryFn } from '../../../api/query-client';

export interface KnowledgeFilter {
  guardian?: GuardianId | 'shared' | undefined;
  status?: KnowledgeStatus | undefined;
  q?: string | undefined;
  page: number;
}

export const KNOWLEDGE_LIST_KEY = '/api/admin/knowledge';

export function knowledgeEntriesQueryOptions(filter: KnowledgeFilter) {
  return queryOptions({
    queryKey: [KNOWLEDGE_LIST_KEY, filter] as const,
    queryFn: jsonQueryFn(KnowledgePage),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeEntries(filter: KnowledgeFilter) {
  return useQuery(knowledgeEntriesQueryOptions(filter));
}
