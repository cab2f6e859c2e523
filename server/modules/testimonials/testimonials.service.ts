import type { Kysely } from 'kysely';
import type { Testimonial } from '@common/contracts/testimonials';
import { isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { listTestimonialRows } from './testimonials.repository';

export interface TestimonialsDependencies {
  db: Kysely<Database>;
}

export class TestimonialsService {
  readonly #deps: TestimonialsDependencies;

  constructor(deps: TestimonialsDependencies) {
    this.#deps = deps;
  }

  async list(guardian: GuardianId | undefined): Promise<Testimonial[]> {
    const rows = await listTestimonialRows(this.#deps.db, guardian);
    return rows.map((row) => {
      if (!isGuardianId(row.guardian)) throw new Error(`Testimonial ${row.id} has an unknown guardian ${row.guardian}`);
      return {
        id: row.id,
        guardian: row.guardian,
        customerName: row.customer_name,
        location: row.location,
        rating: row.rating,
        quote: row.quote,
        productSlug: row.product_slug,
        createdAt: row.created_at,
      };
    });
  }
}
