// What a question asks for (common/chat-intents.ts) and what it is about, with follow-ups ("how much of it?")
// resolved against the conversation before it.
import type { KnowledgeIntent } from '@common/chat-intents';
import { isStoreTopic } from '@common/chat-topics';
import type { ChatTopic } from '@common/chat-topics';
import type { GuardianId } from '@common/guardians';
import { findTopics } from './chat-lexicon';
import type { TopicMention } from './chat-lexicon';
import { findPhrase, readMessage } from './chat-text';
import type { ReadMessage } from './chat-text';

/**
 * A phrase of an intent: words as findPhrase reads them, or a pattern over the message's normalised words for what a
 * word list cannot say ("100mg" written as one word, "is 100mg enough").
 */
type IntentCue = string | RegExp;

/**
 * An amount written as one word ("100mg", "5g", "1000iu"), or one judged against need ("is 100mg enough"); "is flaxseed
 * enough or do I need fish?" weighs two sources instead.
 */
const AMOUNT_CUES: readonly RegExp[] = [/\b\d+(?:mg|mcg|ug|g|gm|gms|grams?|iu)\b/, /\b(?:is|are) (?:\w+ ){0,4}enough\b(?!.*\bor\b)/];

function cueOccurs(message: ReadMessage, cue: IntentCue): boolean {
  return typeof cue === 'string' ? findPhrase(message, cue).length > 0 : cue.test(message.text);
}

/**
 * "Diet" asks for foods ("what diet helps IBS?"), unless it names a kind of diet: "lost 12 kg on a crash diet" tells
 * what happened, "what is the low FODMAP diet?" asks what it is.
 */
const DIET_ASKED =
  /(?<!\b(?:crash|fad|keto|ketogenic|fodmap|paleo|atkins|liquid|juice|soup|starvation|extreme|dash|mediterranean|gm|military|carb|calorie) )\bdiet\b/;

/**
 * A question sentence that is only "why?" (or "why does this happen?") after a description asks for its causes:
 * "always tired even after 8 hrs sleep. why?", not "why is vitamin D important?".
 */
const BARE_WHY =
  /^(?:so |but |and |then |ok |okay )?why(?: (?:is|does) (?:this|it|that) happen(?:ing)?| (?:this|it|that) happens?| (?:this|it) happening| so| though| exactly| tho)?$/;

/** A question sentence that is only "normal?" (or "is this normal?") after a description asks whether it is a symptom. */
const BARE_NORMAL = /^(?:so |but |and |ok |okay )?(?:is (?:this|it|that) )?normal$/;

