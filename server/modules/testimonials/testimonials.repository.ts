import type { Kysely, Selectable } from 'kysely';
import type { Database, TestimonialsTable } from '../../db/schema';

export type TestimonialRow = Selectable<TestimonialsTable>;

export function listTestimonialRows(db: Kysely<Database>, guardian: string | undefined): Promise<TestimonialRow[]> {
  let query = db.selectFrom('testimonials').selectAll();
  if (guardian) query = query.where('guardian', '=', guardian);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function insertTestimonialsOnce(db: Kysely<Database>, rows: readonly TestimonialRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('testimonials')
    .values([...rows])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
