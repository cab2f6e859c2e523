// Wordings the triage must recognise and look-alikes it must leave alone, per kind of danger: the reviewed examples
// of the phrase rules this triage replaced (they were read as signs since). triage.test.ts runs every one.
import type { PictureLevel } from './triage-pictures';

export interface DangerExamples {
  id: string;
  level: Extract<PictureLevel, 'emergency' | 'crisis'>;
  examples: readonly string[];
  lookAlikes: readonly string[];
}

export const DANGER_EXAMPLES: readonly DangerExamples[] = [
  {
    id: 'chest-pain',
    level: 'emergency',
    examples: [
      'I have chest pain and my left arm is numb right now',
      'there is a crushing pressure in my chest',
      'my chest feels tight and heavy and I am sweating',
      'feels like an elephant on my chest',
      'sharp pain in my chest when I breathe',
      'my left arm is numb and aching',
      'pain going into my jaw and left arm',
      'my dad has chest pains',
    ],
    lookAlikes: [
      'chest day at the gym, what should I eat after?',
      'best protein after chest press',
      'no chest pain, just curious about CoQ10',
      'I do not have chest pain',
      'sore chest muscles after bench',
    ],
  },
  {
    id: 'heart-attack',
    level: 'emergency',
    examples: ['I think I am having a heart attack', 'is this a heart attack? my chest is squeezing', 'my husband is having a heart attack'],
    lookAlikes: [
      'that burger is a heart attack on a plate',
      'what are the signs of a heart attack',
      'how to prevent a heart attack',
      'my grandfather had a heart attack years ago',
    ],
  },
  {
    id: 'stroke',
    level: 'emergency',
    examples: [
      'my face is drooping on one side and my speech is slurred',
      'one side of my body went weak and numb',
      'my mum suddenly cannot lift her arm and her words are coming out wrong',
      'I think my wife is having a stroke',
      'sudden numbness in my arm and leg on one side',
      'worst headache of my life came on suddenly',
    ],
    lookAlikes: [
      'my grandfather had a stroke years ago, how do I protect my circulation',
      'how to prevent a stroke with diet',
      'what are the warning signs of a stroke',
      'a stroke of luck',
      'breast stroke swimming for cardio',
      'a pimple on the side of my face',
      'I slurped my smoothie too fast',
    ],
  },
  {
    id: 'breathing',
    level: 'emergency',
    examples: [
      'I can’t breathe properly and my lips are turning blue',
      'my son is gasping for air',
      'suddenly very short of breath at rest',
      'struggling to breathe after eating peanuts',
    ],
    lookAlikes: [
      'breathing exercises for stress',
      'I get a bit short of breath climbing stairs, which vitamin helps stamina?',
      'deep breathing before sleep',
      'does beetroot help breathing during running?',
    ],
  },
  {
    id: 'anaphylaxis',
    level: 'emergency',
    examples: [
      'my throat is swelling after eating nuts',
      'my tongue is swollen and itchy after a bee sting',
      'I think this is anaphylaxis',
      'lips swelling up after the prawns',
    ],
    lookAlikes: ['sore throat remedies with zinc', 'which foods cause allergies?', 'my throat is a bit scratchy, is vitamin C good?'],
  },
  {
    id: 'bleeding',
    level: 'emergency',
    examples: [
      'I cut my hand and the bleeding won’t stop',
      'I am vomiting blood',
      'bleeding heavily from a wound',
      'my nose keeps bleeding a lot and won’t stop',
    ],
    lookAlikes: ['my gums bleed a little when I brush my teeth, which vitamin?', 'bleeding edge nootropics', 'does fish oil make you bleed more?'],
  },
  {
    id: 'unconscious',
    level: 'emergency',
    examples: ['my father collapsed and is unresponsive', 'I keep passing out', 'she fainted and won’t wake up', 'he is unconscious'],
    lookAlikes: ['I fainted once years ago when giving blood', 'I nearly fall asleep after lunch, which nutrient helps energy?'],
  },
  {
    id: 'seizure',
    level: 'emergency',
    examples: ['my son is having a seizure', 'she is convulsing on the floor', 'he had a fit and is confused'],
    lookAlikes: ['I have a history of seizures, is magnesium okay?', 'I want to get fit', 'keep fit over 50'],
  },
  {
    id: 'poisoning',
    level: 'emergency',
    examples: [
      'I took 30 paracetamol',
      'my toddler swallowed a bottle of iron tablets',
      'I took too many vitamin D pills and I am vomiting and confused',
      'my son drank bleach',
      'the kids got into my vitamins',
    ],
    lookAlikes: [
      'can you overdose on vitamin D?',
      'I had food poisoning last week, what helps my gut recover?',
      'how many vitamin C tablets is too many?',
      'I took 2 capsules of fish oil today',
    ],
  },
  {
    id: 'child-poisoning',
    level: 'emergency',
    examples: ['my toddler swallowed a bottle of iron tablets', 'the kids got into my vitamins and ate a lot of gummies', 'my son ate some of my pills'],
    lookAlikes: ['my child swallowed his vitamin gummy this morning as usual, which one is best?', 'can my kid chew adult vitamins?'],
  },
  {
    id: 'child-dehydration',
    level: 'emergency',
    examples: [
      'my baby has had no wet nappy for 12 hours and has sunken eyes',
      'my toddler is floppy after vomiting all day',
      'my son can’t keep fluids down and hasn’t peed since morning',
    ],
    lookAlikes: ['how much water should my child drink?', 'my kid is a picky eater, which multivitamin?', 'sunken eyes from lack of sleep, what helps?'],
  },
  {
    id: 'suicide',
    level: 'crisis',
    examples: [
      'I feel suicidal and hopeless',
      'I want to die',
      'thinking of ending it all',
      'honestly I want to kms',
      'I want to disappear forever and not wake up',
      'there is no reason to live anymore',
      'I am having sucidal thoughts',
    ],
    lookAlikes: [
      'I’m dying to try kombucha',
      'this heat is killing me, how much water should I drink?',
      'I could kill for some chocolate',
      'killer workout for legs',
      'I am not suicidal, just tired all the time',
    ],
  },
  {
    id: 'self-harm',
    level: 'crisis',
    examples: ['I keep wanting to hurt myself', 'I have been cutting myself again', 'I self harm when stressed'],
    lookAlikes: ['I cut myself shaving, does vitamin C help healing?', 'how do I not hurt myself at the gym?'],
  },
  {
    id: 'unsafe',
    level: 'crisis',
    examples: ['I can’t keep myself safe tonight', 'I feel like I can’t go on anymore', 'I might do something to myself'],
    lookAlikes: ['how do I keep myself safe from colds this winter?', 'I can’t go on a diet without cravings'],
  },
];
