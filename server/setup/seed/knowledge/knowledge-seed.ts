// The shape of a curated knowledge entry as it ships in the seed. Entries answer one intent about one topic, are
// written in our own words, and keep their source beside them; the chat quotes `answer` then `detail`.
import type { KnowledgeIntent } from '@common/chat-intents';

export interface KnowledgeSource {
  /** e.g. "NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals". */
  title: string;
  url: string;
}

export interface KnowledgeSeed {
  /** Stable id: '<guardian or shared>-<topic>-<intent>' with '-2', '-3' for more entries of the same pair. */
  id: string;
  /** An id of common/chat-topics.ts CHAT_TOPICS. */
  topic: string;
  intent: KnowledgeIntent;
  /** The question the entry answers, as a customer would type it; it is searched. */
  question: string;
  /** The direct answer in one or two sentences (at most 45 words). */
  answer: string;
  /** One supporting fact (at most 35 words). */
  detail: string;
  source: KnowledgeSource;
}
