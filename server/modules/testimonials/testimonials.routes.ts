import type { Router } from 'express';
import { testimonialEndpoints } from '@common/contracts/testimonials';
import type { TestimonialListResponse } from '@common/contracts/testimonials';
import type { DatabaseHealth } from '../../db/health';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { ReadCache } from '../../reads/read-cache';
import { sendPublicRead } from '../../reads/read-cache';
import { requireDatabase } from '../../http/read-only';
import type { TestimonialsService } from './testimonials.service';

export function testimonialRoutes(deps: {
  declare: DeclareRoutes;
  testimonials: TestimonialsService;
  health: Pick<DatabaseHealth, 'readable'>;
  publicReads: ReadCache;
}): Router {
  const { router, serve } = deps.declare();
  serve(testimonialEndpoints.getTestimonials, { caller: 'anyone', before: [requireDatabase(deps.health)] }, async ({ req, res }) => {
    const { guardian } = req.query;
    await sendPublicRead(req, res, deps.publicReads, `testimonials:${guardian ?? ''}`, async (): Promise<TestimonialListResponse> => ({
      testimonials: await deps.testimonials.list(guardian),
    }));
  });
  return router;
}
