import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Price } from '../../../ui/money';
import type { QuickChatProduct } from '../lib/chat-conversation';
import classes from './quick-chat.module.css';

/** A product in the conversation; the whole card is one button so a keyboard user reaches it with a single Tab. */
export function ChatProductCard({ product, onChoose }: { product: QuickChatProduct; onChoose: (product: QuickChatProduct) => void }) {
  return (
    <UnstyledButton
      onClick={() => onChoose(product)}
      aria-label={`${product.name}${product.discount > 0 ? `, ${product.discount}% off` : ''}`}
      data-testid="quick-chat-product"
      p={8}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {product.image !== '' && <img src={product.image} alt="" className={classes.productImage} loading="lazy" />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">
              {product.name}
            </Text>
            {product.discount > 0 && (
              <Badge color="green" size="sm">
                {product.discount}% off
              </Badge>
            )}
          </Group>
          <Price price={product.price} originalPrice={product.originalPrice} currency={product.currency} size="sm" />
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
