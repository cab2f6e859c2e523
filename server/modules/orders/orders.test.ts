import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CartResponse } from '@common/contracts/cart';
import { OrderListResponse, OrderResponse, OutOfStockDetails } from '@common/contracts/orders';
import { WalletResponse } from '@common/contracts/wallet';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, putJson, stockOf, testAddressId } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';
import { AppError } from '../../http/app-error';
import { loadAccountUser } from '../accounts/account-user';
import { WalletService } from '../wallet/wallet.service';
import { purchaseRewardKey } from './orders.service';
import { orderDesk } from '../../test/order-desk';
import type { OrderDesk } from '../../test/order-desk';
import { CashOnDeliveryProvider } from '../checkout/payment-provider';
import type { PaymentProvider } from '../checkout/payment-provider';
import { DEFAULT_COMMERCE_SETTINGS } from '../../config';
import type { CommerceSettings } from '../../config';
import { CheckoutService } from '../checkout/checkout.service';
import { hasAnyOrder } from './orders.repository';

// Many accounts from one test address: the sign-up rate limit is not what these tests are about.
const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function readOrder(response: Response, status = 201): Promise<OrderResponse['order']> {
  expect(response.status).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

async function purchaseLedger(userId: string) {
  return app.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).where('reward_type', '=', 'product_purchase').execute();
}

