import express from 'express';
import type { Router } from 'express';
import { TestimonialListQuery } from '@common/contracts/testimonials';
import type { TestimonialListResponse } from '@common/contracts/testimonials';
import type { DatabaseHealth } from '../../db/health';
import type { ReadCache } from '../../http/read-cache';
import { sendPublicRead } from '../../http/read-cache';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { TestimonialsService } from './testimonials.service';

export function testimonialRoutes(deps: { testimonials: TestimonialsService; health: Pick<DatabaseHealth, 'readable'>; publicReads: ReadCache }): Router {
  const router = express.Router();
  router.get('/testimonials', requireDatabase(deps.health), validate({ query: TestimonialListQuery }), async (req, res) => {
    const { guardian } = req.query;
    await sendPublicRead(req, res, deps.publicReads, `testimonials:${guardian ?? ''}`, async (): Promise<TestimonialListResponse> => ({
      testimonials: await deps.testimonials.list(guardian),
    }));
  });
  return router;
}
