// The default voice: eSpeak NG compiled to WebAssembly, loaded on first use (it is an optional dependency) and kept
// for the life of the process. Each guardian speaks with its own settings (common/voice.ts offlineVoiceFor).
import { offlineVoiceFor } from '@common/voice';
import type { GuardianId } from '@common/guardians';
import type { Logger } from 'pino';
import { EngineNotInstalledError, loadEspeakEngine } from './espeak-engine';
import type { SpeechEngine } from './espeak-engine';
import { VoiceProviderError } from './voice-provider';
import type { ProviderCheck, SpokenAudio, VoiceProvider } from './voice-provider';

export type SpeechEngineLoader = () => Promise<SpeechEngine>;

let sharedEngine: Promise<SpeechEngine> | undefined;

/** One engine per process, however many apps (tests start several) use it; a failed load is tried again next time. */
export const loadSharedEspeakEngine: SpeechEngineLoader = () => {
  sharedEngine ??= loadEspeakEngine().catch((error: unknown) => {
    sharedEngine = undefined;
    throw error;
  });
  return sharedEngine;
};

export class OfflineVoiceProvider implements VoiceProvider {
  readonly name = 'offline' as const;
  readonly #load: SpeechEngineLoader;
  readonly #logger: Logger;
  #notInstalled: string | undefined;

  constructor(deps: { load?: SpeechEngineLoader; logger: Logger }) {
    this.#load = deps.load ?? loadSharedEspeakEngine;
    this.#logger = deps.logger;
  }

  async #engine(): Promise<SpeechEngine> {
    if (this.#notInstalled) throw new VoiceProviderError(this.#notInstalled);
    try {
      return await this.#load();
    } catch (error) {
      if (error instanceof EngineNotInstalledError) {
        // Installing a package needs a restart anyway: no point asking the module loader again.
        this.#notInstalled = error.message;
        this.#logger.warn('The offline voice is not available: the optional espeak-ng package is not installed');
        throw new VoiceProviderError(error.message);
      }
      this.#logger.error({ err: error }, 'The offline voice engine failed to load');
      throw new VoiceProviderError('The offline voice engine failed to start; the server log has the details.');
    }
  }

  async check(): Promise<ProviderCheck> {
    try {
      await this.#engine();
      return { valid: true, reason: null };
    } catch (error) {
      return { valid: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async speak(text: string, guardianId: GuardianId): Promise<SpokenAudio> {
    const engine = await this.#engine();
    return { audio: engine.synthesize(text, offlineVoiceFor(guardianId)), format: 'wav' };
  }
}
