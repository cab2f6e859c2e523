import express from 'express';
import type { Router } from 'express';
import { SignupBreadcrumbRequest } from '@common/contracts/wallet';
import type { SignupBreadcrumbResponse, WalletResponse } from '@common/contracts/wallet';
import { coinsValue } from '@common/checkout';
import type { CommerceSettings } from '../../config';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { WalletService } from './wallet.service';

export function walletRoutes(deps: { wallet: WalletService; sessions: SessionsService; commerce: CommerceSettings }): Router {
  const router = express.Router();
  const { wallet, sessions } = deps;

  router.get('/wallet', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const current = await wallet.get(user.id);
    const { coins, currency } = deps.commerce;
    const body: WalletResponse = {
      ...current,
      redemption: {
        coinsPerMajorUnit: coins.coinsPerMajorUnit,
        maxPercentOfOrder: coins.maxPercentOfOrder,
        currency,
        balanceValue: coinsValue(Math.max(current.balance, 0), coins),
      },
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/process-signup-breadcrumb', sessions.requireUser, validate({ body: SignupBreadcrumbRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: SignupBreadcrumbResponse = await wallet.processSignupBreadcrumb(user, req.body);
    res.json(body);
  });

  return router;
}
