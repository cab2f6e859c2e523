// The default chat provider: retrieval over the guardian knowledge base, answered in the guardian's persona with no
// network. Every fact in a reply is quoted from a retrieved entry, and every product is an approved catalog product.
import { chatGuardian } from '../../../common/chat-guardians';
import type { ChatProductCard } from '../../../common/contracts/chat';
import { GUARDIAN_IDS } from '../../../common/guardians';
import type { GuardianId } from '../../../common/guardians';
import { greetingBand, PERSONAS } from '../../../common/personas';
import type { ChatAnswer, ChatProvider, ChatQuestion } from './chat-provider';
import type { KnowledgeEntry, KnowledgeHit, KnowledgeIndex } from './knowledge-base';

const MAX_FACTS = 3;
const MAX_PRODUCTS = 3;
/** A second or third fact must score at least this share of the best one, or it is probably off topic. */
const FACT_RELEVANCE_SHARE = 0.5;
const PRODUCT_RELEVANCE_SHARE = 0.3;
/** Another guardian takes the question only when its knowledge matches this many times better. */
const REDIRECT_RATIO = 3;

export type PickIndex = (count: number) => number;
const randomIndex: PickIndex = (count) => Math.floor(Math.random() * count);

export interface ChatRetrieval {
  guardianId: GuardianId;
  /** 1-3 entries of the guardian's own knowledge the reply quotes. */
  facts: KnowledgeEntry[];
  products: ChatProductCard[];
  /** Set when another guardian's knowledge matches much better; its best entries. */
  redirect: { guardianId: GuardianId; facts: KnowledgeEntry[] } | null;
}

export interface KnowledgeIndexSource {
  index(): Promise<KnowledgeIndex>;
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** How a fact reads in a reply; the entry's own words, so the reply stays grounded. */
export function factText(entry: KnowledgeEntry): string {
  return entry.kind === 'habit' ? `${asSentence(entry.title)} ${asSentence(entry.text)}` : asSentence(entry.text);
}

function relevantTop(hits: readonly KnowledgeHit[], share: number, max: number): KnowledgeHit[] {
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best * share).slice(0, max);
}

/** Sum of the two best scores: one lucky word should not move a question to another guardian. */
function strength(hits: readonly KnowledgeHit[]): number {
  return hits.slice(0, 2).reduce((sum, hit) => sum + hit.score, 0);
}

export class EmbeddedChatProvider implements ChatProvider {
  readonly name = 'embedded';
  readonly #knowledge: KnowledgeIndexSource;
  readonly #pick: PickIndex;

  /** `pick` chooses among a persona's greetings and encouragements; tests pass a fixed one. */
  constructor(knowledge: KnowledgeIndexSource, pick: PickIndex = randomIndex) {
    this.#knowledge = knowledge;
    this.#pick = pick;
  }

  async answer(question: ChatQuestion): Promise<ChatAnswer> {
    const retrieval = await this.retrieve(question);
    return { message: this.compose(question, retrieval), products: retrieval.products, redirectGuardianId: retrieval.redirect?.guardianId ?? null, answeredBy: 'embedded' };
  }

  async retrieve(question: ChatQuestion): Promise<ChatRetrieval> {
    const index = await this.#knowledge.index();
    const own = question.guardianId;
    const knowledgeHits = index.search(question.message, { kinds: ['science', 'tip', 'habit'] });
    const hitsOf = (guardianId: GuardianId) => knowledgeHits.filter((hit) => hit.entry.guardianId === guardianId);

    const ownHits = hitsOf(own);
    const rival = GUARDIAN_IDS.filter((id) => id !== own)
      .map((guardianId) => ({ guardianId, hits: hitsOf(guardianId) }))
      .sort((a, b) => strength(b.hits) - strength(a.hits))[0];
    if (rival && rival.hits.length > 0 && strength(rival.hits) > REDIRECT_RATIO * strength(ownHits)) {
      return { guardianId: own, facts: [], products: [], redirect: { guardianId: rival.guardianId, facts: relevantTop(rival.hits, FACT_RELEVANCE_SHARE, 1).map((hit) => hit.entry) } };
    }

    let facts = relevantTop(ownHits, FACT_RELEVANCE_SHARE, MAX_FACTS).map((hit) => hit.entry);
    // A greeting or a vague question still gets something true from the guardian's own knowledge.
    if (facts.length === 0) facts = index.entries.filter((entry) => entry.guardianId === own && entry.kind === 'science').slice(0, 1);

    const categories = new Set(chatGuardian(own).productCategories);
    const productHits = index.search(question.message, { kinds: ['product'], filter: (entry) => entry.product?.categories.some((category) => categories.has(category)) ?? false });
    const products = relevantTop(productHits, PRODUCT_RELEVANCE_SHARE, MAX_PRODUCTS).flatMap((hit) => (hit.entry.product ? [hit.entry.product] : []));
    return { guardianId: own, facts, products, redirect: null };
  }

  /** The reply: a greeting of the local hour's band, the retrieved facts, an encouragement. */
  compose(question: ChatQuestion, retrieval: ChatRetrieval): string {
    const persona = PERSONAS[question.guardianId];
    const greetings = persona.greetings[greetingBand(question.localHour)];
    const greeting = greetings[this.#pick(greetings.length)] ?? greetings[0] ?? '';
    const encouragement = persona.encouragements[this.#pick(persona.encouragements.length)] ?? '';
    if (retrieval.redirect) {
      const other = chatGuardian(retrieval.redirect.guardianId);
      const hint = retrieval.redirect.facts[0];
      const quoted = hint ? ` ${other.name} would tell you: ${factText(hint)}` : '';
      return `${greeting} That question belongs to ${other.name}, the ${other.title}.${quoted} Choose ${other.name} in the guardian switcher to go deeper. ${encouragement}`.trim();
    }
    const facts = retrieval.facts.map(factText).join(' ');
    return `${greeting} Here is what I can share: ${facts} ${encouragement}`.trim();
  }
}
