// The default chat provider: no network. It reads what was asked (intent and topics, follow-ups resolved from the
// conversation), finds the curated answer for that topic and intent, and replies with the direct answer, one
// supporting fact and one next step, in the guardian's persona. Products come only from the approved catalog.
import { chatGuardian } from '@common/chat-guardians';
import type { KnowledgeIntent } from '@common/chat-intents';
import { chatTopic, CHILD_PRODUCTS, isStoreTopic, PRODUCT_INGREDIENTS } from '@common/chat-topics';
import type { ChatTopic } from '@common/chat-topics';
import type { ChatProductCard } from '@common/contracts/chat';
import type { GuardianId } from '@common/guardians';
import { GUARDIAN_IDS } from '@common/guardians';
import { greetingBand } from '@common/greetings';
import { PERSONAS } from '@common/personas';
import { formatDisplayDateOrNA } from '@common/dates';
import { expansionFor, findTopics } from './chat-lexicon';
import { readMessage } from './chat-text';
import type { TopicMention } from './chat-lexicon';
import { understand } from './chat-intent';
import type { Understanding } from './chat-intent';
import type { ChatAnswer, ChatProfile, ChatProvider, ChatQuestion } from './chat-provider';
import { searchTerms } from './knowledge-base';
import type { KnowledgeEntry, KnowledgeIndex } from './knowledge-base';
import { productAllowed } from './triage';
import { isMinor } from './triage-reading';
import { cautionPreamble } from './safety-replies';

const MAX_PRODUCTS = 3;
/** The issue's length budget: a reply stays under about 90 words. */
const WORD_BUDGET = 90;
const PRODUCT_RELEVANCE_SHARE = 0.3;
/** Within a topic's entries, what a guessed intent is worth against the question's words (search scaled to 0-100). */
const GUESSED_INTENT_WEIGHT = 40;
/** "A, B and C" as a British reader writes it. */
const PRODUCT_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });
/** Within a tier, what speaking of both compared things is worth. */
const COMPARISON_WEIGHT = 50;
const COMPARISON_MARKERS = new Set(['vs', 'versus', 'or', 'compared', 'than']);
/** Words generic to both sides of a comparison ("fish oil vs flaxseed oil": "oil" tells them apart from nothing). */
const GENERIC_SIDE_WORDS = new Set(['oil', 'tablet', 'capsul', 'powder', 'supplement', 'better', 'best', 'which', 'one', 'take', 'good']);

/** The content words on each side of "A vs B" / "A or B" (up to three words each), or undefined when none is found. */
function comparedSides(message: string): [string[], string[]] | undefined {
  const words = message
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  // "The difference between probiotic and prebiotic": "and" after "between" divides the sides.
  const between = words.indexOf('between');
  const joined = between >= 0 ? words.indexOf('and', between + 2) : -1;
  const at = joined > 0 ? joined : words.findIndex((word) => COMPARISON_MARKERS.has(word));
  if (at <= 0) return undefined;
  const side = (from: number, to: number) => searchTerms(words.slice(Math.max(0, from), to).join(' ')).filter((word) => !GENERIC_SIDE_WORDS.has(word));
  const before = side(at - 3, at);
  const after = side(at + 1, at + 4);
  return before.length > 0 && after.length > 0 ? [before, after] : undefined;
}

/** Within a tier, what a dose entry giving both the daily need and the upper limit is worth: it answers a dose fully. */
const WHOLE_DOSE_WEIGHT = 30;
/** A dose entry's answer that states a daily need ("adults need 600 IU", not "meets needs") and the upper limit. */
function givesNeedAndLimit(entry: KnowledgeEntry): boolean {
  return entry.answer?.intent === 'dose' && /\bneed\b/i.test(entry.text) && /upper limit/i.test(entry.text);
}

/** Within a tier, what each other topic of the question that an entry also speaks of is worth (at most two count). */
const CONTEXT_WEIGHT = 15;
/** The asker's diet outweighs the guardian's voice and the words: fish to a vegan, milk to the lactose intolerant. */
const DIET_TOPICS: ReadonlySet<string> = new Set(['plant-based', 'lactose', 'gluten']);
const DIET_WEIGHT = 60;
/**
 * A question about a child ("how much vitamin C does my 7 year old need?") is answered by the entry with children's
 * figures before the adult one, whatever else tips the order: more than a whole adult dose (WHOLE_DOSE_WEIGHT) and the
 * guardian's voice together. Anyone else's question is answered by the adult entry, by as much.
 */
