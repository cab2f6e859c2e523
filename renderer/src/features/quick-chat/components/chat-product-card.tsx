import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { formatPrice } from '../../../ui/money';
import { chatCardLabel, chatCardOffer } from '../lib/chat-offer';
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

/** A product in the conversation; the whole card is one button so a keyboard user reaches it with a single Tab. */
export function ChatProductCard({ product, onChoose }: { product: QuickChatProduct; onChoose: (product: QuickChatProduct) => void }) {
  const offer = chatCardOffer(product);
  return (
    <UnstyledButton onClick={() => onChoose(product)} aria-label={chatCardLabel(product)} data-testid="quick-chat-product" className={classes.productCard}>
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        {product.image !== '' && <img src={product.image} alt="" className={classes.productImage} loading="lazy" />}
        {offer.replaces !== null && (
          <Badge color="green" size="sm" data-testid="chat-offer-badge">
            {offer.percentOff}% off
          </Badge>
        )}
      </Group>
      <Text fw={600} size="xs" className={classes.productName}>
        {product.name}
      </Text>
      <Group gap={6} wrap="wrap" align="baseline">
        <Text fw={700} size="sm" data-testid="chat-offer-price">
          {formatPrice(offer.price, product.currency)}
        </Text>
        {offer.replaces !== null && (
          <Text component="s" size="xs" c="dimmed" td="line-through" data-testid="chat-replaced-price">
            {formatPrice(offer.replaces, product.currency)}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
