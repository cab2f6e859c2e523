// What a chat question may look like, and which triage levels answer a question themselves: shared by the chat's
// reply, its quick recommendations and the admin knowledge base's "try a question".
import type { ChatTurn } from '@common/contracts/chat';
import { MAX_CHAT_HISTORY, MAX_CHAT_MESSAGE_LENGTH } from '@common/contracts/chat';
import { isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { AppError } from '../../http/app-error';
import type { TriageResult } from './triage';

export interface GuardianChatInput {
  message: string;
  guardianId: string;
  userEmail?: string | null | undefined;
  chatHistory: ChatTurn[];
  localHour?: number | undefined;
}

export function knownGuardian(guardianId: string): GuardianId {
  if (!isGuardianId(guardianId)) {
    throw new AppError(400, 'UNKNOWN_GUARDIAN', `There is no guardian "${guardianId}"; choose angio, regenera, biome, genomica or immuno.`);
  }
  return guardianId;
}

/** The question as the provider gets it, or the 400 that explains what to change. */
export function checkChatInput(input: GuardianChatInput): { message: string; guardianId: GuardianId } {
  const message = input.message.trim();
  if (message === '') throw new AppError(400, 'EMPTY_MESSAGE', 'Type a question for your guardian before sending.');
  if (message.length > MAX_CHAT_MESSAGE_LENGTH) {
    throw new AppError(400, 'MESSAGE_TOO_LONG', `Keep your message under ${MAX_CHAT_MESSAGE_LENGTH} characters; split a long question into shorter ones.`, {
      max: MAX_CHAT_MESSAGE_LENGTH,
    });
  }
  const guardianId = knownGuardian(input.guardianId);
  if (input.chatHistory.length > MAX_CHAT_HISTORY) {
    throw new AppError(400, 'CHAT_HISTORY_TOO_LONG', `Send at most the last ${MAX_CHAT_HISTORY} messages as chatHistory.`, { max: MAX_CHAT_HISTORY });
  }
  return { message, guardianId };
}

export type SelfAnsweredLevel = 'emergency' | 'crisis' | 'urgent' | 'check';

/** Levels the triage answers itself, without a provider and without products. */
export function answersItself(result: TriageResult): result is TriageResult & { level: SelfAnsweredLevel } {
  return result.level === 'emergency' || result.level === 'crisis' || result.level === 'urgent' || result.level === 'check';
}