async function orderCount(userId: string): Promise<number> {
  return (await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;
}

describe(`POST /api/purchase on ${TEST_DATABASE_KIND}`, () => {
  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const response = await purchase(new TestVisitor(app), { items: [{ productId: 'x', quantity: 1 }] });
    expect(response.status).toBe(401);
  });

  it('answers 400 IDEMPOTENCY_KEY_REQUIRED without the header, and IDEMPOTENCY_KEY_INVALID for a malformed one', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const missing = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }, null);
    expect(missing.status).toBe(400);
    expect(await readErrorBody(missing)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const malformed = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }, 'short');
    expect(malformed.status).toBe(400);
    expect(await readErrorBody(malformed)).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await orderCount(userId)).toBe(0);
    expect(await stockOf(app, product.id)).toBe(10);
  });

  it('prices the order on the server, takes the stock, owes its reward until it is paid and empties the bought cart lines', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const tonic = await insertTestProduct(app, { name: 'Moringa Tonic', price: 45_000, original_price: 60_000, stock: 10 });
    const tea = await insertTestProduct(app, { name: 'Tulsi Tea', price: 19_950, original_price: 19_950, stock: 5 });
    const kept = await insertTestProduct(app, { name: 'Kept In Cart' });
    for (const [product, quantity] of [
      [tonic, 2],
      [tea, 3],
      [kept, 1],
    ] as const) {
      await putJson(visitor, `/api/cart/items/${product.id}`, { quantity });
    }

    const order = await readOrder(
      await purchase(visitor, {
        items: [
          { productId: tonic.id, quantity: 2, price: 1 },
          { productId: tea.id, quantity: 3 },
        ],
      }),
    );
    expect(order.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: tonic.id, name: 'Moringa Tonic', quantity: 2, unitPrice: 45_000, originalUnitPrice: 60_000, lineTotal: 90_000 }),
        expect.objectContaining({ productId: tea.id, name: 'Tulsi Tea', quantity: 3, unitPrice: 19_950, lineTotal: 59_850 }),
      ]),
    );
    // ₹1,498.50 charged: 10 coins per ₹100 rounds down to 149.
    // Over ₹499: standard delivery is free; rupee prices include GST, so nothing is added.
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotal: 149_850,
      discount: 0,
      total: 149_850,
      currency: 'INR',
      promoCode: null,
      attribution: null,
      rewardCoins: 149,
    });
    expect(order.payment).toEqual({ method: 'cod', provider: 'cash_on_delivery', reference: `cod:${order.id}`, paidAt: null, refundedAmount: 0 });
    expect(order.delivery).toMatchObject({ method: 'standard', fee: 0 });
    expect(order.tax).toEqual({ label: 'GST', ratePercent: 18, included: true, amount: 149_850 - Math.round((149_850 * 100) / 118) });
    expect(order.shippingAddress).toMatchObject({ city: 'Bengaluru', postalCode: '560001', country: 'IN' });
    expect(order.timeline).toEqual([expect.objectContaining({ status: 'pending_payment', note: 'Order placed: pay in cash on delivery' })]);
    expect(await stockOf(app, tonic.id)).toBe(8);
    expect(await stockOf(app, tea.id)).toBe(2);

    // Cash on delivery is paid at the door: the 149 coins are credited then, not now.
    expect(await purchaseLedger(userId)).toEqual([]);
    const wallet = WalletResponse.parse(await (await visitor.get('/api/wallet')).json());
    expect(wallet.balance).toBe(0);

    const cart = CartResponse.parse(await (await visitor.get('/api/cart')).json()).cart;
    expect(cart.lines.map((line) => line.productId)).toEqual([kept.id]);
  });

  it('stores the attribution of a quick-chat recommendation on the order', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const attribution = { ref: 'quickchat', guardian: 'biome', product: 'probiotic-50-billion-12-strains' } as const;
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], attribution }));
    expect(order.attribution).toEqual(attribution);
    const row = await app.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attribution_ref: 'quickchat', attribution_guardian: 'biome', attribution_product: 'probiotic-50-billion-12-strains' });
  });

  it.each([
    ['no items', { items: [] }],
    ['a quantity above 20', { items: [{ productId: 'p', quantity: 21 }] }],
    ['a zero quantity', { items: [{ productId: 'p', quantity: 0 }] }],
    ['a fractional quantity', { items: [{ productId: 'p', quantity: 2.5 }] }],
    [
      'the same product twice',
      {
        items: [
          { productId: 'p', quantity: 1 },
          { productId: 'p', quantity: 2 },
        ],
      },
    ],
    ['an unknown attribution guardian', { items: [{ productId: 'p', quantity: 1 }], attribution: { guardian: 'zeus' } }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, body) => {
    const { visitor } = await registerVisitor(app);
    const response = await purchase(visitor, body);
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or unapproved product and takes nothing', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const real = await insertTestProduct(app);
    const pending = await insertTestProduct(app, { review_status: 'pending' });
    for (const missing of ['no-such-product', pending.id]) {
      const response = await purchase(visitor, {
        items: [
          { productId: real.id, quantity: 1 },
          { productId: missing, quantity: 1 },
        ],
      });
      expect(response.status).toBe(404);
      expect(await readErrorBody(response)).toMatchObject({ code: 'PRODUCT_NOT_FOUND', details: { productId: missing } });
    }
    expect(await stockOf(app, real.id)).toBe(10);
    expect(await orderCount(userId)).toBe(0);
  });

  it('answers 409 OUT_OF_STOCK naming a cart line whose product sold out, and changes nothing', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const fine = await insertTestProduct(app, { stock: 5 });
    const scarce = await insertTestProduct(app, { name: 'Saffron Drops', stock: 3 });
    await putJson(visitor, `/api/cart/items/${fine.id}`, { quantity: 1 });
    await putJson(visitor, `/api/cart/items/${scarce.id}`, { quantity: 3 });
    await app.db.updateTable('products').set({ stock: 0 }).where('id', '=', scarce.id).execute();

    const cart = CartResponse.parse(await (await visitor.get('/api/cart')).json()).cart;
    const response = await purchase(visitor, { items: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) });
    expect(response.status).toBe(409);
    const body = await readErrorBody(response);
    expect(body.code).toBe('OUT_OF_STOCK');
    expect(body.error).toContain('Saffron Drops');
    expect(OutOfStockDetails.parse(body.details)).toMatchObject({ productId: scarce.id, name: 'Saffron Drops', available: 0, requested: 3 });
    expect(await stockOf(app, fine.id)).toBe(5);
    expect(await orderCount(userId)).toBe(0);
    expect(CartResponse.parse(await (await visitor.get('/api/cart')).json()).cart.lines).toHaveLength(2);
  });
  it('answers 409 CURRENCY_MISMATCH for a product priced in another currency than the store, and changes nothing', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const foreign = await insertTestProduct(app, { name: 'Imported Elixir', currency: 'USD', stock: 4 });
    const response = await purchase(visitor, { items: [{ productId: foreign.id, quantity: 1 }] });
    expect(response.status).toBe(409);
    const body = await readErrorBody(response);
    expect(body.code).toBe('CURRENCY_MISMATCH');
    expect(body.error).toContain('Imported Elixir');
    expect(body.details).toEqual({ products: [{ productId: foreign.id, name: 'Imported Elixir', currency: 'USD' }] });
    expect(await stockOf(app, foreign.id)).toBe(4);
    expect(await orderCount(userId)).toBe(0);
  });
});

