// Which topics a message names (common/chat-topics.ts), and the words a search should add for them: "tired" also
// searches fatigue, energy and exhausted; "bloating" also gas and distension; "brain fog" also focus and memory.
import { CHAT_TOPICS } from '../../../common/chat-topics';
import type { ChatTopic } from '../../../common/chat-topics';
import { findPhrase, isNegated, patternWords } from './chat-text';
import type { ReadMessage } from './chat-text';

export interface TopicMention {
  topic: ChatTopic;
  /** Index of the first word; the earliest named topic is usually what the question is about. */
  start: number;
  /** Words matched: a longer phrase ("vitamin d") beats a shorter one inside it. */
  length: number;
}

/** Topics named in the message (not negated), earliest first; an overlapped shorter match gives way to a longer one. */
export function findTopics(message: ReadMessage): TopicMention[] {
  const mentions: TopicMention[] = [];
  for (const topic of CHAT_TOPICS) {
    let best: TopicMention | undefined;
    for (const term of topic.terms) {
      for (const match of findPhrase(message, term)) {
        if (isNegated(message, match)) continue;
        const length = patternWords(term).length;
        if (!best || match.start < best.start || (match.start === best.start && length > best.length)) best = { topic, start: match.start, length };
      }
    }
    if (best) mentions.push(best);
  }
  // "heart rate" names heart-rate, not also heart-health; "vitamin d" is not also "d3".
  const kept = mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other !== mention &&
          other.length > mention.length &&
          other.start <= mention.start &&
          other.start + other.length >= mention.start + mention.length,
      ),
  );
  return kept.sort((a, b) => a.start - b.start || b.length - a.length);
}

/** Extra words for a search: every term of each named topic, so entries written with a synonym are found too. */
export function expansionFor(topics: readonly TopicMention[]): string {
  return topics.flatMap((mention) => [mention.topic.label, ...mention.topic.terms.slice(0, 6)]).join(' ');
}