/** Checked in this order: the first intent whose phrases occur wins ("can I take X with Y" before "how much"). */
const INTENT_PHRASES: readonly (readonly [KnowledgeIntent, readonly IntentCue[]])[] = [
  // "Before or after a workout?" is a question of when, not a comparison of two things.
  [
    'timing',
    [
      'before or after',
      'morning or night',
      'morning or evening',
      'night or morning',
      'day or night',
      'or morning',
      'or at night',
      'or night',
      'or anytime',
      'or any time',
      // "With a meal or on an empty stomach?" asks when, though it says "or".
      'or empty stomach',
      'or on an empty stomach',
      'empty stomach or',
      'meal or',
      'food or',
      'or with food',
      'or with a meal',
      'or after food',
      'or before food',
    ],
  ],
  [
    'comparison',
    [
      'difference between',
      'differences between',
      'vs',
      'versus',
      'better than',
      'compared to',
      'compare',
      'which is better',
      'which one is better',
      // "Glycinate vs citrate vs oxide, what's the actual difference?", "is flaxseed oil the same as fish oil?"
      'the difference',
      'actual difference',
      'any difference',
      'same as',
      // Hinglish "what is the difference": "dono me kya fark hai?"
      'fark',
      'farak',
      'or',
    ],
  ],
  [
    'interactions',
    [
      'with my',
      'interact*',
      'together with',
      'together',
      'at the same time as',
      'at the same time',
      'alongside',
      'combine',
      // "Mix it with my thyroid pill" names a second thing; "mix in what?" asks how to take one.
      'mix with',
      'mix it with',
      'mixing with',
      'take it with',
      'along with',
      'on medication',
      'while taking',
      'while on',
      // "Can I take Dolo with a cold tablet?": a second medicine, unnamed.
      /\bwith (?:a |an |any |my |other |another |the |this )?(?:\w+ ){0,2}(?:tablets?|pills?|medicines?|meds|syrups?)\b/,
    ],
  ],
  // "How many weeks till it works?" asks when, not how much.
  ['timing', ['how many weeks', 'how many days', 'how many months', 'how long', 'how soon']],
  // "Iron rich foods on a budget of 150 rs a day" asks for foods, whatever amount it names.
  [
    'food_sources',
    [
      'which food*',
      'what food*',
      // "Any foods that help make melatonin or have tryptophan?"
      'any food*',
      'rich food*',
      'foods rich',
      'foods high in',
      'food source*',
      // "B6 sources? want to avoid a supplement", "natural sources of iodine"
      'sources',
      'natural source*',
      // "Which veggies have nitrate?", "nitrate rich vegetables for blood flow?": the foods are what is asked for.
      'which|what veggie*|veg|vegetable*|fruit*',
      'rich veggie*|vegetable*|fruit*',
      // "Cheap fruits with good vitamin C?"
      'veggie*|vegetable*|fruits with|having|containing',
      // Hinglish: "vit d kis food mein hota hai?", "kis cheez mein milta hai?"
      'kis|kaunse|kaunsa food|foods|cheez|cheezon|khane',
      'kaun se food|foods|cheez',
      'kisme|kismein hota|milta|paya',
      'kis mein|me|main hota|milta|paya',
    ],
  ],
  ['dose', ['how much', 'how many']],
  [
    'timing',
    [
      'when should',
      'when do i take',
      'when to take',
      'what time',
      'best time',
      'morning or night',
      'morning or evening',
      'night or morning',
      'before or after',
      'empty stomach',
      'with food',
      'with a meal',
      'before bed',
      'timing',
      'when is best',
      'when is the best',
      'when is it best',
      'or in the morning',
      'or in the evening',
      'switch to night|evening|morning',
      'take it at night',
      // Ramadan: before dawn or after sunset.
      'sehri',
      'suhoor',
      'iftar',
      'kab lena',
      'kab leni',
      'kab lu',
      'kab khana',
      // "How should I take it?", "how do I take the sachet?": when and with what, not which product.
      'how should i take',
      'how do i take',
      'how else should i take|how else can i take|how else do i take|how else to take',
      // Hinglish "morning or night": "subah lena chahiye ya raat ko?"
      'subah lena|leni|lu|lun|khana|khani',
      'raat ko lena|leni|lu|lun|khana|khani',
      'subah ya raat',
      'raat ya subah',
    ],
  ],
  [
    'side_effects',
    [
      'too much',
      'side effect*',
      'safe',
      'safety',
      'harmful',
      'dangerous',
      'risk*',
      'toxic*',
      'overdose',
      'bad for',
      'how bad',
      'is it ok',
      'okay to take',
      // "Is 10,000 IU a day alright?", "every night for 6 months, is that ok?", "any harm in continuing?"
      'alright',
      'is that ok|okay',
      'is it okay',
      'any harm',
      'harm in',
    ],
  ],
  [
    'dose',
    [
      'how much',
      'how many',
      'dose',
      'doses',
      'dosage',
      'dosing',
      'how often',
      'kitna',
      'kitni',
      'kitne',
      'daily amount',
      'rda',
      'recommended amount',
      'recommended intake',
      'requirement*',
      // "calcium requirment, whats the UL?"
      'requirment*',
      'ul',
      'tolerable upper',
      'daily need*',
      'right amount',
      'normal dose',
      'how many grams',
      'upper limit',
      // "Is 50 mg of B6 over the limit?", "evion 400 daily, is that within limit?"
      'within|over|under|above|below|past limit',
      'within|over|under|above|below|past the limit',
      'maximum',
      'max',
      'per day',
      'a day',
      'mg',
      'iu',
      'mcg',
      ...AMOUNT_CUES,
    ],
  ],
  ['testing', ['test', 'tested', 'testing', 'blood test', 'check my level*', 'levels checked', 'am i deficient', 'deficient', 'screening', 'get checked']],
  [
    'food_sources',
    [
      'which food*',
      'what food*',
      'which fruit*',
      'what fruit*',
      'which vegetable*',
      'what vegetable*',
      'which veg',
      'foods',
      'food source*',
      // "B6 sources?", "best natural source of iodine"
      'sources',
      'source of',
      'natural source*',
      'good source*',
      'best source*',
      'foods rich',
      'rich food*',
      'foods high in',
      'foods with',
      'rich in',
      // "What to eat", not "painful to eat" or "still ok to eat?", which ask nothing about foods.
      'what to eat',
      'what can i eat',
      'foods|things to eat',
      'should i eat',
      'where do i get',
      'where can i get',
      'where to get',
      'source of',
      'sources of',
      'from food',
      'from my diet',
      'in food',
      DIET_ASKED,
      // "How to follow low FODMAP diet with Indian food": what to eat on the diet it names.
      /\b(?:follow|following|start|starting)(?: \w+){0,3} diet\b/,
      'eat more',
      'recipes',
      // "High fibre breakfast ideas", Hinglish "kya khau?" (what should I eat).
      'breakfast|lunch|dinner|snack|snacks|meal|meals idea*|option*',
      'kya khau|khaun|khaon|khaye|khayein|khana',
    ],
  ],
  ['how_to', ['best way', 'best ways']],
  [
    'product_choice',
    [
      'best',
      'which supplement',
      'which product',
      'which products',
      'what product',
      'what products',
      'any product',
      'any products',
      'your products',
      'your product',
      'your range',
      'your shop',
      'your store',
      'from your',
      'order from you',
      'can i order',
      'anything for',
      'something for',
      'which brand',
      'which one',
      'which form',
      'what kind',
      'what type',
      'which type',
      'best form',
      'best type',
      'best brand',
      'should i buy',
      'to buy',
      'recommend a',
      'recommend me',
      'which probiotic',
      'which vitamin',
      'which magnesium',
      'which omega',
      'which collagen',
      'which fish oil',
      'what should i take',
      'what can i take',
      'should i take',
    ],
  ],
  [
    'symptoms',
    [
      BARE_WHY,
      BARE_NORMAL,
      'why do i',
      'why am i',
      'why does',
      'why is my',
      'why are my',
      'signs',
      'symptom*',
      'cause*',
      // "Whats causing this?"; after a description, "could that be it?" asks whether it is the cause.
      'causing',
      'could that|this be it|why',
      'is that|this why',
      'is that|this the reason',
      'deficiency',
      'keep getting',
    ],
  ],
  [
    'how_to',
    [
      'how can i',
      'how do i',
      'how to',
      'what should i do',
      'what do i do',
      'what to do',
      'what can i do',
      // "What do I change first?"
      'what do|should|can i change',
      'what if',
      'ways to',
      'tips',
      'improve',
      'boost',
      'increase',
      'lower',
      'reduce',
      'support',
      'protect',
      'strengthen',
      'help my',
      'helps my',
      'what helps',
      'what works',
      // "What actually helps adult immunity?"
      'what actually|really|truly helps|works',
      'actually works',
      'what to use',
      'what should i use',
      'what can i use',
      'remedy',
      'remedies',
      'trick',
      'tricks',
      'hack',
      'hacks',
      'to avoid',
      'to prevent',
      'what to pack',
      'get better',
      'naturally',
    ],
  ],
  [
    'what_is',
    [
      'what is',
      'whats',
      'what are',
      'what does',
      'what do',
      'mean',
      'meaning',
      'tell me about',
      'benefits',
      'good for',
      'does it work',
      'do i need',
      'worth it',
      'explain',
      'what about',
      // "How is the score calculated?"
      'calculated',
    ],
  ],
  // Weak cues: "I'm vegan, how do I get B12?" asks how, not about a symptom, so these come last.
  ['symptoms', ['feel', 'feeling', 'i am', 'im', 'i have', 'i get', 'all the time', 'always']],
];

