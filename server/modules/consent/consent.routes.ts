import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { ConsentRequest } from '../../../common/contracts/consent';
import type { ConsentResponse } from '../../../common/contracts/consent';
import type { Database } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import type { Sessions } from '../../http/session';
import { validate } from '../../http/validate';
import { recordConsent } from './consent.service';

export function consentRoutes(deps: { db: Kysely<Database>; sessions: Sessions }): Router {
  const router = express.Router();

  router.post('/gdpr/consent', validate({ body: ConsentRequest }), async (req, res) => {
    const signedIn = await deps.sessions.current(req, res);
    const consent = await recordConsent(deps.db, req.body, {
      user: signedIn?.user ?? null,
      ipAddress: clientAddress(req),
      userAgent: req.headers['user-agent'],
    });
    const body: ConsentResponse = { consent };
    res.status(201).json(body);
  });

  return router;
}
