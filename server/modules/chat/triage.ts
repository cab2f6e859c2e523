// Safety triage: before any provider sees a chat message, decide whether it describes an emergency, a crisis, or a
// medicine or condition that changes the advice. Pure: the rules are data (triage-rules.ts), the history only context.
import { CHILD_PRODUCTS, PRODUCT_ALLERGENS, PRODUCT_INGREDIENTS } from '@common/chat-topics';
import { MAX_CHAT_MESSAGE_LENGTH } from '@common/contracts/chat';
import type { SafetyLevel } from '@common/contracts/chat';
import { findTopics } from './chat-lexicon';
import { findNear, findPhrase, isNegated, readMessage, sentenceOf } from './chat-text';
import type { PhraseMatch, ReadMessage } from './chat-text';
import { CAUTION_RULES, PAST_OR_GENERAL, URGENT_RULES } from './triage-rules';
import type { CautionRule, NearPattern, UrgentRule } from './triage-rules';

export interface CautionFinding {
  rule: CautionRule;
  /** The medicine or condition as the reply names it ("warfarin", "blood thinners", "pregnancy"). */
  medicine: string;
  /** Conflicting topics the conversation names (e.g. omega-3 for warfarin), first named first. */
  namedConflicts: string[];
}

export interface TriageResult {
  level: SafetyLevel | null;
  /** Emergency and crisis rules that fired, most urgent first. */
  urgent: UrgentRule[];
  cautions: CautionFinding[];
  /** Allergens the conversation names ("allergic to fish"): products containing them are never suggested. */
  allergens: string[];
}

export interface TriageTurn {
  sender: 'user' | 'guardian' | 'system';
  text: string;
}

function patternMatches(message: ReadMessage, phrases: readonly string[] | undefined, near: readonly NearPattern[] | undefined): PhraseMatch[] {
  return [
    ...(phrases ?? []).flatMap((phrase) => findPhrase(message, phrase)),
    ...(near ?? []).flatMap((pattern) => findNear(message, pattern.groups, pattern.within)),
  ];
}

/** A match counts unless negated ("no chest pain"), cancelled in its sentence ("chest day"), or past/general. */
function liveMatch(message: ReadMessage, match: PhraseMatch, unless: readonly string[] | undefined, ignoresPast: boolean): boolean {
  if (isNegated(message, match)) return false;
  const sentence = sentenceOf(message, match);
  if (unless && unless.some((phrase) => findPhrase(sentence, phrase).length > 0)) return false;
  if (!ignoresPast && PAST_OR_GENERAL.some((phrase) => findPhrase(sentence, phrase).length > 0)) return false;
  return true;
}

export function urgentRuleFires(rule: UrgentRule, message: ReadMessage): boolean {
  if (rule.alsoNeeds && !rule.alsoNeeds.some((phrase) => findPhrase(message, phrase).length > 0)) return false;
  const live = (match: PhraseMatch) => liveMatch(message, match, rule.unless, rule.ignoresPast ?? false);
  if (patternMatches(message, rule.phrases, undefined).some(live)) return true;
  const nearMatches = patternMatches(message, undefined, rule.near).filter(live);
  if (nearMatches.length === 0) return false;
  return !rule.alsoNeedsAny || rule.alsoNeedsAny.some((phrase) => findPhrase(message, phrase).length > 0);
}

function urgentRulesOf(message: ReadMessage): UrgentRule[] {
  const fired = URGENT_RULES.filter((rule) => urgentRuleFires(rule, message));
  return fired.sort((a, b) => (a.level === b.level ? 0 : a.level === 'emergency' ? -1 : 1));
}

/** "My son is 30": an age of 18 or more means the person asked about is not a child. */
function namesAnAdultAge(message: ReadMessage): boolean {
  const words = message.tokens.map((token) => token.word);
  return words.some((word, index) => {
    if (!/^\d{1,3}$/.test(word)) return false;
    const age = Number(word);
    const before = words[index - 1] ?? '';
    const after = words[index + 1] ?? '';
    const isAge = ['is', 'aged', 'age', 'turned', 'turning'].includes(before) || ['year', 'years', 'yr', 'yrs', 'yo'].includes(after);
    return isAge && age >= 18;
  });
}

/** The medicine or condition the rule recognised in the message, as the reply should name it; undefined when absent. */
export function cautionTrigger(rule: CautionRule, message: ReadMessage): string | undefined {
  if (rule.childrenOnly && namesAnAdultAge(message)) return undefined;
  for (const trigger of rule.triggers) {
    if (findPhrase(message, trigger).some((match) => liveMatch(message, match, rule.unless, true) && !pastOnly(message, match))) {
      return rule.display?.[trigger] ?? trigger;
    }
  }
  const near = patternMatches(message, undefined, rule.near).find((match) => liveMatch(message, match, rule.unless, true));
  if (near)
    return message.tokens
      .slice(near.start, near.end + 1)
      .map((token) => token.word)
      .join(' ')
      .includes('aspirin')
      ? 'daily aspirin'
      : (rule.triggers[0] ?? rule.id);
  return undefined;
}

