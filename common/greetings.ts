// The guardians' greetings by the time of day: the greeting bands of spec section 9. Apart from the rest of their
// personas (./personas.ts, which refers to these): the quick chat's first message needs only the greetings, and its
// launcher is on every page, so they load with the shell and the blessings, quotes and voices do not.
import type { GuardianId } from './guardians';

export type GreetingBand = 'morning' | 'afternoon' | 'evening' | 'night';

export const UNKNOWN_GUARDIAN_GREETING = 'Welcome, wellness warrior!';

/** Spec 9: before 12 morning; 12 to 16 afternoon; 17 to 20 evening; 21 onward night (local hour). */
export function greetingBand(hour: number): GreetingBand {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  if (hour < 21) return 'evening';
  return 'night';
}

export const GREETINGS: Readonly<Record<GuardianId, Readonly<Record<GreetingBand, readonly string[]>>>> = {
  angio: {
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
  regenera: {
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
  biome: {
    morning: [
      'Good morning, recruit! Trillions of gut allies are ready for a fibre-rich breakfast.',
      'Morning report: warm water and fibre get your digestion moving.',
    ],
    afternoon: ['Good afternoon! Fermented foods reinforce your gut troops.', 'Afternoon briefing: chew slowly, your gut will thank you.'],
    evening: ['Good evening! An early, light dinner gives your gut time to rest.', 'Evening orders: vegetables and legumes feed your best microbes.'],
    night: ['Good night, soldier. Your gut lining repairs while you sleep.', 'Lights out: a regular sleep schedule keeps your microbiome in rhythm.'],
  },
  genomica: {
    morning: [
      'Good morning! A clear mind starts with water, light and a good breakfast.',
      'Morning, thinker. Your brain is freshest now: tackle the hard problem first.',
    ],
    afternoon: ['Good afternoon! A short walk restores focus better than another coffee.', 'Afternoon insight: omega-3 rich foods feed your neurons.'],
    evening: ['Good evening! Put the screens aside and let your mind unwind.', 'Evening reflection: what did you learn today?'],
    night: ["Good night. Sleep is when your brain files away today's memories.", 'Rest now: your DNA repair crews work best while you sleep.'],
  },
  immuno: {
    morning: ['Good morning! Sunlight and vitamin D put your immune defences on alert.', 'Morning drill: citrus, water and a deep breath of fresh air.'],
    afternoon: ['Good afternoon! Keep your defences strong with zinc-rich foods.', 'Afternoon patrol: wash your hands and keep moving.'],
    evening: ['Good evening! Stress lowers your defences: take a moment to breathe.', 'Evening report: a balanced dinner restocks your immune supplies.'],
    night: ['Good night. Your immune army rebuilds its ranks while you sleep.', 'Rest now, soldier: sleep is your strongest shield.'],
  },
};

/** Chooses one of `count` lines (tests pass a fixed choice). */
export type Pick = (count: number) => number;
export const randomIndex: Pick = (count) => Math.floor(Math.random() * count);

/** A greeting for the band of the given local time; unknown ids get the spec's fallback. */
export function greetingFor(id: string, at: Date = new Date(), pick: Pick = randomIndex): string {
  if (!Object.hasOwn(GREETINGS, id)) return UNKNOWN_GUARDIAN_GREETING;
  const lines = GREETINGS[id as GuardianId][greetingBand(at.getHours())];
  return lines[pick(lines.length)] ?? lines[0] ?? UNKNOWN_GUARDIAN_GREETING;
}
