import { describe, expect, it } from 'vitest';
import { expandSearchQuery, searchWords, SEARCH_SYNONYMS } from './search-synonyms';

describe('searchWords', () => {
  it.each([
    ['Omega-3 Fish Oil', ['omega', '3', 'fish', 'oil']],
    ['omega 3', ['omega', '3']],
    ['Vitamin D3', ['vitamin', 'd', '3']],
    ['CoQ10', ['coq', '10']],
    ['100% pure_test', ['100', 'pure', 'test']],
    ['  ', []],
  ])('splits %j into %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('expandSearchQuery', () => {
  it('gives a typed phrase its synonyms, the longest phrase winning over its words', () => {
    expect(expandSearchQuery('Fish Oil')).toEqual([{ words: ['fish', 'oil'], alternatives: [['omega']] }]);
    expect(expandSearchQuery('vitamin D')).toEqual([{ words: ['vitamin', 'd'], alternatives: [['cholecalciferol']] }]);
  });

  it('keeps words without synonyms as concepts of their own, in order', () => {
    expect(expandSearchQuery('omgea 3')).toEqual([
      { words: ['omgea'], alternatives: [] },
      { words: ['3'], alternatives: [] },
    ]);
  });

  it('maps the shoppers’ words of issue 14 to the catalog’s', () => {
    expect(expandSearchQuery('gut')[0]?.alternatives).toEqual(expect.arrayContaining([['probiotic'], ['digestive']]));
    expect(expandSearchQuery('sleep')[0]?.alternatives).toEqual(expect.arrayContaining([['magnesium', 'glycinate'], ['melatonin']]));
    expect(expandSearchQuery('immunity')[0]?.alternatives).toEqual([['immune']]);
  });

  it('drops stop words unless they are all the query has', () => {
    expect(expandSearchQuery('tea for sleep').map((concept) => concept.words)).toEqual([['tea'], ['sleep']]);
    expect(expandSearchQuery('for').map((concept) => concept.words)).toEqual([['for']]);
    expect(expandSearchQuery('?!')).toEqual([]);
  });

  it('keeps every synonym to words the search can match (no empty alternative)', () => {
    for (const [phrase, alternatives] of Object.entries(SEARCH_SYNONYMS)) {
      expect(searchWords(phrase).length, phrase).toBeGreaterThan(0);
      for (const alternative of alternatives) expect(searchWords(alternative).length, `${phrase} → ${alternative}`).toBeGreaterThan(0);
    }
  });
});
