import express from 'express';
import type { Router } from 'express';
import { ProductSlugParams } from '@common/contracts/catalog';
import { CreateReviewRequest, ModerationQueueQuery, ModerationRequest, ReviewIdParams, ReviewListQuery } from '@common/contracts/reviews';
import type {
  HelpfulVoteResponse,
  ModerationQueueResponse,
  ModerationResponse,
  OwnReviewResponse,
  ReviewEligibilityResponse,
  ReviewListResponse,
} from '@common/contracts/reviews';
import { STAFF_ROLES } from '@common/roles';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ReviewsService } from './reviews.service';

export function reviewRoutes(deps: { sessions: SessionsService; reviews: ReviewsService }): Router {
  const router = express.Router();
  const { sessions, reviews } = deps;
  const staff = sessions.requireRole(...STAFF_ROLES);

  router.get('/products/:slug/reviews', validate({ params: ProductSlugParams, query: ReviewListQuery }), async (req, res) => {
    const body: ReviewListResponse = await reviews.list(req.params.slug, req.query);
    // Helpful counts change with every vote: not a cached public read.
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/products/:slug/reviews', sessions.requireUser, validate({ params: ProductSlugParams, body: CreateReviewRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: OwnReviewResponse = { review: await reviews.create(user, req.params.slug, req.body) };
    res.status(201).json(body);
  });

  router.get('/products/:slug/reviews/eligibility', sessions.requireUser, validate({ params: ProductSlugParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ReviewEligibilityResponse = await reviews.eligibility(user, req.params.slug);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/reviews/:id/helpful', sessions.requireUser, validate({ params: ReviewIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: HelpfulVoteResponse = await reviews.markHelpful(user, req.params.id);
    res.json(body);
  });

  // Staff only, checked before validation: a stranger learns nothing about the queue's parameters.
  router.use('/admin/reviews', staff);

  router.get('/admin/reviews', validate({ query: ModerationQueueQuery }), async (req, res) => {
    const body: ModerationQueueResponse = await reviews.queue(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post(
    '/admin/reviews/:id/moderation',
    requireStaffPermission(sessions, 'reviews.moderate'),
    validate({ params: ReviewIdParams, body: ModerationRequest }),
    async (req, res) => {
      const user = await sessions.user(req, res);
      const body: ModerationResponse = await reviews.moderate(user, req.params.id, req.body, staffWrite(req, user));
      res.json(body);
    },
  );

  return router;
}
