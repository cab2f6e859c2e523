// Labs (issue 15): the test kits the storefront sells. Buying one orders its lab test (LAB_TEST_KIT_PRODUCTS); kept
// apart from SEED_PRODUCTS, whose supplements each carry label facts, chat ingredients and a drawn image.
import type { Kysely } from 'kysely';
import type { StorefrontCurrency } from '@common/commerce';
import { LAB_TEST_KIT_PRODUCTS } from '@common/contracts/labs';
import { insertProductOnce } from '../../modules/catalog/catalog.repository';
import type { Database } from '../../db/schema';
import { daysBefore, seedId, seedPrices } from './commerce-seed';

export const VITAMIN_D_TEST_KIT_SLUG = 'vitamin-d-25-oh-d-test-kit';

export async function seedLabTestKits(db: Kysely<Database>, currency: StorefrontCurrency, now: Date): Promise<number> {
  if (!LAB_TEST_KIT_PRODUCTS[VITAMIN_D_TEST_KIT_SLUG]) throw new Error(`${VITAMIN_D_TEST_KIT_SLUG} is not a lab test kit in LAB_TEST_KIT_PRODUCTS`);
  const listedAt = daysBefore(now, 30);
  const { price, originalPrice } = seedPrices(1199, 1499, currency);
  const inserted = await insertProductOnce(
    db,
    {
      id: seedId('product', VITAMIN_D_TEST_KIT_SLUG),
      slug: VITAMIN_D_TEST_KIT_SLUG,
      name: 'Vitamin D 25(OH)D test kit',
      brand: 'Guardians Labs',
      description:
        'A finger-prick blood spot kit that measures total 25-hydroxyvitamin D, the usual marker of vitamin D status. Post the sample to our partner lab; the result appears in your profile and on your Vitamin D dashboard, with the reference band it falls in. Not a diagnosis: discuss results with a health professional.',
      guardian: 'immuno',
      price,
      original_price: originalPrice,
      currency,
      badge: null,
      stock: 200,
      // The vitamin D product's picture until the kit has its own drawing.
      image: '/resources/products/vitamin-d3-2000-iu.svg',
      rating_tenths: 0,
      review_count: 0,
      affiliate_link: null,
      review_status: 'approved',
      review_reason: null,
      reviewed_at: listedAt,
      reviewed_by: null,
      submitted_by: null,
      created_at: listedAt,
      updated_at: listedAt,
    },
    ['vitamins', 'wellness'],
  );
  return inserted ? 1 : 0;
}
