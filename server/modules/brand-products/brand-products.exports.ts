// The brand-products module's door: what the rest of the server may use of it. Its repositories stay inside.
export { BrandProductsService } from './brand-products.service';
