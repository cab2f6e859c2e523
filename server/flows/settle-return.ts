// What the steps of a return owe outside the orders module, run by it inside the step's transaction (so all of a step
// happens or none does). Each step belongs to the module named beside it:
//
//   received   catalog  the returned items back on the shelf, in product-id order (the order purchases lock them in)
//   refunded   orders   the money back through the way the order was paid (order-returns.ts, before this)
//              wallet   the return's share of the redeemed coins given back
//              wallet   the return's share of a paid reward taken back, never below a zero balance
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { returnProductStock } from '../modules/catalog/catalog.exports';
import { returnCoinsKey, returnRewardReversalKey } from '../modules/orders/orders.exports';
import type { ReturnSettlementSteps } from '../modules/orders/orders.exports';
import type { WalletService } from '../modules/wallet/wallet.exports';

export class SettleReturnFlow implements ReturnSettlementSteps {
  readonly #wallet: Pick<WalletService, 'creditWithin' | 'takeBackWithin'>;

  constructor(deps: { wallet: Pick<WalletService, 'creditWithin' | 'takeBackWithin'> }) {
    this.#wallet = deps.wallet;
  }

  async restock(trx: Kysely<Database>, lines: readonly { productId: string; quantity: number }[], at: string): Promise<void> {
    const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    for (const line of sorted) await returnProductStock(trx, line.productId, line.quantity, at);
  }

  async settleCoins(
    trx: Kysely<Database>,
    settlement: { returnId: string; orderId: string; userId: string; coinsBack: number; rewardCoinsBack: number; rewardPaid: boolean; at: string },
  ): Promise<void> {
    const shortId = settlement.orderId.slice(0, 8);
    if (settlement.coinsBack > 0) {
      await this.#wallet.creditWithin(trx, {
        userId: settlement.userId,
        amount: settlement.coinsBack,
        rewardType: 'conversion_to_rupees',
        description: `Coins returned: items of order ${shortId} were returned`,
        idempotencyKey: returnCoinsKey(settlement.returnId),
        at: settlement.at,
      });
    }
    if (settlement.rewardPaid && settlement.rewardCoinsBack > 0) {
      const because = `items of order ${shortId} were returned`;
      await this.#wallet.takeBackWithin(
        trx,
        {
          userId: settlement.userId,
          amount: settlement.rewardCoinsBack,
          rewardType: 'product_purchase',
          description: `Reward reversed: ${because}`,
          idempotencyKey: returnRewardReversalKey(settlement.returnId),
          at: settlement.at,
        },
        (taken) =>
          taken === settlement.rewardCoinsBack
            ? `Reward reversed: ${because}`
            : `Reward reversed: ${because} (${settlement.rewardCoinsBack - taken} of the ${settlement.rewardCoinsBack} coins were already spent)`,
      );
    }
  }
}