describe('GUARDIAN10', () => {
  it('takes 10% off the first order of an account, rounding to the nearest paisa, and is case-insensitive', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 12_345, original_price: 12_345 });
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], promoCode: ' guardian10 ' }));
    // 10% of ₹123.45 is ₹12.345, rounded to ₹12.35; under ₹499 standard delivery costs ₹49 (no reward coins on it).
    expect(order).toMatchObject({ subtotal: 12_345, discount: 1_235, total: 11_110 + 4_900, promoCode: 'GUARDIAN10', rewardCoins: 11 });
  });

  it('refuses a second order with 400 PROMO_NOT_APPLICABLE and takes nothing', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], promoCode: 'GUARDIAN10' }));
    const second = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], promoCode: 'GUARDIAN10' });
    expect(second.status).toBe(400);
    expect(await readErrorBody(second)).toMatchObject({ code: 'PROMO_NOT_APPLICABLE' });
    expect(await stockOf(app, product.id)).toBe(9);
    expect(await orderCount(userId)).toBe(1);
  });

  it('is not applicable once the account has ordered without it', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }));
    const response = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], promoCode: 'GUARDIAN10' });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PROMO_NOT_APPLICABLE' });
  });

  it('is redeemed once even when two first orders with it race', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { stock: 10 });
    const responses = await Promise.all([1, 2].map(() => purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], promoCode: 'GUARDIAN10' })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(await stockOf(app, product.id)).toBe(9);
    expect(await orderCount(userId)).toBe(1);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
  });

  it('answers 400 PROMO_UNKNOWN for a code that does not exist', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const response = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], promoCode: 'FREESTUFF' });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PROMO_UNKNOWN', details: { promoCode: 'FREESTUFF' } });
    expect(await orderCount(userId)).toBe(0);
  });
});

