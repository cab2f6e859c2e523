import { describe, expect, it } from 'vitest';
import { GUARDIAN_IDS } from './guardians';
import { PERSONAS } from './personas';
import { DEFAULT_ELEVENLABS_VOICE_IDS, MAX_SPOKEN_PART_LENGTH, elevenLabsSettingsFor, offlineVoiceFor, spokenParts } from './voice';

describe('guardian voices', () => {
  it('gives every guardian its own offline voice', () => {
    const voices = GUARDIAN_IDS.map((id) => JSON.stringify(offlineVoiceFor(id)));
    expect(new Set(voices).size).toBe(GUARDIAN_IDS.length);
    expect(new Set(Object.values(DEFAULT_ELEVENLABS_VOICE_IDS)).size).toBe(GUARDIAN_IDS.length);
  });

  it('paces each voice by the persona energy level: the most energetic speaks fastest and loudest', () => {
    expect(offlineVoiceFor('regenera')).toMatchObject({ wordsPerMinute: 140, amplitude: 90 }); // energy 75
    expect(offlineVoiceFor('immuno')).toMatchObject({ wordsPerMinute: 180, amplitude: 110 }); // energy 95
    const byEnergy = [...GUARDIAN_IDS].sort((a, b) => PERSONAS[a].energyLevel - PERSONAS[b].energyLevel);
    const rates = byEnergy.map((id) => offlineVoiceFor(id).wordsPerMinute);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    for (const id of GUARDIAN_IDS) {
      const voice = offlineVoiceFor(id);
      expect(voice.pitch).toBeGreaterThanOrEqual(0);
      expect(voice.pitch).toBeLessThanOrEqual(99);
      expect(voice.voice).toMatch(/^en-(us|gb)\+[mf]\d$/);
    }
  });

  it('keeps ElevenLabs settings inside their 0–1 ranges, steadier for calmer guardians', () => {
    for (const id of GUARDIAN_IDS) {
      for (const value of Object.values(elevenLabsSettingsFor(id))) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
    expect(elevenLabsSettingsFor('regenera').stability).toBeGreaterThan(elevenLabsSettingsFor('immuno').stability);
  });
});

describe('spokenParts', () => {
  it('splits sentences and line breaks, dropping empty ones', () => {
    expect(spokenParts('Hello there! How are you?  Fine.\n\nNext line')).toEqual(['Hello there!', 'How are you?', 'Fine.', 'Next line']);
    expect(spokenParts('   ')).toEqual([]);
  });

  it('cuts a long sentence at a comma or a space, never mid-word, and loses no words', () => {
    const long = Array.from({ length: 80 }, (_, index) => `word${index}${index % 15 === 14 ? ',' : ''}`).join(' ');
    const parts = spokenParts(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MAX_SPOKEN_PART_LENGTH);
    expect(parts.join(' ')).toBe(long);
    expect(parts[0]?.endsWith(',')).toBe(true);
  });

  it('cuts a text without any space at the limit', () => {
    expect(spokenParts('x'.repeat(500))).toEqual(['x'.repeat(220), 'x'.repeat(220), 'x'.repeat(60)]);
  });
});
