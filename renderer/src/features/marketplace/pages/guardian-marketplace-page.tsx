import { Button, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CHAT_GUARDIANS } from '@common/chat-guardians';
import { type GuardianId, isGuardianId } from '@common/guardians';
import { EmptyResults } from '../../../ui/catalog/empty-results';
import { useProducts } from '../../../domain/catalog/get-products';
import { LoadState } from '../../../ui/catalog/load-state';
import { AddToCart } from '../../../domain/cart/add-to-cart';
import { ProductCard } from '../../../ui/catalog/product-card';
import { ProductGrid } from '../../../ui/catalog/product-grid';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';
import { loadErrorText } from '../../../api/error-texts';

/** /guardian-marketplace: the storefront one guardian at a time (?guardian= keeps the choice in the URL). */
export function GuardianMarketplacePage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('guardian');
  const guardian: GuardianId = isGuardianId(chosen) ? chosen : 'angio';
  const products = useProducts({ guardian, pageSize: 12 });
  const persona = CHAT_GUARDIANS.find((candidate) => candidate.id === guardian);

  return (
    <GuardianThemeScope theme={guardian}>
      <Container size="xl" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>Shop by Guardian</Title>
          <SegmentedControl
            aria-label="Guardian"
            value={guardian}
            onChange={(value) => setParams({ guardian: value })}
            data={CHAT_GUARDIANS.map((candidate) => ({ value: candidate.id, label: `${candidate.icon} ${candidate.name}` }))}
            style={{ overflowX: 'auto' }}
          />
          <Text c="dimmed">{persona ? `${persona.name}, ${persona.title}, recommends:` : null}</Text>
          {!products.data ? (
            <LoadState errorText={loadErrorText(products)} what="Products" />
          ) : products.data.products.length === 0 ? (
            <EmptyResults message="This guardian has no products on sale right now." backTo="/marketplace" backLabel="See all products" />
          ) : (
            <>
              <ProductGrid>
                {products.data.products.map((product) => (
                  <ProductCard key={product.id} product={product} action={<AddToCart product={product} />} />
                ))}
              </ProductGrid>
              <Button component={Link} to={`/collection/${guardian}`} variant="light" w="fit-content">
                See the whole collection
              </Button>
            </>
          )}
        </Stack>
      </Container>
    </GuardianThemeScope>
  );
}
