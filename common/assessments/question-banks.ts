// The two Guardian Assessment question banks of spec sections 1 and 2 (basic and standardized).
//
// Answer scale: every option carries a value on one scale, 0 to 4 (ANSWER_SCALE), and every question offers the
// value 0 and the value 4, each at most once. The value measures how well the answer speaks for the guardians the
// question is tied to: 4 is the healthiest answer, 0 the least healthy, whatever order the labels read in. Scoring
// (scoring.ts) therefore gives a HIGHER guardian score when that guardian's area is in BETTER shape: the dashboards
// read high as good, and the marketplace recommends products for the guardians with the lowest scores.
//
// Question ids are stable ('b01'..'b10', 's01'..'s25'): stored answers refer to them, so never renumber a question;
// retire it and add a new id instead.
import { z } from 'zod';
import type { GuardianId } from '../guardians';
import { GUARDIAN_IDS } from '../guardians';

export const ASSESSMENT_TYPES = ['basic', 'standardized'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];
export const assessmentTypeSchema = z.enum(ASSESSMENT_TYPES);

export const ANSWER_SCALE = { worst: 0, best: 4 } as const;

export interface AnswerOption {
  /** On ANSWER_SCALE: 4 is the healthiest answer for the question's guardians. */
  value: number;
  label: string;
}

/** How much a question counts towards one guardian's score. Integer weights keep the score arithmetic exact. */
export interface GuardianWeight {
  guardian: GuardianId;
  weight: number;
}

export interface AssessmentQuestion {
  id: string;
  text: string;
  guardians: readonly GuardianWeight[];
  options: readonly AnswerOption[];
}

/** The question as the API serves it (GET /api/assessment/questions). */
export const assessmentQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  guardians: z.array(z.object({ guardian: z.enum(GUARDIAN_IDS), weight: z.number().int().positive() })).min(1),
  options: z.array(z.object({ value: z.number().int().min(ANSWER_SCALE.worst).max(ANSWER_SCALE.best), label: z.string() })).min(2),
});

// Scales several questions share; the labels read in the order a person expects, the values say what is healthy.
const HOURS_OF_SLEEP: readonly AnswerOption[] = [
  { value: 0, label: 'Under 5 hours' },
  { value: 1, label: '5 to 6 hours' },
  { value: 3, label: '6 to 7 hours' },
  { value: 4, label: '7 to 9 hours' },
  // Regularly sleeping much longer is linked with poorer health, so it scores below 7 to 9 hours.
  { value: 2, label: 'More than 9 hours' },
];

/** For symptoms: the less often, the better. */
const HOW_OFTEN_A_SYMPTOM: readonly AnswerOption[] = [
  { value: 4, label: 'Never' },
  { value: 3, label: 'Rarely' },
  { value: 2, label: 'Sometimes' },
  { value: 1, label: 'Often' },
  { value: 0, label: 'Almost always' },
];

/** For healthy habits: the more often, the better. */
const HOW_OFTEN_A_HABIT: readonly AnswerOption[] = [
  { value: 0, label: 'Never' },
  { value: 1, label: 'Less than once a week' },
  { value: 2, label: 'Once or twice a week' },
  { value: 3, label: 'Most days' },
  { value: 4, label: 'Every day' },
];

const DAYTIME_ENERGY: readonly AnswerOption[] = [
  { value: 0, label: 'Drained most of the day' },
  { value: 1, label: 'Low by early afternoon' },
  { value: 2, label: 'Up and down' },
  { value: 3, label: 'Mostly steady' },
  { value: 4, label: 'Steady and high all day' },
];

const DIGESTIVE_DISCOMFORT: readonly AnswerOption[] = [
  { value: 0, label: 'Every day' },
  { value: 1, label: 'Several times a week' },
  { value: 2, label: 'About once a week' },
  { value: 3, label: 'Once or twice a month' },
  { value: 4, label: 'Rarely or never' },
];

const COLDS_PER_YEAR: readonly AnswerOption[] = [
  { value: 4, label: 'None' },
  { value: 3, label: 'One' },
  { value: 2, label: 'Two' },
  { value: 1, label: 'Three or four' },
  { value: 0, label: 'Five or more' },
];

