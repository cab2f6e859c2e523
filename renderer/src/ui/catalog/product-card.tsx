import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { Product } from '@common/contracts/catalog';
import { Price } from '../money';
import { ProductRating } from './rating';

export interface ProductCardProps {
  product: Product;
  /** The card's action beside the stock, e.g. the add-to-cart button. */
  action: ReactNode;
  highlighted?: boolean;
}

/** A product in a list: picture, badge, name, brand, rating, price and an action. `highlighted` marks the one a link pointed at. */
export const ProductCard = forwardRef<HTMLDivElement, ProductCardProps>(function ProductCard({ product, action, highlighted = false }, ref) {
  const detailPath = `/marketplace/product/${product.slug}`;
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={product.name}
      aria-current={highlighted ? 'true' : undefined}
      style={highlighted ? { outline: '3px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Card.Section pos="relative">
        <Link to={detailPath} tabIndex={-1} aria-hidden>
          <Image src={product.image} alt="" h={160} fit="contain" bg="dark.6" />
        </Link>
        {product.badge && (
          <Badge pos="absolute" top={8} left={8} color={product.badge === 'FLASH SALE' ? 'red' : undefined}>
            {product.badge}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={detailPath} fw={600} c="inherit" lineClamp={2}>
          {product.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {product.brand}
        </Text>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <Price price={product.price} originalPrice={product.originalPrice} currency={product.currency} />
        <Group justify="space-between" mt={4}>
          <Text size="xs" c={product.stock === 0 ? 'red' : product.stock <= 5 ? 'yellow' : 'dimmed'}>
            {product.stock === 0 ? 'Sold out' : product.stock <= 5 ? `Only ${product.stock} left` : 'In stock'}
          </Text>
          {action}
        </Group>
      </Stack>
    </Card>
  );
});
