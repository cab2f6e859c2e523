// Which topics a message names (common/chat-topics.ts), and the words a search should add for them: "tired" also
// searches fatigue, energy and exhausted; "bloating" also gas and distension; "brain fog" also focus and memory.
import { CHAT_TOPICS } from '@common/chat-topics';
import type { ChatTopic } from '@common/chat-topics';
import { findPhrase, isNegated, separatePlaces } from './chat-text';
import type { PhraseMatch, ReadMessage } from './chat-text';

export interface TopicMention {
  readonly topic: ChatTopic;
  /** Index of the first word; the earliest named topic is usually what the question is about. */
  readonly start: number;
  /** Words matched: a longer phrase ("vitamin d") beats a shorter one inside it. */
  readonly length: number;
  /** Separate places the topic is named ("D3 or D2" names vitamin D twice): two make a comparison. */
  readonly occurrences: number;
}

/**
 * Everyday words one typo away from a topic's term, never read as that typo: "morning" is not "mourning" (grief),
 * "medication" not "meditation", "injection" not "infection", "vitamins" not "vitamine". Found by matching every word
 * of the triage corpus against every term (each word seen at least three times).
 */
const NOT_TYPOS = new Set([
  'morning',
  'mornings',
  'evening',
  'evenings',
  'vitamins',
  'medication',
  'medications',
  'injection',
  'injections',
  'survive',
  'confusion',
  'shopping',
  'repeating',
]);

/**
 * Idioms that say "fed up", not a symptom: "sick and tired of catching every cold", "tired of my boss". A topic named
 * only inside one is not named ("tired of feeling tired" still names fatigue, in its second "tired").
 */
const IDIOMS = ['sick and tired of', 'sick n tired of', 'tired of', 'sick of'];

/** Topics already found in a message read once: triage and the answer ask of one message several times. */
const TOPICS_READ = new WeakMap<ReadMessage, readonly TopicMention[]>();

/** Topics named in the message (not negated), earliest first; an overlapped shorter match gives way to a longer one. */
export function findTopics(message: ReadMessage): TopicMention[] {
  let found = TOPICS_READ.get(message);
  if (!found) {
    found = topicsIn(message);
    TOPICS_READ.set(message, found);
  }
  return [...found];
}

function topicsIn(message: ReadMessage): TopicMention[] {
  const mentions: TopicMention[] = [];
  const idioms = IDIOMS.flatMap((idiom) => findPhrase(message, idiom));
  const inIdiom = (match: PhraseMatch) => idioms.some((idiom) => idiom.start <= match.start && match.end <= idiom.end);
  // Exact words first; a typo-tolerant match only where no topic matched exactly ("probiotic" is not "prebiotic").
  for (const fuzzy of [false, true]) {
    const covered = new Set(mentions.flatMap((mention) => Array.from({ length: mention.length }, (_, offset) => mention.start + offset)));
    for (const topic of CHAT_TOPICS) {
      if (mentions.some((mention) => mention.topic === topic)) continue;
      let best: TopicMention | undefined;
      const matches: PhraseMatch[] = [];
      for (const term of topic.terms) {
        for (const match of findPhrase(message, term, fuzzy)) {
          if (isNegated(message, match) || inIdiom(match)) continue;
          if (fuzzy && covered.has(match.start)) continue;
          if (fuzzy && message.tokens.slice(match.start, match.end + 1).some((token) => NOT_TYPOS.has(token.word))) continue;
          matches.push(match);
          const length = match.end - match.start + 1;
          if (!best || length > best.length || (length === best.length && match.start < best.start))
            best = { topic, start: match.start, length, occurrences: 0 };
        }
      }
      if (best) mentions.push({ ...best, occurrences: separatePlaces(matches) });
    }
  }
  // "heart rate" names heart-rate, not also heart-health; "vitamin d" is not also "d3".
  const kept = mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other !== mention && other.length > mention.length && other.start <= mention.start && other.start + other.length >= mention.start + mention.length,
      ),
  );
  return kept.sort((a, b) => a.start - b.start || b.length - a.length);
}

/** Extra words for a search: every term of each named topic, so entries written with a synonym are found too. */
export function expansionFor(topics: readonly TopicMention[]): string {
  return topics.flatMap((mention) => [mention.topic.label, ...mention.topic.terms.slice(0, 6)]).join(' ');
}