const CHILD_WEIGHT = 60;
const SPEAKS_OF_CHILDREN =
  /\b(?:child|children|children's|kids?|babies|baby|infants?|toddlers?|teenagers?|teens?|adolescents?|school-age|aged? \d{1,2} to \d{1,2})\b/i;
const CHILD_ENTRIES = new WeakMap<KnowledgeEntry, boolean>();
/** Whether an entry's question is about children (an adult answer may mention them in passing), read once per entry. */
function speaksOfChildren(entry: KnowledgeEntry): boolean {
  let speaks = CHILD_ENTRIES.get(entry);
  if (speaks === undefined) {
    speaks = SPEAKS_OF_CHILDREN.test(entry.title);
    CHILD_ENTRIES.set(entry, speaks);
  }
  return speaks;
}
const SPOKEN_TOPICS = new WeakMap<KnowledgeEntry, ReadonlySet<string>>();
/** The topics an entry's title and text speak of, read once per entry. */
function topicsSpokenOf(entry: KnowledgeEntry): ReadonlySet<string> {
  let topics = SPOKEN_TOPICS.get(entry);
  if (!topics) {
    topics = new Set(findTopics(readMessage(`${entry.title}. ${entry.text}`)).map((mention) => mention.topic.id));
    SPOKEN_TOPICS.set(entry, topics);
  }
  return topics;
}
const ENTRY_WORDS = new WeakMap<KnowledgeEntry, readonly string[]>();
/** The words of an entry's question and answer as the index reads them, read once per entry. */
function entryWords(entry: KnowledgeEntry): readonly string[] {
  let words = ENTRY_WORDS.get(entry);
  if (!words) {
    words = [...new Set(searchTerms(`${entry.title} ${entry.text}`))];
    ENTRY_WORDS.set(entry, words);
  }
  return words;
}
/** Two words agree when equal, or when one of at least 4 letters starts the other ("fair" and "fairer"). */
function wordsAgree(asked: string, word: string): boolean {
  return asked === word || (asked.length >= 4 && word.length >= 4 && (word.startsWith(asked) || asked.startsWith(word)));
}
/** The share of the question's own words an entry holds: the search also counts the topic's expansion words. */
export function askedShare(asked: readonly string[], entry: KnowledgeEntry): number {
  if (asked.length === 0) return 0;
  const words = entryWords(entry);
  return asked.filter((word) => words.some((other) => wordsAgree(word, other))).length / asked.length;
}
/**
 * Within a tier, what holding all of the question's own words is worth: "does glutathione make skin fairer?" is
 * answered by the entry on glutathione and fair skin, not by the one on what glutathione is, though the topic's
 * expansion words match the second as well.
 */
const ASKED_WORDS_WEIGHT = 30;
/**
 * The guardian's voice: within a tier, the asked guardian's own entry before a shared one of about the same match, and
 * another guardian's entry last. Small beside ASKED_WORDS_WEIGHT, so a shared entry that holds more of the question wins.
 */
const OWN_VOICE = 15;
const SHARED_VOICE = 10;
const OTHER_VOICE = -30;

/** A question naming no known topic is answered only when the entry holds this share of its words (at least two). */
const UNRECOGNISED_WORD_SHARE = 0.5;
/** The topic an unanswered question is recorded under when it named none the chat knows. */
export const UNRECOGNISED_TOPIC = 'unrecognised';

export type PickIndex = (count: number) => number;
const randomIndex: PickIndex = (count) => Math.floor(Math.random() * count);

export interface KnowledgeIndexSource {
  index(): Promise<KnowledgeIndex>;
}

export interface ChatRetrieval {
  guardianId: GuardianId;
  understanding: Understanding;
  /** The curated answer (or science note, tip or habit) the reply is built on; null when nothing fits. */
  best: KnowledgeEntry | null;
  /** A habit of the guardian for the next step, when one matches the question. */
  habit: KnowledgeEntry | null;
  products: ChatProductCard[];
  /** Set when another guardian clearly owns the topic. */
  redirect: { guardianId: GuardianId } | null;
  /** The entries considered, best first, with their ranking value (what "Try a question" shows). */
  ranked: RankedEntry[];
  /** Set when no entry answers the named topic with the asked intent: the reply says so rather than answer another question. */
  gap: KnowledgeGap | null;
  /** The entry answering the second thing asked of the same topic (Understanding.alsoAsked), when there is one. */
  also: KnowledgeEntry | null;
}

/** A question the knowledge base cannot answer yet: its topic and what was asked about it. */
export interface KnowledgeGap {
  topic: string;
  intent: KnowledgeIntent;
  /** What the knowledge base can say about the topic instead. */
  known: KnowledgeIntent[];
}

/** Intents that ask for something specific: an entry of the same topic with another intent does not answer them. */
const SPECIFIC_INTENTS: ReadonlySet<KnowledgeIntent> = new Set(['dose', 'food_sources', 'timing', 'side_effects', 'testing']);

const INTENT_PHRASES: Readonly<Record<KnowledgeIntent, string>> = {
  what_is: 'what it is and does',
  dose: 'how much is needed',
  food_sources: 'which foods have it',
  symptoms: 'signs and causes',
  timing: 'when to take it',
  side_effects: 'whether it is safe',
  interactions: 'what it interacts with',
  testing: 'testing',
  product_choice: 'which kind to choose',
  comparison: 'how it compares',
  how_to: 'how to improve it',
};

export interface RankedEntry {
  entry: KnowledgeEntry;
  /** The topic-and-intent tier × 1000 plus the search score scaled to 0-100 plus the guardian's voice. */
  value: number;
}

/** How many considered entries a retrieval keeps for explaining itself. */
const RANKED_KEPT = 10;

/** Words of the guardian's area, for a reply to a question with no recognisable topic. */
const AREA_HINTS: Readonly<Record<GuardianId, string>> = {
  angio: 'circulation, blood pressure, cholesterol and heart-friendly food',
  regenera: 'healthy ageing, skin, antioxidants and cell repair',
  biome: 'digestion, bloating, probiotics and fibre',
  genomica: 'focus, memory, brain fog and nootropics',
  immuno: 'immunity, colds, vitamin D, vitamin C and zinc',
};

const SCORE_AREAS: Readonly<Record<GuardianId, string>> = {
  angio: 'circulation',
  regenera: 'renewal',
  biome: 'gut',
  genomica: 'cognitive',
  immuno: 'immunity',
};

/** "Which of my areas is weakest?", "where am I strongest?": a question about the asker's own scores across all five. */
const WEAKEST_CUE =
  /\b(weakest|lowest|worst|poorest|weak (?:area|spot|point|link)|lagging|falling behind|behind the most|need(?:s)? (?:the )?most (?:work|help|attention|improvement)|(?:improve|fix|work on|focus on|start with|tackle) (?:first|most)|most (?:room|need) (?:for|of) improvement|biggest (?:gap|problem|weakness)|bottom (?:area|score))\b/i;
const STRONGEST_CUE = /\b(strongest|highest|best (?:area|score)|doing (?:the )?best|most (?:improved|healthy))\b/i;
/** …about the asker's areas or scores ("which of my areas", "where am I"), not "the worst food for my gut". */
const OWN_RESULTS_CUE = /\b(areas?|scores?|results?|guardians?|assessment|where am i|where do i|which part|which one of|which of my|of my five)\b/i;

/** How people name each area when they quote a score: "gut 40", "my heart score is 70", "immunity: 42". */
const AREA_NAMES: Readonly<Record<GuardianId, string>> = {
  angio: 'circulation|circulatory|heart|cardio|angio',
  regenera: 'renewal|skin|ageing|aging|longevity|recovery|regenera',
  biome: 'gut|digestion|digestive|biome',
  genomica: 'cognitive|cognition|brain|focus|memory|mind|genomica',
  immuno: 'immunity|immune|immuno',
};
/** Each area's names as a whole word: "gut", "heart", "skin". */
const AREA_NAMED: Readonly<Record<GuardianId, RegExp>> = Object.fromEntries(
  GUARDIAN_IDS.map((guardianId) => [guardianId, wholeWordOf(AREA_NAMES[guardianId])]),
) as Record<GuardianId, RegExp>;

/** Any of the "|"-separated names as a whole word, in any case. */
function wholeWordOf(names: string): RegExp {
  return new RegExp(`\\b(?:${names})\\b`, 'i');
}
/** The first step for each area, said when the asker's lowest area is named. */
const AREA_FIRST_STEPS: Readonly<Record<GuardianId, string>> = {
  angio: 'Start with 150 minutes of brisk walking a week and less salt.',
  regenera: 'Start with daily sunscreen, 7 to 9 hours of sleep and enough protein.',
  biome: 'Start with more fibre (vegetables, dal, whole grains) and a daily bowl of curd or other fermented food.',
  genomica: 'Start with 7 to 9 hours of sleep and work in focused blocks with breaks.',
  immuno: 'Start with 7 to 9 hours of sleep, fruit and vegetables every day, and your vaccines up to date.',
};

/**
 * Areas of other quizzes and reports people quote beside ours ("sleep is my weakest area in the quiz (4/10)"): no
 * guardian's area, but a first step all the same (NHS "Insomnia", "Tiredness and fatigue", "Low mood",
 * "Water, drinks and your health", the Eatwell Guide and ICMR-NIN's dietary guidelines).
 */
const OTHER_AREAS = {
  sleep: {
    names: 'sleep',
    firstStep: 'Start with the same bedtime and wake time every day, no caffeine after midday, and screens off an hour before bed.',
  },
  energy: {
    names: 'energy|stamina',
    firstStep:
      'Start with regular meals with protein, enough water, daily movement and 7 to 9 hours of sleep; if tiredness lasts more than two weeks, a doctor can check iron, B12, vitamin D and thyroid with a blood test.',
  },
  mood: {
    names: 'mood|stress|mental wellbeing|wellbeing',
    firstStep:
      'Start with a daily walk outdoors in daylight, regular sleep, and time with people you like; if low mood lasts two weeks or more, talk to a doctor.',
  },
  nutrition: {
    names: 'nutrition|diet|vitamin status|vitamins',
    firstStep:
      'Start with variety every day: dal or other legumes, vegetables and fruit, whole grains, curd or milk, and a source of B12 if you are vegetarian; a blood test shows a real shortfall before you buy anything.',
  },
  hydration: {
    names: 'hydration|water intake',
    firstStep:
      'Start with about 8 glasses (2 litres) of fluid a day, more in heat or exercise, until your urine is pale yellow; water is best, and tea counts.',
  },
} as const;
type OtherArea = keyof typeof OTHER_AREAS;
const OTHER_AREA_IDS = Object.keys(OTHER_AREAS) as OtherArea[];
const OTHER_AREA_NAMED: Readonly<Record<OtherArea, RegExp>> = Object.fromEntries(
  OTHER_AREA_IDS.map((area) => [area, wholeWordOf(OTHER_AREAS[area].names)]),
) as Record<OtherArea, RegExp>;

/**
 * Scores the asker quotes in the message ("my gut score is 40 and immunity 42"), by area; at most one per area.
 * Only scores of 0 to 100 right after an area's name (with "score", "is", ":" or "=" between) count.
 */
export function statedScores(message: string): Partial<Record<GuardianId, number>> {
  const found: Partial<Record<GuardianId, number>> = {};
  for (const guardianId of GUARDIAN_IDS) {
    const pattern = new RegExp(`\\b(?:${AREA_NAMES[guardianId]})(?:\\s+(?:area|health))?(?:\\s+score)?(?:\\s*(?:is|was|=|:|-|of|at))?\\s*(\\d{1,3})\\b`, 'i');
    const score = Number(pattern.exec(message)?.[1]);
    if (Number.isInteger(score) && score >= 0 && score <= 100) found[guardianId] = score;
  }
  return found;
}

/** "Your lowest area is gut, 41 on Nov 3 (then immunity 42, …). Commander Biome looks after it…" */
function rankingSentence(ranked: readonly { guardianId: GuardianId; score: number }[], weakest: boolean, lead: string, when = ''): string | undefined {
  const first = ranked[0];
  if (!first) return undefined;
  const guardian = chatGuardian(first.guardianId);
  const others = ranked
    .slice(1)
    .map((entry) => `${SCORE_AREAS[entry.guardianId]} ${entry.score}`)
    .join(', ');
  return `${lead} ${SCORE_AREAS[first.guardianId]}, ${first.score}${when}${others ? ` (then ${others})` : ''}. ${
    weakest ? `${guardian.name} looks after it: a good place to start. ${AREA_FIRST_STEPS[first.guardianId]}` : `${guardian.name} looks after it.`
  }`;
}

/**
 * The answer about the asker's lowest or highest area, from the scores the message quotes (two or more), else from
 * their own latest assessment; undefined if not asked.
 */
export function areaRankingAnswer(message: string, profile: ChatProfile | null): string | undefined {
  const weakest = WEAKEST_CUE.test(message);
  const strongest = !weakest && STRONGEST_CUE.test(message);
  if (!weakest && !strongest) return undefined;
  const order = (a: { score: number }, b: { score: number }) => (weakest ? a.score - b.score : b.score - a.score);
  const stated = Object.entries(statedScores(message)).map(([guardianId, score]) => ({ guardianId: guardianId as GuardianId, score: score ?? 0 }));
  if (stated.length >= 2) return rankingSentence(stated.sort(order), weakest, `Of the scores you gave, the ${weakest ? 'lowest' : 'strongest'} is`);
  if (!OWN_RESULTS_CUE.test(message)) return undefined;
  // "My gut score is 38, my weakest area: what do I start with?" The asker names the area and asks not which it is:
  // answer for it ("my gut is 40, which area should I work on first?" asks the ranking; "…my lowest score, which
  // surprised me" does not).
  const named = GUARDIAN_IDS.filter((guardianId) => AREA_NAMED[guardianId].test(message));
  const [only] = named;
  const asksWhich = /\b(?:which (?:area|areas|one|of)|where am i)\b/i.test(message);
  const otherNamed = OTHER_AREA_IDS.filter((area) => OTHER_AREA_NAMED[area].test(message));
  if (weakest && named.length === 0 && otherNamed.length === 1 && otherNamed[0] && !asksWhich) {
    return `You say your lowest area is ${otherNamed[0]}. ${OTHER_AREAS[otherNamed[0]].firstStep}`;
  }
  if (weakest && named.length === 1 && only && !asksWhich) {
    const guardian = chatGuardian(only);
    const score = stated[0]?.guardianId === only ? `, ${stated[0].score}` : '';
    return `You say your lowest area is ${SCORE_AREAS[only]}${score}. ${guardian.name} looks after it: a good place to start. ${AREA_FIRST_STEPS[only]}`;
  }
  if (!profile) return 'Take the Guardian Assessment and I can tell you which of your five areas is lowest and where to start.';
  const ranked = GUARDIAN_IDS.map((guardianId) => ({ guardianId, score: profile.scores[guardianId] })).sort(order);
  return rankingSentence(ranked, weakest, `Your ${weakest ? 'lowest' : 'strongest'} area is`, ` on ${formatDisplayDateOrNA(profile.assessedAt)}`);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** How a fact reads in a reply: a curated answer's own words, a habit's title and description, a note as written. */
export function factText(entry: KnowledgeEntry): string {
  return entry.kind === 'habit' ? `${asSentence(entry.title)} ${asSentence(entry.text)}` : asSentence(entry.text);
}

/** The first sentence of a persona greeting: short, so the answer comes quickly. */
export function shortGreeting(greeting: string): string {
  return /^.+?[.!?](?=\s|$)/.exec(greeting)?.[0] ?? greeting;
}

/** A message with no letter or digit of any script we read (emoji, punctuation) or only another script. */
function unreadable(message: string): boolean {
  return !/[a-z0-9]/i.test(message.normalize('NFKD'));
}

/** "Your gut score was 42 on Nov 3, 2026 — your lowest." Only the asker's own latest assessment. */
export function personalLine(profile: ChatProfile, guardianId: GuardianId): string {
  const score = profile.scores[guardianId];
  const values = GUARDIAN_IDS.map((id) => profile.scores[id]);
  const rank = score <= Math.min(...values) ? ' — your lowest, so this is a good place to start' : score >= Math.max(...values) ? ' — your strongest' : '';
  return `Your ${SCORE_AREAS[guardianId]} score was ${score} on ${formatDisplayDateOrNA(profile.assessedAt)}${rank}.`;
}

const PERSONAL_CUES = [
  'my score',
  'my scores',
  'my result',
  'my results',
  'my assessment',
  'where do i start',
  'where should i start',
  'what should i focus',
  'my progress',
];

export class EmbeddedChatProvider implements ChatProvider {
  readonly name = 'embedded';
  readonly #knowledge: KnowledgeIndexSource;
  readonly #pick: PickIndex;

  /** `pick` chooses among a persona's greetings; tests pass a fixed one. */
  constructor(knowledge: KnowledgeIndexSource, pick: PickIndex = randomIndex) {
    this.#knowledge = knowledge;
    this.#pick = pick;
  }

  async answer(question: ChatQuestion): Promise<ChatAnswer> {
    const retrieval = await this.retrieve(question);
    return {
      message: this.compose(question, retrieval),
      products: retrieval.products,
      redirectGuardianId: retrieval.redirect?.guardianId ?? null,
      answeredBy: 'embedded',
      unanswered: retrieval.gap ? { topic: retrieval.gap.topic, intent: retrieval.gap.intent } : undefined,
    };
  }

  async retrieve(question: ChatQuestion): Promise<ChatRetrieval> {
    const index = await this.#knowledge.index();
    const own = question.guardianId;
    const earlierUserTurns = question.history.filter((turn) => turn.sender === 'user').map((turn) => turn.text);
    const understanding = understand(question.message, earlierUserTurns, own);
    const { topics, intent } = understanding;
    const primary = topics[0];

    // Hand off only when another guardian clearly owns the topic and nothing asked is this guardian's own.
    const owner = primary?.topic.owner;
    const redirect = owner && owner !== own && !topics.some((mention) => mention.topic.owner === own) ? { guardianId: owner } : null;

    const query = `${question.message} ${understanding.followUp ? topics.map((mention) => mention.topic.label).join(' ') : ''} ${expansionFor(topics.slice(0, 2))}`;
    const topicIds = new Set(topics.flatMap((mention) => [mention.topic.id, ...(mention.topic.related ?? [])]));
    const speaker = redirect?.guardianId ?? own;
    const hits = index.search(query, {
      kinds: ['answer', 'science', 'tip', 'habit'],
      filter: (entry) => entry.guardianId === null || entry.guardianId === speaker || entry.kind === 'answer',
    });

    // Tiers decide, the search score orders within a tier: the named topic with the asked intent, another named topic
    // with that intent, the named topic with another intent, any named topic, then whatever the words match.
    // An intent only guessed from the topic ("my cuff says 118/76, what do the readings mean?" names no "how much" or
    // "which foods") does not outrank the question's own words: it tips the order within the topic's tier instead.
    const stated = understanding.intentStated;
    // "Does magnesium help sleep?": an entry on either that speaks of the other answers it best.
    const evidence = understanding.evidenceFor ? topics.find((mention) => mention.topic.id === understanding.evidenceFor) : undefined;
    const speaksOfBoth = (entry: KnowledgeEntry, curated: NonNullable<KnowledgeEntry['answer']>) => {
      if (!evidence || !primary) return false;
      const other = curated.topic === primary.topic.id ? evidence.topic : curated.topic === evidence.topic.id ? primary.topic : undefined;
      return other !== undefined && findTopics(readMessage(`${entry.title}. ${entry.text}`)).some((mention) => mention.topic.id === other.id);
    };
    const tierOf = (entry: KnowledgeEntry): number => {
      const curated = entry.answer;
      if (!curated) return 0;
      if (speaksOfBoth(entry, curated)) return 6;
      // The store's entries each answer a few questions in their own words ("can I download my data?" is an account
      // entry of another intent than "how do I delete it?"): among the store topics named, the words decide.
      // Of two store topics named ("is delivery free? my order is ₹450"), the one asked about first leads.
      if (isStoreTopic(curated.topic) && topicIds.has(curated.topic)) return curated.topic === primary?.topic.id ? 5.5 : 5;
      const onPrimary = curated.topic === primary?.topic.id;
      const onTopic = topicIds.has(curated.topic);
      const onIntent = curated.intent === intent && stated;
      if (onPrimary && onIntent) return 5;
      if (onTopic && onIntent) return 4;
      if (onPrimary) return 3;
      if (onTopic) return 2;
      return topics.length === 0 && onIntent ? 1 : 0;
    };
    const guessBonus = (entry: KnowledgeEntry) => (!stated && entry.answer?.intent === intent ? GUESSED_INTENT_WEIGHT : 0);
    // "Omega-3 for a vegan", "calcium without milk": within a tier, the entry that also speaks of the question's other
    // topics (the asker's diet, the body area, the second nutrient) answers this asker best.
    const others = new Set(topics.map((mention) => mention.topic.id));
    const context = (entry: KnowledgeEntry) => {
      const own = entry.answer?.topic;
      const shared = [...topicsSpokenOf(entry)].filter((id) => id !== own && others.has(id));
      return CONTEXT_WEIGHT * Math.min(shared.length, 2) + DIET_WEIGHT * shared.filter((id) => DIET_TOPICS.has(id)).length;
    };
    // About someone under 18: the triage's child caution ("my daughter is 27" gets none), or a child, a baby or an age
    // under 18 read where no caution was ("how many hours should a 9 year old sleep?"; "a 72 yr old" is an adult). An
    // entry about children answers no one else.
    const aboutChild = question.triage.cautions.some((caution) => caution.rule.childrenOnly) || isMinor(question.triage);
    const forChild = (entry: KnowledgeEntry) => (speaksOfChildren(entry) ? (aboutChild ? CHILD_WEIGHT : -CHILD_WEIGHT) : 0);
    const voice = (entry: KnowledgeEntry) => (entry.guardianId === speaker ? OWN_VOICE : entry.guardianId === null ? SHARED_VOICE : OTHER_VOICE);
    const asked = [...new Set(searchTerms(question.message))];
    const holds = (entry: KnowledgeEntry) => ASKED_WORDS_WEIGHT * askedShare(asked, entry);
    // Search scores grow with the length of the (expanded) query: scale them to 0-100.
    const topScore = hits[0]?.score ?? 1;
    // "Fish oil vs flaxseed oil": within a tier, the entry that speaks of both sides compares what was asked.
    const sides = intent === 'comparison' ? comparedSides(question.message) : undefined;
    const compares = (entry: KnowledgeEntry) => {
      if (!sides) return 0;
      const words = new Set(searchTerms(`${entry.title} ${entry.text}`));
      return sides.every((side) => side.some((word) => words.has(word))) ? COMPARISON_WEIGHT : 0;
    };
    const wholeDose = (entry: KnowledgeEntry) => (intent === 'dose' && givesNeedAndLimit(entry) ? WHOLE_DOSE_WEIGHT : 0);
    const candidates = hits.map((hit) => ({
      entry: hit.entry,
      value:
        1000 * tierOf(hit.entry) +
        wholeDose(hit.entry) +
        (100 * hit.score) / topScore +
        voice(hit.entry) +
        guessBonus(hit.entry) +
        context(hit.entry) +
        compares(hit.entry) +
        forChild(hit.entry) +
        holds(hit.entry),
    }));
    // Entries of the named topic that share no word with the question still answer it ("how much of it?").
    for (const entry of index.entries) {
      if (entry.answer && topicIds.has(entry.answer.topic) && !hits.some((hit) => hit.entry.id === entry.id))
        candidates.push({
          entry,
          value: 1000 * tierOf(entry) + wholeDose(entry) + voice(entry) + guessBonus(entry) + context(entry) + compares(entry) + forChild(entry) + holds(entry),
        });
    }
    candidates.sort((a, b) => b.value - a.value);
    const best = candidates.find((candidate) => candidate.entry.kind !== 'habit' || topics.length === 0)?.entry ?? null;
    const habit = redirect ? null : (hits.find((hit) => hit.entry.kind === 'habit' && hit.entry.guardianId === own)?.entry ?? null);

    // The triage's filter applies before the reply is written, so its text never names a product the cards may not show.
    const products = redirect ? [] : this.#chooseProducts(index, question, understanding, primary).filter((card) => productAllowed(question.triage, card.slug));
    const gap = redirect || !best ? null : primary ? gapOf(index, primary.topic, intent, tierOf(best)) : unrecognisedGap(question.message, best, intent);
    // "How much calcium a day, and which foods?": the best-placed entry of the same topic with the other intent.
    const alsoAsked = understanding.alsoAsked;
    const also =
      redirect || !best || !primary || !alsoAsked || best.answer?.topic !== primary.topic.id
        ? null
        : (candidates.find(
            ({ entry }) =>
              entry.id !== best.id &&
              entry.answer?.topic === primary.topic.id &&
              entry.answer.intent === alsoAsked &&
              // A children's entry answers only a child, and ranking puts it first for one.
              (aboutChild || !speaksOfChildren(entry)),
          )?.entry ?? null);
    return { guardianId: own, understanding, best, habit, products, redirect, ranked: candidates.slice(0, RANKED_KEPT), gap, also };
  }

  /**
   * A named nutrient or herb: the products made of it first (from any guardian). A symptom: products of the
   * nutrients worth checking. Otherwise, for questions that ask what to do or buy: the guardian's own matching products.
   */
  #chooseProducts(index: KnowledgeIndex, question: ChatQuestion, understanding: Understanding, primary: TopicMention | undefined): ChatProductCard[] {
    // Children's products only for a child (the child caution): "any product for my Goa trip" is an adult's.
    const forChild = question.triage.cautions.some((caution) => caution.rule.childrenOnly);
    const cards = index.entries.flatMap((entry) => (entry.product && (forChild || !CHILD_PRODUCTS.has(entry.product.slug)) ? [entry.product] : []));
    const bySlugs = (topicIds: readonly string[]) => {
      const main = cards.filter((card) => topicIds.includes(PRODUCT_INGREDIENTS[card.slug]?.[0] ?? ''));
      const containing = cards.filter(
        (card) => !main.includes(card) && (PRODUCT_INGREDIENTS[card.slug] ?? []).some((ingredient) => topicIds.includes(ingredient)),
      );
      const ownFirst = (list: ChatProductCard[]) =>
        [...list].sort((a, b) => Number(b.guardian === question.guardianId) - Number(a.guardian === question.guardianId));
      return [...ownFirst(main), ...ownFirst(containing)];
    };
    if (['interactions', 'side_effects', 'testing'].includes(understanding.intent)) return [];
    // A question about a medicine is answered with knowledge and the pharmacist, never with something to buy.
    if (primary?.topic.kind === 'medicine') return [];
    const named = understanding.topics
      .filter((mention) => mention.topic.kind === 'nutrient' || mention.topic.kind === 'herb')
      .map((mention) => mention.topic.id);
    if (named.length > 0) return bySlugs(named).slice(0, MAX_PRODUCTS);
    if (primary?.topic.kind === 'symptom' && primary.topic.relatedNutrients) return dedupe(bySlugs(primary.topic.relatedNutrients)).slice(0, MAX_PRODUCTS);
    if (!['how_to', 'product_choice', 'what_is', 'symptoms'].includes(understanding.intent) || understanding.topics.length === 0) return [];
    const categories = new Set(chatGuardian(question.guardianId).productCategories);
    const hits = index.search(`${question.message} ${expansionFor(understanding.topics.slice(0, 2))}`, {
      kinds: ['product'],
      filter: (entry) => entry.product?.categories.some((category) => categories.has(category)) ?? false,
    });
    const bestScore = hits[0]?.score ?? 0;
    return hits
      .filter((hit) => hit.score >= bestScore * PRODUCT_RELEVANCE_SHARE)
      .slice(0, MAX_PRODUCTS)
      .flatMap((hit) => (hit.entry.product ? [hit.entry.product] : []));
  }

  /** Direct answer, one supporting fact, one next step; a short greeting only on the first reply of a conversation. */
  compose(question: ChatQuestion, retrieval: ChatRetrieval): string {
    const guardian = chatGuardian(question.guardianId);
    const firstReply = !question.history.some((turn) => turn.sender === 'guardian');
    const greetings = PERSONAS[question.guardianId].greetings[greetingBand(question.localHour)];
    const greeting = firstReply && question.triage.level !== 'caution' ? shortGreeting(greetings[this.#pick(greetings.length)] ?? greetings[0] ?? '') : '';

    if (unreadable(question.message)) {
      return [
        greeting,
        `I can only read questions written in English for now. Ask me about ${AREA_HINTS[question.guardianId]}, for example: "${guardian.quickQuestions[0]?.text ?? ''}"`,
      ]
        .filter(Boolean)
        .join(' ');
    }

    const ranking = areaRankingAnswer(question.message, question.profile);
    if (ranking) return [greeting, ranking].filter(Boolean).join(' ');

    const { best, understanding, redirect } = retrieval;
    const primary = understanding.topics[0];
    if (!best) {
      return [greeting, `I am not sure I understood. I can help with ${AREA_HINTS[question.guardianId]}: try "${guardian.quickQuestions[0]?.text ?? ''}"`]
        .filter(Boolean)
        .join(' ');
    }

    if (retrieval.gap) return [greeting, gapReply(retrieval.gap, question.guardianId)].filter(Boolean).join(' ');

    const direct = factText(best);
    const also = retrieval.also ? factText(retrieval.also) : '';
    // An admin-written entry may come without a supporting fact.
    const support = best.answer?.detail.trim() ? asSentence(best.answer.detail) : '';
    const doctor = understanding.topics.find((mention) => mention.topic.seeDoctor)?.topic.seeDoctor ?? '';
    const personal =
      question.profile && (firstReply || PERSONAL_CUES.some((cue) => question.message.toLowerCase().includes(cue))) && !redirect
        ? personalLine(question.profile, question.guardianId)
        : '';

    // "Which of your products for bloating?": the answer names what the store has, before anything else is dropped.
    const asksForProducts = understanding.intent === 'product_choice' && retrieval.products.length > 0 && !redirect;
    let next: string;
    if (asksForProducts) {
      const names = retrieval.products.slice(0, MAX_PRODUCTS).map((product) => product.name);
      next = `From our range: ${PRODUCT_LIST.format(names)} ${names.length === 1 ? 'is' : 'are'} below.`;
    } else if (redirect) {
      const other = chatGuardian(redirect.guardianId);
      next = `${primary ? capitalise(primary.topic.label) : 'This'} is ${other.name}'s area: choose 'Talk to ${other.name}' to go deeper.`;
    } else if (retrieval.products[0] && !doctor) {
      next = `If you want a supplement, ${retrieval.products[0].name} is below.`;
    } else if (retrieval.habit && !doctor) {
      next = `One habit to start with: ${asSentence(retrieval.habit.title).toLowerCase()}`;
    } else if (!doctor) {
      next = 'The Guardian Assessment shows where to start.';
    } else {
      next = '';
    }

    // Spend the word budget on what matters most: the answer, the doctor line, the hand-off, then the rest.
    const parts = { greeting, direct, also, support, personal, doctor, next };
    const order: (keyof typeof parts)[] = ['greeting', 'direct', 'also', 'personal', 'support', 'doctor', 'next'];
    const dropFirst: (keyof typeof parts)[] = ['greeting', 'support', 'personal', ...(redirect || asksForProducts ? [] : (['next'] as const)), 'also'];
    const total = () => order.reduce((sum, key) => sum + wordCount(parts[key]), 0);
    // A caution's lead (added by the service) shares the budget.
    const budget = WORD_BUDGET - (question.triage.level === 'caution' ? wordCount(cautionPreamble(question.triage)) : 0);
    for (const key of dropFirst) {
      if (total() <= budget) break;
      parts[key] = '';
    }
    return order
      .map((key) => parts[key])
      .filter(Boolean)
      .join(' ');
  }
}

/**
 * No gap when the best entry is about a named topic with the asked intent (tiers 4-5), or about the topic and the
 * question asks nothing specific; a gap when it is about none of the named topics, or a nutrient or herb without the
 * specific thing asked ("how much" answered with what it is). Lifestyle and area topics (sleep, exercise, heart
 * health) are answered by their how-to entries, whatever the wording.
 */
function gapOf(index: KnowledgeIndex, topic: ChatTopic, intent: KnowledgeIntent, tier: number): KnowledgeGap | null {
  if (tier >= 4) return null;
  // A medicine's dose is the prescriber's and pharmacist's to give: "how much Dolo" is never answered with what it is.
  const specific = (SPECIFIC_INTENTS.has(intent) && (topic.kind === 'nutrient' || topic.kind === 'herb')) || (topic.kind === 'medicine' && intent === 'dose');
  if (tier >= 2 && !specific) return null;
  return gapOn(index, topic.id, intent);
}

/**
 * A question that names no known topic ("are raw kidney beans poisonous?") is answered only when the best entry
 * holds most of its words; a loose match on one or two common words would answer another question.
 */
function unrecognisedGap(message: string, best: KnowledgeEntry, intent: KnowledgeIntent): KnowledgeGap | null {
  const asked = [...new Set(searchTerms(message))];
  const entryWords = new Set(searchTerms(`${best.title} ${best.text} ${best.area}`));
  const held = asked.filter((word) => entryWords.has(word)).length;
  if (held >= 2 && held >= UNRECOGNISED_WORD_SHARE * asked.length) return null;
  return { topic: UNRECOGNISED_TOPIC, intent, known: [] };
}

function gapOn(index: KnowledgeIndex, topic: string, intent: KnowledgeIntent): KnowledgeGap {
  const known = [...new Set(index.entries.flatMap((entry) => (entry.answer?.topic === topic ? [entry.answer.intent] : [])))].filter(
    (known) => known !== intent,
  );
  return { topic, intent, known };
}

/** "About vitamin D I can tell you what it is and does and which foods have it." */
export function gapReply(gap: KnowledgeGap, guardianId: GuardianId): string {
  if (gap.topic === UNRECOGNISED_TOPIC)
    return `I do not have a reliable answer to that yet, so I will not guess. I can help with ${AREA_HINTS[guardianId]}; for anything else, an expert can answer: choose Find an expert.`;
  const label = chatTopic(gap.topic)?.label ?? gap.topic;
  const known = gap.known.slice(0, 3).map((intent) => INTENT_PHRASES[intent]);
  const offer =
    known.length > 0 ? ` About ${label} I can tell you ${known.length > 1 ? `${known.slice(0, -1).join(', ')} and ${known.at(-1)}` : known[0]}.` : '';
  return `I do not have a reliable answer on ${INTENT_PHRASES[gap.intent]} for ${label} yet, so I will not guess.${offer} An expert can answer the rest: choose Find an expert.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function dedupe(cards: ChatProductCard[]): ChatProductCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(card.id) && seen.add(card.id));
}
