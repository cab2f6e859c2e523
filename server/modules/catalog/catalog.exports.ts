// The catalog module's door: what the rest of the server may use of it. Its repositories stay inside.
export { CatalogService, brandProductImagePath, productImagePath, productNotFound, toProduct } from './catalog.service';
export { DEFAULT_RESOURCES_DIR, storefrontImageRoutes } from './storefront-images';
export {
  productExists,
  productOnSaleBySlug,
  productsByIds,
  productsOnSale,
  recordProductRating,
  returnProductStock,
  storefrontProductsOnSale,
  takeProductStock,
  topRatedProductsOf,
} from './catalog-products';
export type { CatalogProduct, ProductRating, RecommendedProduct } from './catalog-products';
export { BrandProductsService } from './brand-products.service';
