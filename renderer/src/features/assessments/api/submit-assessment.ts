// POST /api/assessment: the server scores the answers and keeps the result (under a temporary email when signed out).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLESSING_TRIGGER_EVENT } from '../../../../../common/blessings';
import type { BlessingTriggerDetail } from '../../../../../common/blessings';
import type { AssessmentSubmissionRequest, AssessmentSubmittedResponse } from '../../../../../common/contracts/assessments';
import { apiJson } from '../../../api/api-request';
import { TEMP_USER_EMAIL_KEY, myAssessmentsQueryOptions } from '../../../ui/assessments/my-assessments';

export function submitAssessment(request: AssessmentSubmissionRequest): Promise<AssessmentSubmittedResponse> {
  return apiJson<AssessmentSubmittedResponse>('POST', '/api/assessment', request);
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    // A wrong answer or a refused write will not get better by sending it again.
    retry: false,
    onSuccess: async (submitted) => {
      if (submitted.tempUserEmail) localStorage.setItem(TEMP_USER_EMAIL_KEY, submitted.tempUserEmail);
      window.dispatchEvent(new CustomEvent<BlessingTriggerDetail>(BLESSING_TRIGGER_EVENT, { detail: { action: 'assessment_complete' } }));
      await queryClient.invalidateQueries({ queryKey: myAssessmentsQueryOptions.queryKey });
    },
  });
}
