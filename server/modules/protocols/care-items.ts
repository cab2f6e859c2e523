// The items a protocol and a plan both hold: their stored columns, the contract's CareItem, and the store check.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CareItem, CareItemInput } from '@common/contracts/protocols';
import type { Database } from '../../db/schema';
import { productsOnSale } from '../catalog/catalog.exports';
import type { CatalogProduct } from '../catalog/catalog.exports';
import { protocolError } from './protocol-errors';
import type { PlanProduct } from './plan-interactions';
import type { ProtocolItemRow } from './protocols.repository';

export type ItemColumns = Omit<ProtocolItemRow, 'protocol_id'>;

export function itemRow(item: CareItemInput, position: number): ItemColumns {
  return {
    id: randomUUID(),
    position,
    product_id: item.productId,
    quantity: item.quantity,
    dose: item.dose,
    frequency: item.frequency,
    timing: item.timing,
    duration_days: item.durationDays,
    notes: item.notes,
  };
}

export function careInput(row: ItemColumns): CareItemInput {
  return {
    productId: row.product_id,
    quantity: row.quantity,
    dose: row.dose,
    frequency: row.frequency,
    timing: row.timing,
    durationDays: row.duration_days,
    notes: row.notes,
  };
}

export function toCareItem(row: ItemColumns, product: CatalogProduct | undefined): CareItem {
  return {
    ...careInput(row),
    productName: product?.name ?? 'A product no longer in the store',
    productSlug: product?.slug ?? '',
    image: product?.image ?? '',
    unitPrice: product?.price ?? 0,
    available: product !== undefined && product.onSale && product.stock >= row.quantity,
  };
}

export function totalOf(items: readonly CareItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}

export function planProductOf(product: CatalogProduct): PlanProduct {
  return { id: product.id, slug: product.slug, name: product.name };
}

/** Every product must be on sale now; the first that is not is named. */
export async function requireProducts(db: Kysely<Database>, items: readonly CareItemInput[]): Promise<Map<string, CatalogProduct>> {
  const products = await productsOnSale(
    db,
    items.map((item) => item.productId),
  );
  const missing = items.find((item) => !products.has(item.productId));
  if (missing) {
    throw protocolError(400, 'PRODUCT_NOT_FOUND', 'A product of this list is not in the store. Choose it again from the catalog.', {
      productId: missing.productId,
    });
  }
  return products;
}
