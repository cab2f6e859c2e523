import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { TestimonialListQuery } from '../../../common/contracts/testimonials';
import type { TestimonialListResponse } from '../../../common/contracts/testimonials';
import type { DatabaseHealth } from '../../db/health';
import type { Database } from '../../db/schema';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import { listTestimonials } from './testimonials.service';

export function testimonialRoutes(deps: { db: Kysely<Database>; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  router.get('/testimonials', requireDatabase(deps.health), validate({ query: TestimonialListQuery }), async (req, res) => {
    const body: TestimonialListResponse = { testimonials: await listTestimonials(deps.db, req.query.guardian) };
    res.json(body);
  });
  return router;
}
