// The voice test page's rules (spec 4, 5 and 9): the provider's status, when the buttons work, the default text.
import type { VoiceProviderName, VoiceValidation } from '@common/contracts/voice';
import type { GuardianId } from '@common/guardians';
import { greetingFor } from '@common/greetings';

export type ProviderStatus = 'pending' | 'connected' | 'not connected';

export const PROVIDER_NAMES: Readonly<Record<VoiceProviderName, string>> = {
  offline: 'Offline voice (eSpeak NG)',
  elevenlabs: 'ElevenLabs',
};

/** Pending while the check is on its way; a check that failed is as good as 'not connected'. */
export function providerStatusOf(check: { isPending: boolean; data?: VoiceValidation | undefined }): ProviderStatus {
  if (check.isPending) return 'pending';
  return check.data?.valid ? 'connected' : 'not connected';
}

/**
 * Spec 5: both buttons wait for a text (spaces do not count) and a connected provider; the HTTP test also waits for
 * the one it is generating.
 */
export function voiceButtonRules(state: { text: string; provider: ProviderStatus; generating: boolean }): { httpDisabled: boolean; streamDisabled: boolean } {
  const streamDisabled = state.text.trim() === '' || state.provider !== 'connected';
  return { httpDisabled: streamDisabled || state.generating, streamDisabled };
}

const counts = new Intl.NumberFormat('en-US');

export function usageText(usage: VoiceValidation['usage']): string {
  return `${counts.format(usage.character_count)} of ${counts.format(usage.character_limit)} characters used`;
}

/** The default text: the guardian's first greeting for the local hour's band (spec 9), the same at every visit. */
export function defaultVoiceText(guardianId: GuardianId, at: Date): string {
  return greetingFor(guardianId, at, () => 0);
}