/** Words that point back to the topic of an earlier message: "how much of it?", "is that safe?" */
const BACK_REFERENCES = ['it', 'that', 'this', 'them', 'those', 'these', 'one'];

export interface Understanding {
  intent: KnowledgeIntent;
  /** True when the question's words say what it asks ("how much", "which foods"); false when guessed from its topic. */
  intentStated: boolean;
  /** Topics named, in order of how central they are to the question (see primaryOrder). */
  topics: TopicMention[];
  /** True when the topics came from an earlier message. */
  followUp: boolean;
  /** "Does magnesium help sleep?": the topic the named nutrient or herb should help, whose evidence is asked. */
  evidenceFor?: string;
  /** "How much calcium do I need daily and what foods?": a second thing asked of the same topic, answered too. */
  alsoAsked?: KnowledgeIntent;
}

/** Intents asked together of one nutrient, each answered: the daily amount and the foods that give it. */
const ASKED_TOGETHER: Partial<Record<KnowledgeIntent, KnowledgeIntent>> = { dose: 'food_sources', food_sources: 'dose' };

/** The other of a pair asked together, when its own words are in the message too ("how much … and which foods"). */
function alsoAskedOf(message: ReadMessage, intent: KnowledgeIntent, stated: boolean): KnowledgeIntent | undefined {
  const other = ASKED_TOGETHER[intent];
  if (!stated || !other) return undefined;
  const cues = INTENT_PHRASES.find(([candidate]) => candidate === other)?.[1] ?? [];
  return cues.some((cue) => cueOccurs(message, cue)) ? other : undefined;
}

