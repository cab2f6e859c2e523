// The product read's query key, apart from its schema: the route's loader starts the read early (app/routes.tsx)
// without loading the catalog's contract into the first visit's code.
export function productQueryKey(slug: string) {
  return ['/api/products', slug] as const;
}
