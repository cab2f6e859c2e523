// The chat card's one discount story (issue 14): the catalog price as the product page shows it (current price, the
// original struck through), and spec 9's extra 10% as the chat offer on top of it, at the price the server computed.
import { FIRST_ORDER_PROMO } from '@common/commerce';
import type { ChatProductCard } from '@common/contracts/chat';
import { formatPrice } from '../../../ui/money';

/** The offer's name on every chat card. */
export const CHAT_OFFER_LABEL = `Chat offer: extra ${FIRST_ORDER_PROMO.percentOff}%`;

/** The chat offer's price (the server's chatOfferPrice), or null when it would save nothing. */
export function chatOffer(product: Pick<ChatProductCard, 'price' | 'chatOfferPrice'>): number | null {
  return product.chatOfferPrice < product.price ? product.chatOfferPrice : null;
}

/** "Omega-3 Fish Oil 1000 mg, ₹909.00, was ₹1,299.00, Chat offer: extra 10% ₹818.10": the card's name for screen readers. */
export function chatCardLabel(product: Pick<ChatProductCard, 'name' | 'price' | 'originalPrice' | 'currency' | 'chatOfferPrice'>): string {
  const parts = [product.name, formatPrice(product.price, product.currency)];
  if (product.originalPrice > product.price) parts.push(`was ${formatPrice(product.originalPrice, product.currency)}`);
  const offer = chatOffer(product);
  if (offer !== null) parts.push(`${CHAT_OFFER_LABEL} ${formatPrice(offer, product.currency)}`);
  return parts.join(', ');
}
