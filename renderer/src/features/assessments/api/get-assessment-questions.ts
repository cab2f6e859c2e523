// GET /api/assessment/questions?type=: the question bank of one assessment, in the order it is asked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentType } from '../../../../../common/assessments/question-banks';
import type { AssessmentQuestionsResponse } from '../../../../../common/contracts/assessments';
import { HIGH_LOAD_TEXT } from '../../../../../common/system-texts';
import { getQueryFn } from '../../../api/query-client';

const fetchQuestions = getQueryFn<AssessmentQuestionsResponse>({ on401: 'throw' });

export function assessmentQuestionsQueryOptions(type: AssessmentType) {
  return queryOptions({
    queryKey: ['/api/assessment/questions', { type }] as const,
    queryFn: async (context) => {
      const answer = await fetchQuestions(context);
      // The overload fallback carries no questions: an assessment cannot start without them.
      if (!answer || !Array.isArray(answer.questions)) throw new Error(HIGH_LOAD_TEXT);
      return answer.questions;
    },
    staleTime: Infinity,
  });
}

export function useAssessmentQuestions(type: AssessmentType) {
  return useQuery(assessmentQuestionsQueryOptions(type));
}
