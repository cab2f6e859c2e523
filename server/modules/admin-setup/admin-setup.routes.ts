import type { Router } from 'express';
import { accountEndpoints } from '@common/contracts/accounts';
import type { AdminSetupStatusResponse, SignedInResponse } from '@common/contracts/accounts';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { SessionsService } from '../sessions/sessions.exports';
import type { WalletService } from '../wallet/wallet.exports';
import type { AdminSetupService } from './admin-setup.service';

export function adminSetupRoutes(deps: { declare: DeclareRoutes; adminSetup: AdminSetupService; sessions: SessionsService; wallet: WalletService }): Router {
  const { router, serve } = deps.declare();
  const { adminSetup, sessions, wallet } = deps;

  serve(accountEndpoints.getAdminSetupStatus, { caller: 'anyone', cache: 'no-store' }, async ({ res }) => {
    const body: AdminSetupStatusResponse = { open: await adminSetup.isOpen() };
    res.json(body);
  });

  serve(accountEndpoints.postAdminSetup, { caller: 'anyone' }, async ({ req, res }) => {
    const userId = await adminSetup.complete(req.body, req.ip ?? null);
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await wallet.get(userId) };
    res.status(201).json(body);
  });

  return router;
}
