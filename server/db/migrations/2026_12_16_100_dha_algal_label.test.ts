// The migration that corrects the DHA Brain Omega label of stores seeded before: the fish-oil text becomes the algal-oil
// label the catalog describes; a label staff edited, and every other product's, stay as they are.
import { Migrator } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestDatabase } from '../../test/test-context';
import { seedCatalog, seedProductFacts } from '../../setup/seed/catalog';
import { openDatabase } from '../database';
import { ALGAL_LABEL, OLD_LABEL } from './2026_12_16_100_dha_algal_label';
import { MIGRATIONS } from './index';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe(`migration 2026_12_16_100_dha_algal_label on ${TEST_DATABASE_KIND}`, () => {
  it('gives the seeded fish-oil label the algal one, and leaves a label staff edited alone', async () => {
    const { db } = openDatabase(database.location, pino({ level: 'silent' }));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      expect((await migrator.migrateTo('2026_12_15_100_store_knowledge_issue_44')).error).toBeUndefined();
      const now = new Date('2026-11-26T10:00:00.000Z');
      await seedCatalog(db, 'INR', now);
      await seedProductFacts(db, now);
      const labelOf = async (slug: string) =>
        (
          await db
            .selectFrom('product_facts')
            .innerJoin('products', 'products.id', 'product_facts.product_id')
            .select('product_facts.other_ingredients')
            .where('products.slug', '=', slug)
            .executeTakeFirstOrThrow()
        ).other_ingredients;
      // A new store is seeded with the algal label; an older one still has the fish-oil text.
      expect(await labelOf('dha-brain-omega-500mg')).toBe(ALGAL_LABEL);
      const fishOilLabel = await labelOf('omega-3-fish-oil-1000mg');
      const setLabel = (slug: string, text: string) =>
        db
          .updateTable('product_facts')
          .set({ other_ingredients: text })
          .where('product_id', 'in', db.selectFrom('products').select('id').where('slug', '=', slug))
          .execute();
      await setLabel('dha-brain-omega-500mg', OLD_LABEL);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await labelOf('dha-brain-omega-500mg')).toBe(ALGAL_LABEL);
      expect(await labelOf('omega-3-fish-oil-1000mg')).toBe(fishOilLabel);

      // Down and up again with a label staff wrote themselves: theirs stays.
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect(await labelOf('dha-brain-omega-500mg')).toBe(OLD_LABEL);
      await setLabel('dha-brain-omega-500mg', 'Algal oil from our own supplier. Vegan.');
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await labelOf('dha-brain-omega-500mg')).toBe('Algal oil from our own supplier. Vegan.');
    } finally {
      await db.destroy();
    }
  });
});
