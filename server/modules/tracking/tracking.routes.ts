import type { Router } from 'express';
import { trackingEndpoints } from '@common/contracts/tracking';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { TrackingService } from './tracking.service';

export function trackingRoutes(deps: { declare: DeclareRoutes; tracking: TrackingService }): Router {
  const { router, serve } = deps.declare();
  const { tracking } = deps;

  serve(trackingEndpoints.postTrackingChatInteraction, { caller: 'user' }, async ({ req, res, user }) => {
    await tracking.recordChatInteraction(user, req.body);
    res.status(204).end();
  });

  serve(trackingEndpoints.postTrackingProductClick, { caller: 'user' }, async ({ req, res, user }) => {
    await tracking.recordProductClick(user, req.body);
    res.status(204).end();
  });

  return router;
}