/** Words that ask how much is needed a day, not only whether an amount is safe. */
const DAILY_NEED_CUES: readonly IntentCue[] = [
  'how much',
  'kitna',
  'kitni',
  'requirement*',
  'daily need*',
  'rda',
  'recommended amount',
  'recommended intake',
  'daily amount',
  'need daily|a day|per day',
];

/**
 * "Vitamin C kitna lena chahiye daily? 1000 mg safe hai?": a question of safety beside one of the daily need asks for
 * the dose, whose answer gives the need and the upper limit together.
 */
function amountAskedToo(
  message: ReadMessage,
  stated: { intent: KnowledgeIntent; clause?: number } | undefined,
): { intent: KnowledgeIntent; clause?: number } | undefined {
  if (stated?.intent !== 'side_effects') return stated;
  return DAILY_NEED_CUES.some((cue) => cueOccurs(message, cue)) ? { intent: 'dose' } : stated;
}

export function detectIntent(message: ReadMessage, topics: readonly TopicMention[]): KnowledgeIntent {
  return statedIntent(message, topics)?.intent ?? guessedIntent(topics, message);
}

/** "Does garlic lower cholesterol?", "can ashwagandha help sleep?": the question is what the evidence says of the first. */
const EVIDENCE_OPENERS = ['does', 'do', 'can', 'will', 'would', 'is', 'are', 'could'];
const EVIDENCE_VERBS = [
  'help',
  'helps',
  'lower',
  'lowers',
  'reduce',
  'reduces',
  'improve',
  'improves',
  'boost',
  'boosts',
  'raise',
  'raises',
  'work',
  'works',
  'prevent',
  'prevents',
  'fight',
  'fights',
  'cure',
  'cures',
  'protect',
  'protects',
  'support',
  'supports',
  'increase',
  'increases',
];

/** How many words after its subject a claim's verb may stand ("beetroot juice before running, does it improve…"). */
const EVIDENCE_VERB_REACH = 8;

function asksForEvidence(message: ReadMessage, topics: readonly TopicMention[]): boolean {
  return evidenceQuestion(message, topics) !== undefined;
}

/** "Does magnesium help sleep?": the nutrient or herb asked about, and what it should help (when a topic names it). */
function evidenceQuestion(message: ReadMessage, topics: readonly TopicMention[]): { subject: TopicMention; purpose?: TopicMention } | undefined {
  const subject = topics.find((mention) => mention.topic.kind === 'nutrient' || mention.topic.kind === 'herb');
  if (!subject) return undefined;
  const purposeAfter = (position: number) =>
    topics.filter((mention) => mention.start > position && mention.topic !== subject.topic).sort((a, b) => a.start - b.start)[0];
  // "Echinacea for colds - works or no?", "psyllium for cholesterol, does it actually do anything?"
  if (EVIDENCE_CUES.some((cue) => findPhrase(message, cue).length > 0)) return { subject, purpose: purposeAfter(subject.start) };
  const first = message.tokens.findIndex((token) => EVIDENCE_OPENERS.includes(token.word));
  // The verb speaks of the subject: "is 10,000 IU vitamin A alright? I work on screens" asks nothing of its work.
  const subjectSentence = message.tokens[subject.start]?.sentence;
  const verb = message.tokens.findIndex(
    (token, index) =>
      index > subject.start && index - subject.start <= EVIDENCE_VERB_REACH && token.sentence === subjectSentence && EVIDENCE_VERBS.includes(token.word),
  );
  if (verb < 0) return undefined;
  // "Does garlic lower cholesterol?", or a question that starts with its subject: "beetroot juice helps lower bp?"
  const opened = first >= 0 && first <= 2 && subject.start >= first;
  const ledBySubject = subject.start <= 2 && message.tokens[verb]?.question === true;
  if (!opened && !ledBySubject) return undefined;
  return { subject, purpose: purposeAfter(verb) };
}

