import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyResults } from '../../../ui/catalog/empty-results';
import { useProducts } from '../../../domain/catalog/get-products';
import { LoadState } from '../../../ui/catalog/load-state';
import { AddToCart } from '../../../domain/cart/add-to-cart';
import { ProductCard } from '../../../ui/catalog/product-card';
import { ProductGrid } from '../../../ui/catalog/product-grid';
import { ProductFilters } from '../components/product-filters';
import { type MarketplaceView, marketplaceProducts, marketplaceSearch, readMarketplaceView } from '../api/marketplace-list';
import { DidYouMean, NoSearchResults } from '../components/search-help';
import { loadErrorText } from '../../../api/error-texts';
import { PageSwitcher } from '../../../ui/page-switcher';

/**
 * The products of the filters, with their count, pages and search help: its own component, so their arrival redraws
 * the results and not the filters above them.
 */
function ProductResults({
  filters,
  searchFor,
  onChange: change,
}: {
  filters: MarketplaceView;
  searchFor: (next: Partial<MarketplaceView>) => string;
  onChange: (next: Partial<MarketplaceView>) => void;
}) {
  const products = useProducts(marketplaceProducts(filters));
  const data = products.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const suggestion = filters.q && data?.suggestion ? { text: data.suggestion, to: searchFor({ q: data.suggestion }) } : null;
  return (
    <>
      {!data ? (
        <LoadState errorText={loadErrorText(products)} what="Products" />
      ) : data.products.length === 0 && filters.q ? (
        <NoSearchResults q={filters.q} suggestion={suggestion} clearTo={searchFor({ q: '' })} />
      ) : data.products.length === 0 ? (
        <EmptyResults message="No products match these filters." backTo="/marketplace" backLabel="Clear all filters" />
      ) : (
        <>
          {suggestion && <DidYouMean suggestion={suggestion.text} to={suggestion.to} />}
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </Text>
          <ProductGrid>
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} action={<AddToCart product={product} />} />
            ))}
          </ProductGrid>
          {pages > 1 && (
            <Group justify="center">
              <PageSwitcher total={pages} value={filters.page} onChange={(page) => change({ page })} aria-label="Product pages" />
            </Group>
          )}
        </>
      )}
    </>
  );
}

/** /marketplace: every approved product, with guardian and category filters, search, sort, deals and pages. */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const filters = readMarketplaceView(params);

  /** The page's URL search for the filters with `next` changed (back to page 1 unless a page is given). */
  function searchFor(next: Partial<MarketplaceView>): string {
    return marketplaceSearch({ ...filters, page: 1, ...next });
  }

  function change(next: Partial<MarketplaceView>) {
    setParams(searchFor(next));
  }

  return (
    <Container size="xl" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Marketplace</Title>
          <Text c="dimmed">
            {filters.deals ? 'Deals: products sold below their original price.' : 'Supplements and wellness products chosen by the guardians.'}
          </Text>
        </div>
        {/* Keyed by the URL's search so the search box shows the query after back and forward. */}
        {/* On a pre-rendered first visit the filters and then the results each hydrate in a task of their own. */}
        <ProductFilters key={filters.q} filters={filters} onChange={change} />
        <ProductResults filters={filters} searchFor={searchFor} onChange={change} />
      </Stack>
    </Container>
  );
}
