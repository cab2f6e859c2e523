// Catalog search words: how a query is split into words, and the shoppers' words the catalog names otherwise.

/**
 * Shoppers' phrases → words the catalog itself uses. Kept small and honest: a phrase is here only when the products
 * the words find really answer it (fish oil is the omega-3 shelf; nothing is here to push a product).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'fish oil': ['omega'],
  'vitamin d': ['cholecalciferol'],
  gut: ['probiotic', 'prebiotic', 'digestive', 'digestion'],
  digestion: ['digestive', 'probiotic'],
  bloating: ['digestive', 'enzyme'],
  sleep: ['melatonin', 'magnesium glycinate', 'restful'],
  insomnia: ['sleep', 'melatonin', 'magnesium glycinate'],
  immunity: ['immune'],
  immune: ['immunity'],
  cold: ['immune', 'elderberry', 'zinc'],
  stress: ['ashwagandha', 'adaptogen', 'calm'],
  anxiety: ['ashwagandha', 'calm'],
  memory: ['brain', 'cognitive'],
  focus: ['brain', 'concentration'],
  heart: ['cardiovascular'],
  'blood pressure': ['cardiovascular', 'circulation'],
  skin: ['collagen', 'hyaluronic'],
  ageing: ['anti-aging'],
  aging: ['anti-aging'],
  joints: ['collagen', 'hyaluronic'],
};

/** Words too common to narrow a search ("tea for sleep" means "tea sleep"). */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * The words of a text as the catalog search sees them: lower case, split at anything but letters and digits, and
 * between letters and digits, so "Omega-3", "omega 3" and "D3" all meet the same words ("omega", "3", "d", "3").
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? []).filter((word) => word.length > 0);
}

/** One thing the shopper asked for: the words typed, and other ways the catalog may say it. */
export interface SearchConcept {
  /** The typed words of this concept, in order (one word, or a phrase such as "fish oil"). */
  words: string[];
  /** Phrases that count as a match too, each one a list of words that must all be found. */
  alternatives: string[][];
}

const PHRASES = new Map(Object.entries(SEARCH_SYNONYMS).map(([phrase, alternatives]) => [searchWords(phrase).join(' '), alternatives.map(searchWords)]));
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/**
 * A query as concepts that must all be found: the longest synonym phrase at each place wins ("fish oil" before
 * "oil"); stop words are dropped unless they are all there is.
 */
export function expandSearchQuery(query: string): SearchConcept[] {
  const all = searchWords(query);
  const words = all.some((word) => !SEARCH_STOP_WORDS.has(word)) ? all.filter((word) => !SEARCH_STOP_WORDS.has(word)) : all;
  const concepts: SearchConcept[] = [];
  let at = 0;
  while (at < words.length) {
    let length = Math.min(LONGEST_PHRASE, words.length - at);
    for (; length > 0; length -= 1) {
      const alternatives = PHRASES.get(words.slice(at, at + length).join(' '));
      if (alternatives) {
        concepts.push({ words: words.slice(at, at + length), alternatives });
        break;
      }
    }
    if (length === 0) {
      concepts.push({ words: words.slice(at, at + 1), alternatives: [] });
      length = 1;
    }
    at += length;
  }
  return concepts;
}
