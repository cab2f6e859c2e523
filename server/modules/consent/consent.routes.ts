import type { Router } from 'express';
import { consentEndpoints } from '@common/contracts/consent';
import type { ConsentResponse } from '@common/contracts/consent';
import { clientAddress } from '../../http/client-address';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ConsentService } from './consent.service';

export function consentRoutes(deps: { declare: DeclareRoutes; consent: ConsentService; sessions: SessionsService }): Router {
  const { router, serve } = deps.declare();

  serve(consentEndpoints.postGdprConsent, { caller: 'anyone' }, async ({ req, res }) => {
    const signedIn = await deps.sessions.current(req, res);
    const consent = await deps.consent.record(req.body, {
      user: signedIn?.user ?? null,
      ipAddress: clientAddress(req),
      userAgent: req.headers['user-agent'],
    });
    const body: ConsentResponse = { consent };
    res.status(201).json(body);
  });

  return router;
}
