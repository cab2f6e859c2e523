// POST /api/admin/partner-invitations (admins), and the invitee's two public calls: look the link up, accept it.
// The token travels in the body, never in a URL, so it stays out of request logs.
import express from 'express';
import type { Request, Router } from 'express';
import { PartnerInvitationAcceptance, PartnerInvitationLookup, PartnerInvitationRequest } from '@common/contracts/admin-users';
import type { PartnerInvitationCreated, PartnerInvitationPreview } from '@common/contracts/admin-users';
import type { SignedInResponse } from '@common/contracts/accounts';
import type { AccountSettings } from '../../config';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
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
  sessions: SessionsService;
  invitations: PartnerInvitationsService;
  wallet: WalletService;
  settings: Pick<AccountSettings, 'publicOrigin'>;
}): Router {
  const router = express.Router();
  const { sessions, invitations, wallet, settings } = deps;
  router.use(['/admin/partner-invitations', '/partner-invitations'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post(
    '/admin/partner-invitations',
    requireStaffPermission(sessions, 'accounts.manage'),
    validate({ body: PartnerInvitationRequest }),
    async (req, res) => {
      const by = staffWrite(req, await sessions.user(req, res));
      const body: PartnerInvitationCreated = await invitations.create(req.body as PartnerInvitationRequest, by, linkOrigin(req, settings));
      res.status(201).json(body);
    },
  );

  router.post('/partner-invitations/lookup', validate({ body: PartnerInvitationLookup }), async (req, res) => {
    const body: PartnerInvitationPreview = await invitations.preview((req.body as PartnerInvitationLookup).token);
    res.json(body);
  });

  router.post('/partner-invitations/accept', validate({ body: PartnerInvitationAcceptance }), async (req, res) => {
    const userId = await invitations.accept(req.body as PartnerInvitationAcceptance, req.ip ?? null);
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await wallet.get(userId) };
    res.status(201).json(body);
  });

  return router;
}
