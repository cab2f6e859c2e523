// The guardian knowledge base the chat answers from: entries read from the database by a list of sources, indexed
// with MiniSearch. A new source (e.g. admin knowledge entries once their table exists) is one more KnowledgeSource
// in KNOWLEDGE_SOURCES; nothing else changes.
import type { Kysely } from 'kysely';
import MiniSearch from 'minisearch';
import { chatOfferPrice } from '@common/commerce';
import type { ChatProductCard } from '@common/contracts/chat';
import { GUARDIAN_IDS, isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { storefrontProductsOnSale } from '../catalog/catalog.exports';
import { guardianTexts } from '../guardians/guardians.exports';
import type { GuardianListLine, GuardianText } from '../guardians/guardians.exports';
import { listAllHabits } from '../habits/habits.exports';
import { listPublishedKnowledgeEntries, readKnowledgeVersion } from './chat.repository';
import { isKnowledgeIntent } from '@common/chat-intents';
import type { KnowledgeIntent } from '@common/chat-intents';

export type KnowledgeKind = 'answer' | 'science' | 'tip' | 'habit' | 'product';

export interface KnowledgeEntry {
  id: string;
  /** null: a shared entry any guardian may answer with. */
  guardianId: GuardianId | null;
  kind: KnowledgeKind;
  /** Short label, searched with a higher weight (a habit's title, a product's name). */
  title: string;
  /** The sentence(s) a reply may quote. */
  text: string;
  /** The guardian's area (subtitle and tags), so "heart" finds Angio's entries even when the text says "vessels". */
  area: string;
  /** Product entries only: the card the chat shows, straight from the approved catalog. */
  product?: ChatProductCard;
  /** Product entries only: review count, to order fallback recommendations. */
  popularity?: number;
  /** Curated answers only: what they answer, one supporting fact and where the facts come from. */
  answer?: { topic: string; intent: KnowledgeIntent; detail: string; source: { title: string; url: string } };
}

export interface KnowledgeSource {
  name: string;
  load(db: Kysely<Database>): Promise<KnowledgeEntry[]>;
}

interface GuardianContent {
  contents: readonly GuardianText[];
  /** List lines, tags included, in guardian, kind and position order. */
  items: readonly GuardianListLine[];
}

/** Every guardian's content, read through the guardians module. */
async function guardianContent(db: Kysely<Database>): Promise<GuardianContent> {
  const { texts, lines } = await guardianTexts(db, GUARDIAN_IDS);
  return { contents: texts, items: lines };
}

function guardianAreas({ contents, items }: GuardianContent): Map<GuardianId, string> {
  const tags = items.filter((item) => item.kind === 'tag');
  const areas = new Map<GuardianId, string>();
  for (const content of contents) {
    if (!isGuardianId(content.guardianId)) continue;
    const own = tags.filter((tag) => tag.guardianId === content.guardianId).map((tag) => tag.text);
    areas.set(content.guardianId, [content.subtitle, content.scienceSystem, ...own].join(' '));
  }
  return areas;
}

/** Sentences of a paragraph, so a reply can quote one fact rather than a whole description. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
}

const CONTENT_ITEM_LABELS: Record<string, { kind: KnowledgeKind; label: string }> = {
  nutrient: { kind: 'science', label: 'Helpful nutrient' },
  challenge: { kind: 'science', label: 'Common challenge' },
  benefit: { kind: 'science', label: 'Benefit' },
  tip_high: { kind: 'tip', label: 'Tip' },
  tip_medium: { kind: 'tip', label: 'Tip' },
  tip_low: { kind: 'tip', label: 'Tip' },
};

/** Descriptions, the science lists (nutrients, challenges, benefits) and the optimisation tips of each guardian. */
export const guardianContentSource: KnowledgeSource = {
  name: 'guardian content',
  async load(db) {
    const { contents, items } = await guardianContent(db);
    const areas = guardianAreas({ contents, items });
    const entries: KnowledgeEntry[] = [];
    for (const content of contents) {
      const { guardianId } = content;
      if (!isGuardianId(guardianId)) continue;
      const sentences = [...sentencesOf(content.description), ...sentencesOf(content.detailedDescription)];
      sentences.forEach((sentence, index) =>
        entries.push({
          id: `${guardianId}:about:${index}`,
          guardianId,
          kind: 'science',
          title: content.subtitle,
          text: sentence,
          area: areas.get(guardianId) ?? '',
        }),
      );
    }
    for (const item of items.filter((candidate) => candidate.kind !== 'tag')) {
      const label = CONTENT_ITEM_LABELS[item.kind];
      if (!label || !isGuardianId(item.guardianId)) continue;
      entries.push({
        id: `${item.guardianId}:${item.kind}:${item.position}`,
        guardianId: item.guardianId,
        kind: label.kind,
        title: label.label,
        text: item.text,
        area: areas.get(item.guardianId) ?? '',
      });
    }
    return entries;
  },
};

export const healthyHabitSource: KnowledgeSource = {
  name: 'healthy habits',
  async load(db) {
    const areas = guardianAreas(await guardianContent(db));
    const habits = await listAllHabits(db);
    return habits.flatMap((habit): KnowledgeEntry[] =>
      isGuardianId(habit.guardianId)
        ? [
            {
              id: `habit:${habit.id}`,
              guardianId: habit.guardianId,
              kind: 'habit',
              title: habit.title,
              text: habit.description,
              area: areas.get(habit.guardianId) ?? '',
            },
          ]
        : [],
    );
  },
};

/** Approved catalog products only: a pending brand submission must never be suggested. */
export const catalogProductSource: KnowledgeSource = {
  name: 'catalog products',
  async load(db) {
    const products = await storefrontProductsOnSale(db);
    return products.map((product) => {
      const card: ChatProductCard = {
        id: product.id,
        slug: product.slug,
        name: product.name,
        description: product.description,
        image: product.image,
        price: product.price,
        originalPrice: product.originalPrice,
        currency: product.currency,
        discount: product.discount,
        chatOfferPrice: chatOfferPrice(product.price),
        guardian: product.guardian,
        categories: product.categories,
      };
      if (product.affiliate_link) card.affiliate_link = product.affiliate_link;
      return {
        id: `product:${product.id}`,
        guardianId: product.guardian,
        kind: 'product' as const,
        title: `${product.name} ${product.brand}`,
        text: product.description,
        area: product.categories.join(' '),
        product: card,
        popularity: product.reviewCount,
      };
    });
  },
};

/** How the chat index names a knowledge_entries row: the prefix, then the row's id. */
export const CURATED_ANSWER_PREFIX = 'answer:';

/** The tags column (a JSON array written by the admin knowledge base); anything else reads as no tags. */
export function knowledgeTagsOf(column: string): string[] {
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** Curated answers (topic × intent) of the knowledge_entries table; drafts and retired entries are left out. */
export const curatedAnswerSource: KnowledgeSource = {
  name: 'knowledge entries',
  async load(db) {
    const rows = await listPublishedKnowledgeEntries(db);
    return rows.flatMap((row): KnowledgeEntry[] => {
      const guardianId = row.guardian_id === null ? null : isGuardianId(row.guardian_id) ? row.guardian_id : undefined;
      if (guardianId === undefined || !isKnowledgeIntent(row.intent)) return [];
      return [
        {
          id: `${CURATED_ANSWER_PREFIX}${row.id}`,
          guardianId,
          kind: 'answer',
          title: row.question,
          text: row.answer,
          area: `${row.topic.replace(/-/g, ' ')} ${row.detail} ${knowledgeTagsOf(row.tags).join(' ')}`,
          answer: { topic: row.topic, intent: row.intent, detail: row.detail, source: { title: row.source_title, url: row.source_url } },
        },
      ];
    });
  },
};

export const KNOWLEDGE_SOURCES: readonly KnowledgeSource[] = [curatedAnswerSource, guardianContentSource, healthyHabitSource, catalogProductSource];

// Words that say nothing about a topic; without this list "how can I" would match every entry.
const STOP_WORDS = new Set(
  "a an and are as at be but by can could do does did for from had has have how i i'm im in is it its me my of on or our should so that the their them there these they this to was we what when where which who why will with would you your yours about any get got give feel feeling want need some much many very just also more most tell know".split(
    ' ',
  ),
);

/** A light English stemmer, so "bloated" finds "bloating" and "vessels" finds "vessel"; keeps at least 4 letters. */
function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** The words of a text as the index reads them: lower-case, stemmed, without words that say nothing about a topic. */
export function searchTerms(text: string): string[] {
  return text.split(/[^\p{L}\p{N}']+/u).flatMap((word) => processTerm(word) ?? []);
}

export interface KnowledgeHit {
  entry: KnowledgeEntry;
  score: number;
}

export interface KnowledgeQuery {
  kinds?: readonly KnowledgeKind[];
  filter?: (entry: KnowledgeEntry) => boolean;
}

/** An immutable index over one snapshot of the knowledge base. */
export class KnowledgeIndex {
  readonly entries: readonly KnowledgeEntry[];
  readonly #byId: Map<string, KnowledgeEntry>;
  readonly #search: MiniSearch<KnowledgeEntry>;

  constructor(entries: readonly KnowledgeEntry[]) {
    this.entries = entries;
    this.#byId = new Map(entries.map((entry) => [entry.id, entry]));
    this.#search = new MiniSearch<KnowledgeEntry>({
      fields: ['title', 'text', 'area'],
      processTerm,
      searchOptions: {
        boost: { title: 1.5, text: 1, area: 0.5 },
        // Prefix finds "circulat" in "circulation"; a little fuzziness forgives typos in longer words only.
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    this.#search.addAll(entries);
  }

  search(question: string, query: KnowledgeQuery = {}): KnowledgeHit[] {
    const kinds = query.kinds;
    return this.#search
      .search(question, {
        filter: (result) => {
          const entry = this.#byId.get(result.id as string);
          if (!entry) return false;
          return (!kinds || kinds.includes(entry.kind)) && (!query.filter || query.filter(entry));
        },
      })
      .flatMap((result) => {
        const entry = this.#byId.get(result.id as string);
        return entry ? [{ entry, score: result.score }] : [];
      });
  }
}

export interface KnowledgeBaseOptions {
  db: Kysely<Database>;
  sources?: readonly KnowledgeSource[];
  /** The index is rebuilt on the first question after this long, so catalog changes show up without a restart. */
  ttlMs: number;
  /**
   * How long a read of the knowledge version stamp is trusted: a question after this reads it again (one indexed row)
   * and, when an admin write on any server bumped it, waits for a fresh index. 0 reads it on every question.
   */
  versionCheckMs?: number;
  /** The stamp itself; the knowledge_version row by default. */
  readVersion?: (db: Kysely<Database>) => Promise<number>;
  now?: () => number;
}

export const KNOWLEDGE_VERSION_CHECK_MS = 1_000;

interface BuiltIndex {
  index: KnowledgeIndex;
  builtAt: number;
  /** The stamp read before the sources were loaded; null when it could not be read. */
  version: number | null;
}

/**
 * Builds the index lazily, at most once at a time, and again after the TTL, invalidate(), or a change of the
 * knowledge version stamp (an admin edit on this or another server).
 */
export class KnowledgeBase {
  readonly #options: KnowledgeBaseOptions;
  readonly #now: () => number;
  readonly #versionCheckMs: number;
  readonly #readVersion: (db: Kysely<Database>) => Promise<number>;
  #current: BuiltIndex | undefined;
  #building: Promise<KnowledgeIndex> | undefined;
  #versionCheckedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<number | null> | undefined;

  constructor(options: KnowledgeBaseOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#versionCheckMs = options.versionCheckMs ?? KNOWLEDGE_VERSION_CHECK_MS;
    this.#readVersion = options.readVersion ?? readKnowledgeVersion;
  }

  async index(): Promise<KnowledgeIndex> {
    const current = this.#current;
    // An edit made anywhere is answered from at once: the question waits for the index that includes it.
    // If that build fails, the current index still answers and the next check tries again.
    if (current && (await this.#versionChanged(current))) return this.#rebuild().catch(() => current.index);
    if (current && this.#now() - current.builtAt < this.#options.ttlMs) return current.index;
    // A stale index keeps answering while the new one builds; only the very first question waits.
    const building = this.#rebuild();
    if (!current) return building;
    // A failed background rebuild is retried by the next question; the stale index is still a good answer.
    building.catch(() => undefined);
    return current.index;
  }

  /** Forgets the index, e.g. after the catalog changed; the next question rebuilds it. */
  invalidate(): void {
    this.#current = undefined;
  }

  /** After a knowledge write on this server (its stamp already bumped): the next question reads the stamp at once. */
  noteKnowledgeChanged(): void {
    this.#versionCheckedAt = Number.NEGATIVE_INFINITY;
  }

  async #versionChanged(current: BuiltIndex): Promise<boolean> {
    if (this.#now() - this.#versionCheckedAt < this.#versionCheckMs) return false;
    const version = await this.#currentVersion();
    return version !== null && version !== current.version;
  }

  /** One read at a time, shared by the questions that arrive meanwhile; null when the database does not answer. */
  #currentVersion(): Promise<number | null> {
    this.#checking ??= this.#readVersion(this.#options.db)
      .then(
        (version) => {
          this.#versionCheckedAt = this.#now();
          return version;
        },
        // The current index is still a good answer while the database is away.
        () => null,
      )
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }

  #rebuild(): Promise<KnowledgeIndex> {
    this.#building ??= this.#build().finally(() => {
      this.#building = undefined;
    });
    return this.#building;
  }

  async #build(): Promise<KnowledgeIndex> {
    const sources = this.#options.sources ?? KNOWLEDGE_SOURCES;
    // Read before the sources: a write landing during the build leaves the stamp ahead, so the next check rebuilds.
    const version = await this.#currentVersion();
    const loaded = await Promise.all(sources.map((source) => source.load(this.#options.db)));
    const index = new KnowledgeIndex(loaded.flat());
    this.#current = { index, builtAt: this.#now(), version };
    return index;
  }
}
