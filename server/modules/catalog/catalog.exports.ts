// The catalog module's door: what the rest of the server may use of it. Its tables stay inside: nothing here hands out a row.
export { CatalogService, brandProductImagePath, productImagePath, productNotFound, toProduct } from './catalog.service';
export { DEFAULT_RESOURCES_DIR, storefrontImageRoutes } from './storefront-images';
export { productExists, productOnSaleBySlug, productsByIds, productsOnSale, storefrontProductsOnSale } from './catalog-products';
export type { CatalogProduct } from './catalog-products';
// Row-free steps other modules run in their own transactions: stock taken by a purchase and put back by a
// cancellation, a product's rating recomputed by the reviews, a guardian's best-rated products (ids, slugs, names).
export {
  listTopRatedProducts as topRatedProductsOf,
  returnStock as returnProductStock,
  setProductRating as recordProductRating,
  takeStock as takeProductStock,
} from './catalog.repository';
export type { ProductRating } from './catalog.repository';
export { BrandProductsService } from './brand-products.service';
