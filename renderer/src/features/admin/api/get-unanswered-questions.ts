// GET /api/admin/knowledge/unanswered: what the chat could not answer, grouped by topic and intent (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnansweredQuestionsResponse } from '@common/contracts/admin-knowledge';
import { jsonQueryFn } from '../../../api/query-client';

export const UNANSWERED_QUESTIONS_KEY = '/api/admin/knowledge/unanswered';

export function unansweredQuestionsQueryOptions() {
  return queryOptions({ queryKey: [UNANSWERED_QUESTIONS_KEY] as const, queryFn: jsonQueryFn(UnansweredQuestionsResponse) });
}

export function useUnansweredQuestions() {
  return useQuery(unansweredQuestionsQueryOptions());
}
