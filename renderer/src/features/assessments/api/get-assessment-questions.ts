// GET /api/assessment/questions?type=: the question bank of one assessment, in the order it is asked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentType } from '@common/assessments/question-banks';
import { assessmentEndpoints } from '@common/contracts/assessments';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

// The overload fallback carries no questions, and an assessment cannot start without them: the query fails with
// the high-load text.
const fetchQuestions = endpointQueryFn(assessmentEndpoints.getAssessmentQuestions);

export function assessmentQuestionsQueryOptions(type: AssessmentType) {
  return queryOptions({
    queryKey: endpointKey(assessmentEndpoints.getAssessmentQuestions, { query: { type } }),
    queryFn: async (context) => (await fetchQuestions(context)).questions,
    staleTime: Infinity,
  });
}

export function useAssessmentQuestions(type: AssessmentType) {
  return useQuery(assessmentQuestionsQueryOptions(type));
}
