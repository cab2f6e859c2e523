// Reading a chat message the way the triage and the intent rules need it: lower case, accents and apostrophes gone
// ("can't" → "cant"), words with the sentence and clause they belong to, and phrase patterns matched on word
// boundaries with negation, a trailing plural and one typo in long words forgiven.

export interface ChatToken {
  word: string;
  /** Sentences end at . ! ? ; or a line break: a pattern's words must share one. */
  sentence: number;
  /** Clauses also end at commas and "but": negation reaches no further back than its clause. */
  clause: number;
  /** Set on the words of a sentence that ends with a question mark. */
  question?: true;
}

export interface ReadMessage {
  tokens: readonly ChatToken[];
  /** The normalised words joined by single spaces. */
  text: string;
}

const CLAUSE_BREAKERS = new Set(['but', 'though', 'although', 'however', 'except']);

const PRESSURE_WORDS = /\b(bp|blood pressure|pressure)\b/i;

/** Lower case, accents stripped, "can't" → "cant", "5-HTP" → "5 htp"; punctuation kept only as boundaries. */
export function readMessage(raw: string): ReadMessage {
  const lowered = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    // A laughing face is a laugh, as "lol" is.
    .replace(/[\u{1F602}\u{1F923}\u{1F606}\u{1F639}]/gu, ' lol ')
    // "od'd" would read as "odd".
    .replace(/\bod'?d\b(?=\s+on\b)|\bod'd\b/g, 'overdosed')
    .replace(/([a-z])'([a-z])/g, '$1$2')
    // A unit with a slash is one word ("55 mg/dL" → "55 mgdl", "3.2 mmol/L" → "3.2 mmoll"), so its number stays a reading.
    .replace(/\b(mg|mmol)\s*\/\s*(dl|l)\b/g, '$1$2')
    // "150/95" is a blood-pressure reading (systolic above diastolic, in range): read it as one. A low one ("78/50",
    // "70/40") only in a message that speaks of blood pressure: "a 60/40 split" is no reading.
    .replace(/\b(\d{2,3})\s*\/\s*(\d{2,3})\b/g, (reading, top: string, bottom: string) =>
      Number(top) >= (PRESSURE_WORDS.test(raw) ? 60 : 80) && Number(top) <= 260 && Number(bottom) >= 30 && Number(bottom) < Number(top)
        ? `${top} over ${bottom} bp`
        : reading,
    );
  const tokens: ChatToken[] = [];
  let sentence = 0;
  let clause = 0;
  const questions = new Set<number>();
  // A dash between words ("not a gut question - magnesium for bp") ends a clause, as a comma does; "5-htp" keeps whole.
  for (const piece of lowered.match(/[a-z0-9+]+|[.!?;\n]+|,|\s[-–—]+\s|[–—]/g) ?? []) {
    if (/^[.!?;\n]+$/.test(piece)) {
      if (piece.includes('?')) questions.add(sentence);
      sentence += 1;
      clause += 1;
    } else if (piece === ',' || /^\s?[-–—]+\s?$/.test(piece)) {
      clause += 1;
    } else if (CLAUSE_BREAKERS.has(piece)) {
      clause += 1;
    } else {
      tokens.push({ word: piece, sentence, clause });
    }
  }
  for (const token of tokens) if (questions.has(token.sentence)) token.question = true;
  return { tokens, text: tokens.map((token) => token.word).join(' ') };
}

/** Optimal-string-alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rolling rows (two back for a transposition) instead of the whole table.
  let beforePrevious = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [beforePrevious, previous, row] = [previous, row, beforePrevious];
  }
  return previous[b.length]!;
}

/** '#many' in a pattern: a number of 10 or more, or a word for "a lot" ("took a whole bottle"). */
const MANY_WORDS = new Set(['dozen', 'dozens', 'whole', 'all', 'handful', 'bunch', 'lots', 'fistful', 'entire', 'loads']);

/**
 * A plural written in a list matches its singular too ("loose motions" → "loose motion"); short words and words that
 * only end in s ("runs", "glass", "virus") keep their meaning apart. Undefined when there is no such singular.
 */
function singular(alternative: string): string | undefined {
  return alternative.length >= 6 && /[^su]s$/.test(alternative) ? alternative.slice(0, -1) : undefined;
}

/**
 * One word of a pattern: "pain" (also "pains"), "suicid*" (any word starting so), "chest|heart" (either).
 * Words of 8 letters or more also match one typo that keeps the first letter ("sucidal" for "suicidal").
 */
export function wordMatches(patternWord: string, word: string, fuzzy = true): boolean {
  return patternWord.split('|').some((alternative) => {
    if (alternative === '#many') return /^\d+$/.test(word) ? Number(word) >= 10 : MANY_WORDS.has(word);
    if (alternative.endsWith('*')) return word.startsWith(alternative.slice(0, -1));
    if (word === alternative || word === `${alternative}s` || word === `${alternative}es`) return true;
    if (word === singular(alternative)) return true;
    return fuzzy && alternative.length >= 8 && word.length >= 7 && word[0] === alternative[0] && editDistance(alternative, word, 1) <= 1;
  });
}

export interface PhraseMatch {
  /** Index of the first and last matched token. */
  start: number;
  end: number;
}

/** How many places of the message the matches cover, overlapping matches counting once ("my heart" and "heart"). */
export function separatePlaces(matches: readonly PhraseMatch[]): number {
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  let places = 0;
  let reach = -1;
  for (const match of sorted) {
    if (match.start > reach) places += 1;
    reach = Math.max(reach, match.end);
  }
  return places;
}

const PATTERN_CACHE = new Map<string, readonly string[]>();

interface WordIndex {
  byWord: Map<string, number[]>;
  byFirstLetter: Map<string, number[]>;
}
const WORD_INDEXES = new WeakMap<ReadMessage, WordIndex>();

/** Where each word (and each first letter) occurs, so a phrase is only tried where its first word can match. */
function wordIndex(message: ReadMessage): WordIndex {
  let index = WORD_INDEXES.get(message);
  if (!index) {
    index = { byWord: new Map(), byFirstLetter: new Map() };
    for (const [position, token] of message.tokens.entries()) {
      const word = index.byWord.get(token.word) ?? [];
      word.push(position);
      index.byWord.set(token.word, word);
      const letter = index.byFirstLetter.get(token.word[0] ?? '') ?? [];
      letter.push(position);
      index.byFirstLetter.set(token.word[0] ?? '', letter);
    }
    WORD_INDEXES.set(message, index);
  }
  return index;
}

/** What a pattern word's alternatives look up in a message's word index, worked out once per pattern word. */
interface StartKeys {
  /** "#many": any position may start. */
  anyPosition: boolean;
  /** The words (and their plural and singular forms) a start may be. */
  words: readonly string[];
  /** First letters of prefixes ("suicid*"): any word with that letter may start. */
  prefixLetters: readonly string[];
  /** Long words forgive one typo: a word with that first letter and within one of that length may start. */
  typoForms: readonly { letter: string; length: number }[];
}
const START_KEYS = new Map<string, StartKeys>();

function startKeysOf(patternWord: string): StartKeys {
  let keys = START_KEYS.get(patternWord);
  if (!keys) {
    const alternatives = patternWord.split('|');
    const words = new Set<string>();
    const prefixLetters = new Set<string>();
    const typoForms: { letter: string; length: number }[] = [];
    for (const alternative of alternatives) {
      if (alternative.endsWith('*')) {
        prefixLetters.add(alternative[0] ?? '');
        continue;
      }
      for (const form of [alternative, `${alternative}s`, `${alternative}es`, singular(alternative) ?? alternative]) words.add(form);
      if (alternative.length >= 8) typoForms.push({ letter: alternative[0] ?? '', length: alternative.length });
    }
    keys = { anyPosition: alternatives.includes('#many'), words: [...words], prefixLetters: [...prefixLetters], typoForms };
    START_KEYS.set(patternWord, keys);
  }
  return keys;
}

/** Token positions where a pattern's first word might match, in order (a superset; wordMatches decides). */
function candidateStarts(message: ReadMessage, patternWord: string, fuzzy: boolean): readonly number[] {
  const keys = startKeysOf(patternWord);
  if (keys.anyPosition) return message.tokens.map((_, position) => position);
  const { byWord, byFirstLetter } = wordIndex(message);
  // Most pattern words occur nowhere in a message: an array is made only once a start is found (and no closure here:
  // this runs for every phrase of every rule).
  let starts: number[] | undefined;
  for (const word of keys.words) {
    const positions = byWord.get(word);
    if (positions) starts = starts ? starts.concat(positions) : [...positions];
  }
  for (const letter of keys.prefixLetters) {
    const positions = byFirstLetter.get(letter);
    if (positions) starts = starts ? starts.concat(positions) : [...positions];
  }
  // One typo changes the length by at most one.
  if (fuzzy) {
    for (const { letter, length } of keys.typoForms) {
      for (const position of byFirstLetter.get(letter) ?? NO_STARTS) {
        if (Math.abs((message.tokens[position]?.word.length ?? 0) - length) <= 1) (starts ??= []).push(position);
      }
    }
  }
  if (!starts) return NO_STARTS;
  return starts.length === 1 ? starts : [...new Set(starts)].sort((a, b) => a - b);
}
const NO_STARTS: readonly number[] = [];

/** A pattern's words: lower case, apostrophes dropped, hyphens as spaces; '*' and '|' kept. */
export function patternWords(phrase: string): readonly string[] {
  let words = PATTERN_CACHE.get(phrase);
  if (!words) {
    words = phrase.toLowerCase().replace(/['’]/g, '').replace(/-/g, ' ').split(/\s+/).filter(Boolean);
    PATTERN_CACHE.set(phrase, words);
  }
  return words;
}

/** Where a phrase ("can't breathe", "throat|tongue swell*") occurs as consecutive words of one sentence. */
export function findPhrase(message: ReadMessage, phrase: string, fuzzy = true): PhraseMatch[] {
  const words = patternWords(phrase);
  const found: PhraseMatch[] = [];
  const { tokens } = message;
  for (const start of candidateStarts(message, words[0] ?? '', fuzzy)) {
    if (start + words.length > tokens.length) continue;
    const first = tokens[start] as ChatToken;
    const matched = words.every((patternWord, offset) => {
      const token = tokens[start + offset] as ChatToken;
      return token.sentence === first.sentence && wordMatches(patternWord, token.word, fuzzy);
    });
    if (matched) found.push({ start, end: start + words.length - 1 });
  }
  return found;
}

/** Words between two matches (0 when they touch or overlap). */
function gapBetween(a: PhraseMatch, b: PhraseMatch): number {
  if (b.start > a.end) return b.start - a.end;
  if (a.start > b.end) return a.start - b.end;
  return 0;
}

/**
 * All groups present in one sentence (or, `acrossSentences`, in neighbouring ones) within `within` words of each other
 * (any order); each group is a list of phrases.
 */
export function findNear(message: ReadMessage, groups: readonly (readonly string[])[], within: number, acrossSentences = false): PhraseMatch[] {
  const perGroup = groups.map((phrases) => phrases.flatMap((phrase) => findPhrase(message, phrase)));
  const [firstGroup, ...rest] = perGroup;
  if (!firstGroup) return [];
  const found: PhraseMatch[] = [];
  for (const anchor of firstGroup) {
    const sentence = message.tokens[anchor.start]?.sentence;
    let start = anchor.start;
    let end = anchor.end;
    const allNear = rest.every((matches) => {
      const near = matches.find((match) => {
        const other = message.tokens[match.start]?.sentence ?? -1;
        return (acrossSentences ? Math.abs(other - (sentence ?? -1)) <= 1 : other === sentence) && gapBetween(anchor, match) <= within;
      });
      if (!near) return false;
      start = Math.min(start, near.start);
      end = Math.max(end, near.end);
      return true;
    });
    if (allNear) found.push({ start, end });
  }
  return found;
}

const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'without',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'nor',
  'none',
  'denies',
  'deny',
  'neither',
  'nope',
]);
/** "I don't know if I'm having a stroke" is not a denial: these words between the negation and the match undo it. */
const UNCERTAINTY = new Set(['know', 'sure', 'if', 'whether', 'think', 'tell', 'understand', 'why', 'mind', 'want', 'wanna', 'care', 'stop', 'help']);
const NEGATION_REACH = 4;
/**
 * Words after "and" that start a new statement, which a negation before "and" does not reach: "smelled burning that
 * wasn't there and just had a fit", "wasn't breathing right and then went blue". "No fever and cough" stays denied.
 */
const NEW_STATEMENT_AFTER_AND: ReadonlySet<string> = new Set([
  'just',
  'then',
  'now',
  'suddenly',
  'also',
  'has',
  'had',
  'is',
  'was',
  'went',
  'got',
  'started',
  'began',
  'he',
  'she',
  'they',
  'we',
  'hes',
  'shes',
]);

/** True when a negation word stands up to four words before the match in the same clause ("no chest pain"). */
export function isNegated(message: ReadMessage, match: PhraseMatch): boolean {
  return negationOf(message, match) !== undefined;
}

/** The negation word that stands up to four words before the match in the same clause ("no" in "no chest pain"), if any. */
export function negationOf(message: ReadMessage, match: PhraseMatch): string | undefined {
  const { tokens } = message;
  const clause = tokens[match.start]?.clause;
  for (let index = match.start - 1; index >= Math.max(0, match.start - NEGATION_REACH); index -= 1) {
    const token = tokens[index] as ChatToken;
    if (token.clause !== clause) return undefined;
    if (token.word === 'and' && NEW_STATEMENT_AFTER_AND.has(tokens[index + 1]?.word ?? '')) return undefined;
    if (UNCERTAINTY.has(token.word)) return undefined;
    if (NEGATIONS.has(token.word)) return token.word;
    if (token.word === 'longer' && tokens[index - 1]?.word === 'no') return 'no longer';
  }
  return undefined;
}

/** Words of the match's sentence, for context checks such as "years ago" or "chest day". */
export function sentenceOf(message: ReadMessage, match: PhraseMatch): ReadMessage {
  const sentence = message.tokens[match.start]?.sentence;
  const tokens = message.tokens.filter((token) => token.sentence === sentence);
  return { tokens, text: tokens.map((token) => token.word).join(' ') };
}

/** Words of the match's clause (up to a comma, "but" or a sentence end): "2 stents last year, taking Ecosprin". */
export function clauseOf(message: ReadMessage, match: PhraseMatch): ReadMessage {
  const clause = message.tokens[match.start]?.clause;
  const tokens = message.tokens.filter((token) => token.clause === clause);
  return { tokens, text: tokens.map((token) => token.word).join(' ') };
}

/** True when any phrase occurs anywhere in the message (not negated). */
export function mentions(message: ReadMessage, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => findPhrase(message, phrase).some((match) => !isNegated(message, match)));
}

/** The text with any sentence said a second time left out ("Check with your doctor." twice becomes once). */
export function withoutRepeatedSentences(text: string): string {
  const seen = new Set<string>();
  // A sentence ends at . ! or ? before a space and a capital letter, so "2.4 µg" and "e.g. fish" stay whole.
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“'(])/)
    .filter((sentence) => {
      const key = sentence.trim().toLowerCase();
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}
