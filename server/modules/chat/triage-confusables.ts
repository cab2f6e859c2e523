// The English words a forgiven typo would confuse with a sign word, computed from an English word list (the
// `word-list` package, a development dependency): the server ships only the short result, triage-confusables.json.
import { readFile } from 'node:fs/promises';
import { editDistance } from './chat-text';
import { FRAMES, NAMED_THINGS, SIGN_PATTERNS, SUBJECT_WORDS } from './triage-signs';
import { patternWordsInUse, signWordMatches } from './triage-reading';

function isExactForm(patternWord: string, word: string): boolean {
  if (patternWord.endsWith('*')) return word.startsWith(patternWord.slice(0, -1));
  return word === patternWord || word === `${patternWord}s` || word === `${patternWord}es`;
}

/** A cheap lower bound of the edit distance: half the letters the two words do not share. */
function lettersApart(a: string, b: string): number {
  const counts = new Int8Array(26);
  for (let index = 0; index < a.length; index += 1) counts[a.charCodeAt(index) - 97] = (counts[a.charCodeAt(index) - 97] ?? 0) + 1;
  for (let index = 0; index < b.length; index += 1) counts[b.charCodeAt(index) - 97] = (counts[b.charCodeAt(index) - 97] ?? 0) - 1;
  let apart = 0;
  for (const count of counts) apart += Math.abs(count);
  return Math.ceil(apart / 2);
}

function deletions(word: string): string[] {
  return [...new Set([...word].map((_, index) => word.slice(0, index) + word.slice(index + 1)))];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name) ?? [];
    group.push(item);
    groups.set(name, group);
  }
  return groups;
}

/**
 * Everyday Hindi and Hinglish words (in Latin letters) a typo away from a sign word: "halki jalan" (a slight burning) is
 * no "haldi", "khali pet" (an empty stomach) no "kaali", "kalai" (a wrist) no "kaali", "thak gaya" no "thank". Found
 * by comparing the corpus's Hinglish messages with the sign words, and kept by hand.
 */
export const HINGLISH_WORDS = [
  'halki',
  'halka',
  'khali',
  'kaafi',
  'kalai',
  'toota',
  'thak',
  'aake',
  'mumbai',
  'puchu',
  'chole',
  'chilla',
  'jeera',
  'agle',
  'karati',
  'garare',
  'kaanch',
  'suna',
  'sabzi',
  'jali',
  'jalti',
  'phoot',
  'cheez',
  'sendha',
  'pranayam',
  'kuttu',
  'daad',
  'gaal',
] as const;

/** Sorted English (and everyday Hinglish) words that match some sign word only through a forgiven typo. */
export async function confusableWords(): Promise<string[]> {
  const { default: wordListPath } = await import('word-list');
  const english = [...(await readFile(wordListPath, 'utf8')).split('\n').filter((word) => /^[a-z]+$/.test(word)), ...HINGLISH_WORDS];
  const patterns = [...Object.values(SIGN_PATTERNS).flat(), ...Object.values(FRAMES).flat(), ...Object.values(SUBJECT_WORDS).flat(), ...NAMED_THINGS];
  const patternWords = [...patternWordsInUse(patterns)].filter((word) => /^[a-z]+\*?$/.test(word) && word.replace('*', '').length >= 4);
  const byStart = groupBy(english, (word) => `${word[0]}${Math.min(word.length, 40)}`);
  const byFirstLetter = groupBy(english, (word) => word[0] as string);
  const byDeletion = new Map<string, string[]>();
  for (const word of english) {
    if (word.length < 3 || word.length > 10) continue;
    for (const variant of [word, ...deletions(word)]) {
      const list = byDeletion.get(variant) ?? [];
      list.push(word);
      byDeletion.set(variant, list);
    }
  }
  const beginnings = new Map<string, Map<string, string[]>>();
  /** Words of this first letter grouped by their first `length` letters, built once per letter and length. */
  const beginningsOf = (letter: string, length: number): Map<string, string[]> => {
    let groups = beginnings.get(`${letter}${length}`);
    if (!groups) {
      const long = (byFirstLetter.get(letter) ?? []).filter((word) => word.length >= length);
      beginnings.set(`${letter}${length}`, (groups = groupBy(long, (word) => word.slice(0, length))));
    }
    return groups;
  };
  const none = new Set<string>();
  const confusable = new Set<string>();
  for (const patternWord of patternWords) {
    if (patternWord.endsWith('*')) {
      // A stem is compared with each distinct beginning of the words that share its first letter.
      const stem = patternWord.slice(0, -1);
      for (const length of [stem.length - 1, stem.length, stem.length + 1]) {
        for (const [beginning, words] of beginningsOf(stem[0] as string, length)) {
          if (lettersApart(stem, beginning) > 2 || editDistance(stem, beginning, 2) > 2) continue;
          for (const word of words) if (!isExactForm(patternWord, word) && signWordMatches(patternWord, word, none)) confusable.add(word);
        }
      }
      continue;
    }
    // One typo: the word and the pattern word share a one-letter deletion (SymSpell's way of finding neighbours).
    const candidates =
      patternWord.length >= 9
        ? [patternWord[0], patternWord[1]].flatMap((first) =>
            [-2, -1, 0, 1, 2].flatMap((change) => byStart.get(`${first}${patternWord.length + change}`) ?? []),
          )
        : [patternWord, ...deletions(patternWord)].flatMap((variant) => byDeletion.get(variant) ?? []);
    for (const word of new Set(candidates)) {
      if (lettersApart(patternWord, word) > 2) continue;
      if (!isExactForm(patternWord, word) && signWordMatches(patternWord, word, none)) confusable.add(word);
    }
  }
  return [...confusable].sort();
}
