import express from 'express';
import type { Router } from 'express';
import { AdminSetupRequest } from '@common/contracts/accounts';
import type { AdminSetupStatusResponse, SignedInResponse } from '@common/contracts/accounts';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { WalletService } from '../wallet/wallet.exports';
import type { AdminSetupService } from './admin-setup.service';

export function adminSetupRoutes(deps: { adminSetup: AdminSetupService; sessions: SessionsService; wallet: WalletService }): Router {
  const router = express.Router();
  const { adminSetup, sessions, wallet } = deps;

  router.get('/admin-setup/status', async (_req, res) => {
    const body: AdminSetupStatusResponse = { open: await adminSetup.isOpen() };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/admin-setup', validate({ body: AdminSetupRequest }), async (req, res) => {
    const userId = await adminSetup.complete(req.body, req.ip ?? null);
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await wallet.get(userId) };
    res.status(201).json(body);
  });

  return router;
}
