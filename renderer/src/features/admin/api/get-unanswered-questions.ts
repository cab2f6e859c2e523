// GET /api/admin/knowledge/unanswered: what the chat could not answer, grouped by topic and intent (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKnowledgeEndpoints } from '@common/contracts/admin-knowledge';
import { endpointQuery } from '../../../api/query-client';

export function unansweredQuestionsQueryOptions() {
  return queryOptions(endpointQuery(adminKnowledgeEndpoints.getAdminKnowledgeUnanswered));
}

export function useUnansweredQuestions() {
  return useQuery(unansweredQuestionsQueryOptions());
}
