// Reading a message as signs (triage-signs.ts): where each sign is named, whether it is live (not denied, not in the
// past, not a question about signs in general, not a joke or a workout), and who it happens to. Spelling mistakes,
// capitals and emoji do not matter: words are compared after readMessage, with one typo forgiven in longer words.
import { editDistance, isNegated, negationOf, readMessage } from './chat-text';
import type { ChatToken, PhraseMatch, ReadMessage } from './chat-text';
import CONFUSABLE_WORDS from './triage-confusables.json' with { type: 'json' };
import { FRAMES, NAMED_THINGS, SIGN_IDS, SIGN_PATTERNS, SUBJECT_WORDS } from './triage-signs';
import { REGIONAL_NO } from './triage-signs-regional';
import { REGIONAL_AGE_YEARS } from '../safety/safety.exports';
import type { SignId } from './triage-signs';

export type Subject = 'self' | 'baby' | 'child' | 'male' | 'female' | 'other';

export interface SignMention {
  sign: SignId;
  start: number;
  end: number;
  sentence: number;
  /** Who the sign happens to, from the nearest person named before it. */
  subject: Subject;
}

export interface SignReading {
  message: ReadMessage;
  /** Live mentions only: denied, past, general, story, joke and workout mentions are left out. */
  mentions: SignMention[];
  /** The signs named, live, anywhere in the message. */
  signs: ReadonlySet<SignId>;
  /** The person most signs happen to ("self" when the writer speaks of themselves). */
  subject: Subject;
  /** A stated age in years, when one is given ("my 4 year old", "he is 67"). */
  age: number | undefined;
  /** Sentences that speak of now ("right now", "suddenly", "since this morning"). */
  now: boolean;
  /** A live sign of danger itself, not only of context (pills, a fever, a plan, a diabetic). */
  dangerNamed: boolean;
  /** A live sign of a crisis: a wish, a warning sign, self-harm, an unsafe home, hopelessness (not the means alone). */
  crisisNamed: boolean;
  /** A live sign of bodily danger (not a crisis sign, not context): a wound, chest pain, a seizure. */
  bodyNamed: boolean;
  /** It is over and the person is well again ("she's fine now"), and nothing speaks of now. */
  recovered: boolean;
  /** Help has come or been called ("the ambulance is here", "we're at the hospital"). */
  caredFor: boolean;
  /** The emergency care told is put off or declined ("we'll wait for Monday", "sleep it off", "a bit better now"). */
  careDelayed: boolean;
  /** It happened days ago ("yesterday", "on Sunday"). */
  daysAgo: boolean;
  /** A sentence says it is a joke or an idiom ("not literally", "choked in the exam"). */
  joking: boolean;
  /** The writer says outright that the words are not meant literally ("not literally", "figuratively"). */
  disclaimed: boolean;
  /** The message states a purpose of study or teaching ("revising for my exam", "a school project on it"). */
  studying: boolean;
  /** The writer says they are well now or thankful ("in a good place now", "feel like myself again", "so grateful"). */
  wellNow: boolean;
  /** The message waves away what came before ("forget it", "nvm", "jk") and explains nothing ("I meant the coffee"). */
  wavedAway: boolean;
  /** The message talks training ("on a cut", "leg day", "my gains"). */
  fitnessTalk: boolean;
  /** An animal's bite or scratch is told as what happened, not as someone's account ("she says the cat scratched her"). */
  animalBite: boolean;
  /** A change of life told with its good reason (FRAMES.lifeChange): a move abroad, a habit given up, a smaller size. */
  lifeChange: boolean;
  /** A wish to die or to harm is denied outright ("no thoughts of hurting myself", "I don't want to die"). */
  crisisDenied: boolean;
  /** Supplements are said to be kept in store ("a stash of vitamin C tablets"), which explains the words of a stockpile. */
  suppliesKept: boolean;
  /** A colour of urine, stool or skin was explained by a food or medicine, and nothing else of the body is named. */
  colourExplained: boolean;
}

/** Signs that set a scene but are no danger on their own: the classifier needs more than these to decide. */
const CONTEXT_SIGNS: ReadonlySet<SignId> = new Set<SignId>([
  'small-object',
  'drowning',
  'cardiac-history',
  'same-pain-again',
  'pills',
  'many',
  'alcohol',
  'plan',
  'means',
  'diabetic',
  'heat-exposure',
  'co-source',
  'rash',
  'fever',
  'headache',
  'swallowed',
  'took',
  'nausea',
  'vomiting',
  'back-pain',
  'ear-pain',
  'hives',
  'allergen-contact',
  'infection-source',
  'sepsis-sign',
  'ed-body',
  'weight-intent',
  'cold-weather',
  'heart-failure',
  'mosquito-fever',
  'flood-water',
  'own-doing',
  'body-marks',
  'new-mother',
  // A medicine, a mood or a withdrawal that only together make a picture to be seen today (triage-pictures.ts).
  'mood-risk-medicine',
  'taper-medicine',
  'medicine-stopped',
  'mood-change',
  'withdrawal-symptom',
  'headache-days',
  'beetroot-eaten',
]);

/** Signs of a crisis rather than of the body: they, not a wound or chest pain, make a crisis more likely. */
const CRISIS_SIGNS: ReadonlySet<SignId> = new Set<SignId>([
  'suicidal',
  'warning-sign',
  'whereabouts',
  'lethal-amount',
  'hanging-point',
  'self-harm',
  'unsafe-home',
  'hopeless',
  'eating-disorder',
  'ed-behaviour',
  'child-exploited',
  'child-neglect',
]);

/** Signs whose point is the past: "a stent two years ago", "the same pain he had back then". */
const LASTING_SIGNS: ReadonlySet<SignId> = new Set<SignId>([
  'cardiac-history',
  'pulsating-lump',
  'same-pain-again',
  'crushed',
  'smoke-inhaled',
  'toxic-fumes',
  'in-cast',
  'hernia',
  'lung-disease',
  'adrenal',
  // "Started montelukast 3 weeks ago", "been on clonazepam for 4 years": the medicine is taken now.
  'mood-risk-medicine',
  'taper-medicine',
]);

/** An "and" or "or" stands between "without" and the match: "without pain and painless ways to die". */
function withoutReachesPast(message: ReadMessage, match: PhraseMatch): boolean {
  for (let index = match.start - 1; index >= 0 && message.tokens[index]?.word !== 'without'; index -= 1)
    if (message.tokens[index]?.word === 'and' || message.tokens[index]?.word === 'or') return true;
  return false;
}

const CLAIMED = new Set(['says', 'said', 'claims', 'claimed', 'insists', 'insisted', 'swears', 'swore']);
const CLAIMANTS = new Set(['he', 'she', 'they', 'hes', 'shes']);

/** A claim someone else makes, told by the writer: "he says it was for a school project". */
function claimedByAnother(message: ReadMessage, words: PhraseMatch): boolean {
  const sentence = message.tokens[words.start]?.sentence;
  for (let index = words.start - 1; index >= 1 && message.tokens[index]?.sentence === sentence; index -= 1)
    if (CLAIMED.has(message.tokens[index]?.word ?? '') && CLAIMANTS.has(message.tokens[index - 1]?.word ?? '')) return true;
  return false;
}

const BELIEF = new Set(['says', 'said', 'claims', 'claimed', 'insists', 'thinks', 'thought', 'believes', 'apparently', 'supposedly', 'reckons']);

/** The sentence tells someone's account or belief: "she says the neighbour's cat scratched her", "mum thinks it's a dog bite". */
function toldAsBelief(message: ReadMessage, sentence: number): boolean {
  return message.tokens.some((token) => token.sentence === sentence && BELIEF.has(token.word));
}

const GIVING: ReadonlySet<string> = new Set(['give', 'gives', 'giving', 'gave', 'given']);

/** Signs whose own words a name may hold: "29 weeks along", "can't keep my tablets down", "knocked out his tooth". */
const READ_INSIDE_NAMES: ReadonlySet<SignId> = new Set<SignId>(['pregnant', 'vomiting', 'cant-keep-down', 'tooth-knocked-out', 'priapism']);

/** A birth weeks or months ago still makes a new mother: "gave birth two weeks ago" is her present, years ago is not. */
const RECENT_SIGNS: ReadonlySet<SignId> = new Set<SignId>(['new-mother', 'after-tonsils', 'medicine-stopped', 'mood-change', 'withdrawal-symptom']);
const RECENT_PAST = /^(days?|weeks?|wks?|months?|mnths?)$/;

/** True when every past-time phrase of the sentence counts days, weeks or months. */
function onlyRecentPast(message: ReadMessage, sentence: number, past: readonly PhraseMatch[]): boolean {
  const own = past.filter((words) => message.tokens[words.start]?.sentence === sentence);
  return own.length > 0 && own.every((words) => message.tokens.slice(words.start, words.end + 1).some((token) => RECENT_PAST.test(token.word)));
}

/** English words within a typo of a sign word: never read as that sign word ("chess" is not "chest"). */
const REAL_WORDS: ReadonlySet<string> = new Set(CONFUSABLE_WORDS as string[]);

const GAP = '…';
const MAX_GAP = 4;

