// How the widget treats the triage's verdict on a reply (DESIGN 7, "Safety first").
import type { ChatSafety, GuardianChatResponse } from '@common/contracts/chat';

/** Emergency and crisis replies point to help and nothing else: no products, offers or shop buttons. */
export function isUrgentSafety(safety: ChatSafety | null | undefined): boolean {
  return safety?.level === 'emergency' || safety?.level === 'crisis';
}

/** A reply the triage answered itself, or one it marked urgent, must not be followed by recommendations. */
export function isUrgentReply(answer: Pick<GuardianChatResponse, 'safety' | 'answeredBy'>): boolean {
  return answer.answeredBy === 'safety' || isUrgentSafety(answer.safety);
}
