// POST /api/admin/partner-invitations (admins), and the invitee's two public calls: look the link up, accept it.
// The token travels in the body, never in a URL, so it stays out of request logs.
import type { Request, Router } from 'express';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { PartnerInvitationCreated, PartnerInvitationPreview } from '@common/contracts/admin-users';
import type { SignedInResponse } from '@common/contracts/accounts';
import type { AccountSettings } from '../../config';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { linkOrigin as mailLinkOrigin } from '../../http/public-origin';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { WalletService } from '../wallet/wallet.exports';
import type { PartnerInvitationsService } from './partner-invitations.service';

/** Where the invitee will open the link: the configured public origin, else the admin's own page's origin. */
function linkOrigin(req: Request, settings: Pick<AccountSettings, 'publicOrigin'>): string {
  if (settings.publicOrigin) return settings.publicOrigin;
  // Writes passed the Origin check already, so a present Origin is one this server accepts.
  const origin = req.headers.origin;
  if (origin && /^https?:\/\//.test(origin)) return origin;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function partnerInvitationRoutes(deps: {
  declare: DeclareRoutes;
  sessions: SessionsService;
  invitations: PartnerInvitationsService;
  wallet: WalletService;
  settings: Pick<AccountSettings, 'publicOrigin' | 'allowedHosts'>;
}): Router {
  const { router, serve } = deps.declare();
  const { sessions, invitations, wallet, settings } = deps;

  serve(adminUserEndpoints.postAdminPartnerInvitations, { caller: { staff: 'accounts.manage' } }, async ({ req, res, user }) => {
    // The mailed link trusts only the configured or allowed hosts: the answer's link is for the administrator's own eyes.
    const body: PartnerInvitationCreated = await invitations.create(req.body, staffWrite(req, user), linkOrigin(req, settings), mailLinkOrigin(req, settings));
    res.status(201).json(body);
  });

  // The invitee's calls carry a secret token and answer personal data: never cached either.
  serve(adminUserEndpoints.postPartnerInvitationsLookup, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const body: PartnerInvitationPreview = await invitations.preview(req.body.token);
    res.json(body);
  });

  serve(adminUserEndpoints.postPartnerInvitationsAccept, { caller: 'anyone', cache: 'no-store' }, async ({ req, res }) => {
    const userId = await invitations.accept(req.body, req.ip ?? null);
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await wallet.get(userId) };
    res.status(201).json(body);
  });

  return router;
}
