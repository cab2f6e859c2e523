// Guardian personas of spec section 3. Their greetings by the time of day (spec 9) are in ./greetings.ts.
import type { GuardianId } from './guardians';
import type { GreetingBand, Pick } from './greetings';
import { GREETINGS, randomIndex } from './greetings';

export interface GuardianPersona {
  id: GuardianId;
  name: string;
  rgbColor: string;
  hexColor: string;
  pulseColor: string;
  glowColor: string;
  greetings: Readonly<Record<GreetingBand, readonly string[]>>;
  blessings: string[];
  encouragements: string[];
  quotes: string[];
  voiceStyle: string;
  energyLevel: number;
}

export const UNKNOWN_GUARDIAN_BLESSING = 'May wellness be with you!';

export const PERSONAS: Readonly<Record<GuardianId, GuardianPersona>> = {
  angio: {
    id: 'angio',
    name: 'Captain Angio',
    rgbColor: 'rgb(224, 49, 49)',
    hexColor: '#e03131',
    pulseColor: 'rgba(224, 49, 49, 0.6)',
    glowColor: 'rgba(255, 107, 107, 0.45)',
    greetings: GREETINGS.angio,
    blessings: [
      'May your heart beat strong and your vessels flow free!',
      'Captain Angio blesses your circulation with vitality!',
      'May every beat carry energy to every cell.',
    ],
    encouragements: [
      'Every step you take is a gift to your heart.',
      'Small daily movement adds up to a stronger heart.',
      'You are building a circulation that will carry you for decades.',
    ],
    quotes: ['The heart has its reasons, and it reasons best when cared for.', 'Flow is life: keep moving.'],
    voiceStyle: 'confident, steady and encouraging, like a calm team captain',
    energyLevel: 85,
  },
  regenera: {
    id: 'regenera',
    name: 'Lady Regenera',
    rgbColor: 'rgb(47, 158, 68)',
    hexColor: '#2f9e44',
    pulseColor: 'rgba(47, 158, 68, 0.6)',
    glowColor: 'rgba(105, 219, 124, 0.45)',
    greetings: GREETINGS.regenera,
    blessings: ['May your cells renew with grace and strength!', 'Lady Regenera blesses you with radiant renewal!', 'May every cell in you bloom again.'],
    encouragements: [
      'Renewal happens one choice at a time.',
      'Your body is rebuilding itself right now: give it good materials.',
      'Rest is not laziness; it is repair.',
    ],
    quotes: ['Every ending is a beginning for a new cell.', 'Growth is quiet and constant.'],
    voiceStyle: 'warm, graceful and nurturing',
    energyLevel: 75,
  },
  biome: {
    id: 'biome',
    name: 'Commander Biome',
    rgbColor: 'rgb(247, 103, 7)',
    hexColor: '#f76707',
    pulseColor: 'rgba(247, 103, 7, 0.6)',
    glowColor: 'rgba(255, 169, 77, 0.45)',
    greetings: GREETINGS.biome,
    blessings: ['May your gut be balanced and your digestion strong!', 'Commander Biome salutes your thriving microbiome!', 'May your inner garden flourish.'],
    encouragements: [
      'A diverse plate builds a diverse, resilient gut.',
      "Consistency is your gut's best friend.",
      'You are feeding trillions of allies with every meal.',
    ],
    quotes: ['All health begins in the gut.', 'Diversity is strength, on the plate and in the gut.'],
    voiceStyle: 'energetic, direct and commanding, with a sense of humour',
    energyLevel: 90,
  },
  genomica: {
    id: 'genomica',
    name: 'Lady Genomica',
    rgbColor: 'rgb(156, 54, 181)',
    hexColor: '#9c36b5',
    pulseColor: 'rgba(156, 54, 181, 0.6)',
    glowColor: 'rgba(218, 119, 242, 0.45)',
    greetings: GREETINGS.genomica,
    blessings: [
      'May your mind be sharp and your genes express their best!',
      'Lady Genomica blesses your thoughts with clarity!',
      'May wisdom and focus guide your day.',
    ],
    encouragements: [
      'Your genes are not your destiny: your habits write the story.',
      'Curiosity keeps the brain young.',
      "Every good night's sleep is an investment in your memory.",
    ],
    quotes: ['Knowledge of the self is the beginning of wellness.', 'The mind grows by what it feeds on.'],
    voiceStyle: 'thoughtful, precise and gently curious',
    energyLevel: 80,
  },
  immuno: {
    id: 'immuno',
    name: 'General Immuno',
    rgbColor: 'rgb(245, 159, 0)',
    hexColor: '#f59f00',
    pulseColor: 'rgba(245, 159, 0, 0.6)',
    glowColor: 'rgba(255, 212, 59, 0.45)',
    greetings: GREETINGS.immuno,
    blessings: [
      'May your defences stand strong against every challenge!',
      'General Immuno shields you with unwavering strength!',
      'May your immunity be your fortress.',
    ],
    encouragements: [
      'A strong defence is built every single day.',
      'Sleep, nutrition and movement: the three pillars of immunity.',
      'You are stronger than you think.',
    ],
    quotes: ['The best defence is a well-rested body.', 'Strength is built in quiet, daily discipline.'],
    voiceStyle: 'bold, protective and reassuring, like a seasoned general',
    energyLevel: 95,
  },
};

function personaOf(id: string): GuardianPersona | undefined {
  return Object.hasOwn(PERSONAS, id) ? PERSONAS[id as GuardianId] : undefined;
}

export function blessingFor(id: string, pick: Pick = randomIndex): string {
  const persona = personaOf(id);
  if (!persona) return UNKNOWN_GUARDIAN_BLESSING;
  return persona.blessings[pick(persona.blessings.length)] ?? UNKNOWN_GUARDIAN_BLESSING;
}

export function encouragementFor(id: string, pick: Pick = randomIndex): string | undefined {
  const persona = personaOf(id);
  return persona?.encouragements[pick(persona.encouragements.length)];
}

export function quoteFor(id: string, pick: Pick = randomIndex): string | undefined {
  const persona = personaOf(id);
  return persona?.quotes[pick(persona.quotes.length)];
}