const DAYLIGHT_OUTDOORS: readonly AnswerOption[] = [
  { value: 0, label: 'Almost none' },
  { value: 1, label: 'Under 15 minutes' },
  { value: 2, label: '15 to 30 minutes' },
  { value: 3, label: '30 to 60 minutes' },
  { value: 4, label: 'More than an hour' },
];

const EXERCISE_DAYS: readonly AnswerOption[] = [
  { value: 0, label: 'None' },
  { value: 1, label: '1 day' },
  { value: 2, label: '2 to 3 days' },
  { value: 3, label: '4 to 5 days' },
  { value: 4, label: '6 to 7 days' },
];

function weights(byGuardian: Partial<Record<GuardianId, number>>): GuardianWeight[] {
  return GUARDIAN_IDS.flatMap((guardian) => {
    const weight = byGuardian[guardian];
    return weight === undefined ? [] : [{ guardian, weight }];
  });
}

const SLEEP_HOURS_TEXT = 'How many hours do you usually sleep a night?';
const ENERGY_TEXT = 'How is your energy through a typical day?';
const BLOATING_TEXT = 'How often do you have bloating, gas or indigestion?';
const COLD_HANDS_TEXT = 'How often do your hands or feet feel cold, numb or tingly?';
const COLDS_TEXT = 'How many colds, flus or other infections did you have in the past year?';
const DAYLIGHT_TEXT = 'How much time do you spend outdoors in daylight on most days?';
const STRESS_TEXT = 'How often do you feel stressed or overwhelmed?';
const EXERCISE_TEXT = 'On how many days a week do you exercise for at least 30 minutes?';

/** About ten questions: one or two per health area, for a quick first reading. */
export const BASIC_QUESTIONS: readonly AssessmentQuestion[] = [
  { id: 'b01', text: SLEEP_HOURS_TEXT, guardians: weights({ regenera: 2, genomica: 1, immuno: 1 }), options: HOURS_OF_SLEEP },
  { id: 'b02', text: ENERGY_TEXT, guardians: weights({ regenera: 2, angio: 1 }), options: DAYTIME_ENERGY },
  { id: 'b03', text: BLOATING_TEXT, guardians: weights({ biome: 3 }), options: DIGESTIVE_DISCOMFORT },
  { id: 'b04', text: COLD_HANDS_TEXT, guardians: weights({ angio: 3 }), options: HOW_OFTEN_A_SYMPTOM },
  {
    id: 'b05',
    text: 'How often do you lose focus or forget things you meant to do?',
    guardians: weights({ genomica: 3 }),
    options: HOW_OFTEN_A_SYMPTOM,
  },
  { id: 'b06', text: COLDS_TEXT, guardians: weights({ immuno: 3 }), options: COLDS_PER_YEAR },
  {
    id: 'b07',
    text: 'How many servings of vegetables and fruit do you eat on a typical day?',
    guardians: weights({ biome: 2, regenera: 1, immuno: 1 }),
    options: [
      { value: 0, label: 'None' },
      { value: 1, label: '1 to 2' },
      { value: 2, label: '3 to 4' },
      { value: 3, label: '5 to 6' },
      { value: 4, label: '7 or more' },
    ],
  },
  { id: 'b08', text: DAYLIGHT_TEXT, guardians: weights({ immuno: 2, regenera: 1 }), options: DAYLIGHT_OUTDOORS },
  { id: 'b09', text: STRESS_TEXT, guardians: weights({ angio: 1, biome: 1, genomica: 1, immuno: 1 }), options: HOW_OFTEN_A_SYMPTOM },
  { id: 'b10', text: EXERCISE_TEXT, guardians: weights({ angio: 2, regenera: 1 }), options: EXERCISE_DAYS },
];

