// Concurrent checkouts: the payment gateway is asked with no transaction open, so what it takes to answer (a card
// gateway's round trip) holds up neither SQLite's one connection nor the rows other purchases need. How fast many
// purchases are together is measured by `npm run bench:api`, not here.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMERCE_SETTINGS } from '../../config';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, stockOf, testAddressId } from '../../test/commerce-helpers';
import { TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { loadAccountUser } from '../accounts/account-user';
import { CheckoutService } from '../checkout/checkout.service';
import { CashOnDeliveryProvider } from '../checkout/payment-provider';
import type { PaymentProvider, PaymentRequest } from '../checkout/payment-provider';
import { WalletService } from '../wallet/wallet.service';
import { orderDesk } from '../../test/order-desk';
import type { OrderDesk } from '../../test/order-desk';
import { hasAnyOrder } from './orders.repository';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

/** Long enough for any purchase the database lets through; only one it holds up waits this long. */
const HELD_UP_AFTER_MS = 5_000;

function ordersWith(card: PaymentProvider): OrderDesk {
  const checkout = new CheckoutService({ db: app.db, hasOrdered: hasAnyOrder, commerce: DEFAULT_COMMERCE_SETTINGS, paymentMethods: ['cod', 'card'] });
  return orderDesk({
    db: app.db,
    commerce: DEFAULT_COMMERCE_SETTINGS,
    checkout,
    payments: { cod: new CashOnDeliveryProvider(), card },
    wallet: new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } }),
    publicReads: { invalidate: () => undefined },
  });
}

async function shopper(): Promise<{ visitor: TestVisitor; user: NonNullable<Awaited<ReturnType<typeof loadAccountUser>>> }> {
  const { visitor, userId } = await registerVisitor(app);
  const user = await loadAccountUser(app.db, userId);
  if (!user) throw new Error('the account was just registered');
  return { visitor, user };
}

async function oneOf(visitor: TestVisitor, productId: string, paymentMethod: 'cod' | 'card') {
  return { items: [{ productId, quantity: 1 }], addressId: await testAddressId(visitor), delivery: 'standard' as const, coins: 0, paymentMethod };
}

describe(`a purchase waiting on its payment gateway on ${TEST_DATABASE_KIND}`, () => {
  it("holds up no other purchase: another shopper's order of the same product is placed while the card payment starts", async () => {
    const cardBuyer = await shopper();
    const cashBuyer = await shopper();
    const product = await insertTestProduct(app, { stock: 5 });
    const cashRequest = await oneOf(cashBuyer.visitor, product.id, 'cod');

    let cashPurchase: ReturnType<OrderDesk['purchase']> | undefined;
    let cashWhileCardStarts: 'placed' | 'held up' | undefined;
    const started: PaymentRequest[] = [];
    const gateway: PaymentProvider = {
      method: 'card',
      name: 'test_gateway',
      start: async (request) => {
        started.push(request);
        // The gateway answers only once the other purchase is through, or it is clearly held up.
        cashPurchase = orders.purchase(cashBuyer.user, randomUUID(), cashRequest);
        cashWhileCardStarts = await Promise.race([
          cashPurchase.then(() => 'placed' as const),
          new Promise<'held up'>((resolve) => setTimeout(() => resolve('held up'), HELD_UP_AFTER_MS)),
        ]);
        return { status: 'started', reference: `pi_${request.orderId}`, clientSecret: `pi_${request.orderId}_secret` };
      },
      refund: () => Promise.resolve({ providerRefundId: null }),
    };
    const orders = ordersWith(gateway);

    const card = await orders.purchase(cardBuyer.user, randomUUID(), await oneOf(cardBuyer.visitor, product.id, 'card'));
    const cash = await cashPurchase;
    expect(cashWhileCardStarts).toBe('placed');
    expect(card.order).toMatchObject({ status: 'pending_payment', payment: { method: 'card', reference: `pi_${card.order.id}` } });
    expect(started).toEqual([expect.objectContaining({ orderId: card.order.id, amount: card.order.total })]);
    expect(cash?.order.status).toBe('pending_payment');
    expect(await stockOf(app, product.id)).toBe(3);
  });

  it('asks the gateway nothing for an order the quote refuses', async () => {
    const { visitor, user } = await shopper();
    const product = await insertTestProduct(app, { stock: 1 });
    const started: PaymentRequest[] = [];
    const orders = ordersWith({
      method: 'card',
      name: 'test_gateway',
      start: (request) => {
        started.push(request);
        return Promise.resolve({ status: 'started', reference: `pi_${request.orderId}` });
      },
      refund: () => Promise.resolve({ providerRefundId: null }),
    });
    const request = { ...(await oneOf(visitor, product.id, 'card')), items: [{ productId: product.id, quantity: 2 }] };
    await expect(orders.purchase(user, randomUUID(), request)).rejects.toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    expect(started).toEqual([]);
    expect(await stockOf(app, product.id)).toBe(1);
  });
});
