// The storefront's product search: a MiniSearch index over the approved catalog (name, brand, description,
// categories, guardian) that forgives typos (fuzzy), finds words from their start (prefix) and knows the shoppers'
// synonyms of common/search-synonyms.ts. It runs in Node, so SQLite and PostgreSQL give the same answer.
import type { Kysely } from 'kysely';
import MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { GUARDIANS } from '@common/guardians';
import { expandSearchQuery, searchWords, SEARCH_STOP_WORDS } from '@common/search-synonyms';
import type { Database } from '../../db/schema';
import { categoriesOf, listAllApprovedProducts } from './catalog.repository';

interface SearchDocument {
  id: string;
  name: string;
  brand: string;
  description: string;
  categories: string;
  guardian: string;
}

const FIELDS = ['name', 'brand', 'description', 'categories', 'guardian'] as const;
/** The name says what a product is; a word only in its description is a weaker hint. */
const FIELD_BOOST = { name: 3, brand: 2, categories: 1.5, guardian: 1, description: 0.6 };
/** A synonym's match counts for less than the words the shopper typed. */
const SYNONYM_BOOST = 0.6;

function isNumber(word: string): boolean {
  return /^\p{N}+$/u.test(word);
}

/**
 * Typos forgiven in a word: one edit from four letters ("vitamn"), two from eight ("ashwgndha"); none in shorter
 * words or numbers. `generous` allows two from five letters, for a swap such as "omgea" → "omega", which the search
 * tries only when the strict reading finds nothing ("heart" would otherwise also find "health").
 */
export function typoDistance(word: string, generous = false): number {
  if (isNumber(word) || word.length < 4) return 0;
  if (word.length >= 8 || (generous && word.length >= 5)) return 2;
  return 1;
}

/** Words of three letters or more also find longer words they begin ("magnes" → "magnesium"); numbers never do ("100" is not "1000"). */
function matchesAsPrefix(word: string): boolean {
  return word.length >= 3 && !isNumber(word);
}

export interface CatalogSearchResult {
  /** Relevance of every matching approved product, by id. */
  scores: Map<string, number>;
  /** The query with its misspelt words replaced by the catalog's nearest words; null when nothing needed correcting. */
  suggestion: string | null;
}

/** One snapshot of the approved catalog, searchable. */
export class CatalogSearchIndex {
  readonly #search: MiniSearch<SearchDocument>;
  /** Every indexed word with the number of products using it: the vocabulary that "did you mean" draws from. */
  readonly #vocabulary = new SearchableMap<number>();

  constructor(documents: readonly SearchDocument[]) {
    this.#search = new MiniSearch<SearchDocument>({
      fields: [...FIELDS],
      tokenize: searchWords,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: searchWords,
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        prefix: matchesAsPrefix,
      },
    });
    this.#search.addAll(documents);
    for (const document of documents) {
      for (const word of new Set(FIELDS.flatMap((field) => searchWords(document[field])))) {
        this.#vocabulary.update(word, (count = 0) => count + 1);
      }
    }
  }

  search(query: string): CatalogSearchResult {
    const concepts = expandSearchQuery(query);
    if (concepts.length === 0) return { scores: new Map(), suggestion: null };
    // Every concept must be found; a concept is found by its typed words or by one of its synonyms.
    const tree: Query = {
      combineWith: 'AND',
      queries: concepts.map((concept): Query => ({
        combineWith: 'OR',
        queries: [
          { combineWith: 'AND', queries: [concept.words.join(' ')] },
          ...concept.alternatives.map((words): Query => ({ combineWith: 'AND', queries: [words.join(' ')], boostTerm: () => SYNONYM_BOOST })),
        ],
      })),
    };
    const strict = this.#search.search(tree, { fuzzy: (term) => typoDistance(term) || false });
    const results = strict.length > 0 ? strict : this.#search.search(tree, { fuzzy: (term) => typoDistance(term, true) || false });
    const scores = new Map(results.map((result) => [result.id as string, result.score]));
    const synonymWords = new Set(concepts.filter((concept) => concept.alternatives.length > 0).flatMap((concept) => concept.words));
    return { scores, suggestion: this.#corrected(query, synonymWords) };
  }

  /** The query with each word the catalog does not know replaced by its nearest known word; null when none was. */
  #corrected(query: string, synonymWords: ReadonlySet<string>): string | null {
    let changed = false;
    const suggestion = query.replace(/\p{L}+|\p{N}+/gu, (typed) => {
      const word = typed.toLowerCase();
      if (synonymWords.has(word) || SEARCH_STOP_WORDS.has(word) || this.#knows(word)) return typed;
      const nearest = this.#nearest(word);
      if (nearest === null) return typed;
      changed = true;
      return nearest;
    });
    return changed ? suggestion.trim() : null;
  }

  #knows(word: string): boolean {
    if (this.#vocabulary.has(word)) return true;
    return matchesAsPrefix(word) && this.#vocabulary.atPrefix(word).size > 0;
  }

  /** The closest known word: fewest edits, then the most products using it, then alphabetical (stable everywhere). */
  #nearest(word: string): string | null {
    const distance = typoDistance(word, true);
    if (distance === 0) return null;
    const candidates = [...this.#vocabulary.fuzzyGet(word, distance)].map(([term, [count, edits]]) => ({ term, count, edits }));
    candidates.sort((a, b) => a.edits - b.edits || b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return candidates[0]?.term ?? null;
  }
}

/** A cheap stamp of the approved catalog: it changes when a product is approved, withdrawn, added or edited. */
async function catalogVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .where('review_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return `${Number(row.count)}|${String(row.latest ?? '')}`;
}

async function loadDocuments(db: Kysely<Database>): Promise<SearchDocument[]> {
  const rows = await listAllApprovedProducts(db);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const guardian = GUARDIANS.find((entry) => entry.id === row.guardian);
    return {
      id: row.id,
      name: row.name,
      brand: row.brand,
      description: row.description,
      categories: (categories.get(row.id) ?? []).join(' '),
      guardian: guardian ? `${guardian.id} ${guardian.personaName} ${guardian.title}` : row.guardian,
    };
  });
}

/**
 * The index of the catalog as it is now: every search first reads the catalog's stamp (one small query), and the
 * index is rebuilt when it changed, so an approval, a withdrawal or another instance's write is searchable at once.
 */
export class CatalogSearch {
  readonly #db: Kysely<Database>;
  #current: { version: string; index: CatalogSearchIndex } | undefined;
  #building: { version: string; index: Promise<CatalogSearchIndex> } | undefined;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async search(query: string): Promise<CatalogSearchResult> {
    return (await this.#index()).search(query);
  }

  async #index(): Promise<CatalogSearchIndex> {
    const version = await catalogVersion(this.#db);
    if (this.#current?.version === version) return this.#current.index;
    if (this.#building?.version === version) return this.#building.index;
    const building = loadDocuments(this.#db).then((documents) => {
      const index = new CatalogSearchIndex(documents);
      this.#current = { version, index };
      return index;
    });
    this.#building = { version, index: building };
    try {
      return await building;
    } finally {
      if (this.#building?.index === building) this.#building = undefined;
    }
  }
}
