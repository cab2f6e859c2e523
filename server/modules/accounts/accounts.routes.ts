import express from 'express';
import type { Request, Response, Router } from 'express';
import { FirebaseAuthRequest, LoginRequest, RegisterRequest } from '@common/contracts/accounts';
import type { AreaAccessResponse, CurrentUserResponse, RoleCatalogResponse, SessionProbeResponse, SignedInResponse } from '@common/contracts/accounts';
import type { PasswordPolicy } from '@common/password-policy';
import { PARTNER_ROLES, ROLE_LABELS, ROLES, SIGN_IN_ROLE_GROUPS, STAFF_ROLES } from '@common/roles';
import type { AccountSettings } from '../../config';
import { clientAddress } from '../../http/client-address';
import { validate } from '../../http/validate';
import { hasSessionCookie } from '../sessions/sessions.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { WalletService } from '../wallet/wallet.exports';
import type { AccountsService } from './accounts.service';

/** The token of `Authorization: Bearer <token>`, or undefined. */
function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export function accountRoutes(deps: { accounts: AccountsService; sessions: SessionsService; wallet: WalletService; settings: AccountSettings }): Router {
  const router = express.Router();
  const { accounts, sessions, wallet } = deps;

  /** Starts the session and answers {user, wallet}. */
  async function signedIn(req: Request, res: Response, userId: string, status: number): Promise<void> {
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await wallet.get(userId) };
    res.status(status).json(body);
  }

  // Nothing about who is signed in may be cached by the browser or a proxy.
  router.use(['/register', '/login', '/logout', '/auth', '/firebase-auth'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post('/register', validate({ body: RegisterRequest }), async (req, res) => {
    await signedIn(req, res, await accounts.register(req.body, clientAddress(req)), 201);
  });

  router.post('/login', validate({ body: LoginRequest }), async (req, res) => {
    await signedIn(req, res, await accounts.signIn(req.body, clientAddress(req)), 200);
  });

  router.post('/logout', async (req, res) => {
    await sessions.end(req, res);
    res.status(204).end();
  });

  // A visitor who never signed in in this browser is told "nobody" with a 200, so no page logs an error for the
  // probe; a session cookie that no longer works is the 401 the screens react to (and is cleared).
  router.get(
    '/auth/me',
    (req, res, next) => {
      if (hasSessionCookie(req)) return next();
      const body: SessionProbeResponse = { user: null };
      res.json(body);
    },
    sessions.requireUser,
    async (req, res) => {
      const body: SessionProbeResponse = { user: await sessions.user(req, res) };
      res.json(body);
    },
  );

  router.post('/auth/demo', async (req, res) => {
    const { user } = await sessions.start(req, res, await accounts.createDemoAccount(clientAddress(req)));
    const body: CurrentUserResponse = { user };
    res.json(body);
  });

  router.get('/auth/password-policy', (_req, res) => {
    const body: PasswordPolicy = deps.settings.passwordPolicy;
    res.json(body);
  });

  router.post(
    '/firebase-auth',
    (_req, _res, next) => {
      // "Not configured" comes before any complaint about the body or the token.
      accounts.requireFederatedSignIn();
      next();
    },
    validate({ body: FirebaseAuthRequest }),
    async (req, res) => {
      await signedIn(req, res, await accounts.signInFederated(bearerToken(req), req.body), 200);
    },
  );

  router.get('/roles', (_req, res) => {
    const body: RoleCatalogResponse = {
      roles: ROLES.map((id) => ({ id, label: ROLE_LABELS[id] })),
      signInRoleGroups: {
        admin: [...SIGN_IN_ROLE_GROUPS.admin],
        partner: [...SIGN_IN_ROLE_GROUPS.partner],
        brand_partner: [...SIGN_IN_ROLE_GROUPS.brand_partner],
      },
    };
    res.json(body);
  });

  // The smallest real routes of each area, until its dashboard exists: they tell the caller who they are to it.
  router.get('/admin/ping', sessions.requireRole(...STAFF_ROLES), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: AreaAccessResponse = { area: 'admin', userId: user.id, email: user.email, roles: user.roles };
    res.json(body);
  });

  router.get('/partner/ping', sessions.requireRole(...PARTNER_ROLES), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: AreaAccessResponse = { area: 'partner', userId: user.id, email: user.email, roles: user.roles };
    res.json(body);
  });

  return router;
}
