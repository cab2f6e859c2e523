// ElevenLabs, when ELEVENLABS_API_KEY is set: the streaming text-to-speech API (POST /v1/text-to-speech/{voice}/stream,
// MP3) for each part, and the subscription (GET /v1/user/subscription) as the key check and the usage, cached for a
// minute. ELEVENLABS_BASE_URL points it elsewhere (the tests' local fake). Every call has a timeout.
import { elevenLabsSettingsFor } from '@common/voice';
import type { GuardianId } from '@common/guardians';
import { z } from 'zod';
import { VoiceProviderError } from './voice-provider';
import type { ProviderCheck, SpokenAudio, VoiceProvider } from './voice-provider';
import type { ElevenLabsSettings } from '../../config';

export const ELEVENLABS_CHECK_CACHE_MS = 60_000;

const Subscription = z.object({ character_count: z.number().int().min(0), character_limit: z.number().int().min(0) });

export class ElevenLabsVoiceProvider implements VoiceProvider {
  readonly name = 'elevenlabs' as const;
  readonly #settings: ElevenLabsSettings;
  readonly #now: () => number;
  #cached: { at: number; check: Promise<ProviderCheck> } | undefined;

  constructor(settings: ElevenLabsSettings, now: () => number = Date.now) {
    this.#settings = settings;
    this.#now = now;
  }

  #url(pathAndQuery: string): string {
    return `${this.#settings.baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;
  }

  check(): Promise<ProviderCheck> {
    const now = this.#now();
    if (!this.#cached || now - this.#cached.at >= ELEVENLABS_CHECK_CACHE_MS) {
      this.#cached = { at: now, check: this.#askSubscription() };
    }
    return this.#cached.check;
  }

  async #askSubscription(): Promise<ProviderCheck> {
    let response: Response;
    try {
      response = await fetch(this.#url('/v1/user/subscription'), {
        headers: { 'xi-api-key': this.#settings.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.#settings.timeoutMs),
      });
    } catch {
      return { valid: false, reason: 'ElevenLabs could not be reached; check the network and ELEVENLABS_BASE_URL.' };
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return { valid: false, reason: 'ElevenLabs refused the API key; check ELEVENLABS_API_KEY (or the key in the desktop settings).' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { valid: false, reason: `ElevenLabs answered ${response.status}; try again later.` };
    }
    const parsed = Subscription.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return { valid: false, reason: 'ElevenLabs answered the subscription check in an unexpected form.' };
    return { valid: true, reason: null, usage: parsed.data };
  }

  async speak(text: string, guardianId: GuardianId): Promise<SpokenAudio> {
    const voiceId = encodeURIComponent(this.#settings.voiceIds[guardianId]);
    let response: Response;
    try {
      response = await fetch(this.#url(`/v1/text-to-speech/${voiceId}/stream?output_format=mp3_44100_128`), {
        method: 'POST',
        headers: { 'xi-api-key': this.#settings.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({ text, model_id: this.#settings.modelId, voice_settings: elevenLabsSettingsFor(guardianId) }),
        signal: AbortSignal.timeout(this.#settings.timeoutMs),
      });
    } catch (error) {
      throw new VoiceProviderError(`ElevenLabs did not answer in ${this.#settings.timeoutMs} ms or could not be reached`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      // A refused key must be checked again rather than answered from the cache.
      if (response.status === 401 || response.status === 403) this.#cached = undefined;
      throw new VoiceProviderError(`ElevenLabs answered ${response.status} to a speech request`);
    }
    try {
      const audio = new Uint8Array(await response.arrayBuffer());
      if (audio.length === 0) throw new VoiceProviderError('ElevenLabs sent no audio');
      return { audio, format: 'mpeg' };
    } catch (error) {
      if (error instanceof VoiceProviderError) throw error;
      throw new VoiceProviderError('The ElevenLabs audio stream broke off', { cause: error });
    }
  }
}
