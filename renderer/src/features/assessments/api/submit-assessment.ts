// POST /api/assessment: the server scores the answers and keeps the result (under a temporary email when signed out).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLESSING_TRIGGER_EVENT } from '@common/blessings';
import type { BlessingTriggerDetail } from '@common/blessings';
import type { AssessmentSubmissionRequest, AssessmentSubmittedResponse } from '@common/contracts/assessments';
import { assessmentEndpoints } from '@common/contracts/assessments';
import type { ApiClient } from '../../../api/api-request';
import { apiOf } from '../../../api/query-client';
import { myAssessmentsQueryOptions } from '../../../domain/assessments/my-assessments';
import { STORAGE_KEYS } from '../../../platform/storage-keys';
import { usePlatform } from '../../../platform/platform-context';

export function submitAssessment(api: ApiClient, request: AssessmentSubmissionRequest): Promise<AssessmentSubmittedResponse> {
  return api.call(assessmentEndpoints.postAssessment, { body: request });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  const { storage } = usePlatform();
  return useMutation({
    mutationFn: (request: AssessmentSubmissionRequest, { client }) => submitAssessment(apiOf(client), request),
    // A wrong answer or a refused write will not get better by sending it again.
    retry: false,
    onSuccess: async (submitted) => {
      if (submitted.tempUserEmail) storage.local.setItem(STORAGE_KEYS.tempUserEmail.key, submitted.tempUserEmail);
      window.dispatchEvent(new CustomEvent<BlessingTriggerDetail>(BLESSING_TRIGGER_EVENT, { detail: { action: 'assessment_complete' } }));
      await queryClient.invalidateQueries({ queryKey: myAssessmentsQueryOptions.queryKey });
    },
  });
}
