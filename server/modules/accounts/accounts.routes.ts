import type { Request, RequestHandler, Response, Router } from 'express';
import { accountEndpoints } from '@common/contracts/accounts';
import type {
  AreaAccessResponse,
  CurrentUserResponse,
  PasswordResetDoneResponse,
  PasswordResetRequestedResponse,
  RoleCatalogResponse,
  SessionProbeResponse,
  SignedInResponse,
} from '@common/contracts/accounts';
import type { PasswordPolicy } from '@common/password-policy';
import { PARTNER_ROLES, ROLE_LABELS, ROLES, SIGN_IN_ROLE_GROUPS, STAFF_ROLES } from '@common/roles';
import type { AccountSettings } from '../../config';
import { clientAddress } from '../../http/client-address';
import { linkOrigin } from '../../http/public-origin';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { hasSessionCookie } from '../sessions/sessions.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { WalletService } from '../wallet/wallet.exports';
import type { AccountsService } from './accounts.service';
import type { PasswordResets } from './password-resets';

/** The token of `Authorization: Bearer <token>`, or undefined. */
function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export function accountRoutes(deps: {
  declare: DeclareRoutes;
  accounts: AccountsService;
  passwordResets: PasswordResets;
  sessions: SessionsService;
  wallet: WalletService;
  settings: AccountSettings;
}): Router {
  const { router, serve } = deps.declare();
  const { accounts, sessions, wallet } = deps;

  /** Starts the session and answers {user, wallet}. */
  async function signedIn(req: Request, res: Response, userId: string, status: number): Promise<void> {
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await wallet.get(userId) };
    res.status(status).json(body);
  }

  // Nothing about who is signed in may be cached by the browser or a proxy: every sign-in route is 'no-store'.
  serve(accountEndpoints.postRegister, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    await signedIn(req, res, await accounts.register(req.body, clientAddress(req), linkOrigin(req, deps.settings)), 201);
  });

  serve(accountEndpoints.postLogin, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    await signedIn(req, res, await accounts.signIn(req.body, clientAddress(req)), 200);
  });

  serve(accountEndpoints.postLogout, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    await sessions.end(req, res);
    res.status(204).end();
  });

  // A visitor who never signed in in this browser is told "nobody" with a 200, so no page logs an error for the
  // probe; a session cookie that no longer works is the 401 the screens react to (and is cleared).
  const requireUserWithCookie: RequestHandler = (req, res, next) => (hasSessionCookie(req) ? sessions.requireUser(req, res, next) : next());
  serve(accountEndpoints.getAuthMe, { caller: 'anyone', cache: 'no-store', before: [requireUserWithCookie] }, async ({ req, res }) => {
    const body: SessionProbeResponse = { user: hasSessionCookie(req) ? await sessions.user(req, res) : null };
    res.json(body);
  });

  serve(accountEndpoints.postAuthDemo, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const { user } = await sessions.start(req, res, await accounts.createDemoAccount(clientAddress(req)));
    const body: CurrentUserResponse = { user };
    res.json(body);
  });

  serve(accountEndpoints.postAuthPasswordReset, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const body: PasswordResetRequestedResponse = await deps.passwordResets.request(req.body.email, linkOrigin(req, deps.settings), clientAddress(req));
    res.status(202).json(body);
  });

  serve(accountEndpoints.postAuthPasswordResetConfirm, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const body: PasswordResetDoneResponse = await deps.passwordResets.confirm(req.body.token, req.body.password, clientAddress(req));
    res.json(body);
  });

  serve(accountEndpoints.getAuthPasswordPolicy, { caller: 'anyone', cache: 'no-store' }, async ({ res }) => {
    const body: PasswordPolicy = deps.settings.passwordPolicy;
    res.json(body);
  });

  // "Not configured" comes before any complaint about the body or the token.
  const requireFederatedSignIn: RequestHandler = (_req, _res, next) => {
    accounts.requireFederatedSignIn();
    next();
  };
  serve(accountEndpoints.postFirebaseAuth, { caller: 'anyone', cache: 'no-store', before: [requireFederatedSignIn] }, async ({ req, res }) => {
    await signedIn(req, res, await accounts.signInFederated(bearerToken(req), req.body, linkOrigin(req, deps.settings)), 200);
  });

  serve(accountEndpoints.getRoles, { caller: 'anyone' }, async ({ res }) => {
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
  serve(accountEndpoints.getAdminPing, { caller: { roles: STAFF_ROLES } }, async ({ res, user }) => {
    const body: AreaAccessResponse = { area: 'admin', userId: user.id, email: user.email, roles: user.roles };
    res.json(body);
  });

  serve(accountEndpoints.getPartnerPing, { caller: { roles: PARTNER_ROLES } }, async ({ res, user }) => {
    const body: AreaAccessResponse = { area: 'partner', userId: user.id, email: user.email, roles: user.roles };
    res.json(body);
  });

  return router;
}
// The staff's user administration is mounted with the accounts' own routes.
export { userAdminRoutes } from './user-admin.routes';
