// The catalog sells DHA Brain Omega 500 mg as a vegan algal oil, and the chat offers it to vegetarians; its seeded label
// said "Fish oil concentrate, softgel shell (bovine gelatin …). Contains fish.", and the product page showed a fish
// allergen beside "Vegan". This corrects the label of stores seeded before, unless staff edited it (then it is theirs).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export const OLD_LABEL = 'Fish oil concentrate, softgel shell (bovine gelatin, glycerin, purified water), mixed tocopherols. Contains fish.';
export const ALGAL_LABEL =
  'Algal oil (Schizochytrium sp.), softgel shell (modified starch, carrageenan, glycerin, purified water), sunflower oil, mixed tocopherols. Vegan; no fish.';

export async function up(db: Kysely<unknown>): Promise<void> {
  const at = new Date().toISOString();
  await sql`update product_facts set other_ingredients = ${ALGAL_LABEL}, updated_at = ${at}
    where other_ingredients = ${OLD_LABEL} and product_id in (select id from products where slug = 'dha-brain-omega-500mg')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update product_facts set other_ingredients = ${OLD_LABEL}
    where other_ingredients = ${ALGAL_LABEL} and product_id in (select id from products where slug = 'dha-brain-omega-500mg')`.execute(db);
}