describe('idempotent purchase', () => {
  it('answers the same order for the same key, taking stock once and crediting no reward before the payment', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 100_000, stock: 5 });
    const key = randomUUID();
    const body = { items: [{ productId: product.id, quantity: 2 }], promoCode: 'GUARDIAN10' };
    const firstResponse = await purchase(visitor, body, key);
    expect(firstResponse.headers.get('idempotent-replayed')).toBeNull();
    const first = await readOrder(firstResponse);
    const againResponse = await purchase(visitor, body, key);
    expect(againResponse.headers.get('idempotent-replayed')).toBe('true');
    const again = await readOrder(againResponse);
    expect(again).toEqual(first);
    expect(await stockOf(app, product.id)).toBe(3);
    expect(await purchaseLedger(userId)).toEqual([]);
    expect(await orderCount(userId)).toBe(1);
  });

  it('places one order when five requests with the same key arrive at once', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { stock: 10 });
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => purchase(visitor, { items: [{ productId: product.id, quantity: 3 }] }, key)));
    const orders = await Promise.all(responses.map((response) => readOrder(response)));
    expect(new Set(orders.map((order) => order.id)).size).toBe(1);
    expect(await stockOf(app, product.id)).toBe(7);
    expect(await purchaseLedger(userId)).toEqual([]);
    expect(await orderCount(userId)).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED when the same key comes with a different purchase', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const key = randomUUID();
    const first = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }, key));
    const response = await purchase(visitor, { items: [{ productId: product.id, quantity: 2 }] }, key);
    expect(response.status).toBe(422);
    expect(await readErrorBody(response)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', details: { orderId: first.id } });
    expect(await stockOf(app, product.id)).toBe(9);
    expect(await orderCount(userId)).toBe(1);
  });

  it('keeps keys per account: another account may use the same key for its own order', async () => {
    const first = await registerVisitor(app);
    const second = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const key = randomUUID();
    const a = await readOrder(await purchase(first.visitor, { items: [{ productId: product.id, quantity: 1 }] }, key));
    const b = await readOrder(await purchase(second.visitor, { items: [{ productId: product.id, quantity: 1 }] }, key));
    expect(a.id).not.toBe(b.id);
    expect(await stockOf(app, product.id)).toBe(8);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of two buyers; the other gets 409 OUT_OF_STOCK naming the product', async () => {
    const buyers = await Promise.all([registerVisitor(app), registerVisitor(app)]);
    const product = await insertTestProduct(app, { name: 'Last Jar of Chyawanprash', stock: 1 });
    const responses = await Promise.all(buyers.map(({ visitor }) => purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409);
    const body = await readErrorBody(loser!);
    expect(body).toMatchObject({ code: 'OUT_OF_STOCK', details: { productId: product.id, name: 'Last Jar of Chyawanprash', available: 0 } });
    expect(await stockOf(app, product.id)).toBe(0);
    const orders = await app.db.selectFrom('order_lines').select('order_id').where('product_id', '=', product.id).execute();
    expect(orders).toHaveLength(1);
    await responses.find((response) => response.status === 201)?.arrayBuffer();
  });

  it('is never oversold when eight buyers race for three units', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => registerVisitor(app)));
    const product = await insertTestProduct(app, { stock: 3 });
    const responses = await Promise.all(buyers.map(({ visitor }) => purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await stockOf(app, product.id)).toBe(0);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
  });
});

describe('GET /api/orders', () => {
  it("lists the account's own orders newest first, with their lines", async () => {
    const { visitor } = await registerVisitor(app);
    const other = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const older = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 2 }] }));
    await readOrder(await purchase(other.visitor, { items: [{ productId: product.id, quantity: 1 }] }));

    const response = await visitor.get('/api/orders');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { orders } = OrderListResponse.parse(await response.json());
    expect(orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(orders[0]?.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestVisitor(app).get('/api/orders')).status).toBe(401);
  });
});

describe('OrdersService with other payment providers and reward rates', () => {
  const wallet = () => new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } });
  function serviceWith(commerce: Partial<CommerceSettings>, card?: PaymentProvider): OrderDesk {
    const settings = { ...DEFAULT_COMMERCE_SETTINGS, ...commerce };
    const checkout = new CheckoutService({ db: app.db, hasOrdered: hasAnyOrder, commerce: settings, paymentMethods: card ? ['cod', 'card'] : ['cod'] });
    return orderDesk({
      db: app.db,
      commerce: settings,
      checkout,
      payments: { cod: new CashOnDeliveryProvider(), ...(card ? { card } : {}) },
      wallet: wallet(),
      publicReads: { invalidate: () => undefined },
    });
  }
  async function requestFor(visitor: TestVisitor, productId: string, paymentMethod: 'cod' | 'card' = 'cod') {
    return { items: [{ productId, quantity: 1 }], addressId: await testAddressId(visitor), delivery: 'standard' as const, coins: 0, paymentMethod };
  }

  it('rolls the whole order back when the provider declines: 402 PAYMENT_DECLINED, stock and cart untouched', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { stock: 4 });
    await putJson(visitor, `/api/cart/items/${product.id}`, { quantity: 1 });
    const declining: PaymentProvider = {
      method: 'card',
      name: 'test_gateway',
      start: () => Promise.resolve({ status: 'declined', reason: 'card expired' }),
      refund: () => Promise.resolve({ providerRefundId: null }),
    };
    const service = serviceWith({}, declining);
    const user = await loadAccountUser(app.db, userId);

    const failure = await service.purchase(user!, randomUUID(), await requestFor(visitor, product.id, 'card')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 402, code: 'PAYMENT_DECLINED' });
    expect(await stockOf(app, product.id)).toBe(4);
    expect(await orderCount(userId)).toBe(0);
    expect(await purchaseLedger(userId)).toHaveLength(0);
    expect(CartResponse.parse(await (await visitor.get('/api/cart')).json()).cart.itemCount).toBe(1);
  });

  it('pays the configured number of coins per 100 of the goods once paid, and none when the rate is 0', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 250_000 });
    const user = await loadAccountUser(app.db, userId);
    const generous = serviceWith({ purchaseRewardCoinsPer100: 25 });
    const rewarded = (await generous.purchase(user!, randomUUID(), await requestFor(visitor, product.id))).order;
    expect(rewarded.rewardCoins).toBe(625);
    const none = serviceWith({ purchaseRewardCoinsPer100: 0 });
    const unrewarded = (await none.purchase(user!, randomUUID(), await requestFor(visitor, product.id))).order;
    expect(unrewarded.rewardCoins).toBe(0);
    expect(await purchaseLedger(userId)).toEqual([]);
    await generous.changeStatus(rewarded.id, 'paid', { kind: 'gateway' }, undefined);
    await none.changeStatus(unrewarded.id, 'paid', { kind: 'gateway' }, undefined);
    expect(await purchaseLedger(userId)).toEqual([expect.objectContaining({ amount: 625, idempotency_key: purchaseRewardKey(rewarded.id) })]);
  });
});

