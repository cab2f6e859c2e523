// The catalog's products as other modules see them: by id or slug, without a table row. Each function takes the
// caller's database or transaction, so a purchase reads stock in its own transaction. (Stock moves and ratings need no
// mapping: the door hands out the repository's row-free functions under the names other modules use.)
import type { Kysely } from 'kysely';
import { isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { Product } from '@common/contracts/catalog';
import type { Database } from '../../db/schema';
import {
  categoriesOf,
  findApprovedProductBySlug,
  findApprovedProductsByIds,
  findProductById,
  findProductsByIds,
  listAllApprovedProducts,
} from './catalog.repository';
import type { ProductRow } from './catalog.repository';
import { toProduct } from './catalog.service';

/** A product as a cart, an order, a plan or a review needs it. Prices are integer minor units of `currency`. */
export interface CatalogProduct {
  id: string;
  slug: string;
  name: string;
  brand: string;
  guardian: GuardianId;
  price: number;
  originalPrice: number;
  currency: string;
  stock: number;
  image: string;
  /** Approved for sale; a product withdrawn or still in review is not. */
  onSale: boolean;
}

function catalogProductOf(row: ProductRow): CatalogProduct {
  if (!isGuardianId(row.guardian)) throw new Error(`Product ${row.id} has an unknown guardian ${row.guardian}`);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    guardian: row.guardian,
    price: row.price,
    originalPrice: row.original_price,
    currency: row.currency,
    stock: row.stock,
    image: row.image,
    onSale: row.review_status === 'approved',
  };
}

function mapped(rows: Map<string, ProductRow>): Map<string, CatalogProduct> {
  return new Map([...rows].map(([id, row]) => [id, catalogProductOf(row)]));
}

/** The products on sale among `ids`, by id; ids of others are absent. */
export async function productsOnSale(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, CatalogProduct>> {
  return mapped(await findApprovedProductsByIds(db, ids));
}

/** The products among `ids` whatever their review status (a cart or a plan still shows one withdrawn from sale). */
export async function productsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, CatalogProduct>> {
  return mapped(await findProductsByIds(db, ids));
}

/** The product on sale at this slug, if any. */
export async function productOnSaleBySlug(db: Kysely<Database>, slug: string): Promise<CatalogProduct | undefined> {
  const row = await findApprovedProductBySlug(db, slug);
  return row && catalogProductOf(row);
}

/** Whether a product exists at all, on sale or not. */
export async function productExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await findProductById(db, id)) !== undefined;
}

/** Every product on sale as the storefront shows it, by id: what the chat's knowledge base may recommend. */
export async function storefrontProductsOnSale(db: Kysely<Database>): Promise<Product[]> {
  const rows = await listAllApprovedProducts(db);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, categories.get(row.id) ?? []));
}
