import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { AdminSetupRequest } from '../../../common/contracts/accounts';
import type { AdminSetupStatusResponse, SignedInResponse } from '../../../common/contracts/accounts';
import type { AccountSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { Sessions } from '../../http/session';
import { validate } from '../../http/validate';
import { getWallet } from '../wallet/wallet.service';
import { completeAdminSetup, isAdminSetupOpen } from './admin-setup.service';

export function adminSetupRoutes(deps: { db: Kysely<Database>; logger: Logger; sessions: Sessions; settings: AccountSettings }): Router {
  const router = express.Router();
  const { db, sessions } = deps;

  router.get('/admin-setup/status', async (_req, res) => {
    const body: AdminSetupStatusResponse = { open: await isAdminSetupOpen(db) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/admin-setup', validate({ body: AdminSetupRequest }), async (req, res) => {
    const userId = await completeAdminSetup(db, req.body, deps.settings);
    deps.logger.warn({ userId }, 'First admin created; admin setup is closed');
    const { user } = await sessions.start(req, res, userId);
    const body: SignedInResponse = { user, wallet: await getWallet(db, userId) };
    res.status(201).json(body);
  });

  return router;
}
