// What answers a guardian chat message. The embedded provider needs no network; the OpenAI-compatible one words the
// same retrieved facts with a language model and falls back to the embedded answer when the model fails. Neither
// sees an emergency or a crisis: the service answers those itself before any provider is asked.
import type { KnowledgeIntent } from '@common/chat-intents';
import type { ChatProductCard, ChatTurn } from '@common/contracts/chat';
import type { GuardianId } from '@common/guardians';
import type { TriageResult } from './triage';

/** The asker's own latest assessment, read from the server session's account; never from the request. */
export interface ChatProfile {
  assessedAt: string;
  scores: Readonly<Record<GuardianId, number>>;
  assessmentCount: number;
}

export interface ChatQuestion {
  guardianId: GuardianId;
  /** Trimmed, 1 to 2,000 characters. */
  message: string;
  /** Up to 5 earlier messages, oldest first. */
  history: readonly ChatTurn[];
  /** 0-23, the asker's local hour, for the greeting band of spec 9. */
  localHour: number;
  /** The triage of the message: null level or caution (emergency and crisis never reach a provider). */
  triage: TriageResult;
  /** Signed in with at least one assessment; null otherwise (then no personal claims). */
  profile: ChatProfile | null;
}

export interface ChatAnswer {
  message: string;
  /** Approved catalog products; the service still removes any a caution forbids. */
  products: ChatProductCard[];
  /** Another guardian the reply sends the asker to, when the question is outside this guardian's area. */
  redirectGuardianId: GuardianId | null;
  answeredBy: 'embedded' | 'llm';
  /** Set when the knowledge base could not answer what was asked (the reply says so): an editor's to-do. */
  unanswered?: { topic: string; intent: KnowledgeIntent } | undefined;
}

export interface ChatProvider {
  readonly name: string;
  answer(question: ChatQuestion): Promise<ChatAnswer>;
}
