// What speaks a guardian's text. Two providers: the offline voice (eSpeak NG inside this process, the default) and
// ElevenLabs when ELEVENLABS_API_KEY is set. The service (voice.service.ts) picks one per request, counts characters
// and falls back from ElevenLabs to the offline voice when ElevenLabs fails.
import type { AudioFormat, VoiceProviderName } from '@common/contracts/voice';
import type { GuardianId } from '@common/guardians';

/** One whole, playable audio file: one part (a sentence) of what is spoken. */
export interface SpokenAudio {
  audio: Uint8Array;
  format: AudioFormat;
}

export interface ProviderCheck {
  valid: boolean;
  /** Why it cannot speak, in words a person can act on; null when valid. */
  reason: string | null;
  /** ElevenLabs' own subscription counts; undefined for the offline voice (the service counts for it). */
  usage?: { character_count: number; character_limit: number };
}

export interface VoiceProvider {
  readonly name: VoiceProviderName;
  check(): Promise<ProviderCheck>;
  /** Speaks one part; throws VoiceProviderError when the provider cannot. */
  speak(text: string, guardianId: GuardianId): Promise<SpokenAudio>;
}

export class VoiceProviderError extends Error {
  override name = 'VoiceProviderError';
}