/** Words that ask whether something works, wherever they stand. */
const EVIDENCE_CUES = [
  'works or',
  'work or',
  'does it work',
  'does it actually',
  'does it really',
  'do they work',
  'do they actually',
  'any research',
  'real research',
  'any evidence',
  'any proof',
  'is it proven',
  'proven to',
  'really work',
  'actually work',
  'really help',
  'actually help',
  'just hype',
  'or hype',
  'science behind',
  // "Brahmi really improves memory?", "does chyawanprash really increase immunity?"
  'really|actually|truly improve*|boost*|increase*|lower*|reduce*|prevent*|melt*|burn*|help*|work*|cure*',
  // "Does collagen actually do anything for wrinkles or is it marketing?"
  'actually|really do anything',
  'or is it marketing',
  'just marketing',
  // "Does CoQ10 give energy if you're healthy?"
  'give|gives you|more energy',
  'give|gives energy',
  'is it true',
  'true or false',
  'myth or',
  'fact or',
];

/** First words of a sentence that asks or requests ("how much…", "suggest a…", "need foods for…"). */
const ASKING_STARTS: ReadonlySet<string> = new Set(
  'how what which when where why who can could should shall is are does do did will would tell suggest recommend give list any anything pls please plz need want i kya kitna kitni kaun konsa kaise kab best ok so and also but then'.split(
    ' ',
  ),
);

/** Words after which a message turns to what it asks: "I almost died laughing, anyway how many steps a day?" */
const TURN_MARKERS = ['anyway', 'anyways', 'btw', 'by the way', 'so my question is', 'my question is', 'question is', 'question'];

/**
 * The part of a message that asks, as a token range: its last question sentence (else its last sentence), from after
 * a turn marker ("anyway", "btw") when there is one. The rest is background: "my blood test says my ferritin is low,
 * what should I eat?" asks what to eat, "the full breakfast is a heart attack on a plate, how bad is it for
 * cholesterol?" asks about cholesterol.
 */
export function askingPart(message: ReadMessage): { start: number; end: number } | undefined {
  const { tokens } = message;
  if (tokens.length === 0) return undefined;
  const sentenceOf = (sentence: number | undefined) => {
    const start = tokens.findIndex((token) => token.sentence === sentence);
    let end = start;
    while (end < tokens.length && tokens[end]?.sentence === sentence) end += 1;
    return { start, end, part: slice(message, start, end) };
  };
  // The last sentence, unless it asks nothing ("I ran today") and an earlier one ends with a question mark.
  let chosen = sentenceOf(tokens[tokens.length - 1]?.sentence);
  const lastQuestion = [...tokens].reverse().find((token) => token.question);
  // A last sentence that only reports ("my doc said eat more potassium") or asks nothing specific ("B6 sources? want
  // to avoid a supplement if I can") does not outrank the question before it.
  const asksOrRequests = (part: ReadMessage) => {
    const intent = ASKING_STARTS.has(part.tokens[0]?.word ?? '') ? intentOf(part, [], STRONG_INTENT_PHRASES) : undefined;
    return intent !== undefined && !GENERAL_INTENTS.has(intent);
  };
  if (lastQuestion && !tokens[tokens.length - 1]?.question && !asksOrRequests(chosen.part)) chosen = sentenceOf(lastQuestion.sentence);
  let { start } = chosen;
  const { end, part } = chosen;
  const turns = TURN_MARKERS.flatMap((marker) => findPhrase(part, marker, false)).filter((match) => match.end + 1 < part.tokens.length);
  const turn = turns.sort((a, b) => b.end - a.end)[0];
  if (turn) start += turn.end + 1;
  return { start, end };
}

function slice(message: ReadMessage, start: number, end: number): ReadMessage {
  const tokens = message.tokens.slice(start, end);
  return { tokens, text: tokens.map((token) => token.word).join(' ') };
}

