// The chat module's door: what the rest of the server may use of it. Its repositories stay inside.
export { createChatModule, createChatService } from './chat-module';
export type { ChatService } from './chat.service';
export { shortGreeting } from './embedded-chat-provider';
export { knowledgeTagsOf } from './knowledge-base';
export type { KnowledgeBase } from './knowledge-base';
export { prepareTriageModel, productAllowed, productConflicts, triage, triageModel } from './triage';
export type { TriageClassifier } from './triage-classifier';
export { confusableWords } from './triage-confusables';
export { readSigns } from './triage-reading';
// The triage's reply to any health text (the community's posts, issue 43).
export { screenText } from './safety-screening';
export type { SafetyScreening } from './safety-screening';
// What staff read of the questions the chat could not answer, and the version that tells every instance to reload the
// knowledge after staff change it (admin-knowledge).
export { bumpKnowledgeVersion, deleteChatMessagesOf, listUnansweredExamples, listUnansweredGroups } from './chat.repository';
