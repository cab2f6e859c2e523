// Seed data that ships with the app. Every step is idempotent, so it runs on every start and only fills what is missing.
import type { Kysely } from 'kysely';
import { DEFAULT_STOREFRONT_CURRENCY } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import type { Database } from '../../db/schema';
import { seedGuardianContent } from './guardian-content';
import { seedGuardians } from './guardians';
import { seedHealthyHabits } from './habits';
import { seedCatalog, seedProductFacts } from './catalog';
import { seedProductReviews } from './product-reviews';
import { seedExperts } from './experts';
import { seedTestimonials } from './testimonials';
import { seedKnowledgeEntries } from './knowledge/index';
import { seedLabTestKits } from './lab-test-kits';

export const SEEDED_AT_KEY = 'seeded_at';

export interface SeedOptions {
  /** STOREFRONT_CURRENCY: the currency catalog and expert prices are written in the first time. */
  currency?: StorefrontCurrency;
}

export async function seedDatabase(db: Kysely<Database>, now: Date = new Date(), options: SeedOptions = {}): Promise<void> {
  const currency = options.currency ?? DEFAULT_STOREFRONT_CURRENCY;
  await db.transaction().execute(async (trx) => {
    await seedGuardians(trx);
    await seedGuardianContent(trx);
    await seedHealthyHabits(trx);
    await seedCatalog(trx, currency, now);
    await seedProductFacts(trx, now);
    await seedProductReviews(trx, now);
    await seedLabTestKits(trx, currency, now);
    await seedExperts(trx, currency, now);
    await seedTestimonials(trx, now);
    await seedKnowledgeEntries(trx, now);
    const seededAt = now.toISOString();
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_AT_KEY, value: seededAt, updated_at: seededAt })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  });
}