/** Words that make the signs asked about those of an excess. */
const TOO_MUCH_CUES: readonly IntentCue[] = ['too much', 'too many', 'overdose', 'overdo', 'toxic*', 'toxicity', 'excess'];

/** Intents that ask nothing specific: another clause of the same question that asks for an amount, foods or a time wins. */
const GENERAL_INTENTS: ReadonlySet<KnowledgeIntent> = new Set(['what_is', 'how_to']);

/** Every intent phrase list but the last, weak cues ("I feel", "I have"), which describe rather than ask. */
const STRONG_INTENT_PHRASES = INTENT_PHRASES.slice(0, -1);

/**
 * The intent the question's words state, if any, and the clause that states it: first from the asking part's clauses,
 * the last clause first ("I'm vegan, how much B12?" asks how much), then from the whole message (no clause).
 */
function statedIntent(message: ReadMessage, topics: readonly TopicMention[]): { intent: KnowledgeIntent; clause?: number } | undefined {
  if (asksForEvidence(message, topics)) return { intent: 'what_is' };
  const asking = askingPart(message);
  if (asking) {
    const clauses = [...new Set(message.tokens.slice(asking.start, asking.end).map((token) => token.clause))].reverse();
    let general: { intent: KnowledgeIntent; clause: number } | undefined;
    for (const clause of clauses) {
      const first = message.tokens.findIndex((token, index) => index >= asking.start && token.clause === clause);
      let last = first;
      while (last < asking.end && message.tokens[last]?.clause === clause) last += 1;
      // "X or Y" compares what this clause names, not a topic of another clause.
      const named = topics.filter((mention) => mention.start >= first && mention.start < last);
      let intent = intentOf(slice(message, first, last), named, STRONG_INTENT_PHRASES);
      if (!intent) continue;
      // "Collagen or biotin for hair, which one?": "which one" after two named options asks to compare them (in a
      // question that stands alone: a follow-up keeps the choice it was asked within).
      if (
        intent === 'product_choice' &&
        topics.every((mention) => mention.start >= 0) &&
        intentOf(slice(message, asking.start, last), topicsWithin(topics, asking.start, last), STRONG_INTENT_PHRASES) === 'comparison'
      )
        intent = 'comparison';
      // "Can you take too much vitamin D? What are the signs?": the signs asked after "too much" are the signs of too
      // much, not of a deficiency.
      if (intent === 'symptoms' && named.length === 0 && TOO_MUCH_CUES.some((cue) => cueOccurs(message, cue))) intent = 'side_effects';
      // "Creatine, how many grams a day, do I need the loading phase?": the specific ask outranks a general one.
      if (!GENERAL_INTENTS.has(intent)) return { intent, clause };
      general ??= { intent, clause };
    }
    if (general) return general;
  }
  const intent = intentOf(message, topics, INTENT_PHRASES);
  return intent ? { intent } : undefined;
}

/** Words that open a question after "or": "…or does heat destroy it?" */
const QUESTION_AFTER_OR: ReadonlySet<string> = new Set(['does', 'do', 'did', 'will', 'would', 'can', 'could']);

/** True when every "or" of the message opens a second question rather than naming an alternative. */
function onlyQuestionOrs(message: ReadMessage): boolean {
  const ors = message.tokens.flatMap((token, index) => (token.word === 'or' ? [index] : []));
  return ors.length > 0 && ors.every((index) => QUESTION_AFTER_OR.has(message.tokens[index + 1]?.word ?? ''));
}

/** The topics named between two token positions. */
function topicsWithin(topics: readonly TopicMention[], start: number, end: number): TopicMention[] {
  return topics.filter((mention) => mention.start >= start && mention.start < end);
}

