// Uncertain → ask, do not guess (as NHS Pathways does): when signs suggest danger but the picture is incomplete, the
// guardian asks one short question with quick answers. A "yes" to it, typed or pressed, is the emergency (or crisis)
// it asked about; a "no" lets the conversation go on. The question is recognised in the history by its exact text.
import { readMessage } from './chat-text';
import type { ReadMessage } from './chat-text';
import type { CheckQuestionId, PictureLevel } from './triage-pictures';

export interface CheckQuestion {
  text: string;
  yes: string;
  no: string;
  /** What a "yes" means. */
  onYes: { id: string; level: Extract<PictureLevel, 'emergency' | 'crisis'>; reason: string };
}

export const CHECK_QUESTIONS: Readonly<Record<CheckQuestionId, CheckQuestion>> = {
  'now-danger': {
    text: 'Before I answer, one question: is this happening now, and is anyone struggling to breathe, not responding, bleeding heavily or in severe pain?',
    yes: 'Yes, it is happening now',
    no: 'No, nobody is in danger now',
    onYes: { id: 'answered-danger', level: 'emergency', reason: 'danger happening now' },
  },
  'now-chest': {
    text: 'Before I answer, one question: is the chest pain or tightness happening now, or does it come with sweating, feeling sick, breathlessness, or pain spreading to the arm, jaw, neck or back?',
    yes: 'Yes, it is happening now',
    no: 'No, none of these',
    onYes: { id: 'answered-chest', level: 'emergency', reason: 'chest pain happening now' },
  },
  'now-breathing': {
    text: 'Before I answer, one question: is anyone struggling to breathe right now, unable to finish a sentence, or going blue or grey around the lips?',
    yes: 'Yes, breathing is hard now',
    no: 'No, none of these',
    onYes: { id: 'answered-breathing', level: 'emergency', reason: 'severe difficulty breathing' },
  },
  'allergy-breathing': {
    text: 'Before I answer, one question: is the throat or tongue swelling, or is breathing, swallowing or speaking getting hard, or does anyone feel faint?',
    yes: 'Yes, one of these',
    no: 'No, none of these',
    onYes: { id: 'answered-anaphylaxis', level: 'emergency', reason: 'a severe allergic reaction' },
  },
  'stroke-signs': {
    text: 'Before I answer, one question: did this start suddenly, and is one side of the face drooping, an arm or leg weak, or speech slurred or confused?',
    yes: 'Yes, one of these',
    no: 'No, none of these',
    onYes: { id: 'answered-stroke', level: 'emergency', reason: 'signs of a stroke' },
  },
  'crisis-safe': {
    text: 'I want to check you are safe before anything else: are you having thoughts of ending your life or of hurting yourself?',
    yes: 'Yes, I am',
    no: 'No, I am safe',
    onYes: { id: 'answered-crisis', level: 'crisis', reason: 'thoughts of suicide' },
  },
  'child-fever': {
    text: 'Before I answer, one question: is the child very sleepy or floppy, struggling to breathe, or has a rash that does not fade when you press a glass on it?',
    yes: 'Yes, one of these',
    no: 'No, none of these',
    onYes: { id: 'answered-child', level: 'emergency', reason: 'a very unwell child' },
  },
};

const YES_WORDS = new Set([
  'yes',
  'yeah',
  'yea',
  'yep',
  'yup',
  'y',
  'ya',
  'yess',
  'yesss',
  'haan',
  'han',
  'ha',
  'ji',
  'correct',
  'affirmative',
  'definitely',
  'sure',
]);
const NO_WORDS = new Set(['no', 'nope', 'nah', 'not', 'nahi', 'nahin', 'none', 'neither', 'never', 'n']);

/** "Yes", "yes it is happening now", "haan" → true; "no", "not now" → false; anything else → undefined. */
export function yesOrNo(message: ReadMessage): boolean | undefined {
  const words = message.tokens.map((token) => token.word);
  const first = words[0];
  if (first === undefined) return undefined;
  if (NO_WORDS.has(first)) return false;
  if (YES_WORDS.has(first)) return true;
  if (words.length <= 6 && words.some((word) => YES_WORDS.has(word)) && !words.some((word) => NO_WORDS.has(word))) return true;
  return undefined;
}

/** The question the guardian's last turn asked, when it asked one. */
export function askedCheck(history: readonly { sender: string; text: string }[]): CheckQuestion | undefined {
  const last = history.at(-1);
  if (!last || last.sender !== 'guardian') return undefined;
  return Object.values(CHECK_QUESTIONS).find((question) => last.text.includes(question.text));
}

/** The finding a "yes" to the guardian's check question makes, or undefined. */
export function answerToCheck(
  message: ReadMessage | string,
  history: readonly { sender: string; text: string }[],
): { id: string; level: 'emergency' | 'crisis'; reason: string; source: 'answer' } | undefined {
  const question = askedCheck(history);
  if (!question) return undefined;
  const read = typeof message === 'string' ? readMessage(message) : message;
  return yesOrNo(read) === true ? { ...question.onYes, source: 'answer' } : undefined;
}
