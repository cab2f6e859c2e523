// The catalog module's door: what the rest of the server may use of it. Its repositories stay inside.
export { CatalogService, brandProductImagePath, productImagePath, productNotFound, toProduct } from './catalog.service';
export { DEFAULT_RESOURCES_DIR, storefrontImageRoutes } from './storefront-images';
