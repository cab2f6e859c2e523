// The classifier's labelled corpus (triage-corpus/*.json): messages written by seven authors who saw neither the rules nor
// the evaluation sets, for breadth (people, ages, slang, typos, third person, Hinglish, long messages). Each file is
// a JSON array, one message per line: { text, label, situation }.
import { z } from 'zod';
import BREADTH from './triage-corpus/breadth.json' with { type: 'json' };
import CAUTION_ORDINARY from './triage-corpus/caution-ordinary.json' with { type: 'json' };
import CRISIS from './triage-corpus/crisis.json' with { type: 'json' };
import DANGER_2 from './triage-corpus/danger-2.json' with { type: 'json' };
import EMERGENCY_URGENT from './triage-corpus/emergency-urgent.json' with { type: 'json' };
import MEDICINES from './triage-corpus/medicines.json' with { type: 'json' };
import VOICES from './triage-corpus/voices.json' with { type: 'json' };
import { CLASSIFIER_LABELS } from './triage-classifier';
import type { LabelledMessage } from './triage-classifier';
import { DANGER_EXAMPLES } from './triage-examples';
import { CAUTION_RULES } from './triage-rules';

export const CorpusMessage = z.object({
  text: z.string().min(1).max(2000),
  label: z.enum(CLASSIFIER_LABELS),
  situation: z.string().optional(),
});
export type CorpusMessage = z.infer<typeof CorpusMessage>;

export const CORPUS_FILES = {
  'emergency-urgent': EMERGENCY_URGENT,
  crisis: CRISIS,
  'caution-ordinary': CAUTION_ORDINARY,
  breadth: BREADTH,
  voices: VOICES,
  medicines: MEDICINES,
  'danger-2': DANGER_2,
} as const;

/** Every corpus message, checked: a malformed line fails loudly at first use rather than training a wrong model. */
export function triageCorpus(): CorpusMessage[] {
  return Object.values(CORPUS_FILES).flatMap((messages) => z.array(CorpusMessage).parse(messages));
}

/** The reviewed examples and look-alikes of the danger and caution data, as more labelled messages. */
export function reviewedExamples(): LabelledMessage[] {
  return [
    ...DANGER_EXAMPLES.flatMap((danger) => [
      ...danger.examples.map((text) => ({ text, label: danger.level })),
      ...danger.lookAlikes.map((text) => ({ text, label: 'none' as const })),
    ]),
    ...CAUTION_RULES.flatMap((rule) => [
      ...rule.examples.map((text) => ({ text, label: 'caution' as const })),
      ...rule.lookAlikes.map((text) => ({ text, label: 'none' as const })),
    ]),
  ];
}
