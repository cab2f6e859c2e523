import express from 'express';
import type { Router } from 'express';
import { TestimonialListQuery } from '../../../common/contracts/testimonials';
import type { TestimonialListResponse } from '../../../common/contracts/testimonials';
import type { DatabaseHealth } from '../../db/health';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { TestimonialsService } from './testimonials.service';

export function testimonialRoutes(deps: { testimonials: TestimonialsService; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  router.get('/testimonials', requireDatabase(deps.health), validate({ query: TestimonialListQuery }), async (req, res) => {
    const body: TestimonialListResponse = { testimonials: await deps.testimonials.list(req.query.guardian) };
    res.json(body);
  });
  return router;
}
