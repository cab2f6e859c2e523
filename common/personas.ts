// Guardian personas of spec section 3 and the greeting bands of spec section 9.
import type { GuardianId } from './guardians';

export type GreetingBand = 'morning' | 'afternoon' | 'evening' | 'night';

export interface GuardianPersona {
  id: GuardianId;
  name: string;
  rgbColor: string;
  hexColor: string;
  pulseColor: string;
  glowColor: string;
  greetings: Record<GreetingBand, string[]>;
  blessings: string[];
  encouragements: string[];
  quotes: string[];
  voiceStyle: string;
  energyLevel: number;
}

export const UNKNOWN_GUARDIAN_GREETING = 'Welcome, wellness warrior!';
export const UNKNOWN_GUARDIAN_BLESSING = 'May wellness be with you!';

/** Spec 9: before 12 morning; 12 to 16 afternoon; 17 to 20 evening; 21 onward night (local hour). */
export function greetingBand(hour: number): GreetingBand {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  if (hour < 21) return 'evening';
  return 'night';
}

export const PERSONAS: Readonly<Record<GuardianId, GuardianPersona>> = {
  angio: {
    id: 'angio',
    name: 'Captain Angio',
    rgbColor: 'rgb(224, 49, 49)',
    hexColor: '#e03131',
    pulseColor: 'rgba(224, 49, 49, 0.6)',
    glowColor: 'rgba(255, 107, 107, 0.45)',
    greetings: {
      morning: [
        'Good morning! Your heart has already beaten thousands of times today. Let us keep that rhythm strong.',
        'Rise and shine! A brisk morning walk gets your circulation flowing.',
      ],
      afternoon: [
        'Good afternoon! Stand up, stretch, and let your blood flow freely.',
        'Afternoon check-in: a glass of water keeps your blood volume and pressure steady.',
      ],
      evening: [
        'Good evening! A calm evening lets your heart rate settle and your vessels relax.',
        'Evening, friend. Leafy greens at dinner give your vessels the nitrates they love.',
      ],
      night: ['Good night, guardian. Deep sleep is when your heart recovers best.', 'It is late: rest now, and your circulation will thank you tomorrow.'],
    },
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
    greetings: {
      morning: [
        'Good morning! Your cells renewed themselves overnight. Let us nourish the new ones.',
        'A fresh morning, a fresh start for every cell in your body.',
      ],
      afternoon: [
        'Good afternoon! Colourful vegetables bring the antioxidants your cells crave.',
        'Afternoon renewal: a short pause in daylight helps your body make vitamin D.',
      ],
      evening: ['Good evening! Wind down gently; repair work begins as you rest.', 'Evening is for restoration. A light dinner helps your cells recover.'],
      night: ['Good night. Sleep is the deepest renewal there is.', 'Rest now: your body does its finest repair work in the dark.'],
    },
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
    greetings: {
      morning: [
        'Good morning, recruit! Trillions of gut allies are ready for a fibre-rich breakfast.',
        'Morning report: warm water and fibre get your digestion moving.',
      ],
      afternoon: ['Good afternoon! Fermented foods reinforce your gut troops.', 'Afternoon briefing: chew slowly, your gut will thank you.'],
      evening: ['Good evening! An early, light dinner gives your gut time to rest.', 'Evening orders: vegetables and legumes feed your best microbes.'],
      night: ['Good night, soldier. Your gut lining repairs while you sleep.', 'Lights out: a regular sleep schedule keeps your microbiome in rhythm.'],
    },
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
    greetings: {
      morning: [
        'Good morning! A clear mind starts with water, light and a good breakfast.',
        'Morning, thinker. Your brain is freshest now: tackle the hard problem first.',
      ],
      afternoon: ['Good afternoon! A short walk restores focus better than another coffee.', 'Afternoon insight: omega-3 rich foods feed your neurons.'],
      evening: ['Good evening! Put the screens aside and let your mind unwind.', 'Evening reflection: what did you learn today?'],
      night: ["Good night. Sleep is when your brain files away today's memories.", 'Rest now: your DNA repair crews work best while you sleep.'],
    },
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
    greetings: {
      morning: ['Good morning! Sunlight and vitamin D put your immune defences on alert.', 'Morning drill: citrus, water and a deep breath of fresh air.'],
      afternoon: ['Good afternoon! Keep your defences strong with zinc-rich foods.', 'Afternoon patrol: wash your hands and keep moving.'],
      evening: ['Good evening! Stress lowers your defences: take a moment to breathe.', 'Evening report: a balanced dinner restocks your immune supplies.'],
      night: ['Good night. Your immune army rebuilds its ranks while you sleep.', 'Rest now, soldier: sleep is your strongest shield.'],
    },
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

type Pick = (count: number) => number;
const randomIndex: Pick = (count) => Math.floor(Math.random() * count);

function personaOf(id: string): GuardianPersona | undefined {
  return Object.hasOwn(PERSONAS, id) ? PERSONAS[id as GuardianId] : undefined;
}

/** A greeting for the band of the given local time; unknown ids get the spec's fallback. */
export function greetingFor(id: string, at: Date = new Date(), pick: Pick = randomIndex): string {
  const persona = personaOf(id);
  if (!persona) return UNKNOWN_GUARDIAN_GREETING;
  const lines = persona.greetings[greetingBand(at.getHours())];
  return lines[pick(lines.length)] ?? lines[0] ?? UNKNOWN_GUARDIAN_GREETING;
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
