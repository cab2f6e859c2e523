// What ending an order owes, step by step: run by the orders module inside the transaction that moves an order to
// cancelled or refunded (after the move, its timeline event and any audit entry), so all of it happens or none does.
// Each step belongs to the module named beside it:
//
//   1. catalog   a cancelled order's stock back on the shelf, in product-id order (the order purchases lock them in)
//   2. wallet    a cancelled order's redeemed coins given back
//   3. labs      a test kit's lab order ended with its shop order
//   4. wallet    a paid purchase reward taken back, never below a zero balance: what was spent stays spent
//   5. orders    an online payment given back through its provider, once; a cancelled order shows it refunded
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@common/contracts/checkout';
import { REFUND_DESTINATIONS } from '@common/order-lifecycle';
import type { Database } from '../db/schema';
import { returnProductStock } from '../modules/catalog/catalog.exports';
import type { PaymentProvider } from '../modules/checkout/checkout.exports';
import { coinRedemptionReturnKey, purchaseRewardReversalKey, recordCancellationRefund, refundPayment } from '../modules/orders/orders.exports';
import type { OrderEnding, OrderEndingSteps, OrderSettlement } from '../modules/orders/orders.exports';
import type { WalletService } from '../modules/wallet/wallet.exports';

export interface CancelOrderDependencies {
  wallet: Pick<WalletService, 'creditWithin' | 'takeBackWithin'>;
  /** One provider per payment method this server takes (cod always; card with Stripe, razorpay with Razorpay). */
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>;
  /** What hangs on the order in another module (a kit's lab order) ends with it, in the same transaction. */
  onEnding?: (trx: Kysely<Database>, orderId: string, ending: 'cancelled' | 'refunded', at: string) => Promise<void>;
}

export class CancelOrderFlow implements OrderEndingSteps {
  readonly #deps: CancelOrderDependencies;

  constructor(deps: CancelOrderDependencies) {
    this.#deps = deps;
  }

  async settle(trx: Kysely<Database>, ending: OrderEnding): Promise<OrderSettlement> {
    const { wallet } = this.#deps;
    const at = ending.now.toISOString();
    const shortId = ending.orderId.slice(0, 8);

    if (ending.to === 'cancelled') {
      const lines = [...ending.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
      for (const line of lines) await returnProductStock(trx, line.productId, line.quantity, at);
      if (ending.coinsRedeemed > 0) {
        await wallet.creditWithin(trx, {
          userId: ending.userId,
          amount: ending.coinsRedeemed,
          rewardType: 'conversion_to_rupees',
          description: `Coins returned: order ${shortId} was cancelled`,
          idempotencyKey: coinRedemptionReturnKey(ending.orderId),
          at,
        });
      }
    }

    await this.#deps.onEnding?.(trx, ending.orderId, ending.to, at);

    let rewardCoinsTakenBack = 0;
    if (ending.rewardPaid) {
      const because = `order ${shortId} was ${ending.to}`;
      rewardCoinsTakenBack = await wallet.takeBackWithin(
        trx,
        {
          userId: ending.userId,
          amount: ending.rewardCoins,
          rewardType: 'product_purchase',
          description: `Reward reversed: ${because}`,
          idempotencyKey: purchaseRewardReversalKey(ending.orderId),
          at,
        },
        (taken) =>
          taken === ending.rewardCoins
            ? `Reward reversed: ${because}`
            : `Reward reversed: ${because} (${ending.rewardCoins - taken} of the ${ending.rewardCoins} coins were already spent)`,
      );
    }

    if (ending.refund) {
      await refundPayment(trx, this.#deps.payments, ending.orderId, ending.refund, at);
      if (ending.to === 'cancelled') {
        const paidWith = REFUND_DESTINATIONS[ending.refund.method];
        await recordCancellationRefund(trx, { ...ending, amount: ending.refund.amount, paidWith });
      }
    }
    return { rewardCoinsTakenBack };
  }
}
