// The public reads a page may be drawn with, by their paths and query keys: the renderer asks them under these keys,
// the server draws a product's page, the landing and the marketplace with their answers under the same keys
// (server/http/web-app.ts, server/web-render/public-pages.ts), and the browser checks those answers with the reads'
// schemas (renderer/src/app/ssr/query-state.ts). One place, as common/customer-reads.ts is for a customer's own reads. No
// zod here: the renderer's first visit imports it.
export const PUBLIC_READ_PATHS = {
  products: '/api/products',
  guardians: '/api/guardians',
} as const;

/** The guardians' list (GET /api/guardians). */
export const GUARDIANS_QUERY_KEY = [PUBLIC_READ_PATHS.guardians] as const;

/** One product (GET /api/products/{slug}). */
export function productQueryKey(slug: string) {
  return [PUBLIC_READ_PATHS.products, slug] as const;
}

/** Products on a page of /marketplace. */
export const MARKETPLACE_PAGE_SIZE = 12;

/**
 * The parameters of the list /marketplace shows when asked without a query (its first page, every filter off): the
 * server draws that page with this read's answer, under the key the renderer asks it by.
 */
export const MARKETPLACE_FIRST_PAGE = { page: 1, pageSize: MARKETPLACE_PAGE_SIZE } as const;

/** The marketplace's first page (GET /api/products?page=1&pageSize=12), as the renderer's query key hashes it. */
export const MARKETPLACE_FIRST_PAGE_QUERY_KEY = [PUBLIC_READ_PATHS.products, MARKETPLACE_FIRST_PAGE] as const;
