// The voice tool of spec 2, 3, 7 (issue 11): the provider check, the HTTP voice test and the /ws/voice messages.
//
// Text and guardian limits are checked by the server, not by these schemas, so each answers its own code
// (EMPTY_TEXT, TEXT_TOO_LONG, UNKNOWN_GUARDIAN) instead of one VALIDATION_FAILED.
import { z } from 'zod';
import { MAX_VOICE_TEXT_LENGTH } from '../voice';
import type { ApiEndpoint } from './api-endpoint';
import { ChatSafety } from './chat';
import { errorResponse } from './errors';

export const VoiceProviderName = z.enum(['offline', 'elevenlabs']);
export type VoiceProviderName = z.infer<typeof VoiceProviderName>;

export const VoiceValidation = z
  .object({
    valid: z.boolean().describe('True when the provider can speak now (ElevenLabs: the key is accepted; offline: the engine is loaded).'),
    provider: VoiceProviderName,
    usage: z
      .object({
        character_count: z.number().int().min(0),
        character_limit: z.number().int().min(0),
      })
      .describe("ElevenLabs: the subscription's own counts; offline: this server's characters spoken today and its daily limit."),
    reason: z.string().nullable().describe('Why the provider cannot speak, in words a person can act on; null when valid.'),
  })
  .meta({ id: 'VoiceValidation' });
export type VoiceValidation = z.infer<typeof VoiceValidation>;

export const VoiceTestRequest = z
  .object({
    text: z
      .string()
      .max(MAX_VOICE_TEXT_LENGTH * 4)
      .describe(`1 to ${MAX_VOICE_TEXT_LENGTH} characters after trimming.`),
    guardianType: z.string().max(64),
  })
  .meta({ id: 'VoiceTestRequest' });
export type VoiceTestRequest = z.infer<typeof VoiceTestRequest>;

export const AudioFormat = z.enum(['wav', 'mpeg']);
export type AudioFormat = z.infer<typeof AudioFormat>;

export const AUDIO_CONTENT_TYPES: Readonly<Record<AudioFormat, string>> = { wav: 'audio/wav', mpeg: 'audio/mpeg' };

/** Client → server over /ws/voice (spec 7). Anything else is answered with an `error` message. */
export const VoiceClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), userId: z.union([z.string().max(128), z.number()]) }),
  z.object({ type: z.literal('select_guardian'), guardianType: z.string().max(64) }),
  z.object({ type: z.literal('send_text'), text: z.string() }),
]);
export type VoiceClientMessage = z.infer<typeof VoiceClientMessage>;

/** Server → client over /ws/voice. */
export const VoiceServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated'), userId: z.string() }),
  z.object({ type: z.literal('guardian_selected'), guardianType: z.string() }),
  z.object({ type: z.literal('guardian_response'), text: z.string(), safety: ChatSafety.nullable() }),
  z.object({
    type: z.literal('audio_chunk'),
    audio: z.string().describe('Base64 of one whole, playable audio file: one part of the answer.'),
    format: AudioFormat,
    seq: z.number().int().min(0),
    final: z.boolean(),
  }),
  z.object({ type: z.literal('error'), error: z.string(), code: z.string() }),
]);
export type VoiceServerMessage = z.infer<typeof VoiceServerMessage>;

/** The socket's identity for a visitor who is not signed in. */
export const GUEST_VOICE_USER = 'guest';

export const voiceEndpoints = {
  getVoiceValidate: {
    method: 'get',
    path: '/api/voice/validate',
    summary: 'Whether the voice provider can speak now, which one it is, and its character usage',
    tag: 'voice',
    responses: {
      200: { description: 'The provider check (spec 3, plus the provider and the reason when it cannot speak)', body: VoiceValidation },
    },
  },
  postVoiceTest: {
    method: 'post',
    path: '/api/voice/test',
    summary: "The text spoken in the guardian's voice, as one audio file",
    tag: 'voice',
    request: { body: VoiceTestRequest },
    responses: {
      200: { description: 'audio/wav from the offline voice, audio/mpeg from ElevenLabs', contentType: 'audio/*' },
      400: errorResponse('EMPTY_TEXT, TEXT_TOO_LONG, UNKNOWN_GUARDIAN or VALIDATION_FAILED'),
      429: errorResponse("The day's character limit or this address's budget is spent (VOICE_LIMIT_REACHED)"),
      503: errorResponse('No voice provider can speak now (VOICE_UNAVAILABLE)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
