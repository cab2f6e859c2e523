// Guardian voices (issue 11): each guardian's own voice for the offline engine and for ElevenLabs, derived from the
// persona's voiceStyle and energyLevel (spec 3), and the sentence splitting both the HTTP test and the stream use.
import type { GuardianId } from './guardians';
import { PERSONAS } from './personas';

/** Text the voice tool speaks: 1 to 1,000 characters after trimming. */
export const MAX_VOICE_TEXT_LENGTH = 1000;
/** A socket frame above this closes the socket (1009, message too big). */
export const MAX_VOICE_FRAME_BYTES = 16 * 1024;
/** A sentence longer than this is spoken in parts, split at a comma or a space, so no chunk waits on a long one. */
export const MAX_SPOKEN_PART_LENGTH = 220;

/** eSpeak NG settings: the voice and variant (`-v`), pitch 0–99 (`-p`), words per minute (`-s`), amplitude (`-a`). */
export interface OfflineVoice {
  voice: string;
  pitch: number;
  wordsPerMinute: number;
  amplitude: number;
}

/**
 * The variant and base pitch follow the persona's voiceStyle (a captain's steady lower voice, a warm higher one, …);
 * the energy level sets the pace and loudness: 140 wpm at energy 75 and 2 wpm more per point, amplitude 100 ± a
 * point per point of energy away from 85. Distinct for every guardian (tested).
 */
const OFFLINE_VOICE_CHARACTER: Readonly<Record<GuardianId, { voice: string; pitch: number }>> = {
  // "confident, steady and encouraging, like a calm team captain"
  angio: { voice: 'en-us+m3', pitch: 42 },
  // "warm, graceful and nurturing"
  regenera: { voice: 'en-gb+f2', pitch: 62 },
  // "energetic, direct and commanding, with a sense of humour"
  biome: { voice: 'en-us+m1', pitch: 55 },
  // "thoughtful, precise and gently curious"
  genomica: { voice: 'en-gb+f4', pitch: 50 },
  // "bold, protective and reassuring, like a seasoned general"
  immuno: { voice: 'en-us+m7', pitch: 32 },
};

export function offlineVoiceFor(guardianId: GuardianId): OfflineVoice {
  const { energyLevel } = PERSONAS[guardianId];
  const character = OFFLINE_VOICE_CHARACTER[guardianId];
  return {
    voice: character.voice,
    pitch: character.pitch,
    wordsPerMinute: 140 + (energyLevel - 75) * 2,
    amplitude: 100 + (energyLevel - 85),
  };
}

/**
 * ElevenLabs premade voices, one per guardian, chosen for the same voiceStyle; each can be replaced with the
 * ELEVENLABS_VOICE_<GUARDIAN> setting. Stability falls and style rises with the energy level.
 */
export const DEFAULT_ELEVENLABS_VOICE_IDS: Readonly<Record<GuardianId, string>> = {
  // Adam: deep, steady narration
  angio: 'pNInz6obpgDQGcFmaJgB',
  // Rachel: calm, warm
  regenera: '21m00Tcm4TlvDq8ikWAM',
  // Antoni: well-rounded, lively
  biome: 'ErXwobaYiN019PkySvjV',
  // Bella: soft, clear
  genomica: 'EXAVITQu4vr4xnAGMk8Y',
  // Arnold: crisp, commanding
  immuno: 'VR6AewLTigWG4xSOukaG',
};

export interface ElevenLabsVoiceSettings {
  stability: number;
  similarity_boost: number;
  style: number;
}

export function elevenLabsSettingsFor(guardianId: GuardianId): ElevenLabsVoiceSettings {
  const energy = PERSONAS[guardianId].energyLevel / 100;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { stability: round(1.2 - energy), similarity_boost: 0.75, style: round(energy - 0.6) };
}

/**
 * The parts a text is spoken in, in order: sentences (after . ! ? or a line break), each long one cut at the last
 * comma, semicolon or space before MAX_SPOKEN_PART_LENGTH. Empty parts are dropped; the parts joined with spaces give
 * back the text's words.
 */
export function spokenParts(text: string, maxLength: number = MAX_SPOKEN_PART_LENGTH): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.replace(/\s+/gu, ' ').trim())
    .filter((sentence) => sentence !== '');
  const parts: string[] = [];
  for (let sentence of sentences) {
    while (sentence.length > maxLength) {
      const window = sentence.slice(0, maxLength);
      const pause = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
      const cut = pause > maxLength / 3 ? pause + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : maxLength;
      parts.push(sentence.slice(0, cut).trim());
      sentence = sentence.slice(cut).trim();
    }
    if (sentence !== '') parts.push(sentence);
  }
  return parts;
}
