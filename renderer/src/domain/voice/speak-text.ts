// POST /api/voice/test (issue 11): a text spoken in a guardian's voice, as one audio file. Shared by the voice test
// page and the quick chat's Listen button, with the toast both show when it fails (spec 8).
import type { VoiceTestRequest } from '@common/contracts/voice';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/api-request';
import { lazyEndpoint } from '../../api/contract-loaders';
import { CLIENT_ERROR_CODES, errorSentence, INVALID_RESPONSE_TEXT } from '../../api/error-texts';

export const VOICE_TEST_FAILED_TITLE = 'Voice Test Failed';
const VOICE_TEST_FAILED_TEXT = 'Could not generate voice. Check the voice provider key.';

/** The audio (audio/wav from the offline voice, audio/mpeg from ElevenLabs); a failure is the API client's ApiError. */
export async function speakText(api: ApiClient, request: VoiceTestRequest, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const endpoint = await lazyEndpoint.voice.postVoiceTest();
  const response = await api.fetchEndpoint(endpoint, { body: request }, options);
  const audio = await response.blob();
  // Anything else (an HTML error page from a proxy, say) would only fail later, silently, inside the audio element.
  if (!audio.type.startsWith('audio/')) {
    throw new ApiError(response.status, INVALID_RESPONSE_TEXT, {
      code: CLIENT_ERROR_CODES.invalidResponse,
      details: { path: endpoint.path, contentType: audio.type },
    });
  }
  return audio;
}

/**
 * The 'Voice Test Failed' sentence: spec 8's text, with the reason when there is one. The server's own sentence
 * (text too long, the day's limit spent, no voice engine) comes first: it says more than the overload text the API
 * client gives a 429 or 503.
 */
export function voiceFailedText(error: unknown): string {
  const reason = (error instanceof ApiError ? (error.serverMessage ?? errorSentence(error, '')) : '').trim();
  if (reason === '') return VOICE_TEST_FAILED_TEXT;
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  return `Could not generate voice: ${sentence} Check the voice provider key if this keeps happening.`;
}
