import type { Router } from 'express';
import { reviewEndpoints } from '@common/contracts/reviews';
import type {
  HelpfulVoteResponse,
  ModerationQueueResponse,
  ModerationResponse,
  OwnReviewResponse,
  ReviewEligibilityResponse,
  ReviewListResponse,
} from '@common/contracts/reviews';
import { STAFF_ROLES } from '@common/roles';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { staffWrite } from '../audit/audit.exports';
import type { ReviewsService } from './reviews.service';

export function reviewRoutes(deps: { declare: DeclareRoutes; reviews: ReviewsService }): Router {
  const { router, serve } = deps.declare();
  const { reviews } = deps;

  // Helpful counts change with every vote: not a cached public read.
  serve(reviewEndpoints.getProductsBySlugReviews, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const body: ReviewListResponse = await reviews.list(req.params.slug, req.query);
    res.json(body);
  });

  serve(reviewEndpoints.postProductsBySlugReviews, { caller: 'user' }, async ({ req, res, user }) => {
    const body: OwnReviewResponse = { review: await reviews.create(user, req.params.slug, req.body) };
    res.status(201).json(body);
  });

  serve(reviewEndpoints.getProductsBySlugReviewsEligibility, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ReviewEligibilityResponse = await reviews.eligibility(user, req.params.slug);
    res.json(body);
  });

  serve(reviewEndpoints.postReviewsByIdHelpful, { caller: 'user' }, async ({ req, res, user }) => {
    const body: HelpfulVoteResponse = await reviews.markHelpful(user, req.params.id);
    res.json(body);
  });

  serve(reviewEndpoints.getAdminReviews, { caller: { roles: STAFF_ROLES } }, async ({ req, res }) => {
    const body: ModerationQueueResponse = await reviews.queue(req.query);
    res.json(body);
  });

  serve(reviewEndpoints.postAdminReviewsByIdModeration, { caller: { staff: 'reviews.moderate' } }, async ({ req, res, user }) => {
    const body: ModerationResponse = await reviews.moderate(user, req.params.id, req.body, staffWrite(req, user));
    res.json(body);
  });

  return router;
}
