import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { errorNoticeSentence } from '../../../api/error-texts';
import { AddToCart } from '../../../domain/cart/add-to-cart';
import { useProducts } from '../../../domain/catalog/get-products';
import { Price } from '../../../ui/money';
import { ProductCard } from '../../../ui/catalog/product-card';
import { ProductRating } from '../../../ui/catalog/rating';
import { CardGridSkeleton, ErrorNotice } from '../../../ui/query-status';

const GRID_COLUMNS = { base: 1, '480px': 2, '820px': 3 } as const;

/** The catalogue's product card with real products (the first three the store shows), and its price and rating parts. */
export function ProductCardSpecimens() {
  const products = useProducts({ pageSize: 3 });
  return (
    <Stack gap="md">
      {products.isPending ? (
        <CardGridSkeleton label="Loading products…" count={3} cols={{ base: 1, sm: 3 }} imageHeight={160} lines={5} />
      ) : products.isError ? (
        <ErrorNotice sentence={errorNoticeSentence(products.error, 'The products could not be loaded.')} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <Text c="dimmed">The catalogue has no products yet, so there is no product card to show.</Text>
      ) : (
        <SimpleGrid type="container" cols={GRID_COLUMNS} spacing="md">
          {products.data.products.map((product) => (
            <ProductCard key={product.id} product={product} action={<AddToCart product={product} />} />
          ))}
        </SimpleGrid>
      )}
      <Group gap="xl" wrap="wrap" align="center">
        <Price price={2499} originalPrice={2999} currency="EUR" size="lg" />
        <Price price={1850} currency="USD" />
        <ProductRating rating={4.6} reviewCount={128} />
      </Group>
    </Stack>
  );
}
