import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductFilters } from '../../../domain/catalog/get-products';
import { useProducts } from '../../../domain/catalog/get-products';
import { LoadState } from '../../../ui/catalog/load-state';
import { AddToCart } from '../../../domain/cart/add-to-cart';
import { ProductCard } from '../../../ui/catalog/product-card';
import { ProductGrid } from '../../../ui/catalog/product-grid';
import { loadErrorText } from '../../../api/error-texts';

/** A titled row of a few products with a link to all of them; a row with no products is left out. */
export function ProductRow({ title, filters, allPath }: { title: string; filters: ProductFilters; allPath: string }) {
  const products = useProducts({ ...filters, pageSize: 4 });
  if (products.data?.products.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Anchor component={Link} to={allPath}>
          See all
        </Anchor>
      </Group>
      {!products.data ? (
        <LoadState errorText={loadErrorText(products)} what={title} />
      ) : (
        <ProductGrid>
          {products.data.products.map((product) => (
            <ProductCard key={product.id} product={product} action={<AddToCart product={product} />} />
          ))}
        </ProductGrid>
      )}
    </Stack>
  );
}
