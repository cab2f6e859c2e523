import type { Kysely } from 'kysely';
import { PRODUCT_IMAGE_PATH_PREFIX } from '@common/contracts/catalog';
import type { Product, ProductFacts, ProductListQuery, ProductListResponse, ProductResponse, ProductVerification } from '@common/contracts/catalog';
import { discountPercent, PRODUCT_BADGES, STOREFRONT_CURRENCIES } from '@common/commerce';
import type { ProductBadge, StorefrontCurrency } from '@common/commerce';
import { PRODUCT_CATEGORIES } from '@common/chat-guardians';
import { isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { categoriesOf, findApprovedProductBySlug, findProductFacts, listApprovedProducts, listApprovedProductsAmong } from './catalog.repository';
import type { ProductFactIngredientRow, ProductFactsRow, ProductRow } from './catalog.repository';
import { CatalogSearch } from './catalog-search';
import { productWarnings } from './product-warnings';

export function productImagePath(slug: string): string {
  return `${PRODUCT_IMAGE_PATH_PREFIX}${slug}.svg`;
}

/** Artwork for products whose brand sent no image of their own: one per guardian. */
export function brandProductImagePath(guardian: GuardianId): string {
  return `${PRODUCT_IMAGE_PATH_PREFIX}brand-${guardian}.svg`;
}

export function productNotFound(reference: string): AppError {
  return new AppError(
    404,
    'PRODUCT_NOT_FOUND',
    `There is no product "${reference}" in the store; it may have been removed. Go back to the marketplace to find another.`,
    {
      productId: reference,
    },
  );
}

// Rows are only written from validated input and the seed; anything else would be a bug worth hearing about.
function checked<T extends string>(value: string, allowed: readonly T[], what: string, row: ProductRow): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`Product ${row.id} has an unknown ${what} ${value}`);
  return value as T;
}

export function toProduct(row: ProductRow, categories: readonly string[]): Product {
  if (!isGuardianId(row.guardian)) throw new Error(`Product ${row.id} has an unknown guardian ${row.guardian}`);
  const product: Product = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    description: row.description,
    guardian: row.guardian,
    categories: categories.map((category) => checked(category, PRODUCT_CATEGORIES, 'category', row)),
    price: row.price,
    originalPrice: row.original_price,
    currency: checked<StorefrontCurrency>(row.currency, STOREFRONT_CURRENCIES, 'currency', row),
    discount: discountPercent(row.price, row.original_price),
    badge: row.badge === null ? null : checked<ProductBadge>(row.badge, PRODUCT_BADGES, 'badge', row),
    stock: row.stock,
    image: row.image,
    rating: row.rating_tenths / 10,
    reviewCount: row.review_count,
    createdAt: row.created_at,
  };
  if (row.affiliate_link) product.affiliate_link = row.affiliate_link;
  return product;
}

export function toProductFacts(slug: string, facts: ProductFactsRow, ingredients: readonly ProductFactIngredientRow[]): ProductFacts {
  return {
    servingSize: facts.serving_size,
    servingsPerContainer: facts.servings_per_container,
    ingredients: ingredients.map((line) => ({
      name: line.name,
      // PostgreSQL's driver may hand numeric text back; the column is double precision, so Number() is exact.
      amount: Number(line.amount),
      unit: line.unit,
      dailyValuePercent: line.daily_value_percent,
    })),
    otherIngredients: facts.other_ingredients,
    directions: facts.directions,
    warnings: productWarnings(slug),
    storage: facts.storage,
  };
}

/** Only approved products are public, so every product page can carry the badge; the date is the approval's. */
export function productVerification(row: ProductRow): ProductVerification {
  return {
    label: 'Verified by Guardians',
    detail:
      "Before listing, our team checked the label against the brand's ingredient list and amounts, and that the description makes no claim to diagnose, treat or cure.",
    verifiedAt: row.reviewed_at,
  };
}

export interface CatalogDependencies {
  db: Kysely<Database>;
}

export class CatalogService {
  readonly #deps: CatalogDependencies;
  readonly #search: CatalogSearch;

  constructor(deps: CatalogDependencies) {
    this.#deps = deps;
    this.#search = new CatalogSearch(deps.db);
  }

  async list(query: ProductListQuery): Promise<ProductListResponse> {
    const filter = { guardian: query.guardian, category: query.category, deals: query.deals };
    const offset = (query.page - 1) * query.pageSize;
    if (query.q === undefined) {
      const { rows, total } = await listApprovedProducts(this.#deps.db, filter, { sort: query.sort, offset, limit: query.pageSize });
      return { products: await this.#withCategories(rows), total, page: query.page, pageSize: query.pageSize };
    }
    const { scores, suggestion } = await this.#search.search(query.q);
    const rows = await listApprovedProductsAmong(this.#deps.db, [...scores.keys()], filter, query.sort);
    // Featured means the best match first; a tie keeps the featured order (most reviewed) the query gave.
    if (query.sort === 'featured') rows.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));
    const products = await this.#withCategories(rows.slice(offset, offset + query.pageSize));
    return { products, total: rows.length, page: query.page, pageSize: query.pageSize, suggestion };
  }

  /** The product page: the product, its label facts (null when none were entered) and its verification. */
  async page(slug: string): Promise<ProductResponse> {
    const row = await findApprovedProductBySlug(this.#deps.db, slug);
    if (!row) throw productNotFound(slug);
    const [product] = await this.#withCategories([row]);
    if (!product) throw productNotFound(slug);
    const stored = await findProductFacts(this.#deps.db, row.id);
    return {
      product,
      facts: stored ? toProductFacts(row.slug, stored.facts, stored.ingredients) : null,
      verification: productVerification(row),
    };
  }

  async #withCategories(rows: readonly ProductRow[]): Promise<Product[]> {
    const categories = await categoriesOf(
      this.#deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toProduct(row, categories.get(row.id) ?? []));
  }
}
