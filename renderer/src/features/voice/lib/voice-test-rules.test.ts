import { describe, expect, it } from 'vitest';
import type { VoiceValidation } from '@common/contracts/voice';
import { PERSONAS } from '@common/personas';
import type { ProviderStatus } from './voice-test-rules';
import { defaultVoiceText, providerStatusOf, usageText, voiceButtonRules } from './voice-test-rules';

const validation = (valid: boolean): VoiceValidation => ({
  valid,
  provider: 'offline',
  usage: { character_count: 1234, character_limit: 100_000 },
  reason: valid ? null : 'The offline voice engine (espeak-ng) is not installed on this server.',
});

describe('providerStatusOf', () => {
  it.each([
    [{ isPending: true }, 'pending'],
    [{ isPending: false, data: validation(true) }, 'connected'],
    [{ isPending: false, data: validation(false) }, 'not connected'],
    // The check itself failed: nothing says the provider can speak.
    [{ isPending: false, data: undefined }, 'not connected'],
  ] as const)('%o → %s', (check, status) => expect(providerStatusOf(check)).toBe(status));
});

describe('voiceButtonRules (spec 5)', () => {
  it.each<[string, ProviderStatus, boolean, { httpDisabled: boolean; streamDisabled: boolean }]>([
    ['Hello', 'connected', false, { httpDisabled: false, streamDisabled: false }],
    ['Hello', 'connected', true, { httpDisabled: true, streamDisabled: false }],
    ['', 'connected', false, { httpDisabled: true, streamDisabled: true }],
    ['   \n ', 'connected', false, { httpDisabled: true, streamDisabled: true }],
    ['Hello', 'pending', false, { httpDisabled: true, streamDisabled: true }],
    ['Hello', 'not connected', false, { httpDisabled: true, streamDisabled: true }],
  ])('text %j, provider %s, generating %s → %o', (text, provider, generating, rules) => {
    expect(voiceButtonRules({ text, provider, generating })).toEqual(rules);
  });
});

describe('usageText', () => {
  it('says how many characters of the limit are used', () => {
    expect(usageText({ character_count: 1234, character_limit: 100_000 })).toBe('1,234 of 100,000 characters used');
  });
});

describe('defaultVoiceText', () => {
  it("is the guardian's first greeting of the local hour's band", () => {
    expect(defaultVoiceText('angio', new Date(2025, 0, 1, 8))).toBe(PERSONAS.angio.greetings.morning[0]);
    expect(defaultVoiceText('biome', new Date(2025, 0, 1, 22))).toBe(PERSONAS.biome.greetings.night[0]);
  });
});
