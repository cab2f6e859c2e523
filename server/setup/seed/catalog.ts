import type { Kysely } from 'kysely';
import type { StorefrontCurrency } from '@common/commerce';
import { productImagePath } from '../../modules/catalog/catalog.exports';
import { insertProductFactsOnce, insertProductOnce } from '../../modules/catalog/catalog.repository';
import type { Database } from '../../db/schema';
import { SEED_PRODUCTS } from './catalog-products';
import { daysBefore, seedId, seedPrices } from './commerce-seed';
import { SEED_PRODUCT_FACTS, STORAGE_BY_FORM } from './product-facts';

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
        // Computed from the approved seed reviews by seedProductReviews.
        rating_tenths: 0,
        review_count: 0,
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

/** The label facts of every seeded product that has none yet (an installation seeded before facts existed gets them). */
export async function seedProductFacts(db: Kysely<Database>, now: Date): Promise<number> {
  let created = 0;
  for (const product of SEED_PRODUCTS) {
    const facts = SEED_PRODUCT_FACTS[product.slug];
    if (!facts) throw new Error(`Seeded product ${product.slug} has no facts in product-facts.ts`);
    const productId = seedId('product', product.slug);
    const exists = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    if (!exists) continue;
    const inserted = await insertProductFactsOnce(
      db,
      {
        product_id: productId,
        serving_size: facts.servingSize,
        servings_per_container: facts.servingsPerContainer,
        other_ingredients: facts.otherIngredients,
        directions: facts.directions,
        storage: facts.storage ?? STORAGE_BY_FORM[product.form],
        updated_at: now.toISOString(),
      },
      facts.ingredients.map(([name, amount, unit, dailyValuePercent], position) => ({
        product_id: productId,
        position,
        name,
        amount,
        unit,
        daily_value_percent: dailyValuePercent,
      })),
    );
    if (inserted) created += 1;
  }
  return created;
}
