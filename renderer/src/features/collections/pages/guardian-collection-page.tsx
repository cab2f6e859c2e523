import { Container, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PRODUCT_PAGE_SIZE } from '@common/contracts/catalog';
import { isGuardianId } from '@common/guardians';
import { useGuardianRouteData } from '../../../shell/guardian-route';
import { writeAttribution } from '../../../domain/cart/visitor-cart';
import { EmptyResults } from '../../../ui/catalog/empty-results';
import { useProducts } from '../../../domain/catalog/get-products';
import { LoadState } from '../../../ui/catalog/load-state';
import { AddToCart } from '../../../domain/cart/add-to-cart';
import { ProductCard } from '../../../ui/catalog/product-card';
import { ProductGrid } from '../../../ui/catalog/product-grid';
import { GuardianHeading } from '../../../ui/guardian-heading';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';
import { loadErrorText } from '../../../api/error-texts';
import { usePlatform } from '../../../platform/platform-context';

/**
 * /{guardian}-collection and /collection/{guardian}: all of a guardian's products. A chat link's `product` is
 * highlighted and scrolled to; its `ref` and `guardian` are kept so the order records where the buyer came from.
 */
export function GuardianCollectionPage() {
  const { guardian } = useGuardianRouteData();
  const [params] = useSearchParams();
  const { storage } = usePlatform();
  const products = useProducts({ guardian: guardian.id, pageSize: MAX_PRODUCT_PAGE_SIZE });
  const highlightedRef = useRef<HTMLDivElement>(null);
  const wanted = params.get('product');
  const ref = params.get('ref');
  const fromGuardian = params.get('guardian');

  useEffect(() => {
    if (!ref && !fromGuardian) return;
    writeAttribution(storage.local, {
      ...(ref ? { ref: ref.slice(0, 64) } : {}),
      ...(isGuardianId(fromGuardian) ? { guardian: fromGuardian } : {}),
      ...(wanted ? { product: wanted.slice(0, 200) } : {}),
    });
  }, [ref, fromGuardian, wanted, storage]);

  const highlighted = products.data?.products.find((product) => product.id === wanted || product.slug === wanted);
  useEffect(() => {
    highlightedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [highlighted]);

  return (
    <GuardianThemeScope theme={guardian.theme}>
      <Container size="xl" py="xl" px="md">
        <GuardianHeading guardian={guardian} heading={`${guardian.personaName}'s Collection`} />
        <Stack gap="md">
          <Text c="dimmed">
            Products {guardian.personaName} recommends for your {guardian.area}.
          </Text>
          {!products.data ? (
            <LoadState errorText={loadErrorText(products)} what="The collection" />
          ) : products.data.products.length === 0 ? (
            <EmptyResults message="This collection has no products on sale right now." backTo="/marketplace" backLabel="Back to the marketplace" />
          ) : (
            <ProductGrid>
              {products.data.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  action={<AddToCart product={product} />}
                  highlighted={product === highlighted}
                  ref={product === highlighted ? highlightedRef : undefined}
                />
              ))}
            </ProductGrid>
          )}
        </Stack>
      </Container>
    </GuardianThemeScope>
  );
}
