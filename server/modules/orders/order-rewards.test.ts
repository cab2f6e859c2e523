// Purchase rewards are paid for paid orders only, a wallet never goes below zero, and a card order left unpaid is
// cancelled with its stock released.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OrderResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { WalletResponse } from '@common/contracts/wallet';
import { UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import { DEFAULT_COMMERCE_SETTINGS } from '../../config';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, stockOf, testAddressId } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { loadAccountUser } from '../accounts/account-user';
import { CheckoutService } from '../checkout/checkout.service';
import { CashOnDeliveryProvider } from '../checkout/payment-provider';
import type { PaymentProvider } from '../checkout/payment-provider';
import { WalletService } from '../wallet/wallet.service';
import { purchaseRewardKey } from './orders.service';
import { orderDesk } from '../../test/order-desk';
import type { OrderDesk } from '../../test/order-desk';
import { unpaidOnlineOrderSchedule } from './unpaid-online-orders';
import { hasAnyOrder } from './orders.repository';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function readOrder(response: Response, status = 201): Promise<Order> {
  expect(response.status).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

async function balanceOf(visitor: TestVisitor): Promise<number> {
  return WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
}

async function ledgerSum(userId: string): Promise<number> {
  const rows = await app.db.selectFrom('wallet_ledger').select('amount').where('user_id', '=', userId).execute();
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

function moveTo(staff: TestVisitor, orderId: string, status: string): Promise<Response> {
  return staff.post(`/api/admin/orders/${orderId}/status`, { status });
}

describe(`purchase rewards on ${TEST_DATABASE_KIND}`, () => {
  it("the issue's scenario: an unpaid order's reward cannot be spent, and cancelling it leaves the wallet at zero", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const big = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 10 });
    const other = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 10 });

    // ₹48,000 cash on delivery would earn 4,800 coins, but nothing is paid yet.
    const unpaid = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 2 }] }));
    expect(unpaid.rewardCoins).toBe(4_800);
    const shown = await balanceOf(visitor);
    expect(shown).toBe(0);

    // Redeeming what the wallet shows, up to 20% of a second order.
    const second = await readOrder(await purchase(visitor, { items: [{ productId: other.id, quantity: 1 }], coins: shown }));
    expect(second.coinsRedeemed).toBe(0);
    const overspend = await purchase(visitor, { items: [{ productId: other.id, quantity: 1 }], coins: 4_800 });
    expect(overspend.status).toBe(409);
    expect(await readErrorBody(overspend)).toMatchObject({ code: 'COINS_INSUFFICIENT' });

    await readOrder(await visitor.post(`/api/orders/${unpaid.id}/cancel`), 200);
    expect(await balanceOf(visitor)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('credits a cash-on-delivery reward once, when staff mark the order delivered (cash collected)', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const product = await insertTestProduct(app, { price: 150_000, original_price: 150_000 });
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }));
    expect(order.rewardCoins).toBe(150);
    for (const status of ['packed', 'shipped']) {
      await readOrder(await moveTo(support, order.id, status), 200);
      expect(await balanceOf(visitor)).toBe(0);
    }
    const delivered = await readOrder(await moveTo(support, order.id, 'delivered'), 200);
    expect(delivered.payment.paidAt).not.toBeNull();
    expect(await balanceOf(visitor)).toBe(150);
    const rewards = await app.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).execute();
    expect(rewards).toEqual([expect.objectContaining({ amount: 150, reward_type: 'product_purchase', idempotency_key: purchaseRewardKey(order.id) })]);
  });

  it("refuses the customer's cancellation while the paid reward is spent, until the order that spent it is cancelled", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const big = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 10 });
    const first = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 2 }] }));
    // Cash collected in advance: staff mark it paid, and its 4,800 coins are credited.
    await readOrder(await moveTo(admin, first.id, 'paid'), 200);
    expect(await balanceOf(visitor)).toBe(4_800);

    // All of it spent on a second order (its cap is ₹4,800 = 48,000 coins).
    const second = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 1 }], coins: 4_800 }));
    expect(second.coinsRedeemed).toBe(4_800);
    expect(await balanceOf(visitor)).toBe(0);

    const refused = await visitor.post(`/api/orders/${first.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(await readErrorBody(refused)).toMatchObject({ code: 'REWARD_COINS_SPENT', details: { rewardCoins: 4_800, spent: 4_800 } });
    expect(await balanceOf(visitor)).toBe(0);
    expect(await stockOf(app, big.id)).toBe(7);

    // The second order gives its coins back when cancelled; then the first can go, its reward taken back in full.
    await readOrder(await visitor.post(`/api/orders/${second.id}/cancel`), 200);
    expect(await balanceOf(visitor)).toBe(4_800);
    expect((await readOrder(await visitor.post(`/api/orders/${first.id}/cancel`), 200)).status).toBe('cancelled');
    expect(await balanceOf(visitor)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
    expect(await stockOf(app, big.id)).toBe(10);
  });

  it('lets staff cancel anyway, taking back only what the wallet holds, with a note of what was spent', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const big = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 10 });
    const first = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 2 }] }));
    await readOrder(await moveTo(admin, first.id, 'paid'), 200);
    await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 1 }], coins: 1_000 }));
    expect(await balanceOf(visitor)).toBe(3_800);
    await readOrder(await moveTo(admin, first.id, 'cancelled'), 200);
    expect(await balanceOf(visitor)).toBe(0);
    const [reversal] = await app.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', `purchase-reversal:${first.id}`)
      .execute();
    expect(reversal).toMatchObject({ amount: -3_800, reward_type: 'product_purchase' });
    expect(reversal?.description).toContain('1000 of the 4800 coins were already spent');
  });

  it('takes back the reward when staff refund a delivered order (a return)', async () => {
    const { visitor } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const product = await insertTestProduct(app, { price: 300_000, original_price: 300_000 });
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }));
    for (const status of ['packed', 'shipped', 'delivered']) await readOrder(await moveTo(admin, order.id, status), 200);
    expect(await balanceOf(visitor)).toBe(300);
    await readOrder(await moveTo(admin, order.id, 'refunded'), 200);
    expect(await balanceOf(visitor)).toBe(0);
  });

  it('keeps the wallet at zero when a cancellation races a redemption of its reward: exactly one of them goes through', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const big = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 20 });
    const first = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 2 }] }));
    await readOrder(await moveTo(admin, first.id, 'paid'), 200);
    const [spent, cancelled] = await Promise.all([
      purchase(visitor, { items: [{ productId: big.id, quantity: 1 }], coins: 4_800 }),
      visitor.post(`/api/orders/${first.id}/cancel`),
    ]);
    const outcome = [spent.status, cancelled.status];
    expect([
      [201, 409],
      [409, 200],
    ]).toContainEqual(outcome);
    const codes = [spent, cancelled].filter((response) => response.status === 409);
    expect(['COINS_INSUFFICIENT', 'REWARD_COINS_SPENT']).toContain((await readErrorBody(codes[0]!)).code);
    await Promise.all([spent, cancelled].filter((response) => response.status !== 409).map((response) => response.arrayBuffer()));
    expect(await ledgerSum(userId)).toBe(0);
  });
});

describe(`card orders left unpaid on ${TEST_DATABASE_KIND}`, () => {
  const startedCard: PaymentProvider = {
    method: 'card',
    name: 'test_card',
    start: (request) => Promise.resolve({ status: 'started', reference: `pi_${request.orderId}`, clientSecret: 'secret' }),
    refund: () => Promise.resolve({ providerRefundId: null }),
  };
  function cardService(): OrderDesk {
    const commerce = DEFAULT_COMMERCE_SETTINGS;
    return orderDesk({
      db: app.db,
      commerce,
      checkout: new CheckoutService({ db: app.db, hasOrdered: hasAnyOrder, commerce, paymentMethods: ['cod', 'card'] }),
      payments: { cod: new CashOnDeliveryProvider(), card: startedCard },
      wallet: new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } }),
      publicReads: { invalidate: () => undefined },
    });
  }
  async function placeCardOrder(service: OrderDesk, visitor: TestVisitor, userId: string, productId: string, placedAt: Date): Promise<Order> {
    const user = await loadAccountUser(app.db, userId);
    if (!user) throw new Error('the account was just registered');
    const request = { items: [{ productId, quantity: 2 }], addressId: await testAddressId(visitor), delivery: 'standard' as const, coins: 0 };
    return (await service.purchase(user, randomUUID(), { ...request, paymentMethod: 'card' }, placedAt)).order;
  }

  it(`cancels a card order unpaid for ${UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES} minutes and puts its stock back, without a reward`, async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { stock: 5 });
    const service = cardService();
    const placedAt = new Date();
    const stale = await placeCardOrder(service, visitor, userId, product.id, placedAt);
    const cod = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }));
    expect(await stockOf(app, product.id)).toBe(2);

    const justBefore = new Date(placedAt.getTime() + UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES * 60_000 - 1_000);
    expect(await service.cancelUnpaidOnlineOrders(justBefore)).toBe(0);
    const deadline = new Date(placedAt.getTime() + UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES * 60_000 + 1_000);
    expect(await service.cancelUnpaidOnlineOrders(deadline)).toBe(1);
    expect(await service.cancelUnpaidOnlineOrders(deadline)).toBe(0);

    const orders = await service.list(userId);
    const cancelled = orders.find((order) => order.id === stale.id);
    expect(cancelled?.status).toBe('cancelled');
    expect(cancelled?.timeline.at(-1)?.note).toBe('Cancelled: the payment did not arrive in time');
    // A cash-on-delivery order is unpaid until delivery by design and is left alone.
    expect(orders.find((order) => order.id === cod.id)?.status).toBe('pending_payment');
    expect(await stockOf(app, product.id)).toBe(4);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('leaves a card order that was paid in time alone, and credits its reward', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 100_000, original_price: 100_000, stock: 5 });
    const service = cardService();
    const placedAt = new Date();
    const order = await placeCardOrder(service, visitor, userId, product.id, placedAt);
    expect(await ledgerSum(userId)).toBe(0);
    await service.handlePaymentEvent(
      { id: `evt_${order.id}`, provider: 'test_card', type: 'payment_intent.succeeded', outcome: 'succeeded', reference: order.payment.reference },
      placedAt,
    );
    expect(await ledgerSum(userId)).toBe(200);
    expect(await service.cancelUnpaidOnlineOrders(new Date(placedAt.getTime() + 24 * 60 * 60_000))).toBe(0);
    expect((await service.list(userId))[0]?.status).toBe('paid');
    expect(await stockOf(app, product.id)).toBe(3);
  });

  it('runs the sweep on each run of its job, every five minutes', async () => {
    const calls: Date[] = [];
    const schedule = unpaidOnlineOrderSchedule({
      orders: {
        cancelUnpaidOnlineOrders: (now) => {
          calls.push(now);
          return Promise.resolve(0);
        },
      },
      health: { available: true },
      logger: pino({ level: 'silent' }),
    });
    expect(schedule.everyMs).toBe(5 * 60 * 1000);
    const at = new Date('2026-12-01T10:00:00.000Z');
    await schedule.run(at);
    await schedule.run(new Date(at.getTime() + schedule.everyMs));
    expect(calls).toEqual([at, new Date(at.getTime() + schedule.everyMs)]);
  });

  it('skips the sweep while the database is unavailable', async () => {
    let calls = 0;
    const schedule = unpaidOnlineOrderSchedule({
      orders: { cancelUnpaidOnlineOrders: () => Promise.resolve(++calls) },
      health: { available: false },
      logger: pino({ level: 'silent' }),
    });
    await schedule.run(new Date());
    expect(calls).toBe(0);
  });
});
