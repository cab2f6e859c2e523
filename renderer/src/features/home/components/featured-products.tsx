import { Badge, Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@common/commerce';
import type { GuardianId } from '@common/guardians';
import { GUARDIANS } from '@common/guardians';
import { productHighlight } from '@common/product-highlight';
import type { ProductHighlightReason } from '@common/product-highlight';
import { ChoiceChips } from '../../../ui/choice-chips';
import { useNearViewport } from '../../../ui/near-viewport';
import { CardGridSkeleton, ErrorNotice } from '../../../ui/query-status';
import { useFeaturedProducts } from '../api/get-featured-products';
import { errorNoticeSentence } from '../../../api/error-texts';

const ALL_GUARDIANS = 'all';
const FILTER_CHOICES = [{ value: ALL_GUARDIANS, label: 'All guardians' }, ...GUARDIANS.map((entry) => ({ value: entry.id, label: entry.personaName }))];
const PRODUCT_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 5 };
const HIGHLIGHT_COLORS: Record<ProductHighlightReason, string> = {
  badge: 'red',
  'sold-out': 'gray',
  deal: 'red',
  'low-stock': 'orange',
  'top-rated': 'yellow',
  popular: 'grape',
  new: 'teal',
  rating: 'yellow',
};

/** The landing's marketplace: filter by guardian, five real catalog products each linking to its page. */
export function FeaturedProducts() {
  const [filter, setFilter] = useState<string>(ALL_GUARDIANS);
  const guardian = filter === ALL_GUARDIANS ? null : (filter as GuardianId);
  // Below the fold on every screen size: fetched and drawn when a visitor comes near it.
  const [sectionRef, near] = useNearViewport<HTMLDivElement>();
  const products = useFeaturedProducts(guardian, { enabled: near });

  return (
    <Stack gap="md" ref={sectionRef}>
      <ChoiceChips label="Filter products by guardian" name="featured-guardian" value={filter} onChange={setFilter} choices={FILTER_CHOICES} />

      {products.isPending && <CardGridSkeleton label="Loading featured products…" count={5} cols={PRODUCT_GRID_COLS} imageHeight={140} lines={4} />}
      {products.isError && (
        <ErrorNotice sentence={errorNoticeSentence(products.error, 'Featured products could not be loaded.')} onRetry={() => void products.refetch()} />
      )}
      {products.isSuccess && products.data.length === 0 && <Text c="dimmed">No products for this guardian yet. Try another filter.</Text>}
      {products.isSuccess && products.data.length > 0 && (
        <SimpleGrid cols={PRODUCT_GRID_COLS} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Featured products">
          {products.data.map((product) => {
            const highlight = productHighlight(product);
            return (
              <Card component="li" key={product.id} withBorder padding="sm">
                <Card.Section>
                  <Image src={product.image} alt="" h={140} fit="cover" fallbackSrc="/favicon.svg" />
                </Card.Section>
                <Stack gap={6} mt="sm">
                  {/* Spec 2: every featured product shows a badge, each one a fact of its data (common/product-highlight.ts). */}
                  <Badge color={HIGHLIGHT_COLORS[highlight.reason]} variant="filled" w="fit-content" data-testid="featured-badge">
                    {highlight.label}
                  </Badge>
                  <Text fw={600} lineClamp={2}>
                    {product.name}
                  </Text>
                  <Text fw={700} aria-label={`Price ${formatMoney(product.price, product.currency)}`}>
                    {formatMoney(product.price, product.currency)}
                  </Text>
                  <Button component={Link} to={`/marketplace/product/${product.slug}`} variant="light" size="xs" aria-label={`View ${product.name}`}>
                    View product
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
