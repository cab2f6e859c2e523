import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { ChatInteractionRequest, ProductClickRequest } from '../../../common/contracts/tracking';
import type { Database } from '../../db/schema';
import type { Sessions } from '../../http/session';
import { validate } from '../../http/validate';
import { recordChatInteraction, recordProductClick } from './tracking.service';

export function trackingRoutes(deps: { db: Kysely<Database>; sessions: Sessions }): Router {
  const router = express.Router();
  const { db, sessions } = deps;

  router.post('/tracking/chat-interaction', sessions.requireUser, validate({ body: ChatInteractionRequest }), async (req, res) => {
    await recordChatInteraction(db, await sessions.user(req, res), req.body);
    res.status(204).end();
  });

  router.post('/tracking/product-click', sessions.requireUser, validate({ body: ProductClickRequest }), async (req, res) => {
    await recordProductClick(db, await sessions.user(req, res), req.body);
    res.status(204).end();
  });

  return router;
}