describe(`a same-key retry racing its first attempt on ${TEST_DATABASE_KIND}`, () => {
  function serviceOf(checkout: CheckoutService): OrderDesk {
    return orderDesk({
      db: app.db,
      commerce: DEFAULT_COMMERCE_SETTINGS,
      checkout,
      payments: { cod: new CashOnDeliveryProvider() },
      wallet: new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } }),
      publicReads: { invalidate: () => undefined },
    });
  }

  it('answers the GUARDIAN10 order as a replay when the first attempt commits while the retry is being priced', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 100_000, stock: 5 });
    const user = await loadAccountUser(app.db, userId);
    if (!user) throw new Error('the account was just registered');
    const request = {
      items: [{ productId: product.id, quantity: 1 }],
      promoCode: 'GUARDIAN10',
      addressId: await testAddressId(visitor),
      delivery: 'standard' as const,
      coins: 0,
      paymentMethod: 'cod' as const,
    };
    const key = randomUUID();
    const checkout = new CheckoutService({ db: app.db, hasOrdered: hasAnyOrder, commerce: DEFAULT_COMMERCE_SETTINGS, paymentMethods: ['cod'] });

    // The retry (as on another instance) pauses where it prices the order, until the first attempt has finished or
    // a second has passed: whatever the database lets the first attempt do meanwhile, it does.
    let retryPricing: () => void = () => undefined;
    const retryIsPricing = new Promise<void>((resolve) => (retryPricing = resolve));
    let firstFinished: () => void = () => undefined;
    const firstHasFinished = new Promise<void>((resolve) => (firstFinished = resolve));
    const pausing = Object.create(checkout) as CheckoutService;
    let paused = false;
    pausing.computeQuote = async (db, ...rest) => {
      if (!paused) {
        paused = true;
        retryPricing();
        await Promise.race([firstHasFinished, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      }
      return checkout.computeQuote(db, ...rest);
    };

    const retry = serviceOf(pausing).purchase(user, key, request);
    await retryIsPricing;
    const first = serviceOf(checkout).purchase(user, key, request);
    void first.finally(firstFinished).catch(() => undefined);
    const outcomes = await Promise.allSettled([retry, first]);

    const orders = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason));
    expect(orders).toEqual([expect.objectContaining({ replayed: expect.any(Boolean) }), expect.objectContaining({ replayed: expect.any(Boolean) })]);
    const [a, b] = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined));
    expect(a?.order.id).toBe(b?.order.id);
    expect([a?.replayed, b?.replayed].sort()).toEqual([false, true]);
    expect(a?.order).toMatchObject({ promoCode: 'GUARDIAN10', discount: 10_000 });
    expect(await orderCount(userId)).toBe(1);
    expect(await stockOf(app, product.id)).toBe(4);
  });
});
