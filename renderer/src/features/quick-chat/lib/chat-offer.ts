// The one price every chat card shows (spec 9's extra 10% for chat recommendations, redeemed with GUARDIAN10).
import { chatOfferPrice, FIRST_ORDER_PROMO } from '@common/commerce';
import type { ChatProductCard } from '@common/contracts/chat';
import { formatPrice } from '../../../ui/money';

export interface ChatCardOffer {
  /** What the card asks: the current price less the chat offer. */
  price: number;
  /** The current catalog price the offer replaces, crossed out; null when the offer saves nothing. */
  replaces: number | null;
  /** The offer's percentage for the badge; 0 when there is no saving to show. */
  percentOff: number;
}

/**
 * A card's price from the product's current price only: the catalog's own markdown (originalPrice, discount) is
 * never shown beside it, so the card names one saving, and the one checkout will give.
 */
export function chatCardOffer(product: Pick<ChatProductCard, 'price'>): ChatCardOffer {
  const price = chatOfferPrice(product.price);
  if (price >= product.price) return { price: product.price, replaces: null, percentOff: 0 };
  return { price, replaces: product.price, percentOff: FIRST_ORDER_PROMO.percentOff };
}

/** "Omega-3 Fish Oil 1000 mg, ₹818.00, 10% off ₹909.00": the card's name for screen readers and tests. */
export function chatCardLabel(product: Pick<ChatProductCard, 'name' | 'price' | 'currency'>): string {
  const offer = chatCardOffer(product);
  const price = `${product.name}, ${formatPrice(offer.price, product.currency)}`;
  return offer.replaces === null ? price : `${price}, ${offer.percentOff}% off ${formatPrice(offer.replaces, product.currency)}`;
}
