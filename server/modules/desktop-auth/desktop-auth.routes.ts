import type { Router } from 'express';
import type { CurrentUserResponse } from '@common/contracts/accounts';
import { desktopAuthEndpoints } from '@common/contracts/desktop-auth';
import type { DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { SessionsService } from '../sessions/sessions.exports';
import type { DesktopAuthService } from './desktop-auth.service';

export function desktopAuthRoutes(deps: { declare: DeclareRoutes; sessions: SessionsService; desktopAuth: DesktopAuthService }): Router {
  const { router, serve } = deps.declare();
  const { sessions, desktopAuth } = deps;

  // Called by the storefront's desktop sign-in page in the system browser, after the normal sign-in there.
  serve(desktopAuthEndpoints.postDesktopAuthCode, { caller: 'user' }, async ({ req, res, user }) => {
    const body: DesktopAuthCodeResponse = await desktopAuth.issueCode(user.id, req.body.nonce);
    res.status(201).json(body);
  });

  // Called by the desktop app's main process: a fresh session for its window, independent of the browser's.
  serve(desktopAuthEndpoints.postDesktopAuthExchange, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const userId = await desktopAuth.redeem(req.body.code, req.body.nonce);
    const { user } = await sessions.start(req, res, userId);
    const body: CurrentUserResponse = { user };
    res.json(body);
  });

  return router;
}
