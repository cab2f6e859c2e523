// The six stories of the Vitamin D Wellness Journey (spec 2 and 3): what the storyteller shows and what a reflection
// may refer to. Ids are stable because saved reflections point at them.

export const STORY_IDS = ['intro', 'angio', 'immune', 'biome', 'genome', 'synergy'] as const;
export type StoryId = (typeof STORY_IDS)[number];

export type StoryAnimation = 'sunrise' | 'pulse' | 'shield' | 'bloom' | 'helix' | 'orbit';

export interface Story {
  id: StoryId;
  title: string;
  content: string;
  /** CSS gradient for the story card background. */
  gradient: string;
  animation: StoryAnimation;
}

export const STORIES: readonly Story[] = [
  {
    id: 'intro',
    title: 'The Sunshine Messenger',
    content:
      'Vitamin D is made in your skin when sunlight (UVB) reaches it, then turned by the liver and kidneys into calcitriol, a hormone that switches genes on and off in almost every tissue. Many people, especially those who spend their days indoors or live far from the equator, run low through the winter months.',
    gradient: 'linear-gradient(135deg, #f59f00 0%, #ffd43b 100%)',
    animation: 'sunrise',
  },
  {
    id: 'angio',
    title: 'Captain Angio and the Flowing Rivers',
    content:
      'Cells lining your blood vessels carry vitamin D receptors. Calcitriol helps them release nitric oxide, which relaxes vessel walls, and it takes part in the system that regulates blood pressure. Low levels are linked with stiffer arteries, so sunlight, movement and a balanced diet work together for your circulation.',
    gradient: 'linear-gradient(135deg, #e03131 0%, #ff8787 100%)',
    animation: 'pulse',
  },
  {
    id: 'immune',
    title: 'General Immuno Raises the Shield',
    content:
      'Immune cells can activate vitamin D themselves. It helps them produce cathelicidin, a natural antimicrobial peptide, and keeps inflammation in proportion so the defence does not turn on the body. People with low vitamin D tend to catch respiratory infections more often.',
    gradient: 'linear-gradient(135deg, #f59f00 0%, #e8590c 100%)',
    animation: 'shield',
  },
  {
    id: 'biome',
    title: 'Commander Biome Guards the Gut Wall',
    content:
      'In the gut, vitamin D helps keep the tight junctions between lining cells closed, so the barrier lets nutrients in and keeps unwanted particles out. It also shapes which microbes thrive, and vitamin D itself is absorbed with dietary fat: take it with a meal.',
    gradient: 'linear-gradient(135deg, #f76707 0%, #ffa94d 100%)',
    animation: 'bloom',
  },
  {
    id: 'genome',
    title: 'Lady Genomica Reads the Code',
    content:
      'Inside the cell, calcitriol binds the vitamin D receptor, which pairs with a partner receptor and attaches to DNA at vitamin D response elements. Hundreds of genes respond, among them genes for calcium handling, cell growth and brain function.',
    gradient: 'linear-gradient(135deg, #9c36b5 0%, #da77f2 100%)',
    animation: 'helix',
  },
  {
    id: 'synergy',
    title: 'The Guardians in Harmony',
    content:
      'Vitamin D works with partners: magnesium is needed to activate it, vitamin K2 helps direct calcium into bone rather than artery walls, and calcium from food completes the picture. Test your level before supplementing, and let sunlight, food and, when needed, a supplement keep every guardian strong.',
    gradient: 'linear-gradient(135deg, #2f9e44 0%, #69db7c 50%, #ffd43b 100%)',
    animation: 'orbit',
  },
];

export function isStoryId(value: unknown): value is StoryId {
  return typeof value === 'string' && (STORY_IDS as readonly string[]).includes(value);
}

/** The index `step` places away from `index`, wrapping both ways, for the carousel's previous and next. */
export function storyIndexAfter(index: number, step: number, count: number = STORIES.length): number {
  return (((index + step) % count) + count) % count;
}
