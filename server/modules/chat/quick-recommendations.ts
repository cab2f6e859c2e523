// The quick chat's product suggestions: only the guardian's categories, only the approved catalog, and the chat's triage
// first (nothing beside a safety reply, nothing a caution forbids).
import { chatGuardian } from '@common/chat-guardians';
import { MAX_CHAT_MESSAGE_LENGTH, MAX_QUICK_RECOMMENDATIONS, QUICK_RECOMMENDATION_DISCOUNT } from '@common/contracts/chat';
import type { ChatProductCard, QuickRecommendation } from '@common/contracts/chat';
import { AppError } from '../../http/app-error';
import { answersItself, knownGuardian } from './chat-input';
import type { KnowledgeBase } from './knowledge-base';
import { productAllowed, triage } from './triage';
import type { TriageResult } from './triage';

/**
 * Up to 4 approved products of the guardian's (chosen) categories, best match first, each showing discount 10.
 * The same triage as the chat: none for an emergency or a crisis, none a caution forbids.
 */
export async function quickRecommendationsFrom(
  knowledge: KnowledgeBase,
  input: { guardianId: string; userQuery: string; categories: string[] },
): Promise<QuickRecommendation[]> {
  const guardian = chatGuardian(knownGuardian(input.guardianId));
  const foreign = input.categories.filter((category) => !guardian.productCategories.includes(category));
  if (foreign.length > 0) {
    throw new AppError(
      400,
      'CATEGORY_NOT_FOR_GUARDIAN',
      `${guardian.name} recommends only ${guardian.productCategories.join(', ')}; remove ${foreign.join(', ')}.`,
      {
        allowed: guardian.productCategories,
      },
    );
  }
  const result: TriageResult = triage(input.userQuery.slice(0, MAX_CHAT_MESSAGE_LENGTH));
  if (answersItself(result)) return [];
  const categories = new Set(input.categories.length > 0 ? input.categories : guardian.productCategories);
  const index = await knowledge.index();
  const fits = (entry: { product?: ChatProductCard | undefined }) =>
    (entry.product?.categories.some((category) => categories.has(category)) ?? false) &&
    entry.product !== undefined &&
    productAllowed(result, entry.product.slug);
  const matched = input.userQuery.trim() ? index.search(input.userQuery, { kinds: ['product'], filter: fits }).map((hit) => hit.entry) : [];
  // When the query names nothing in the catalog: the guardian's most reviewed products, still only from the catalog.
  const popular = index.entries.filter((entry) => entry.kind === 'product' && fits(entry)).sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  const chosen = (matched.length > 0 ? matched : popular).slice(0, MAX_QUICK_RECOMMENDATIONS);
  return chosen.flatMap((entry) =>
    entry.product ? [{ ...entry.product, catalogDiscount: entry.product.discount, discount: QUICK_RECOMMENDATION_DISCOUNT }] : [],
  );
}
