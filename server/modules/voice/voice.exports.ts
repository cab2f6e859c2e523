// The voice module's door: what the rest of the server may use of it. Its repositories stay inside.
export type { SpeechEngineLoader } from './offline-voice-provider';
export { createVoiceService } from './voice-module';
export { VoiceSocketServer } from './voice-socket';
