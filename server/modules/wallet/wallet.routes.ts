import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { SignupBreadcrumbRequest } from '../../../common/contracts/wallet';
import type { SignupBreadcrumbResponse, WalletResponse } from '../../../common/contracts/wallet';
import type { AccountSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { Sessions } from '../../http/session';
import { validate } from '../../http/validate';
import { getWallet, processSignupBreadcrumb } from './wallet.service';

export function walletRoutes(deps: { db: Kysely<Database>; sessions: Sessions; settings: Pick<AccountSettings, 'signupRewardCoins'> }): Router {
  const router = express.Router();
  const { db, sessions } = deps;

  router.get('/wallet', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: WalletResponse = await getWallet(db, user.id);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/process-signup-breadcrumb', sessions.requireUser, validate({ body: SignupBreadcrumbRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: SignupBreadcrumbResponse = await processSignupBreadcrumb(db, user, req.body, deps.settings.signupRewardCoins);
    res.json(body);
  });

  return router;
}