/** About twenty-five questions: several per health area, plus lifestyle and family history. */
export const STANDARDIZED_QUESTIONS: readonly AssessmentQuestion[] = [
  // Sleep, energy and renewal
  { id: 's01', text: SLEEP_HOURS_TEXT, guardians: weights({ regenera: 2, genomica: 1, immuno: 1 }), options: HOURS_OF_SLEEP },
  {
    id: 's02',
    text: 'How often do you wake up feeling rested?',
    guardians: weights({ regenera: 2, genomica: 1 }),
    options: [
      { value: 0, label: 'Never' },
      { value: 1, label: 'Rarely' },
      { value: 2, label: 'Sometimes' },
      { value: 3, label: 'Often' },
      { value: 4, label: 'Almost always' },
    ],
  },
  { id: 's03', text: ENERGY_TEXT, guardians: weights({ regenera: 2, angio: 1 }), options: DAYTIME_ENERGY },
  {
    id: 's04',
    text: 'After exercise or a physically demanding day, how long do you take to recover?',
    guardians: weights({ regenera: 3 }),
    options: [
      { value: 4, label: 'A few hours' },
      { value: 3, label: 'Overnight' },
      { value: 2, label: 'About a day' },
      { value: 1, label: 'Two to three days' },
      { value: 0, label: 'More than three days' },
    ],
  },
  {
    id: 's05',
    text: 'How quickly do small cuts and bruises heal?',
    guardians: weights({ regenera: 2, immuno: 1, angio: 1 }),
    options: [
      { value: 4, label: 'Within a few days' },
      { value: 3, label: 'Within a week' },
      { value: 2, label: 'In one to two weeks' },
      { value: 1, label: 'Slower than I would expect' },
      { value: 0, label: 'Very slowly, over several weeks' },
    ],
  },
  // Circulation
  { id: 's06', text: COLD_HANDS_TEXT, guardians: weights({ angio: 3 }), options: HOW_OFTEN_A_SYMPTOM },
  {
    id: 's07',
    text: 'Do you get out of breath climbing two flights of stairs?',
    guardians: weights({ angio: 3 }),
    options: [
      { value: 4, label: 'Never' },
      { value: 3, label: 'Rarely' },
      { value: 2, label: 'Sometimes' },
      { value: 1, label: 'Usually' },
      { value: 0, label: 'Always, I have to stop' },
    ],
  },
  {
    id: 's08',
    text: 'How often do your ankles or legs swell or feel heavy by the evening?',
    guardians: weights({ angio: 2 }),
    options: HOW_OFTEN_A_SYMPTOM,
  },
  {
    id: 's09',
    text: 'What was your most recent blood pressure reading?',
    guardians: weights({ angio: 3 }),
    options: [
      { value: 4, label: 'Below 120/80' },
      { value: 3, label: '120 to 129, with the lower number under 80' },
      { value: 1, label: '130 to 139, or a lower number of 80 to 89' },
      { value: 0, label: '140/90 or higher' },
      // An unknown reading is neither reassuring nor alarming: it sits in the middle of the scale.
      { value: 2, label: 'I do not know' },
    ],
  },
  // Gut
  { id: 's10', text: BLOATING_TEXT, guardians: weights({ biome: 3 }), options: DIGESTIVE_DISCOMFORT },
  {
    id: 's11',
    text: 'How regular are your bowel movements?',
    guardians: weights({ biome: 3 }),
    options: [
      { value: 4, label: 'Regular, one to three a day' },
      { value: 3, label: 'Mostly regular' },
      { value: 2, label: 'Sometimes irregular' },
      { value: 1, label: 'Often constipated or loose' },
      { value: 0, label: 'Constipated or loose most of the time' },
    ],
  },
  {
    id: 's12',
    text: 'How many different plant foods (vegetables, fruit, grains, legumes, nuts, seeds) do you eat in a typical week?',
    guardians: weights({ biome: 3, immuno: 1 }),
    options: [
      { value: 0, label: 'Fewer than 5' },
      { value: 1, label: '5 to 9' },
      { value: 2, label: '10 to 19' },
      { value: 3, label: '20 to 29' },
      { value: 4, label: '30 or more' },
    ],
  },
  {
    id: 's13',
    text: 'How often do you eat fermented foods such as yoghurt, kefir, sauerkraut or kimchi?',
    guardians: weights({ biome: 2 }),
    options: HOW_OFTEN_A_HABIT,
  },
  {
    id: 's14',
    text: 'How many courses of antibiotics have you taken in the past two years?',
    guardians: weights({ biome: 2, immuno: 1 }),
    options: [
      { value: 4, label: 'None' },
      { value: 3, label: 'One' },
      { value: 2, label: 'Two' },
      { value: 1, label: 'Three' },
      { value: 0, label: 'Four or more' },
    ],
  },
  // Cognition and heredity
  {
    id: 's15',
    text: 'How often do you find it hard to concentrate on one task for 30 minutes?',
    guardians: weights({ genomica: 3 }),
    options: HOW_OFTEN_A_SYMPTOM,
  },
  {
    id: 's16',
    text: 'How often do you forget names, appointments or where you put things?',
    guardians: weights({ genomica: 3 }),
    options: HOW_OFTEN_A_SYMPTOM,
  },
  {
    id: 's17',
    text: 'How often do you feel mentally foggy or slow during the day?',
    guardians: weights({ genomica: 2, regenera: 1 }),
    options: HOW_OFTEN_A_SYMPTOM,
  },
  {
    id: 's18',
    text: 'How many of your parents, siblings or grandparents had heart disease, diabetes, cancer or dementia before 70?',
    guardians: weights({ genomica: 2, angio: 1 }),
    options: [
      { value: 4, label: 'None that I know of' },
      { value: 3, label: 'One' },
      { value: 1, label: 'Two' },
      { value: 0, label: 'Three or more' },
      // Not knowing the family history is scored as neutral, not as a risk.
      { value: 2, label: 'I am not sure' },
    ],
  },
  {
    id: 's19',
    text: 'Do you smoke or vape?',
    guardians: weights({ angio: 2, genomica: 1, regenera: 1 }),
    options: [
      { value: 4, label: 'Never have' },
      { value: 3, label: 'I quit' },
      { value: 2, label: 'Occasionally' },
      { value: 1, label: 'Several times a week' },
      { value: 0, label: 'Every day' },
    ],
  },
  // Immunity and vitamin D
  { id: 's20', text: COLDS_TEXT, guardians: weights({ immuno: 3 }), options: COLDS_PER_YEAR },
  {
    id: 's21',
    text: 'When you catch a cold, how long does it usually last?',
    guardians: weights({ immuno: 3 }),
    options: [
      { value: 4, label: 'I rarely catch colds' },
      { value: 3, label: 'A few days' },
      { value: 2, label: 'About a week' },
      { value: 1, label: '10 to 14 days' },
      { value: 0, label: 'More than two weeks' },
    ],
  },
  { id: 's22', text: DAYLIGHT_TEXT, guardians: weights({ immuno: 2, regenera: 1 }), options: DAYLIGHT_OUTDOORS },
  {
    id: 's23',
    text: 'How often do you eat oily fish, eggs or vitamin D fortified foods, or take a vitamin D supplement?',
    guardians: weights({ immuno: 2, regenera: 1 }),
    options: HOW_OFTEN_A_HABIT,
  },
  // Lifestyle
  { id: 's24', text: STRESS_TEXT, guardians: weights({ angio: 1, biome: 1, genomica: 1, immuno: 1 }), options: HOW_OFTEN_A_SYMPTOM },
  { id: 's25', text: EXERCISE_TEXT, guardians: weights({ angio: 2, regenera: 1 }), options: EXERCISE_DAYS },
];

const BANKS: Readonly<Record<AssessmentType, readonly AssessmentQuestion[]>> = {
  basic: BASIC_QUESTIONS,
  standardized: STANDARDIZED_QUESTIONS,
};

export function isAssessmentType(value: unknown): value is AssessmentType {
  return typeof value === 'string' && (ASSESSMENT_TYPES as readonly string[]).includes(value);
}

/** The questions of one assessment, in the order they are asked. */
export function questionBank(type: AssessmentType): readonly AssessmentQuestion[] {
  return BANKS[type];
}
