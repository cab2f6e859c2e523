import { Text, UnstyledButton } from '@mantine/core';
import { formatPrice, Price } from '../../../ui/money';
import { CHAT_OFFER_LABEL, chatCardLabel, chatOffer } from '../lib/chat-offer';
import type { QuickChatProduct } from '../lib/chat-conversation';
import classes from './quick-chat.module.css';

/** Cards of one message: a compact row that scrolls sideways under the text, so the text keeps its place. */
export function ChatProductRow({ products, onChoose }: { products: QuickChatProduct[]; onChoose: (product: QuickChatProduct) => void }) {
  return (
    <div role="group" aria-label="Suggested products" className={classes.productRow}>
      {products.map((product) => (
        <ChatProductCard key={product.id} product={product} onChoose={onChoose} />
      ))}
    </div>
  );
}

/**
 * A product in the conversation; the whole card is one button so a keyboard user reaches it with a single Tab. Its
 * price reads as on the product page; the chat offer (computed by the server) is named beside it, never instead.
 */
export function ChatProductCard({ product, onChoose }: { product: QuickChatProduct; onChoose: (product: QuickChatProduct) => void }) {
  const offer = chatOffer(product);
  return (
    <UnstyledButton onClick={() => onChoose(product)} aria-label={chatCardLabel(product)} data-testid="quick-chat-product" className={classes.productCard}>
      {product.image !== '' && <img src={product.image} alt="" className={classes.productImage} loading="lazy" />}
      <Text fw={600} size="xs" className={classes.productName}>
        {product.name}
      </Text>
      <Price price={product.price} originalPrice={product.originalPrice} currency={product.currency} size="sm" />
      {offer !== null && (
        <div className={classes.chatOffer}>
          <Text size="xs" fw={600} c="green" data-testid="chat-offer-label">
            {CHAT_OFFER_LABEL}
          </Text>
          <Text fw={700} size="sm" data-testid="chat-offer-price">
            {formatPrice(offer, product.currency)}
          </Text>
        </div>
      )}
    </UnstyledButton>
  );
}