function intentOf(message: ReadMessage, topics: readonly TopicMention[], lists: typeof INTENT_PHRASES): KnowledgeIntent | undefined {
  for (const [intent, phrases] of lists) {
    // A comparison that rests only on the weak last cue, a bare "or", is checked against what else the message says.
    const onlyOr = intent === 'comparison' && !phrases.slice(0, -1).some((phrase) => cueOccurs(message, phrase));
    // "X or Y?" is a comparison only when two things are named, even two forms of one topic ("D3 or D2?").
    const named = topics.reduce((sum, mention) => sum + mention.occurrences, 0);
    const comparable = topics
      .filter((mention) => mention.topic.kind === 'nutrient' || mention.topic.kind === 'herb' || mention.topic.kind === 'medicine')
      .reduce((sum, mention) => sum + mention.occurrences, 0);
    if (onlyOr && named < 2) continue;
    // "or" compares two things to take ("D3 or D2?", "whey or pea?", "Dolo or Brufen?"), not "arjuna or just ayurveda talk".
    if (onlyOr && comparable < 2) continue;
    // "Any foods that help make melatonin or have tryptophan?": an "or" inside a request for foods lists what the foods
    // should give, and compares nothing.
    if (onlyOr && asksForFoods(message)) continue;
    // "Can I mix collagen in hot coffee or does heat destroy it?": an "or" that opens a second question compares nothing.
    if (onlyOr && onlyQuestionOrs(message)) continue;
    if (!phrases.some((phrase) => cueOccurs(message, phrase))) continue;
    // "Is Dolo the same as Crocin?": two names of one medicine ask what it is, not how it compares with another.
    return intent === 'comparison' && namesOneMedicine(topics) ? 'what_is' : intent;
  }
  return undefined;
}

/** True when the message asks for foods in the words of the first food-sources list. */
function asksForFoods(message: ReadMessage): boolean {
  const foods = INTENT_PHRASES.find(([intent]) => intent === 'food_sources')?.[1] ?? [];
  return foods.some((phrase) => cueOccurs(message, phrase));
}

/** True when the only thing named, however many times, is one medicine. */
function namesOneMedicine(topics: readonly TopicMention[]): boolean {
  return topics.length === 1 && topics[0]?.topic.kind === 'medicine';
}

/** Verbs of a claim about a remedy that is not a named nutrient: "does onion juice regrow hair?", "coconut oil helps hair grow?" */
const CLAIM_VERBS: ReadonlySet<string> = new Set(
  // "Work" is as often a noun ("is work stress pushing my BP up?").
  [...EVIDENCE_VERBS, 'regrow', 'regrows', 'grow', 'grows', 'clear', 'clears', 'cause', 'causes', 'make', 'makes'].filter((verb) => !verb.startsWith('work')),
);

const REMEDY_REQUESTS: ReadonlySet<string> = new Set(['anything', 'something', 'what', 'whats', 'which', 'how', 'any']);

/** A yes-or-no question that a claim works ("does X regrow hair?"): asks what the evidence says, not how to improve. */
function asksOfAClaim(message: ReadMessage): boolean {
  const asking = askingPart(message);
  if (!asking) return false;
  const tokens = message.tokens.slice(asking.start, asking.end);
  if (!tokens.some((token) => token.question)) return false;
  const opened = EVIDENCE_OPENERS.includes(tokens[0]?.word ?? '');
  // "Anything that helps varicose veins?", "what helps a cold?" ask for a remedy, not about a claim.
  if (REMEDY_REQUESTS.has(tokens[0]?.word ?? '')) return false;
  return tokens.some((token, index) => index > 0 && index <= 6 && CLAIM_VERBS.has(token.word)) && (opened || tokens.length <= 8);
}

/** What a question that states no intent most likely asks about its topic. */
function guessedIntent(topics: readonly TopicMention[], message?: ReadMessage): KnowledgeIntent {
  if (message && asksOfAClaim(message)) return 'what_is';
  const kind = topics[0]?.topic.kind;
  if (kind === 'symptom') return 'symptoms';
  if (kind === 'area' || kind === 'lifestyle') return 'how_to';
  return 'what_is';
}

// A medicine named is what the question is about unless a supplement is ("magnesium with my Thyronorm?"): "is Dolo ok
// for a headache" asks about Dolo.
const KIND_RANK: Readonly<Record<ChatTopic['kind'], number>> = { nutrient: 0, herb: 0, medicine: 1, symptom: 2, area: 3, lifestyle: 4 };
/** Words that make the topic after them a purpose, not the subject: "exercise for my heart", "tired after lunch". */
const QUALIFIERS = new Set(['for', 'after', 'during', 'before', 'while', 'since']);

/**
 * What the question is about, most central first: a named nutrient or herb, then the asked guardian's own area or
 * symptom, other symptoms, areas, habits. A topic that only qualifies ("for my heart") comes after the others.
 */
