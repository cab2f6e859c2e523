import type { Kysely } from 'kysely';
import type { StorefrontCurrency } from '@common/commerce';
import { productImagePath } from '../../modules/catalog/catalog.service';
import { insertProductOnce } from '../../modules/catalog/catalog.repository';
import type { Database } from '../../db/schema';
import { SEED_PRODUCTS } from './catalog-products';
import { daysBefore, seedId, seedPrices } from './commerce-seed';

/** The approved storefront catalog; a product whose slug exists (perhaps edited or sold down) is left alone. */
export async function seedCatalog(db: Kysely<Database>, currency: StorefrontCurrency, now: Date): Promise<number> {
  let created = 0;
  for (const product of SEED_PRODUCTS) {
    const listedAt = daysBefore(now, product.listedDaysAgo);
    const { price, originalPrice } = seedPrices(product.priceInr, product.originalPriceInr, currency);
    const inserted = await insertProductOnce(
      db,
      {
        id: seedId('product', product.slug),
        slug: product.slug,
        name: product.name,
        brand: product.brand,
        description: product.description,
        guardian: product.guardian,
        price,
        original_price: originalPrice,
        currency,
        badge: product.badge,
        stock: product.stock,
        image: productImagePath(product.slug),
        rating_tenths: Math.round(product.rating * 10),
        review_count: product.reviewCount,
        affiliate_link: product.affiliate_link ?? null,
        review_status: 'approved',
        review_reason: null,
        reviewed_at: listedAt,
        reviewed_by: null,
        submitted_by: null,
        created_at: listedAt,
        updated_at: listedAt,
      },
      product.categories,
    );
    if (inserted) created += 1;
  }
  return created;
}
