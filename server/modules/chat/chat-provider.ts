// What answers a guardian chat message. The embedded provider needs no network; the OpenAI-compatible one words the
// same retrieved facts with a language model and falls back to the embedded answer when the model fails.
import type { ChatProductCard, ChatTurn } from '../../../common/contracts/chat';
import type { GuardianId } from '../../../common/guardians';

export interface ChatQuestion {
  guardianId: GuardianId;
  /** Trimmed, 1 to 2,000 characters. */
  message: string;
  /** Up to 5 earlier messages, oldest first. */
  history: readonly ChatTurn[];
  /** 0-23, the asker's local hour, for the greeting band of spec 9. */
  localHour: number;
}

export interface ChatAnswer {
  message: string;
  /** Approved catalog products of the guardian's categories; never anything else. */
  products: ChatProductCard[];
  /** Another guardian the reply sends the asker to, when the question is outside this guardian's area. */
  redirectGuardianId: GuardianId | null;
  answeredBy: 'embedded' | 'llm';
}

export interface ChatProvider {
  readonly name: string;
  answer(question: ChatQuestion): Promise<ChatAnswer>;
}
