// What a question asks for (common/chat-intents.ts) and what it is about, with follow-ups ("how much of it?")
// resolved against the conversation before it.
import type { KnowledgeIntent } from '../../../common/chat-intents';
import type { ChatTopic } from '../../../common/chat-topics';
import type { GuardianId } from '../../../common/guardians';
import { findTopics } from './chat-lexicon';
import type { TopicMention } from './chat-lexicon';
import { findPhrase, readMessage } from './chat-text';
import type { ReadMessage } from './chat-text';

/** Checked in this order: the first intent whose phrases occur wins ("can I take X with Y" before "how much"). */
const INTENT_PHRASES: readonly (readonly [KnowledgeIntent, readonly string[]])[] = [
  ['comparison', ['difference between', 'vs', 'versus', 'better than', 'compared to', 'compare', 'or', 'which is better', 'better for']],
  ['interactions', ['with my', 'interact*', 'together with', 'at the same time as', 'alongside', 'combine', 'mix', 'take it with', 'along with', 'on medication', 'while taking', 'while on']],
  ['dose', ['how much', 'how many']],
  ['timing', ['when should', 'when do i take', 'when to take', 'what time', 'best time', 'morning or night', 'morning or evening', 'night or morning', 'before or after', 'empty stomach', 'with food', 'with a meal', 'before bed', 'timing']],
  ['side_effects', ['too much', 'side effect*', 'safe', 'safety', 'harmful', 'dangerous', 'risk*', 'toxic*', 'overdose', 'bad for', 'is it ok', 'okay to take']],
  ['dose', ['how much', 'how many', 'dose', 'doses', 'dosage', 'dosing', 'how often', 'daily amount', 'rda', 'recommended amount', 'recommended intake', 'upper limit', 'per day', 'a day', 'mg', 'iu', 'mcg']],
  ['testing', ['test', 'tested', 'testing', 'blood test', 'check my level*', 'levels checked', 'am i deficient', 'deficient', 'screening', 'get checked']],
  ['food_sources', ['which food*', 'what food*', 'foods', 'food source*', 'foods rich', 'rich in', 'to eat', 'should i eat', 'from food', 'from my diet', 'in food', 'diet', 'eat more', 'recipes']],
  ['how_to', ['best way', 'best ways']],
  ['product_choice', ['best', 'which supplement', 'which product', 'which brand', 'which one', 'which form', 'what kind', 'what type', 'which type', 'best form', 'best type', 'best brand', 'should i buy', 'to buy', 'recommend a', 'recommend me', 'which probiotic', 'which vitamin', 'which magnesium', 'which omega', 'which collagen', 'which fish oil', 'what should i take', 'what can i take', 'should i take']],
  ['symptoms', ['why do i', 'why am i', 'why does', 'why is my', 'why are my', 'signs', 'symptom*', 'cause*', 'deficiency', 'feel', 'feeling', 'i am', 'im', 'i have', 'i get', 'keep getting', 'all the time', 'always']],
  ['how_to', ['how can i', 'how do i', 'how to', 'ways to', 'tips', 'improve', 'boost', 'increase', 'lower', 'reduce', 'support', 'protect', 'strengthen', 'help my', 'helps my', 'what helps', 'get better', 'naturally']],
  ['what_is', ['what is', 'what are', 'what does', 'tell me about', 'benefits', 'good for', 'does it work', 'do i need', 'worth it', 'explain', 'what about']],
];

/** Words that point back to the topic of an earlier message: "how much of it?", "is that safe?" */
const BACK_REFERENCES = ['it', 'that', 'this', 'them', 'those', 'these', 'one'];

export interface Understanding {
  intent: KnowledgeIntent;
  /** Topics named, in order of how central they are to the question (see primaryOrder). */
  topics: TopicMention[];
  /** True when the topics came from an earlier message. */
  followUp: boolean;
}

export function detectIntent(message: ReadMessage, topics: readonly TopicMention[]): KnowledgeIntent {
  for (const [intent, phrases] of INTENT_PHRASES) {
    // "X or Y?" is a comparison when two things are named, even two forms of one topic ("D3 or D2?").
    const named = topics.reduce((sum, mention) => sum + mention.occurrences, 0);
    if (intent === 'comparison' && named < 2 && !phrases.slice(0, 1).some((phrase) => findPhrase(message, phrase).length > 0)) continue;
    if (phrases.some((phrase) => findPhrase(message, phrase).length > 0)) return intent;
  }
  const kind = topics[0]?.topic.kind;
  if (kind === 'symptom') return 'symptoms';
  if (kind === 'area' || kind === 'lifestyle') return 'how_to';
  return 'what_is';
}

const KIND_RANK: Readonly<Record<ChatTopic['kind'], number>> = { nutrient: 1, herb: 1, symptom: 2, area: 3, lifestyle: 4 };

/** The asked guardian's own topics first, then nutrients and herbs, symptoms, areas, habits; earlier before later. */
export function primaryOrder(topics: readonly TopicMention[], guardianId: GuardianId): TopicMention[] {
  const rank = (mention: TopicMention) => (mention.topic.owner === guardianId && mention.topic.kind !== 'lifestyle' ? 0 : KIND_RANK[mention.topic.kind]);
  return [...topics].sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

/** Intent and topics of the newest message; a message that names no topic borrows the latest earlier user turn's. */
export function understand(text: string, earlierUserTurns: readonly string[], guardianId: GuardianId): Understanding {
  const message = readMessage(text);
  let topics = findTopics(message);
  let followUp = false;
  const onlyGeneric = topics.every((mention) => mention.topic.kind === 'lifestyle' && mention.topic.id === 'diet');
  const pointsBack = BACK_REFERENCES.some((word) => findPhrase(message, word).length > 0) || message.tokens.length <= 4;
  if (topics.length === 0 || (onlyGeneric && pointsBack)) {
    for (const earlier of [...earlierUserTurns].reverse()) {
      const borrowed = findTopics(readMessage(earlier));
      if (borrowed.length > 0) {
        topics = [...borrowed, ...topics];
        followUp = true;
        break;
      }
    }
  }
  const ordered = primaryOrder(topics, guardianId);
  return { intent: detectIntent(message, ordered), topics: ordered, followUp };
}
