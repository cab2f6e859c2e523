// The chat evaluation set (cases.json): its shape, and loading it with a clear error when a case is malformed.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { GUARDIAN_IDS } from '@common/guardians';

export const ChatEvalCase = z.object({
  id: z.string().min(1),
  guardianId: z.enum(GUARDIAN_IDS),
  message: z.string(),
  history: z
    .array(z.object({ sender: z.enum(['user', 'guardian']), text: z.string() }))
    .max(5)
    .default([]),
  safety: z.enum(['emergency', 'crisis', 'urgent', 'caution']).nullable(),
  /** The held-out sets' kind of case (stroke, anticoagulant, lookalike, dose…), for the figures per situation. */
  situation: z.string().optional(),
  /** Every inner list must have one of its strings in the reply (case-insensitive). */
  concepts: z.array(z.array(z.string().min(1))).default([]),
  forbiddenProducts: z.array(z.string()).default([]),
  expectProducts: z.boolean().optional(),
  expectProductsAnyOf: z.array(z.string()).optional(),
  note: z.string().optional(),
});
export type ChatEvalCase = z.infer<typeof ChatEvalCase>;

export function loadChatEvalCases(file: URL = new URL('./cases.json', import.meta.url)): ChatEvalCase[] {
  return z.array(ChatEvalCase).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * More tuning cases, by other authors than cases.json's, for finding retrieval mistakes (issue 38): tuned on like
 * cases.json, so they measure the tuning, never generalisation.
 */
export const TUNING_FILES = [
  'everyday-tuning.json',
  'everyday-tuning-2.json',
  'danger-tuning.json',
  'caution-tuning.json',
  'danger-tuning-2.json',
  'caution-tuning-2.json',
  'everyday-tuning-3.json',
  'danger-tuning-3.json',
  'everyday-tuning-4.json',
  'danger-tuning-4.json',
  'caution-tuning-3.json',
  'danger-tuning-5.json',
  'danger-tuning-6.json',
  'danger-tuning-7.json',
  'caution-tuning-4.json',
  'danger-tuning-8.json',
  'everyday-tuning-5.json',
  'caution-tuning-5.json',
  'danger-tuning-9.json',
  'danger-tuning-10.json',
  'everyday-tuning-6.json',
  'danger-tuning-11.json',
  'danger-tuning-12.json',
  'crisis-tuning-1.json',
  'danger-tuning-13.json',
  'everyday-tuning-7.json',
  'crisis-tuning-2.json',
  'danger-tuning-14.json',
  'danger-tuning-15.json',
  'danger-tuning-16.json',
  'danger-tuning-17.json',
  'danger-tuning-18.json',
  'danger-tuning-19.json',
  'danger-tuning-20.json',
] as const;

export function loadTuningCases(name: (typeof TUNING_FILES)[number]): ChatEvalCase[] {
  return loadChatEvalCases(new URL(`./tuning/${name}`, import.meta.url));
}

/**
 * The held-out set: written by authors who saw neither the rules, the corpus nor cases.json; never tuned on. Each
 * round has its own authors, written after the work it measures, so every round is a fresh test of generalisation.
 */
export const HELD_OUT_ROUNDS = [
  { name: 'round 1 (issue 38, first session)', files: ['danger.json', 'everyday.json'] },
  { name: 'round 2 (new authors, written after round 1 was measured)', files: ['danger-2.json', 'everyday-2.json'] },
  { name: 'round 3 (new authors, written after round 2 was measured)', files: ['danger-3.json', 'everyday-3.json'] },
  { name: 'round 4 (new authors, written at the end of the third session, after its tuning)', files: ['danger-4.json', 'everyday-4.json'] },
  { name: 'round 5 (new authors, written at the start of the fourth session)', files: ['danger-5.json', 'everyday-5.json'] },
  { name: 'round 6 (new authors, written at the start of the fifth session)', files: ['danger-6.json', 'everyday-6.json'] },
  { name: 'round 7 (new authors, written at the start of the sixth session)', files: ['danger-7.json', 'everyday-7.json'] },
  { name: 'round 8 (new authors, written at the start of the twelfth session)', files: ['danger-8.json', 'everyday-8.json'] },
  { name: 'round 9 (new authors, written in the thirteenth session after its tuning)', files: ['danger-9.json', 'everyday-9.json'] },
  { name: 'round 10 (new authors, written at the start of the fourteenth session)', files: ['danger-10.json', 'everyday-10.json'] },
  { name: 'round 11 (new authors, written at the start of the fifteenth session)', files: ['danger-11.json', 'everyday-11.json'] },
  { name: 'round 12 (new authors, written at the start of the sixteenth session)', files: ['danger-12.json', 'everyday-12.json'] },
  { name: 'round 13 (new authors, written at the start of the seventeenth session)', files: ['danger-13.json', 'everyday-13.json'] },
  { name: 'round 14 (new authors, written at the start of the eighteenth session)', files: ['danger-14.json', 'everyday-14.json'] },
  { name: 'round 15 (new authors, written at the start of the nineteenth session)', files: ['danger-15.json', 'everyday-15.json'] },
  { name: 'round 16 (new authors, written at the start of the twentieth session)', files: ['danger-16.json', 'everyday-16.json'] },
  { name: 'round 17 (new authors, written at the start of the twenty-first session)', files: ['danger-17.json', 'everyday-17.json'] },
  { name: 'round 18 (new authors, written at the start of the twenty-second session)', files: ['danger-18.json', 'everyday-18.json'] },
  { name: 'round 19 (new authors, written at the start of the twenty-third session)', files: ['danger-19.json', 'everyday-19.json'] },
  { name: 'round 20 (new authors, written at the start of the twenty-fourth session)', files: ['danger-20.json', 'everyday-20.json'] },
  { name: 'round 21 (new authors, written at the start of the twenty-fifth session)', files: ['danger-21.json', 'everyday-21.json'] },
  { name: 'round 22 (new authors, written at the start of the twenty-sixth session)', files: ['danger-22.json', 'everyday-22.json'] },
  { name: 'round 23 (new authors, written at the start of the twenty-seventh session)', files: ['danger-23.json', 'everyday-23.json'] },
  { name: 'round 24 (new authors, written at the start of the thirtieth session)', files: ['danger-24.json', 'everyday-24.json'] },
  { name: 'round 25 (new authors, written at the start of the thirty-first session)', files: ['danger-25.json', 'everyday-25.json'] },
  { name: 'round 26 (new authors, written at the start of the thirty-second session)', files: ['danger-26.json', 'everyday-26.json'] },
  { name: 'round 27 (new authors, written at the start of the thirty-third session)', files: ['danger-27.json', 'emergency-27.json', 'everyday-27.json'] },
  { name: 'round 28 (new authors, written at the start of the thirty-fourth session)', files: ['danger-28.json', 'emergency-28.json', 'everyday-28.json'] },
  { name: 'round 29 (new authors, written at the start of the thirty-fifth session)', files: ['everyday-29.json'] },
] as const;

export function loadHeldOutCases(files: readonly string[] = HELD_OUT_ROUNDS.flatMap((round) => round.files)): ChatEvalCase[] {
  return files.flatMap((name) => loadChatEvalCases(new URL(`./held-out/${name}`, import.meta.url)));
}

/** True when, for every any-of list, the reply contains at least one of its strings. */
export function coversConcepts(reply: string, concepts: readonly (readonly string[])[]): boolean {
  const text = reply.toLowerCase();
  return concepts.every((anyOf) => anyOf.some((concept) => text.includes(concept.toLowerCase())));
}
