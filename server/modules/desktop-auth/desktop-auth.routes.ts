import express from 'express';
import type { Router } from 'express';
import type { CurrentUserResponse } from '@common/contracts/accounts';
import { DesktopAuthCodeRequest, DesktopAuthExchangeRequest } from '@common/contracts/desktop-auth';
import type { DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { DesktopAuthService } from './desktop-auth.service';

export function desktopAuthRoutes(deps: { sessions: SessionsService; desktopAuth: DesktopAuthService }): Router {
  const router = express.Router();
  const { sessions, desktopAuth } = deps;

  // Codes and sessions must never sit in a browser or proxy cache.
  router.use('/desktop-auth', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Called by the storefront's desktop sign-in page in the system browser, after the normal sign-in there.
  router.post('/desktop-auth/code', sessions.requireUser, validate({ body: DesktopAuthCodeRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: DesktopAuthCodeResponse = await desktopAuth.issueCode(user.id, req.body.nonce);
    res.status(201).json(body);
  });

  // Called by the desktop app's main process: a fresh session for its window, independent of the browser's.
  router.post('/desktop-auth/exchange', validate({ body: DesktopAuthExchangeRequest }), async (req, res) => {
    const userId = await desktopAuth.redeem(req.body.code, req.body.nonce);
    const { user } = await sessions.start(req, res, userId);
    const body: CurrentUserResponse = { user };
    res.json(body);
  });

  return router;
}
