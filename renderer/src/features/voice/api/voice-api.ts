// The voice tool's HTTP calls (issue 11): the provider check and the HTTP voice test. The test itself is the shared
// fetcher of domain/voice, which the quick chat's Listen button uses too.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { VoiceTestRequest } from '@common/contracts/voice';
import { voiceEndpoints } from '@common/contracts/voice';
import { apiOf, endpointQuery } from '../../../api/query-client';
import { speakText } from '../../../domain/voice/speak-text';

// Asked again at every visit: the page is where someone checks whether a key or the engine works now.
export const voiceValidationQueryOptions = queryOptions({
  ...endpointQuery(voiceEndpoints.getVoiceValidate),
  staleTime: 0,
});

export function useVoiceValidation() {
  return useQuery(voiceValidationQueryOptions);
}

export function useVoiceTest() {
  return useMutation({
    mutationFn: (request: VoiceTestRequest, { client }) => speakText(apiOf(client), request),
    // A refused text or a spent limit answers the same the second time; the person decides whether to try again.
    retry: false,
  });
}
