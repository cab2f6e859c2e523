import express from 'express';
import type { Router } from 'express';
import { ChatInteractionRequest, ProductClickRequest } from '@common/contracts/tracking';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { TrackingService } from './tracking.service';

export function trackingRoutes(deps: { tracking: TrackingService; sessions: SessionsService }): Router {
  const router = express.Router();
  const { tracking, sessions } = deps;

  router.post('/tracking/chat-interaction', sessions.requireUser, validate({ body: ChatInteractionRequest }), async (req, res) => {
    await tracking.recordChatInteraction(await sessions.user(req, res), req.body);
    res.status(204).end();
  });

  router.post('/tracking/product-click', sessions.requireUser, validate({ body: ProductClickRequest }), async (req, res) => {
    await tracking.recordProductClick(await sessions.user(req, res), req.body);
    res.status(204).end();
  });

  return router;
}