interface Segment {
  /** Alternatives, each a sequence of word patterns that must follow each other. */
  alternatives: readonly (readonly string[])[];
}

const COMPILED = new Map<string, readonly Segment[]>();

function compile(pattern: string): readonly Segment[] {
  let segments = COMPILED.get(pattern);
  if (!segments) {
    segments = pattern.split(GAP).map((segment) => ({
      alternatives: segment
        .split('|')
        .map((alternative) => alternative.trim().toLowerCase().replace(/['’]/g, '').replace(/-/g, ' ').split(/\s+/).filter(Boolean))
        .filter((words) => words.length > 0),
    }));
    COMPILED.set(pattern, segments);
  }
  return segments;
}

const MANY_WORDS = new Set(['dozen', 'dozens', 'whole', 'handful', 'fistful', 'entire', 'loads', 'bunch']);

const EXACT = '=';

/** The largest typo distance forgiven for a pattern word of this length. */
function typoAllowance(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** One pattern word against one typed word: exact, plural or -ed/-ing form, a prefix ("breath*"), or one typo. */
export function signWordMatches(patternWord: string, word: string, realWords: ReadonlySet<string> = REAL_WORDS): boolean {
  // "=word": this spelling (or its plural) only, no typo forgiven (triage-signs-regional.ts).
  if (patternWord.startsWith(EXACT)) {
    const exact = patternWord.slice(EXACT.length);
    if (exact.endsWith('*')) return word.startsWith(exact.slice(0, -1));
    return word === exact || (exact.length >= 3 && (word === `${exact}s` || word === `${exact}es`));
  }
  if (patternWord === '#many') return /^\d+$/.test(word) ? Number(word) >= 10 : MANY_WORDS.has(word);
  if (patternWord === '#year') return /^(19|20)\d\d$/.test(word);
  // A weight: "10kg" (#kg), any number before a unit (#num), and 40 kg or less, glued (#kg40) or bare (#low40).
  if (patternWord === '#kg') return /^\d{1,3}(kg|kgs)$/.test(word);
  if (patternWord === '#num') return /^\d{1,3}$/.test(word);
  if (patternWord === '#kg40') return /^([1-3]\d|40)(kg|kgs)$/.test(word);
  if (patternWord === '#low40') return /^([1-3]\d|40)$/.test(word);
  // A blood sugar of 400 to 800 mg/dL ("sugar 380 fasting and 420 after lunch").
  if (patternWord === '#sugar400') return /^\d{3}$/.test(word) && Number(word) >= 400 && Number(word) <= 800;
  // A platelet count of 20,000 or less per microlitre, written whole ("18000") or in thousands ("18k").
  if (patternWord === '#plt20') return (/^\d{4,5}$/.test(word) && Number(word) >= 1000 && Number(word) <= 20_000) || /^([1-9]|1\d|20)k$/.test(word);
  if (patternWord.endsWith('*')) {
    const stem = patternWord.slice(0, -1);
    if (word.startsWith(stem)) return true;
    const allowance = typoAllowance(stem.length);
    if (allowance === 0 || realWords.has(word) || word[0] !== stem[0]) return false;
    for (const length of [stem.length - 1, stem.length, stem.length + 1]) {
      if (length <= word.length && editDistance(stem, word.slice(0, length), allowance) <= allowance) return true;
    }
    return false;
  }
  if (word === patternWord) return true;
  // Plurals of real words only: "sh" (self-harm) is not "shes".
  if (patternWord.length >= 3 && (word === `${patternWord}s` || word === `${patternWord}es`)) return true;
  const allowance = typoAllowance(patternWord.length);
  if (allowance === 0) {
    // Four-letter words forgive two swapped letters only ("pian" for "pain").
    return patternWord.length === 4 && word.length === 4 && !realWords.has(word) && editDistance(patternWord, word, 1) === 1 && sameLetters(patternWord, word);
  }
  if (realWords.has(word) || Math.abs(word.length - patternWord.length) > allowance) return false;
  const firstLetterKept = word[0] === patternWord[0] || (word[0] === patternWord[1] && word[1] === patternWord[0]);
  return firstLetterKept && editDistance(patternWord, word, allowance) <= allowance;
}

function sameLetters(a: string, b: string): boolean {
  return [...a].sort().join('') === [...b].sort().join('');
}

/** Where an alternative's words follow each other from `start`, within one sentence; the last index, or -1. */
const MATCHED_BY_WORD = new Map<string, ReadonlySet<string>>();
const MAX_REMEMBERED_WORDS = 50_000;
let lexicon: { list: readonly string[]; set: ReadonlySet<string> } | undefined;

/** The pattern words a typed word matches, worked out once per word: reading a message is then set look-ups. */
function patternWordsMatching(word: string): ReadonlySet<string> {
  let matched = MATCHED_BY_WORD.get(word);
  if (!matched) {
    if (!lexicon) {
      const set = patternWordsInUse([...Object.values(SIGN_PATTERNS).flat(), ...Object.values(FRAMES).flat(), ...NAMED_THINGS]);
      lexicon = { list: [...set], set };
    }
    if (MATCHED_BY_WORD.size >= MAX_REMEMBERED_WORDS) MATCHED_BY_WORD.clear();
    // A word the lexicon itself lists ("seene", chest in Hindi) is never a typo of another listed word ("scene").
    const known = lexicon.set.has(word) || lexicon.set.has(`${EXACT}${word}`);
    const realWords = known ? new Set([word]) : REAL_WORDS;
    matched = new Set(lexicon.list.filter((patternWord) => signWordMatches(patternWord, word, realWords)));
    MATCHED_BY_WORD.set(word, matched);
  }
  return matched;
}

/** "#end" in a pattern takes no word: the word before it must end its clause ("thats when i cut. did it…"). */
const CLAUSE_END = '#end';

function matchWordsAt(tokens: readonly ChatToken[], words: readonly string[], start: number): number {
  const first = tokens[start];
  if (!first) return -1;
  let at = start;
  for (const patternWord of words) {
    if (patternWord === CLAUSE_END) {
      const last = tokens[at - 1];
      if (at === start || !last || tokens[at]?.clause === last.clause) return -1;
      continue;
    }
    const token = tokens[at];
    if (!token || token.sentence !== first.sentence || !patternWordsMatching(token.word).has(patternWord)) return -1;
    at += 1;
  }
  return at - 1;
}

/** Every index where one of the segment's alternatives, starting at `start`, ends. */
function segmentEndsAt(tokens: readonly ChatToken[], segment: Segment, start: number): number[] {
  const ends: number[] = [];
  for (const words of segment.alternatives) {
    const end = matchWordsAt(tokens, words, start);
    if (end >= 0 && !ends.includes(end)) ends.push(end);
  }
  return ends;
}

/** The earliest end of the segments from `index` on, each starting up to MAX_GAP words after the one before; -1 if none. */
function restEndsAt(tokens: readonly ChatToken[], segments: readonly Segment[], index: number, previousEnd: number, sentence: number): number {
  const segment = segments[index];
  if (!segment) return previousEnd;
  for (let from = previousEnd + 1; from <= previousEnd + 1 + MAX_GAP && from < tokens.length; from += 1) {
    if (tokens[from]?.sentence !== sentence) break;
    for (const end of segmentEndsAt(tokens, segment, from)) {
      const last = restEndsAt(tokens, segments, index + 1, end, sentence);
      if (last >= 0) return last;
    }
  }
  return -1;
}

/** Every pattern word, for finding the English words a typo would confuse with them. */
export function patternWordsInUse(patterns: readonly string[]): Set<string> {
  return new Set(patterns.flatMap((pattern) => compile(pattern).flatMap((segment) => segment.alternatives.flat())));
}

/** Every pattern word some token of the message matches, worked out once per list of tokens. */
const WORDS_PRESENT = new WeakMap<readonly ChatToken[], ReadonlySet<string>>();

function patternWordsPresent(tokens: readonly ChatToken[]): ReadonlySet<string> {
  let present = WORDS_PRESENT.get(tokens);
  if (!present) {
    const words = new Set<string>();
    for (const token of tokens) for (const patternWord of patternWordsMatching(token.word)) words.add(patternWord);
    present = words;
    WORDS_PRESENT.set(tokens, present);
  }
  return present;
}

/** False when some segment has no alternative whose every word occurs in the message: the pattern cannot match. */
function mayMatch(segments: readonly Segment[], present: ReadonlySet<string>): boolean {
  return segments.every((segment) => segment.alternatives.some((words) => words.every((word) => word === CLAUSE_END || present.has(word))));
}

/**
 * Hindi says "no" after the word: "chakkar nahi aa rahe" (no dizziness), "bukhar nahi hai" (no fever). Only when
 * "nahi" is followed by "comes", "is" or "feels" or ends the clause ("ulti nahi ruk rahi", the vomiting will not stop,
 * still says the sign), and only for signs whose word is the thing denied: breathing is not among them, as "saans nahi
 * aa rahi" (no breath comes) is the danger itself.
 */
const DENIED_AFTER_SIGNS: ReadonlySet<SignId> = new Set(['faint-feeling', 'fever', 'vomiting', 'rash', 'headache', 'chest-discomfort']);
/** A "no" said after the word it denies: Hindi's, and the other Indian languages' (triage-signs-regional.ts). */
const NO_AFTER_WORD = new Set(['nahi', 'nhi', 'nahin', 'nai', 'na', ...REGIONAL_NO]);
const HINDI_FILLERS = new Set(['vagera', 'vaghera', 'vagaira', 'bhi', 'to', 'toh', 'bilkul', 'koi', 'kuch', 'ka', 'ki', 'ke']);
const DENYING_VERBS = new Set([
  'aa',
  'aata',
  'aate',
  'aati',
  'aaya',
  'aayi',
  'aaye',
  'hai',
  'hain',
  'tha',
  'thi',
  'the',
  'hua',
  'hui',
  'hue',
  'lag',
  'lagta',
  'lagti',
  'lage',
  'laga',
  'lagi',
  'hota',
  'hoti',
  'hote',
]);

function deniedAfter(message: ReadMessage, match: PhraseMatch): boolean {
  const { tokens } = message;
  const clause = tokens[match.end]?.clause;
  let index = match.end + 1;
  while (index <= match.end + 2 && tokens[index]?.clause === clause && HINDI_FILLERS.has(tokens[index]?.word ?? '')) index += 1;
  const no = tokens[index];
  if (!no || no.clause !== clause || !NO_AFTER_WORD.has(no.word)) return false;
  const next = tokens[index + 1];
  return !next || next.clause !== clause || DENYING_VERBS.has(next.word);
}

/**
 * A word a gap let in can deny the sign's last word: "3 days after a cold, no fever" is no fever for three days. Only
 * when the pattern itself does not list that word ("no|not … wet" says "no wet nappy").
 */
const GAP_DENIALS = new Set(['no', 'not', 'never', 'without']);

function deniedInGap(message: ReadMessage, match: PhraseMatch, pattern: string): boolean {
  if (match.end - match.start < 2) return false;
  const before = message.tokens[match.end - 1]?.word ?? '';
  if (!GAP_DENIALS.has(before)) return false;
  return !compile(pattern).some((segment) => segment.alternatives.some((words) => words.includes(before)));
}

/** Where a sign pattern occurs: its segments in order, up to MAX_GAP words between them, all in one sentence. */
export function findPattern(message: ReadMessage, pattern: string): PhraseMatch[] {
  const segments = compile(pattern);
  const { tokens } = message;
  const found: PhraseMatch[] = [];
  const [first] = segments;
  if (!first || !mayMatch(segments, patternWordsPresent(tokens))) return found;
  for (let start = 0; start < tokens.length; start += 1) {
    const sentence = tokens[start]?.sentence ?? 0;
    for (const end of segmentEndsAt(tokens, first, start)) {
      const last = restEndsAt(tokens, segments, 1, end, sentence);
      if (last >= 0) {
        found.push({ start, end: last });
        break;
      }
    }
  }
  return found;
}

function sentenceTokens(message: ReadMessage, sentence: number): ReadMessage {
  const tokens = message.tokens.filter((token) => token.sentence === sentence);
  return { tokens, text: tokens.map((token) => token.word).join(' ') };
}

function hasAny(message: ReadMessage, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => findPattern(message, pattern).length > 0);
}

/** The first token index where a general frame ("signs of", "what if") starts in the sentence, or Infinity. */
function generalFrameStart(message: ReadMessage, sentence: number, frames: readonly string[]): number {
  let first = Number.POSITIVE_INFINITY;
  for (const pattern of frames) {
    for (const match of findPattern(message, pattern)) {
      if (message.tokens[match.start]?.sentence === sentence) first = Math.min(first, match.start);
    }
  }
  return first;
}

interface SentenceFrames {
  past: boolean;
  generalFrom: number;
  conditionalFrom: number;
  story: boolean;
  joke: boolean;
  swimming: boolean;
  prepared: boolean;
  laugh: boolean;
  accident: boolean;
  routine: boolean;
  minor: boolean;
  scheduling: boolean;
  activity: boolean;
  /** Limbs tired or squashed ("leg day", "slept on my arm"): a limb's weakness is explained, nothing else. */
  tiredLimbs: boolean;
  /** Indigestion is named, and no companion sign of a heart attack stands beside it in the sentence. */
  indigestionAlone: boolean;
  now: boolean;
  hypothetical: boolean;
  unrelieved: boolean;
  nuisance: boolean;
  condolence: boolean;
  /** A large amount is named ("a bunch of my daily vitamins"): no routine dose. */
  many: boolean;
  snoring: boolean;
  scene: boolean;
  sleep: boolean;
  /** A change of life told with its good reason in this sentence: things given away are given for it. */
  lifeChange: boolean;
  /** The sentence asks a question ("why does…", "how many…?") and names no one in particular. */
  impersonalQuestion: boolean;
}

function framesOf(message: ReadMessage, sentence: number): SentenceFrames {
  const words = sentenceTokens(message, sentence);
  return {
    past: hasAny(words, FRAMES.past),
    generalFrom: generalFrameStart(message, sentence, FRAMES.general),
    conditionalFrom: generalFrameStart(message, sentence, FRAMES.conditional),
    story: hasAny(words, FRAMES.story),
    joke: hasAny(words, FRAMES.joke),
    swimming: hasAny(words, FRAMES.swimming),
    prepared: hasAny(words, FRAMES.prepared),
    laugh: hasAny(words, FRAMES.laugh),
    accident: hasAny(words, FRAMES.accident),
    routine: hasAny(words, FRAMES.routine),
    minor: hasAny(words, FRAMES.minor),
    scheduling: hasAny(words, FRAMES.scheduling),
    activity: hasAny(words, FRAMES.activity),
    tiredLimbs: hasAny(words, FRAMES.tiredLimbs),
    indigestionAlone: hasAny(words, FRAMES.indigestion) && !HEART_COMPANIONS.some((sign) => hasAny(words, SIGN_PATTERNS[sign])),
    now: hasAny(words, FRAMES.now),
    hypothetical: hasAny(words, FRAMES.hypothetical),
    unrelieved: hasAny(words, FRAMES.unrelieved),
    nuisance: hasAny(words, FRAMES.nuisance),
    condolence: hasAny(words, FRAMES.condolence),
    lifeChange: hasAny(words, FRAMES.lifeChange),
    many: hasAny(words, SIGN_PATTERNS.many),
    snoring: hasAny(words, FRAMES.snoring),
    scene: hasAny(words, FRAMES.scene),
    sleep: hasAny(words, FRAMES.sleep),
    impersonalQuestion: asksInGeneral(words),
  };
}

const QUESTION_WORDS = new Set([
  'why',
  'what',
  'whats',
  'how',
  'hows',
  'which',
  'when',
  'where',
  'who',
  'is',
  'are',
  'does',
  'do',
  'can',
  'could',
  'should',
  'would',
  'will',
]);
/** People named in general, not someone in particular: "why does it make people sleepy", "if a patient…". */
// "What do you do for a snake bite?": "you" in a question asked for a purpose is anyone.
// People named in the plural ("can magnets hurt kids?") are anyone too.
const ANYONE = new Set([
  'someone',
  'somebody',
  'person',
  'people',
  'patient',
  'patients',
  'they',
  'them',
  'anyone',
  'victim',
  'casualty',
  'you',
  'kids',
  'children',
  'babies',
  'toddlers',
  'adults',
  'elderly',
  'teens',
  'teenagers',
  'infants',
]);

function asksInGeneral(sentence: ReadMessage): boolean {
  const [first] = sentence.tokens;
  if (!first || !(first.question || QUESTION_WORDS.has(first.word))) return false;
  return subjectMarks(sentence).every((mark) => ANYONE.has(sentence.tokens[mark.at]?.word ?? '') || namedInGeneral(sentence, mark.at));
}

/** "A choking baby": someone named by "a" up to two words before is anyone. */
function namedInGeneral(sentence: ReadMessage, at: number): boolean {
  return [1, 2].some((back) => {
    const before = sentence.tokens[at - back]?.word;
    return before === 'a' || before === 'an';
  });
}

/** What stands beside chest discomfort in a heart attack: with one of them, "it's only acidity" explains nothing. */
const HEART_COMPANIONS: readonly SignId[] = ['sweating', 'pain-spreads', 'breathless', 'faint-feeling'];

/** Signs a workout, a cold or a kitchen accident explains; crisis signs are never explained away by them. */
const EXPLAINED_BY_ACTIVITY: ReadonlySet<SignId> = new Set<SignId>([
  'chest-discomfort',
  'chest-severe',
  'pain-spreads',
  'cant-breathe',
  'breathless',
  'limb-weak',
  'sweating',
  'hives',
  'allergen-contact',
  'deep-cut',
  'nausea',
  'vomiting',
  'faint-feeling',
  'blue-lips',
  'face-droop',
  'speech-trouble',
  'unresponsive',
  'fainted',
  'co-alarm',
  'throat-swelling',
]);

/** Words of a response that fails ("won't wake", "not responding", "barely breathing"): never explained by sleep. */
const RESPONSE_WORD = /^(wak|woke|rous|respon|answer|breath|mov|open|come|uth)/;
const TREATMENT_WORD =
  /^(cream|creams|treatment|treatments|medicine|medicines|medication|medications|tablets?|pills?|antibiotics?|therapy|workouts?|training|diet|supplements?|exercises?|drugs?|dose|doses|injections?|steroids?|lotion|oil|serum|shampoo)$/;

/** "…not responding to the cream", "…to treatment": what follows "to" is a treatment. */
function respondsToTreatment(message: ReadMessage, end: number): boolean {
  const { tokens } = message;
  if (tokens[end + 1]?.word !== 'to') return false;
  return tokens.slice(end + 2, end + 5).some((token) => token.sentence === tokens[end]?.sentence && TREATMENT_WORD.test(token.word));
}

const NO_RESPONSE_WORD = /^(respon|unrespons|unconscious|wak|woke|rous|answer)/;
const EXPLAINED_BY_SNORING: ReadonlySet<SignId> = new Set<SignId>(['cant-breathe', 'breathless', 'not-breathing', 'blue-lips']);

/**
 * Words of keeping something in store ("a stash of", "saving up") and of the store's own supplements: "I've got a stash
 * of vitamin C tablets from my last order" keeps vitamins, not the means of an overdose (pills saved of a medicine, a
 * painkiller or a sleeping tablet still are).
 */
const STORE_WORD = /^(sav|stockpil|hoard|collect|stash|storing|keeping|hidden|hiding)/;
const SUPPLEMENT_WORD =
  /^(vitamin|vitamins|vit|multivitamin|multivitamins|multi|fish|omega|omega3|probiotic|probiotics|collagen|biotin|gummies|gummy|supplement|supplements|magnesium|zinc|calcium|ashwagandha|protein|whey|elderberry|chyawanprash|triphala|psyllium|spirulina|moringa)$/;
const MEDICINE_WORD =
  /^(paracetamol|crocin|dolo|calpol|sleeping|painkillers?|insulin|morphine|tramadol|xanax|alprazolam|benzos?|meds|medicine|medicines|medication|prescription|antidepressants?|iron)$/;
function keepsSupplements(message: ReadMessage, match: { start: number; end: number }): boolean {
  const words = message.tokens.slice(match.start, match.end + 1).map((token) => token.word);
  return words.some((word) => STORE_WORD.test(word)) && words.some((word) => SUPPLEMENT_WORD.test(word)) && !words.some((word) => MEDICINE_WORD.test(word));
}

/** A blow's verb: "hits me", "beat me up". */
const BLOW_WORD = /^(hit|hits|hitting|beat|beats|beating|slap|slaps|kick|kicks|punch|punches|choke|chokes|strangles)$/;
/**
 * What strikes without hands: a feeling, a time of day or "it" ("the nausea hits me every morning", "the afternoon
 * slump hits me hard", "beats me why"). A person, named or not ("he hits me", "Rahul hits me"), is never among them.
 */
const STRIKES_WITHOUT_HANDS = new Set([
  'it',
  'that',
  'this',
  'what',
  'reality',
  'nausea',
  'pain',
  'slump',
  'wave',
  'waves',
  'tiredness',
  'fatigue',
  'exhaustion',
  'hunger',
  'craving',
  'cravings',
  'anxiety',
  'panic',
  'heat',
  'cold',
  'sun',
  'lag',
  'jetlag',
  'crash',
  'caffeine',
  'sugar',
  'dizziness',
  'headache',
  'migraine',
  'cramp',
  'cramps',
  'sleepiness',
  'drowsiness',
  'boredom',
  'loneliness',
  'sadness',
  'stress',
  'acidity',
  'hangover',
  'kick',
  'rush',
  'high',
  'dip',
  'energy',
  'drop',
  'period',
  'pms',
  'tiredness',
  'afternoon',
  'evening',
  'morning',
  'night',
  'monsoon',
  'winter',
  'summer',
  'season',
  'exam',
  'exams',
  'deadline',
  'bill',
]);

/** The blow of an unsafe-home sign is struck by a feeling or a time, not a person: "the nausea hits me". */
function struckByFeeling(message: ReadMessage, match: { start: number; end: number }): boolean {
  const blow = message.tokens.slice(match.start, match.end + 1).findIndex((token) => BLOW_WORD.test(token.word));
  if (blow < 0) return false;
  const at = match.start + blow;
  const before = message.tokens[at - 1];
  const sentence = message.tokens[at]?.sentence;
  // "Beats me why…": the idiom of not knowing.
  if ((before === undefined || before.sentence !== sentence) && WH_WORD.test(message.tokens[at + 2]?.word ?? '')) return true;
  return before !== undefined && before.sentence === sentence && STRIKES_WITHOUT_HANDS.has(before.word);
}
const WH_WORD = /^(why|how|what|where|who|whether|if)$/;

/** What a hypothetical ("if I took…", "looking up overdose amounts") turns into a plan rather than an event. */
const TAKING_SIGNS: ReadonlySet<SignId> = new Set<SignId>(['overdose', 'took', 'swallowed', 'extra-dose']);

/** Signs a joke or an idiom can explain ("dying to try", "not literally"). */
const ITCH = /\b(itch\w*|khujli|khujlee|khaj|eczema|hives|mosquito bites?|scabies|prickly heat)\b/i;

/** The words follow "to" ("to not wake up", "to just not wake up"): an aim, not what happened. */
function afterTo(message: ReadMessage, start: number): boolean {
  const before = message.tokens[start - 1]?.word;
  return before === 'to' || (['just', 'simply', 'never'].includes(before ?? '') && message.tokens[start - 2]?.word === 'to');
}

/** "Can't lift my arms", "my legs won't move": both limbs named, as tiredness says it. */
const LANGUAGES = new Set([
  'english',
  'hindi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'bengali',
  'bangla',
  'marathi',
  'gujarati',
  'punjabi',
  'odia',
  'oriya',
  'urdu',
  'sanskrit',
  'french',
  'german',
  'spanish',
  'arabic',
  'chinese',
  'japanese',
  'fluently',
  'fluent',
  'language',
  'languages',
]);

/** A language named beside the words of speech ("can't speak English", "Hindi bolte parina"). */
function namesALanguage(message: ReadMessage, match: { start: number; end: number }): boolean {
  const { tokens } = message;
  const near = [...tokens.slice(Math.max(0, match.start - 2), match.start), ...tokens.slice(match.end + 1, match.end + 3)];
  return near.some((token) => token.sentence === tokens[match.start]?.sentence && LANGUAGES.has(token.word));
}

function namesBothLimbs(message: ReadMessage, match: { start: number; end: number }): boolean {
  return message.tokens.slice(match.start, match.end + 1).some((token) => token.word === 'arms' || token.word === 'legs');
}

const EXPLAINED_BY_JOKE: ReadonlySet<SignId> = new Set<SignId>([
  'suicidal',
  'fainted',
  'collapsed',
  'unresponsive',
  'chest-discomfort',
  'cant-breathe',
  'heart-attack-named',
  'cardiac-arrest',
  'overdose',
  'warning-sign',
  'whereabouts',
  'unsafe-home',
  'self-harm',
  'cant-breathe',
  'blue-lips',
  'seizure',
  'stroke-named',
  'worst-headache',
  'poison-substance',
  'swallowed',
]);

const SUBJECT_PATTERNS: readonly [Subject, readonly string[]][] = [
  ['baby', SUBJECT_WORDS.baby],
  ['child', SUBJECT_WORDS.child],
  ['male', SUBJECT_WORDS.male],
  ['female', SUBJECT_WORDS.female],
  ['other', SUBJECT_WORDS.other],
];
const SELF_WORDS = new Set(['i', 'im', 'ive', 'id', 'ill', 'me', 'myself', 'mine', 'mujhe', 'mera', 'meri', 'main']);
/** Who an age after them belongs to: "my 2 yr old", "our 8 month old". */
const OWNER_WORDS = new Set(['my', 'our', 'the', 'his', 'her', 'their']);

/** "She" can go back to a woman, a child or a baby, not to a man; "they" to anyone. */
function pronounFits(pronoun: string, subject: Subject): boolean {
  if (['he', 'him', 'his'].includes(pronoun)) return subject !== 'female';
  if (['she', 'her'].includes(pronoun)) return subject !== 'male';
  return true;
}

interface SubjectMark {
  at: number;
  subject: Subject;
}

/** Every place a person is named, in order; "my son" is a child, "he" a male adult, "I" the writer. */
function subjectMarks(message: ReadMessage): SubjectMark[] {
  const marks: SubjectMark[] = [];
  const { tokens } = message;
  for (const [at, token] of tokens.entries()) {
    // "My 2yo", "the 8mo": an age glued to its unit names a child or a baby.
    const glued = /^(\d{1,2})(yo|yr|yrs|mo|mos|m)$/.exec(token.word);
    // "24M, took some pills", "… pls. 35M": an adult age and a sex, opening the message or past a baby's months, is the
    // writer's own.
    if (glued?.[2] === 'm' && ((at === 0 && Number(glued[1]) >= 16) || Number(glued[1]) >= 25)) {
      marks.push({ at, subject: 'self' });
      continue;
    }
    if (glued && (glued[2]?.startsWith('m') || Number(glued[1]) < 13)) {
      marks.push({ at, subject: glued[2]?.startsWith('m') ? 'baby' : 'child' });
      continue;
    }
    // "My 2 yr old opened…", "our 8 month old": the same age in words of its own, after "my", "our" or "the".
    const spelled = /^\d{1,2}$/.test(token.word) && OWNER_WORDS.has(tokens[at - 1]?.word ?? '') ? Number(token.word) : undefined;
    const unit = tokens[at + 1]?.word ?? '';
    if (spelled !== undefined && (tokens[at + 2]?.word === 'old' || ['yr', 'yo'].includes(unit))) {
      if (/^(months?|mos?)$/.test(unit)) {
        marks.push({ at, subject: 'baby' });
        continue;
      }
      if (/^(years?|yrs?|yo)$/.test(unit) && spelled < 13) {
        marks.push({ at, subject: 'child' });
        continue;
      }
    }
    if (SELF_WORDS.has(token.word)) {
      marks.push({ at, subject: 'self' });
      continue;
    }
    for (const [subject, words] of SUBJECT_PATTERNS) {
      const hit = words.some((phrase) => {
        const parts = phrase.split(' ');
        return parts.every((part, offset) => tokens[at + offset]?.word === part);
      });
      if (hit) {
        // "my son" is a child until an age says otherwise; "her" after "my daughter" stays the daughter.
        // "My 2 yr old… I think she ate them": a pronoun past the writer's own words still goes back to the person named.
        const previous = marks.findLast((mark) => mark.subject !== 'self');
        const pronoun = ['he', 'him', 'his', 'she', 'her', 'they', 'them'].includes(token.word);
        if (pronoun && previous && pronounFits(token.word, previous.subject)) marks.push({ at, subject: previous.subject });
        else marks.push({ at, subject });
        break;
      }
    }
  }
  return marks;
}

const AGE_BEFORE = new Set(['im', 'am', 'aged', 'age', 'turned', 'turning']);
const UNIT_AFTER = /^(kg|kgs|kilos?|lbs?|pounds|mg|mcg|g|ml|iu|weeks?|wks?|days?|months?|hours?|hrs?|mins?|minutes?|percent|tablets?|pills?|capsules?|tabs?)$/;

/** "I'm 40", "aged 67": a number that is the writer's age, not a count of pills ("I am 38 kg" is a weight). */
function statedAgeAt(message: ReadMessage, index: number): boolean {
  const word = message.tokens[index]?.word ?? '';
  if (!/^\d{1,3}$/.test(word)) return false;
  return AGE_BEFORE.has(message.tokens[index - 1]?.word ?? '') && !UNIT_AFTER.test(message.tokens[index + 1]?.word ?? '');
}

/**
 * Whether the person the words are about is under 18: by the age stated when there is one ("my daughter is 27" is an
 * adult), else by the words that name them. `namedMinors` are the subjects taken as minors without an age: a child and a
 * baby for signs of a child at risk; a baby alone where "my son takes my pension" is most likely a grown son.
 */
export function isMinor(person: { age?: number | undefined; subject: Subject }, namedMinors: readonly Subject[] = ['child', 'baby']): boolean {
  return person.age === undefined ? namedMinors.includes(person.subject) : person.age < 18;
}

const MEASUREMENT_UNITS: ReadonlySet<string> = new Set(
  'ng ngml nmol nmoll ml mg mgdl mcg ug µg iu g gm kg kgs lbs cm mm mmhg mmol mmoll bpm percent degrees units pg pgml'.split(' '),
);
/** What is measured and told as "X is 6.5": never an age. */
const MEASURED_NAMES: ReadonlySet<string> = new Set(
  'hb haemoglobin hemoglobin hgb sugar glucose bp pressure level levels count score reading tsh t3 t4 ferritin b12 d d3 hba1c a1c inr creatinine egfr cholesterol ldl hdl triglycerides uric acid temperature temp fever weight bmi pulse rate platelets wbc esr crp potassium sodium calcium iron vitamin'.split(
    ' ',
  ),
);
const REGIONAL_MONTHS = new Set([
  'maasa',
  'maasam',
  'masam',
  'masa',
  'mahine',
  'mahina',
  'mahinyacha',
  'mahinyachi',
  'mahinyache',
  'maser',
  'masher',
  'mahinano',
  'mahinani',
]);
const REGIONAL_YEARS: ReadonlySet<string> = new Set(REGIONAL_AGE_YEARS);
/** One-word names of a child or a baby, which a count of months before them makes a baby. */
const YOUNG_WORDS: ReadonlySet<string> = new Set([...SUBJECT_WORDS.child, ...SUBJECT_WORDS.baby].filter((word) => !word.includes(' ')));
/** A stated age: "4 year old", "aged 67", "he is 80", "8 months old" (0). */
export function statedAge(message: ReadMessage): number | undefined {
  const words = message.tokens.map((token) => token.word);
  for (const [index, word] of words.entries()) {
    const glued = /^(\d{1,3})(yo|yr|yrs|y|m|mo|months?|weeks?|wk)$/.exec(word);
    // "28m here", "… pls. 35M": an adult man. A baby is counted in months up to two years ("18m").
    if (glued?.[2] === 'm' && ((index === 0 && Number(glued[1]) >= 16) || Number(glued[1]) >= 25)) return Number(glued[1]);
    if (glued) return /^(m|mo|month|months|week|weeks|wk)$/.test(glued[2] ?? '') ? 0 : Number(glued[1]);
    if (!/^\d{1,3}$/.test(word)) continue;
    const after = words[index + 1] ?? '';
    const before = words[index - 1] ?? '';
    // "She is 33 weeks pregnant", "20 weeks along": a pregnancy's weeks, nobody's age.
    if (['week', 'weeks', 'wk', 'wks'].includes(after) && ['pregnant', 'along', 'gone', 'preg'].includes(words[index + 2] ?? '')) continue;
    // "my 8 month old", "baby 8 months constipated", "she is 10 weeks": a baby, under a year.
    // "2 maasa kozhandhai" (Tamil), "3 mahinyacha baal" (Marathi): the months in India's other languages.
    if (
      (['month', 'months', 'week', 'weeks', 'mo', 'wk', 'day', 'days'].includes(after) || REGIONAL_MONTHS.has(after)) &&
      (['old', 'baby', 'boy', 'girl'].includes(words[index + 2] ?? '') ||
        YOUNG_WORDS.has(words[index + 2] ?? '') ||
        (REGIONAL_MONTHS.has(after) && [words[index - 1], words[index - 2]].some((word) => YOUNG_WORDS.has(word ?? ''))) ||
        ['baby', 'infant', 'son', 'daughter', 'aged', 'age', 'is', 'turned', 'only', 'just'].includes(before))
    )
      return 0;
    // "She is only 13", "he's barely 15": the age with a word between.
    const onlyAged = ['only', 'just', 'barely'].includes(before) && ['is', 'hes', 'shes', 'im', 'am'].includes(words[index - 2] ?? '');
    // "My vitamin D is 14 ng/ml", "sugar is 60 mg": a number with a unit after it is a measurement, not an age; and
    // "10 yrs ago", "3 years back", "for 6 years" a time ("for a 25 year old" is still an age).
    const duration =
      ['ago', 'back', 'earlier', 'before', 'pehle'].includes(words[index + 2] ?? '') ||
      (['for', 'since', 'past', 'last'].includes(before) && words[index + 2] !== 'old');
    // "Hb is 6.5", "my sugar is 180": a measurement named before "is".
    const measured = before === 'is' && MEASURED_NAMES.has(words[index - 2] ?? '');
    if (MEASUREMENT_UNITS.has(after) || duration || measured) continue;
    if (
      ['year', 'years', 'yr', 'yrs', 'yo', 'y'].includes(after) ||
      REGIONAL_YEARS.has(after) ||
      ['aged', 'age', 'is', 'turned', 'turning'].includes(before) ||
      onlyAged
    ) {
      const age = Number(word);
      if (['is', 'turned', 'turning'].includes(before) && !['year', 'years', 'yr', 'yrs', 'yo'].includes(after) && age < 1) continue;
      if (age <= 120) return age;
    }
  }
  return undefined;
}

function subjectAt(marks: readonly SubjectMark[], message: ReadMessage, position: number): Subject {
  const sentence = message.tokens[position]?.sentence;
  // Hinglish marks the doer with "ne": "bache ne dadi ki goliyan kha li" is the child's doing, not the grandmother's.
  const doer = marks.find((mark) => mark.at < position && message.tokens[mark.at]?.sentence === sentence && message.tokens[mark.at + 1]?.word === 'ne');
  if (doer) return doer.subject;
  const before = marks.filter((mark) => mark.at <= position);
  const nearest = before.at(-1);
  if (nearest) return nearest.subject;
  const after = marks.find((mark) => message.tokens[mark.at]?.sentence === sentence);
  return after?.subject ?? 'self';
}

/** The person a reading is about: an age decides child or adult; otherwise whoever most live signs happen to. */
function mainSubject(mentions: readonly SignMention[], marks: readonly SubjectMark[], age: number | undefined): Subject {
  const counts = new Map<Subject, number>();
  for (const mention of mentions) {
    // "Had my baby 5 days ago and…" names the baby, but tells of the mother: the writer, unless someone else is named.
    const about = mention.sign === 'new-mother' && mention.subject === 'baby' ? 'self' : mention.subject;
    counts.set(about, (counts.get(about) ?? 0) + 1);
  }
  let subject: Subject = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? marks.find((mark) => mark.subject !== 'self')?.subject ?? 'self';
  if (age !== undefined && (subject === 'child' || subject === 'baby')) subject = age < 1 ? 'baby' : age < 13 ? 'child' : subject;
  if (age !== undefined && age < 1 && subject !== 'self') subject = 'baby';
  return subject;
}

/** Words that put "not answering" on a phone rather than in a body: "texted me… now she's not answering". */
const REMOTE_CHANNEL = [
  'text',
  'texts',
  'texted',
  'texting',
  'message',
  'messages',
  'messaged',
  'call',
  'calls',
  'phone',
  'whatsapp',
  'dm',
  'dms',
  'voicemail',
];

/**
 * What a wish or a plan says is not an event: "planning to od" and "how many would it take to not wake up" are a
 * crisis, not a poisoning or someone unconscious. An overdose sign inside the words of a suicidal wish counts only
 * when something was taken or swallowed; "not waking" inside them never does; "not answering" after a text or a call
 * is about a phone.
 */
function withoutIntentReadings(message: ReadMessage, mentions: readonly SignMention[]): SignMention[] {
  const wishes = mentions.filter((mention) => mention.sign === 'suicidal');
  const inWish = (mention: SignMention) => wishes.some((wish) => mention.start <= wish.end && wish.start <= mention.end);
  const taken = mentions.some((mention) => mention.sign === 'took' || mention.sign === 'swallowed');
  const remote = message.tokens.some((token) => REMOTE_CHANNEL.includes(token.word));
  const words = (mention: SignMention, after = 0) => message.tokens.slice(mention.start, mention.end + 1 + after).map((token) => token.word);
  // "not eating much, he's still answering questions": the words between say the person responds.
  const stillDoing = (mention: SignMention) => words(mention).includes('still');
  const toothKnockedOut = (mention: SignMention) => words(mention, 3).some((word) => /^(tooth|teeth)$/.test(word));
  const answering = (mention: SignMention) => message.tokens.slice(mention.start, mention.end + 1).some((token) => /^(answer|repl)/.test(token.word));
  // "the 400 IU capsules", "took 2 paracetamol (500 mg each)": a number with a unit is a strength or a dose, not a count
  // of pills.
  const numberWithUnit = (index: number) => /^\d+$/.test(message.tokens[index]?.word ?? '') && DOSE_UNITS.has(message.tokens[index + 1]?.word ?? '');
  const strength = (mention: SignMention) =>
    (mention.sign === 'many' && numberWithUnit(mention.start)) || (mention.sign === 'overdose' && numberWithUnit(mention.end));
  // "My chest feels tight" names one sign, not chest discomfort plus breathlessness (NHS: ask, do not guess).
  const chest = mentions.filter((mention) => mention.sign === 'chest-discomfort');
  const sameWordsAsChest = (mention: SignMention) =>
    mention.sign === 'breathless' && chest.some((other) => other.start <= mention.start && mention.end <= other.end);
  // "He choked me last night" is an assault (an unsafe home), not food stuck in a throat now.
  const unsafe = mentions.filter((mention) => mention.sign === 'unsafe-home');
  const assault = (mention: SignMention) => mention.sign === 'cant-breathe' && unsafe.some((other) => other.start <= mention.start && mention.end <= other.end);
  const extraDoses: SignMention[] = [];
  const kept = mentions.filter((mention) => {
    if (sameWordsAsChest(mention) || assault(mention)) return false;
    if (deniedProblem(message, mention)) return false;
    if (strength(mention)) return false;
    if (mention.sign === 'overdose' && !taken && inWish(mention)) return false;
    // "Took 2 instead of 1, have I overdosed?" asks whether a dose was too much: an extra dose, unless many were taken.
    if (mention.sign === 'overdose' && asksIfOverdosed(message, mention) && !mentions.some((other) => other.sign === 'many')) {
      extraDoses.push({ ...mention, sign: 'extra-dose' });
      return false;
    }
    // "How many would it take to make me bleed out" asks about dying, not a wound.
    if (mention.sign === 'bleeding-heavy' && inWish(mention)) return false;
    // The writer wishing not to wake is not unconscious: "sleeping forever sounds good. like just not waking up".
    if (mention.sign === 'unresponsive' && mention.subject === 'self' && wishes.length > 0 && !taken) return false;
    if (mention.sign === 'unresponsive' && (inWish(mention) || (remote && answering(mention)) || stillDoing(mention) || toothKnockedOut(mention))) return false;
    return true;
  });
  return [...kept, ...extraDoses];
}

/** "Have I overdosed?", "did she overdose?": the word asked about, right after the question's own words. */
function asksIfOverdosed(message: ReadMessage, mention: SignMention): boolean {
  const before = message.tokens.slice(Math.max(0, mention.start - 2), mention.start).map((token) => token.word);
  return ['have', 'did', 'has', 'could', 'might'].includes(before[0] ?? '') && ['i', 'he', 'she', 'we', 'they', 'you'].includes(before[1] ?? '');
}

const DISCLAIMERS = ['not literally', 'figuratively', 'metaphorically', 'figure of speech', 'just an expression', 'in a good way'];

const COLOUR_SIGNS: ReadonlySet<SignId> = new Set<SignId>(['blood-in-urine', 'black-stool', 'yellow-eyes']);
const FAINTING_SIGNS: ReadonlySet<SignId> = new Set<SignId>(['faint-feeling', 'fainted', 'collapsed', 'grey-pale', 'drowsy', 'vomit-blood']);

/**
 * "Beetroot turned my pee pink", "black poo since the iron tablets": a food or medicine in the sentence explains the
 * colour. Never when the person says blood, tar or sticky beside the colour, or anything in the message points to
 * fainting or bleeding.
 */
function withoutColourExplained(message: ReadMessage, mentions: readonly SignMention[], colouredBy: (sentence: number) => boolean): SignMention[] {
  if (mentions.some((mention) => FAINTING_SIGNS.has(mention.sign))) return [...mentions];
  // Blood or tar in the colour's own words ("blood in the urine"); stools sticky like tar anywhere in its sentence.
  const saysBlood = (mention: SignMention) =>
    message.tokens.slice(mention.start, mention.end + 1).some((token) => /^(blood|bloody|tar|tarry|khoon)$/.test(token.word)) ||
    message.tokens.some(
      (token, index) => token.sentence === mention.sentence && /^(tar|tarry|sticky)$/.test(token.word) && !isNegated(message, { start: index, end: index }),
    );
  return mentions.filter((mention) => !(COLOUR_SIGNS.has(mention.sign) && colouredBy(mention.sentence) && !saysBlood(mention)));
}

/** "Is it the iron supplement or something else?", "could that be the beetroot?": a cause asked about, not told. */
function askedAsCause(message: ReadMessage, match: PhraseMatch): boolean {
  const { tokens } = message;
  if (!tokens[match.start]?.question) return false;
  const before = tokens
    .slice(Math.max(0, match.start - 4), match.start)
    .filter((token) => token.sentence === tokens[match.start]?.sentence)
    .map((token) => token.word)
    .join(' ');
  return /\b(is it|is that|is this|could it|could that|could this|can it|can that|might it|might that|would it)\b/.test(before);
}

/** Scene-setting signs that are unwell by themselves: beside an explained colour, still something to see a doctor about. */
const UNWELL_ALONE: ReadonlySet<SignId> = new Set<SignId>(['fever', 'vomiting', 'nausea', 'headache', 'back-pain', 'sepsis-sign']);

/** A colour was explained away (above) and nothing else of the body is named but scene-setting signs. */
function onlyColourExplained(all: readonly SignMention[], live: readonly SignMention[]): boolean {
  const explained = all.some((mention) => COLOUR_SIGNS.has(mention.sign)) && !live.some((mention) => COLOUR_SIGNS.has(mention.sign));
  return explained && live.every((mention) => CONTEXT_SIGNS.has(mention.sign) && !UNWELL_ALONE.has(mention.sign));
}

const DOSE_UNITS = new Set(['iu', 'mg', 'mcg', 'ug', 'g', 'gm', 'gms', 'gram', 'grams', 'milligrams', 'micrograms', 'ml', 'cfu', 'billion', 'mgs']);

const PROBLEM_WORDS = new Set(['problem', 'problems', 'trouble', 'troubles', 'issue', 'issues', 'difficulty', 'difficulties', 'lessness']);

/** "No breathing problems", "no breathing trouble": the problem is denied, the sign's words only name it. */
function deniedProblem(message: ReadMessage, mention: SignMention): boolean {
  const { tokens } = message;
  const next = tokens[mention.end + 1];
  const denied =
    ['no', 'without', 'not', 'nor'].includes(tokens[mention.start]?.word ?? '') || ['no', 'without'].includes(tokens[mention.start - 1]?.word ?? '');
  return denied && next !== undefined && next.sentence === tokens[mention.end]?.sentence && PROBLEM_WORDS.has(next.word);
}

const FIRST_PERSON = new Set(['i', 'im', 'ive', 'id', 'me', 'my', 'myself', 'mujhe', 'main', 'mera', 'meri', 'maine']);
const SAID_NOW = new Set(['want', 'wanna', 'wants', 'going', 'gonna', 'still', 'again', 'now', 'keep', 'keeps', 'cant', 'am', 'im', 'feel', 'feeling']);

/** The writer speaks of themselves in the sign's words or the two words before them, in one clause: "if I end it". */
function speaksOfWriter(message: ReadMessage, match: PhraseMatch): boolean {
  const clause = message.tokens[match.start]?.clause;
  return message.tokens.slice(Math.max(0, match.start - 2), match.end + 1).some((token) => token.clause === clause && FIRST_PERSON.has(token.word));
}

const PAST_MATCHES = new WeakMap<ReadMessage, readonly PhraseMatch[]>();
function pastMatches(message: ReadMessage): readonly PhraseMatch[] {
  let found = PAST_MATCHES.get(message);
  if (!found) PAST_MATCHES.set(message, (found = FRAMES.past.flatMap((pattern) => findPattern(message, pattern))));
  return found;
}

/**
 * "I lost my job two months ago and I still want to die": a wish said in the present is not explained by a past event
 * elsewhere in the sentence; "I used to want to die" is, as the past words stand right before it.
 */
function saidAsNow(message: ReadMessage, match: PhraseMatch, past: readonly PhraseMatch[]): boolean {
  const from = Math.max(0, match.start - 2);
  const clause = message.tokens[match.start]?.clause;
  const present = message.tokens.slice(from, match.end + 1).some((token) => token.clause === clause && SAID_NOW.has(token.word));
  return present && !past.some((words) => words.end >= from && words.start <= match.end);
}

/** Words that put a clause in the present: "is", "can't", "keeps", "still". */
const PRESENT_TENSE = new Set([
  'is',
  'isnt',
  'are',
  'arent',
  'am',
  'im',
  'cant',
  'cannot',
  'wont',
  'doesnt',
  'dont',
  'keeps',
  // What someone does again and again at home: "my wife hits me and throws things".
  'hits',
  'beats',
  'slaps',
  'kicks',
  'threatens',
  'still',
  'now',
  'today',
  'tonight',
  'hai',
  'hain',
  'raha',
  'rahi',
  'rahe',
]);

/**
 * "Had my c-section 2 weeks ago, my calf is swollen and I can't breathe": a past time in one clause does not explain a
 * sign in another clause that speaks in the present. A sign in the past words' own clause stays past.
 */
function presentInOwnClause(message: ReadMessage, match: PhraseMatch, past: readonly PhraseMatch[]): boolean {
  const clause = message.tokens[match.start]?.clause;
  const explains = (words: PhraseMatch) =>
    (message.tokens[words.start]?.clause === clause || message.tokens[words.end]?.clause === clause) && !turnsToNow(message, words.end, match.start);
  if (past.some(explains)) return false;
  // "He stopped his tablets two weeks ago, now he has a fever, shaking, talking nonsense": every past phrase of the
  // sentence before the sign is turned to the present by a "now" between them.
  const sentence = message.tokens[match.start]?.sentence;
  const before = past.filter((words) => message.tokens[words.start]?.sentence === sentence && words.end < match.start);
  if (
    before.length > 0 &&
    before.length === past.filter((words) => message.tokens[words.start]?.sentence === sentence).length &&
    before.every((words) => turnsToNow(message, words.end, match.start))
  )
    return true;
  return message.tokens.some(
    (token, index) =>
      token.clause === clause && (PRESENT_TENSE.has(token.word) || (token.word === 'just' && JUST_NOW.test(message.tokens[index + 1]?.word ?? ''))),
  );
}

/**
 * A past verb right after "just" happened a moment ago: "I just coughed up half a cup of blood, I had TB treatment years
 * ago". "I just have faint old scars" is no moment.
 */
const JUST_NOW = /^(\w+ed|took|threw|brought|fell|got|woke|found|saw|began|came|went|bit|ate|drank|swallowed|spat|felt)$/;

/** Words that turn a sentence from its past to the present: "gave birth two weeks ago and now she hears voices". */
const TURN_TO_NOW = new Set(['now', 'today', 'tonight', 'currently', 'ab']);

/** True when a word turning to the present stands after the past words and before the sign. */
function turnsToNow(message: ReadMessage, pastEnd: number, signStart: number): boolean {
  for (let index = pastEnd + 1; index < signStart; index += 1) {
    if (TURN_TO_NOW.has(message.tokens[index]?.word ?? '')) return true;
  }
  return false;
}

/** Slang for suicide said as one word ("unalive", "kms"), which a question about the word itself may quote. */
function isCrisisSlang(message: ReadMessage, match: PhraseMatch): boolean {
  return message.tokens.slice(match.start, match.end + 1).every((token) => /^(unaliv|kms$|kys$|ctb$|sewerslid|suicid)/.test(token.word));
}

/** How many words from a bleeding a minor word ("a bit", "paper cut", "when I brush") may stand to explain it. */
const MINOR_REACH = 6;

/** Reads the message's live signs. Frames apply per sentence; a general frame only to what follows it. */
export function readSigns(text: string | ReadMessage): SignReading {
  const message = typeof text === 'string' ? readMessage(text) : text;
  const frames = new Map<number, SentenceFrames>();
  const frameOf = (sentence: number) => {
    let found = frames.get(sentence);
    if (!found) frames.set(sentence, (found = framesOf(message, sentence)));
    return found;
  };
  const marks = subjectMarks(message);
  // "Red clover", "a faint line on the test": a sign read from a name's own words is no sign.
  const named = NAMED_THINGS.flatMap((pattern) => findPattern(message, pattern));
  const inName = (index: number) => named.some((name) => name.start <= index && index <= name.end);
  const minorWords = FRAMES.minor.flatMap((pattern) => findPattern(message, pattern));
  const minorNear = (index: number) => minorWords.some((minor) => Math.abs(minor.start - index) <= MINOR_REACH);
  // A purpose denied ("asking seriously, not for a school project") or only claimed by the one at risk ("he says it was
  // for a school project") explains nothing.
  const purposeWords = FRAMES.purpose
    .flatMap((pattern) => findPattern(message, pattern))
    .filter((words) => !isNegated(message, words) && !claimedByAnother(message, words));
  const purpose = purposeWords.length > 0;
  const talksOfWords = hasAny(message, FRAMES.wordTalk);
  const mentions: SignMention[] = [];
  let crisisDenied = false;
  let suppliesKept = false;
  for (const sign of SIGN_IDS) {
    for (const pattern of SIGN_PATTERNS[sign]) {
      for (const match of findPattern(message, pattern)) {
        const sentence = message.tokens[match.start]?.sentence ?? 0;
        // "29 weeks along" is a quantity and the pregnancy's own words.
        if (!READ_INSIDE_NAMES.has(sign) && (inName(match.start) || inName(match.end))) continue;
        if (sign === 'many' && statedAgeAt(message, match.start)) continue;
        // "How many pills to overdose", "planning to OD": an aim or a question, which the crisis signs read, not an overdose taken.
        if (sign === 'overdose' && match.start === match.end && message.tokens[match.start - 1]?.word === 'to') continue;
        // "How to hang without pain and painless ways to die": "without" takes its own object, not a second one after "and".
        const negation = negationOf(message, match);
        const negated =
          (negation !== undefined &&
            !(CRISIS_SIGNS.has(sign) && ((negation === 'without' && withoutReachesPast(message, match)) || negationBeforeNewSubject(message, match)))) ||
          (DENIED_AFTER_SIGNS.has(sign) && deniedAfter(message, match)) ||
          deniedInGap(message, match, pattern);
        if (negated || (CRISIS_SIGNS.has(sign) && deniesHarm(message, match))) {
          if (CRISIS_SIGNS.has(sign)) crisisDenied = true;
          continue;
        }
        const frame = frameOf(sentence);
        const ownWish = CRISIS_SIGNS.has(sign) && speaksOfWriter(message, match);
        if (
          frame.past &&
          !frame.now &&
          !LASTING_SIGNS.has(sign) &&
          !(RECENT_SIGNS.has(sign) && onlyRecentPast(message, sentence, pastMatches(message))) &&
          !(ownWish && saidAsNow(message, match, pastMatches(message))) &&
          !presentInOwnClause(message, match, pastMatches(message))
        )
          continue;
        // "What if I just ended it", "how much psyllium so I don't have to eat": a question about oneself, not signs in
        // general; and a lethal amount is a warning sign even when asked "if someone took…".
        const generalFrom =
          sign === 'hanging-point'
            ? Number.POSITIVE_INFINITY
            : Math.min(frame.generalFrom, sign === 'lethal-amount' ? Number.POSITIVE_INFINITY : frame.conditionalFrom);
        if (generalFrom <= match.start && !frame.now && !ownWish) continue;
        if (frame.story) continue;
        // A body sign in the words of a course or a task ("a CPR refresher", "first aid training") names its subject; a
        // warning sign stays one ("I won't be around for the exams").
        if (!CRISIS_SIGNS.has(sign) && purposeWords.some((words) => words.start <= match.end && match.start <= words.end)) continue;
        if (frame.prepared && !CRISIS_SIGNS.has(sign)) continue;
        if (purpose && frame.impersonalQuestion && !frame.now && !ownWish) continue;
        // Someone else's event, replied to or watched, explains its body signs; never a wish, a plan or the means.
        if ((frame.condolence || frame.scene) && !frame.now && !CONTEXT_SIGNS.has(sign) && !CRISIS_SIGNS.has(sign)) continue;
        if (frame.nuisance && frame.laugh && CRISIS_SIGNS.has(sign) && EXPLAINED_BY_JOKE.has(sign)) continue;
        if (talksOfWords && sign === 'suicidal' && isCrisisSlang(message, match)) continue;
        if ((frame.joke || frame.swimming) && EXPLAINED_BY_JOKE.has(sign)) continue;
        // "lol" never cancels a crisis sign: people in distress write it too ("kms lol").
        if (frame.laugh && EXPLAINED_BY_JOKE.has(sign) && sign !== 'suicidal') continue;
        // Someone else who does not respond or wake is never explained by the gym or the dentist ("at the gym a guy is not
        // responding"); a lip "not moving" after the dentist's injection, or muscles "not responding" to training, are.
        if (
          (frame.activity || frame.indigestionAlone) &&
          !frame.unrelieved &&
          EXPLAINED_BY_ACTIVITY.has(sign) &&
          !(
            sign === 'unresponsive' &&
            subjectAt(marks, message, match.start) !== 'self' &&
            message.tokens.slice(match.start, match.end + 1).some((token) => NO_RESPONSE_WORD.test(token.word))
          )
        )
          continue;
        // After a long run or chest day, weak limbs are tired ones; both arms or legs are never a stroke's one side.
        if (frame.tiredLimbs && (sign === 'limb-weak' || (sign === 'limb-weak-strong' && namesBothLimbs(message, match)))) continue;
        if (frame.snoring && EXPLAINED_BY_SNORING.has(sign)) continue;
        // "Is it painless to just not wake up?": a wish or a question, not someone who does not wake.
        if (sign === 'unresponsive' && afterTo(message, match.start)) continue;
        // "My skin is not responding to the cream": a treatment that does not work, not a person who does not respond.
        if (sign === 'unresponsive' && respondsToTreatment(message, match.end)) continue;
        // "I can't speak English well", "Hindi bolte parina": a language not spoken, not speech lost.
        if (sign === 'speech-trouble' && namesALanguage(message, match)) continue;
        // "Itching like crazy, scratching till it bleeds": an itch scratched raw, not a harm done to oneself.
        if (sign === 'self-harm' && ['till', 'until'].includes(message.tokens[match.start]?.word ?? '') && ITCH.test(message.text)) continue;
        if (sign === 'unsafe-home' && struckByFeeling(message, match)) continue;
        // "Giving away her clothes to charity because she's moving to Canada": things given away for a move.
        if (sign === 'warning-sign' && frame.lifeChange && message.tokens.slice(match.start, match.end + 1).some((token) => GIVING.has(token.word))) continue;
        if (sign === 'warning-sign' && keepsSupplements(message, match)) {
          suppliesKept = true;
          continue;
        }
        // "Behosh ho gaya, 3 ghante soya": a state word beside sleep is sleep; "asleep and won't wake" still counts.
        if (frame.sleep && sign === 'unresponsive' && !message.tokens.slice(match.start, match.end + 1).some((token) => RESPONSE_WORD.test(token.word)))
          continue;
        if (frame.accident && sign === 'self-harm') continue;
        // "took his vitamin gummy this morning as usual" is a dose, not a poisoning.
        if (frame.routine && !frame.many && (sign === 'swallowed' || sign === 'took' || sign === 'pills')) continue;
        // "A bit of blood when I floss" is minor; "pouring blood …, just feeling a bit faint" is not: the minor words
        // must stand near the bleeding.
        if (frame.minor && sign === 'bleeding-heavy' && minorNear(match.start)) continue;
        // "I won't be around for the delivery": the whereabouts are the delivery's; a goodbye letter is never a delivery's.
        if (frame.scheduling && sign === 'whereabouts') continue;
        // "If I took the whole bottle, would I just not wake up?" asks about an outcome: a plan, not someone unconscious.
        if (frame.hypothetical && !frame.now && (TAKING_SIGNS.has(sign) || sign === 'unresponsive')) continue;
        mentions.push({ sign, start: match.start, end: match.end, sentence, subject: subjectAt(marks, message, match.start) });
      }
    }
  }
  const age = statedAge(message);
  const intended = withoutIntentReadings(message, mentions);
  // "Started iron tablets and my poo is black" explains; "no iron tablets" or "is it the iron?" does not.
  const colourers = FRAMES.colouredBy
    .flatMap((pattern) => findPattern(message, pattern))
    .filter((match) => !isNegated(message, match) && !askedAsCause(message, match));
  const live = withoutColourExplained(message, intended, (sentence) => colourers.some((match) => message.tokens[match.start]?.sentence === sentence));
  return {
    message,
    mentions: live,
    signs: new Set(live.map((mention) => mention.sign)),
    subject: mainSubject(mentions, marks, age),
    age,
    now: [...new Set(message.tokens.map((token) => token.sentence))].some((sentence) => frameOf(sentence).now),
    dangerNamed: live.some((mention) => !CONTEXT_SIGNS.has(mention.sign)),
    crisisNamed: live.some((mention) => CRISIS_SIGNS.has(mention.sign)),
    bodyNamed: live.some((mention) => !CONTEXT_SIGNS.has(mention.sign) && !CRISIS_SIGNS.has(mention.sign)),
    recovered: hasAny(message, FRAMES.recovered) && !hasAny(message, FRAMES.now),
    daysAgo: hasAny(message, FRAMES.daysAgo),
    caredFor: hasAny(message, FRAMES.caredFor),
    careDelayed: hasAny(message, FRAMES.careDelayed),
    joking: [...new Set(message.tokens.map((token) => token.sentence))].some((sentence) => frameOf(sentence).joke),
    disclaimed: hasAny(message, DISCLAIMERS),
    studying: purpose,
    wellNow: hasAny(message, FRAMES.wellNow),
    wavedAway: hasAny(message, FRAMES.wavedAway) && !hasAny(message, FRAMES.explained),
    fitnessTalk: hasAny(message, FRAMES.fitnessTalk),
    animalBite: live.some((mention) => (mention.sign === 'bite-broke-skin' || mention.sign === 'venomous-bite') && !toldAsBelief(message, mention.sentence)),
    lifeChange: hasAny(message, FRAMES.lifeChange),
    crisisDenied,
    suppliesKept,
    colourExplained: onlyColourExplained(intended, live),
  };
}

const SUBJECT_WORDS_AFTER_NEGATION = new Set(['i', 'ill', 'id', 'im', 'he', 'hell', 'she', 'shell', 'we', 'they', 'theyll', 'you', 'main', 'mai']);

/**
 * "If she doesn't call back I will end it", "if I don't get thinner I'd rather be dead": the negation belongs to an
 * earlier verb; a new subject stands between it and the wish, which is said, not denied.
 */
function negationBeforeNewSubject(message: ReadMessage, match: PhraseMatch): boolean {
  const clause = message.tokens[match.start]?.clause;
  for (let index = match.start - 1; index >= Math.max(0, match.start - 4); index -= 1) {
    const token = message.tokens[index];
    if (!token || token.clause !== clause) return false;
    if (SUBJECT_WORDS_AFTER_NEGATION.has(token.word)) return true;
    if (NOT_WORDS.has(token.word)) return false;
  }
  return false;
}

const HARM_WORD = /^(die|dying|dead|hurt|hurting|kill|killing|harm|harming|suicid|end)/;
const WANT_WORDS = new Set(['want', 'wants', 'wanna', 'wanting']);
const NOT_WORDS = new Set(['dont', 'doesnt', 'didnt', 'not', 'never', 'no']);

/**
 * "I don't want to die or hurt anyone", "says he doesn't want to hurt himself": a wish to die or to harm, denied. Not
 * "I don't want to live" or "don't want to wake up", which say the wish (isNegated keeps "want" from negating).
 */
function deniesHarm(message: ReadMessage, match: PhraseMatch): boolean {
  if (!message.tokens.slice(match.start, match.end + 1).some((token) => HARM_WORD.test(token.word))) return false;
  const clause = message.tokens[match.start]?.clause;
  const before = message.tokens
    .slice(Math.max(0, match.start - 4), match.start + 2)
    .filter((token) => token.clause === clause)
    .map((token) => token.word);
  const want = before.findIndex((word) => WANT_WORDS.has(word));
  return want > 0 && NOT_WORDS.has(before[want - 1] ?? '');
}