export function primaryOrder(topics: readonly TopicMention[], guardianId: GuardianId, message?: ReadMessage): TopicMention[] {
  const qualifies = (mention: TopicMention) => {
    if (!message) return false;
    const before = [message.tokens[mention.start - 1]?.word, message.tokens[mention.start - 2]?.word];
    return QUALIFIERS.has(before[0] ?? '') || (['my', 'the', 'your'].includes(before[0] ?? '') && QUALIFIERS.has(before[1] ?? ''));
  };
  const rank = (mention: TopicMention) =>
    (qualifies(mention) ? 10 : 0) +
    (mention.topic.owner === guardianId && mention.topic.kind !== 'lifestyle' && KIND_RANK[mention.topic.kind] > 0 ? 1 : KIND_RANK[mention.topic.kind]);
  return [...topics].sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

/**
 * Topics named in the clause that states the question's intent come first, when other clauses name topics too: "my
 * brain is dead after exams, how do I get my focus back?" is about focus. Food in general ("what should I eat") is
 * never the subject.
 */
function askedFirst(ordered: TopicMention[], message: ReadMessage, clause: number | undefined): TopicMention[] {
  if (clause === undefined) return ordered;
  const asked = (mention: TopicMention) => mention.topic.id !== 'diet' && message.tokens[mention.start]?.clause === clause;
  const inClause = ordered.filter(asked);
  if (inClause.length === 0 || inClause.length === ordered.length) return ordered;
  // A supplement named earlier stays the subject over a purpose named in the asking clause: "bacopa with food or
  // without? and how many weeks till memory gets better" is about bacopa.
  const isSupplement = (mention: TopicMention | undefined) => mention?.topic.kind === 'nutrient' || mention?.topic.kind === 'herb';
  if (isSupplement(ordered[0]) && !inClause.some(isSupplement)) return ordered;
  return [...inClause, ...ordered.filter((mention) => !asked(mention))];
}

/** A question as the chat reads it: two names joined by "+" are two names ("EPA+DHA", "theanine+caffeine", "D3+K2"). */
export function readQuestion(text: string): ReadMessage {
  return readMessage(text.replace(/(?<=[a-z0-9])\+(?=[a-z])/gi, ' '));
}

/** Intent and topics of the newest message; a message that names no topic borrows the latest earlier user turn's. */
export function understand(text: string, earlierUserTurns: readonly string[], guardianId: GuardianId): Understanding {
  const message = readQuestion(text);
  let topics = findTopics(message);
  let followUp = false;
  // A follow-up borrows the topic of the latest earlier question: when it names none of its own ("how much should I
  // take?"), only food in general ("and how much should I eat?"), or points back ("can I take it with coffee?"). A
  // question about the store stands alone: "can I pay COD for these?" asks about paying, not about the collagen before.
  const asksTheStore = topics.some((mention) => isStoreTopic(mention.topic.id));
  const onlyGeneric = topics.every((mention) => mention.topic.id === 'diet');
  const pointsBack = BACK_REFERENCES.some((word) => findPhrase(message, word).length > 0);
  let borrowed: TopicMention[] = [];
  if (!asksTheStore && (onlyGeneric || pointsBack)) {
    for (const earlier of [...earlierUserTurns].reverse()) {
      const earlierTopics = findTopics(readQuestion(earlier)).filter((mention) => mention.topic.id !== 'diet');
      if (earlierTopics.length > 0) {
        borrowed = primaryOrder(earlierTopics, guardianId, readQuestion(earlier)).map((mention) => ({ ...mention, start: -1, occurrences: 0 }));
        followUp = true;
        break;
      }
    }
  }
  topics = [...borrowed, ...topics.filter((mention) => !borrowed.some((other) => other.topic === mention.topic))];
  const inOrder = followUp ? [...borrowed, ...primaryOrder(topics.slice(borrowed.length), guardianId, message)] : primaryOrder(topics, guardianId, message);
  const stated = amountAskedToo(message, statedIntent(message, inOrder));
  const ordered = followUp ? inOrder : askedFirst(inOrder, message, stated?.clause);
  const evidenceFor = followUp ? undefined : evidenceQuestion(message, ordered)?.purpose?.topic.id;
  const intent = stated?.intent ?? guessedIntent(ordered, message);
  const alsoAsked = alsoAskedOf(message, intent, stated !== undefined);
  return {
    intent,
    intentStated: stated !== undefined,
    topics: ordered,
    followUp,
    ...(evidenceFor ? { evidenceFor } : {}),
    ...(alsoAsked ? { alsoAsked } : {}),
  };
}
