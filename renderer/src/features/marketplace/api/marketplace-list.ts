// What /marketplace lists, read from and written to its address. The page and its route's loader, which starts the
// read as the page loads (app/routes.tsx), ask for the same URL. No zod here: the loader is in the
// first visit's code.
import { productSortOf } from '@common/contracts/constants';
import type { ProductSort } from '@common/contracts/constants';
import { isGuardianId } from '@common/guardians';
import type { ProductFilters } from '../../../domain/catalog/products-key';
import { MARKETPLACE_PAGE_SIZE } from '@common/public-reads';

export interface MarketplaceFilters {
  guardian: string | null;
  category: string | null;
  q: string;
  sort: ProductSort;
  deals: boolean;
}

/** The filters and the page of the list shown. */
export type MarketplaceView = MarketplaceFilters & { page: number };

export function readMarketplaceView(params: URLSearchParams): MarketplaceView {
  const page = Number(params.get('page'));
  return {
    guardian: isGuardianId(params.get('guardian')) ? params.get('guardian') : null,
    category: params.get('category'),
    q: params.get('q') ?? '',
    sort: productSortOf(params.get('sort')),
    // Spec 2 links /marketplace?filter=deals.
    deals: params.get('filter') === 'deals',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's search for a view: what `readMarketplaceView` reads back, defaults left out. */
export function marketplaceSearch(view: MarketplaceView): string {
  const search = new URLSearchParams();
  if (view.guardian) search.set('guardian', view.guardian);
  if (view.category) search.set('category', view.category);
  if (view.q) search.set('q', view.q);
  if (view.sort !== 'featured') search.set('sort', view.sort);
  if (view.deals) search.set('filter', 'deals');
  if (view.page > 1) search.set('page', String(view.page));
  return `?${search.toString()}`;
}

/** The product list's query for the view. */
export function marketplaceProducts(view: MarketplaceView): ProductFilters {
  return {
    guardian: isGuardianId(view.guardian) ? view.guardian : undefined,
    category: view.category ?? undefined,
    q: view.q || undefined,
    sort: view.sort === 'featured' ? undefined : view.sort,
    deals: view.deals,
    page: view.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}
