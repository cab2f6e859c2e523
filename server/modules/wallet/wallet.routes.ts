import type { Router } from 'express';
import { walletEndpoints } from '@common/contracts/wallet';
import type { SignupBreadcrumbResponse, WalletResponse } from '@common/contracts/wallet';
import { coinsValue } from '@common/checkout';
import type { CommerceSettings } from '../../config';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { WalletService } from './wallet.service';

export function walletRoutes(deps: { declare: DeclareRoutes; wallet: WalletService; commerce: CommerceSettings }): Router {
  const { router, serve } = deps.declare();
  const { wallet } = deps;

  serve(walletEndpoints.getWallet, { caller: 'user' }, async ({ res, user }) => {
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
    res.json(body);
  });

  serve(walletEndpoints.postProcessSignupBreadcrumb, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SignupBreadcrumbResponse = await wallet.processSignupBreadcrumb(user, req.body);
    res.json(body);
  });

  return router;
}
