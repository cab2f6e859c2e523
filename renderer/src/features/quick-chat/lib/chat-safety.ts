// How the widget treats the triage's verdict on a reply (DESIGN 7, "Safety first").
import type { ChatSafety, GuardianChatResponse } from '@common/contracts/chat';

/** Emergency, crisis, "see a doctor today" and check replies point to help and nothing else: no products or offers. */
export function isUrgentSafety(safety: ChatSafety | null | undefined): boolean {
  return safety?.level === 'emergency' || safety?.level === 'crisis' || safety?.level === 'urgent' || safety?.level === 'check';
}

/** A reply the triage answered itself, or one it marked urgent, must not be followed by recommendations. */
export function isUrgentReply(answer: Pick<GuardianChatResponse, 'safety' | 'answeredBy'>): boolean {
  return answer.answeredBy === 'safety' || isUrgentSafety(answer.safety);
}
