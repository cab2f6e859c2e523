// The triage's answer to a text someone wrote, as every place that takes health text needs it: the guardian chat, and
// the community's posts (issue 43). One reading, one set of replies: an emergency, a crisis, "see a doctor today" and
// a check question answer themselves; a caution leads with the named interaction.
import type { SafetyNumbers } from '../../config';
import { answersItself } from './chat-input';
import type { SelfAnsweredLevel } from './chat-input';
import { cautionPreamble, cautionSafety, checkReply, crisisReply, emergencyReply, urgentReply } from './safety-replies';
import type { SafetyReply } from './safety-replies';
import { spokenCautions, triage } from './triage';
import type { TriageResult, TriageTurn } from './triage';

export const SAFETY_REPLIES: Readonly<Record<SelfAnsweredLevel, typeof emergencyReply>> = {
  emergency: emergencyReply,
  crisis: crisisReply,
  urgent: urgentReply,
  check: checkReply,
};

export interface SafetyScreening {
  /** What the triage found, with its findings and cautions. */
  result: TriageResult;
  /** The reply the writer needs now: the one the danger calls for, or the caution's; null for an ordinary text. */
  reply: SafetyReply | null;
  /** The interaction note of the cautions the text names (also beside an emergency that names a medicine), or null. */
  cautionNote: string | null;
}

export function screenText(text: string, numbers: SafetyNumbers, history: readonly TriageTurn[] = []): SafetyScreening {
  const result = triage(text, history);
  const cautionNote = spokenCautions(result).length > 0 ? cautionPreamble(result) : null;
  if (answersItself(result)) return { result, reply: SAFETY_REPLIES[result.level](result, numbers), cautionNote };
  if (result.level === 'caution' && cautionNote !== null) return { result, reply: { message: cautionNote, safety: cautionSafety(result) }, cautionNote };
  return { result, reply: null, cautionNote };
}