/** "I had surgery years ago" or "stopped warfarin last year" no longer changes today's advice. */
function pastOnly(message: ReadMessage, match: PhraseMatch): boolean {
  const sentence = sentenceOf(message, match);
  return ['years ago', 'year ago', 'last year', 'used to', 'stopped taking', 'no longer take', 'came off', 'when i was'].some(
    (phrase) => findPhrase(sentence, phrase).length > 0,
  );
}

function conflictTopics(rule: CautionRule): (topicId: string) => boolean {
  if (rule.conflicts) {
    const conflicts = new Set(rule.conflicts);
    return (topicId) => conflicts.has(topicId);
  }
  if (rule.allowOnly) {
    const allowed = new Set(rule.allowOnly);
    return (topicId) => !allowed.has(topicId);
  }
  return () => false;
}

/** True when the rule forbids suggesting this catalog product (by slug). Unknown products always conflict. */
export function productConflicts(rule: CautionRule, slug: string): boolean {
  const ingredients = PRODUCT_INGREDIENTS[slug];
  if (!ingredients) return true;
  if (rule.childrenOnly) return !CHILD_PRODUCTS.has(slug);
  const conflicts = conflictTopics(rule);
  return ingredients.some(conflicts);
}

/** Topic ids the rule's interactions name, for choosing the caution's lead sentence. */
function interactionTopics(rule: CautionRule): Set<string> {
  return new Set(rule.interactions.flatMap((interaction) => interaction.topics));
}

const MAX_CONTEXT_TURNS = 5;

/**
 * Triage of the newest message with the conversation before it. Emergency and crisis come from the newest message;
 * a crisis named earlier in the conversation stays a crisis, and an emergency stays one while the follow-up names no
 * new topic ("it's spreading to my jaw"). Cautions gather over the whole conversation: "I take warfarin" then
 * "which omega-3 should I buy?" is still a warfarin question.
 */
export function triage(text: string, history: readonly TriageTurn[] = []): TriageResult {
  const current = readMessage(text.slice(0, MAX_CHAT_MESSAGE_LENGTH));
  const earlier = history
    .slice(-MAX_CONTEXT_TURNS)
    .filter((turn) => turn.sender === 'user')
    // A turn is read as far as a message may be long: a padded history cannot make triage slow.
    .map((turn) => readMessage(turn.text.slice(0, MAX_CHAT_MESSAGE_LENGTH)));

  let urgent = urgentRulesOf(current);
  if (urgent.length === 0) {
    const previous = earlier.at(-1);
    const previousUrgent = previous ? urgentRulesOf(previous) : [];
    const earlierCrisis = earlier.flatMap(urgentRulesOf).filter((rule) => rule.level === 'crisis');
    const currentTopics = findTopics(current).filter((mention) => mention.topic.kind !== 'symptom');
    if (previousUrgent.some((rule) => rule.level === 'emergency') && currentTopics.length === 0) {
      urgent = previousUrgent;
    } else if (earlierCrisis.length > 0) {
      urgent = [earlierCrisis[0] as UrgentRule];
    }
  }

  const conversation = [...earlier, current];
  // Only a caution needs the named topics: read them once, and only then.
  let namedTopicsRead: string[] | undefined;
  const namedTopics = () => (namedTopicsRead ??= conversation.flatMap((message) => findTopics(message).map((mention) => mention.topic.id)));
  const cautions: CautionFinding[] = [];
  for (const rule of CAUTION_RULES) {
    let medicine: string | undefined;
    for (const message of [current, ...[...earlier].reverse()]) {
      medicine = cautionTrigger(rule, message);
      if (medicine) break;
    }
    if (!medicine) continue;
    const conflicts = conflictTopics(rule);
    const interacting = interactionTopics(rule);
    const namedConflicts = [...new Set(namedTopics().filter((topicId) => conflicts(topicId) || interacting.has(topicId)))];
    cautions.push({ rule, medicine, namedConflicts });
  }

  const allergens = PRODUCT_ALLERGENS.filter(({ terms }) =>
    conversation.some((message) =>
      terms.some((term) =>
        [
          `allergic to ${term}`,
          `allergy to ${term}`,
          `${term} allergy`,
          `allergic to all ${term}`,
          `intolerant to ${term}`,
          `${term} intolerance`,
          `cant eat ${term}`,
          `cannot eat ${term}`,
        ].some((phrase) => findPhrase(message, phrase, false).some((match) => !isNegated(message, match))),
      ),
    ),
  ).map(({ allergen }) => allergen);

  const level: SafetyLevel | null = urgent[0]?.level ?? (cautions.length > 0 ? 'caution' : null);
  return { level, urgent, cautions, allergens };
}

/** True when no caution of the triage forbids the product. */
export function productAllowed(result: TriageResult, slug: string): boolean {
  if (result.level === 'emergency' || result.level === 'crisis') return false;
  if (PRODUCT_ALLERGENS.some(({ allergen, products }) => result.allergens.includes(allergen) && products.includes(slug))) return false;
  return result.cautions.every((caution) => !productConflicts(caution.rule, slug));
}
