// Assembles the voice: ElevenLabs when its key is set, the offline voice always (the default, ElevenLabs' fallback and
// what signed-out visitors hear), and the service the routes and the socket use.
import type { Logger } from 'pino';
import type { VoiceSettings } from '../../config';
import { ElevenLabsVoiceProvider } from './elevenlabs-voice-provider';
import { OfflineVoiceProvider } from './offline-voice-provider';
import type { SpeechEngineLoader } from './offline-voice-provider';
import { VoiceService } from './voice.service';

export function createVoiceService(deps: { settings: VoiceSettings; logger: Logger; loadEngine?: SpeechEngineLoader | undefined }): VoiceService {
  const offline = new OfflineVoiceProvider({ load: deps.loadEngine, logger: deps.logger });
  const primary = deps.settings.elevenLabs ? new ElevenLabsVoiceProvider(deps.settings.elevenLabs) : offline;
  deps.logger.info({ voiceProvider: primary.name }, 'Guardian voice provider chosen');
  return new VoiceService({ primary, offline, limits: deps.settings.limits, logger: deps.logger });
}
