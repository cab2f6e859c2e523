import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AddressListResponse, AddressResponse, QuoteResponse } from '@common/contracts/checkout';
import { OrderResponse } from '@common/contracts/orders';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, stockOf, TEST_ADDRESS, testAddressId } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestApp } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function giveCoins(target: TestApp, userId: string, amount: number): Promise<void> {
  await target.db
    .insertInto('wallet_ledger')
    .values({
      id: randomUUID(),
      user_id: userId,
      amount,
      reward_type: 'system_bonus',
      description: 'Test coins',
      idempotency_key: `test:${randomUUID()}`,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function quote(visitor: TestVisitor, body: unknown) {
  const response = await visitor.post('/api/checkout/quote', body);
  expect(response.status).toBe(200);
  return QuoteResponse.parse(await response.json()).quote;
}

describe(`the address book on ${TEST_DATABASE_KIND}`, () => {
  it('saves addresses with postcodes checked per country; the first is the default', async () => {
    const { visitor } = await registerVisitor(app);
    const first = await visitor.post('/api/addresses', TEST_ADDRESS);
    expect(first.status).toBe(201);
    expect(AddressResponse.parse(await first.json()).address).toMatchObject({ city: 'Bengaluru', postalCode: '560001', isDefault: true });

    const london = await visitor.post('/api/addresses', { ...TEST_ADDRESS, city: 'London', region: '', postalCode: 'sw1a1aa', country: 'GB' });
    expect(AddressResponse.parse(await london.json()).address).toMatchObject({ postalCode: 'SW1A 1AA', isDefault: false });
    const zip = await visitor.post('/api/addresses', {
      ...TEST_ADDRESS,
      city: 'Austin',
      region: 'TX',
      postalCode: '78701-1234',
      country: 'US',
      isDefault: true,
    });
    expect(zip.status).toBe(201);
    const dubai = await visitor.post('/api/addresses', { ...TEST_ADDRESS, city: 'Dubai', postalCode: '', country: 'AE' });
    expect(dubai.status).toBe(201);

    const list = AddressListResponse.parse(await (await visitor.get('/api/addresses')).json()).addresses;
    expect(list.map((address) => [address.city, address.isDefault])).toEqual([
      ['Austin', true],
      ['Dubai', false],
      ['London', false],
      ['Bengaluru', false],
    ]);
  });

  it.each([
    ['IN', '056001'],
    ['IN', '56001'],
    ['US', '7870'],
    ['US', '78701-12'],
    ['GB', 'SW1A'],
    ['GB', '12345'],
    ['AE', '12345'],
  ])('refuses a %s postcode %s with 400 VALIDATION_FAILED on postalCode', async (country, postalCode) => {
    const { visitor } = await registerVisitor(app);
    const response = await visitor.post('/api/addresses', { ...TEST_ADDRESS, country, postalCode });
    expect(response.status).toBe(400);
    const body = await readErrorBody(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.details)).toContain('postalCode');
  });

  it("edits and removes only the account's own addresses; removing the default hands it on", async () => {
    const { visitor } = await registerVisitor(app);
    const other = await registerVisitor(app);
    const home = AddressResponse.parse(await (await visitor.post('/api/addresses', TEST_ADDRESS)).json()).address;
    const work = AddressResponse.parse(await (await visitor.post('/api/addresses', { ...TEST_ADDRESS, line1: '1 Residency Rd' })).json()).address;

    expect((await other.visitor.request(`/api/addresses/${home.id}`, { method: 'DELETE' })).status).toBe(404);
    const edited = await visitor.request(`/api/addresses/${work.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...TEST_ADDRESS, line1: '2 Residency Rd' }),
    });
    expect(AddressResponse.parse(await edited.json()).address).toMatchObject({ line1: '2 Residency Rd', isDefault: false });
    expect((await visitor.request(`/api/addresses/${home.id}`, { method: 'DELETE' })).status).toBe(204);
    const list = AddressListResponse.parse(await (await visitor.get('/api/addresses')).json()).addresses;
    expect(list).toEqual([expect.objectContaining({ id: work.id, isDefault: true })]);
    expect((await new TestVisitor(app).get('/api/addresses')).status).toBe(401);
  });
});

describe('POST /api/checkout/quote', () => {
  it('adds ₹49 standard delivery under ₹499, offers express at ₹149, and shows the GST inside the price', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 20_000, original_price: 25_000 });
    const addressId = await testAddressId(visitor);
    const standard = await quote(visitor, { items: [{ productId: product.id, quantity: 2 }], addressId });
    expect(standard).toMatchObject({ subtotal: 40_000, savings: 10_000, promo: null, total: 44_900, currency: 'INR' });
    expect(standard.delivery).toMatchObject({ method: 'standard', fee: 4_900, regularFee: 4_900 });
    expect(standard.deliveryOptions.map((option) => [option.method, option.fee])).toEqual([
      ['standard', 4_900],
      ['express', 14_900],
    ]);
    expect(standard.delivery.estimatedFrom <= standard.delivery.estimatedTo).toBe(true);
    // 18% GST inside ₹449: ₹449 − ₹449 / 1.18.
    expect(standard.tax).toEqual({ label: 'GST', ratePercent: 18, included: true, amount: 44_900 - Math.round(4_490_000 / 118) });
    expect(standard.paymentMethods).toEqual(['cod']);

    const express = await quote(visitor, { items: [{ productId: product.id, quantity: 2 }], addressId, delivery: 'express' });
    expect(express.total).toBe(54_900);
    expect(express.quoteId).not.toBe(standard.quoteId);
    const free = await quote(visitor, { items: [{ productId: product.id, quantity: 3 }], addressId });
    expect(free.delivery).toMatchObject({ fee: 0, regularFee: 4_900 });
  });

  it('explains GUARDIAN10 before the order and takes coins at 10 = ₹1, at most 20% of the goods', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await giveCoins(app, userId, 5_000);
    const product = await insertTestProduct(app, { price: 100_000, original_price: 100_000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const withPromo = await quote(visitor, { items, promoCode: 'guardian10', coins: 1_000 });
    expect(withPromo.promo).toMatchObject({ code: 'GUARDIAN10', percentOff: 10, amount: 10_000 });
    expect(withPromo.promo?.explanation).toContain('10% off');
    // ₹900 of goods: coins may pay ₹180 (1,800 coins); 1,000 coins take ₹100.
    expect(withPromo.coins).toMatchObject({ balance: 5_000, redeemed: 1_000, value: 10_000, max: 1_800, coinsPerMajorUnit: 10, maxPercentOfOrder: 20 });
    expect(withPromo.total).toBe(100_000 - 10_000 - 10_000);
    expect(withPromo.address).toBeNull();

    const over = await visitor.post('/api/checkout/quote', { items, coins: 2_001 });
    expect(over.status).toBe(400);
    expect(await readErrorBody(over)).toMatchObject({ code: 'COINS_OVER_LIMIT', details: { max: 2_000 } });
    const poor = await registerVisitor(app);
    const insufficient = await poor.visitor.post('/api/checkout/quote', { items, coins: 10 });
    expect(insufficient.status).toBe(409);
    expect(await readErrorBody(insufficient)).toMatchObject({ code: 'COINS_INSUFFICIENT' });
    const card = await visitor.post('/api/checkout/quote', { items, paymentMethod: 'card' });
    expect(await readErrorBody(card)).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    const foreign = await visitor.post('/api/checkout/quote', { items, addressId: randomUUID() });
    expect(foreign.status).toBe(404);
    expect(await readErrorBody(foreign)).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it("says whether GUARDIAN10 is still the account's to use, so the checkout hints it only then", async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 10_000, original_price: 10_000, stock: 5 });
    const addressId = await testAddressId(visitor);
    const selection = { items: [{ productId: product.id, quantity: 1 }], addressId };
    const first = await quote(visitor, selection);
    expect(first.firstOrderPromoAvailable).toBe(true);
    expect((await purchase(visitor, { ...selection, quoteId: first.quoteId }, randomUUID())).status).toBe(201);
    expect((await quote(visitor, selection)).firstOrderPromoAvailable).toBe(false);
  });

  it('answers 401 signed out and 400 for malformed selections', async () => {
    expect((await new TestVisitor(app).post('/api/checkout/quote', { items: [{ productId: 'x', quantity: 1 }] })).status).toBe(401);
    const { visitor } = await registerVisitor(app);
    for (const body of [
      { items: [] },
      { items: [{ productId: 'x', quantity: 1 }], coins: -1 },
      { items: [{ productId: 'x', quantity: 1 }], delivery: 'drone' },
    ]) {
      const response = await visitor.post('/api/checkout/quote', body);
      expect(response.status).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('purchase at a quote, with coins, and cancelled', () => {
  it('charges exactly the quoted total with promo, coins and delivery, and debits the coins once', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await giveCoins(app, userId, 300);
    const product = await insertTestProduct(app, { price: 15_000, original_price: 18_000, stock: 5 });
    const addressId = await testAddressId(visitor);
    const selection = { items: [{ productId: product.id, quantity: 2 }], promoCode: 'GUARDIAN10', coins: 300, addressId, delivery: 'standard' };
    const shown = await quote(visitor, selection);
    // ₹300 − ₹30 promo = ₹270 of goods; 300 coins = ₹30 (cap ₹54); ₹240 + ₹49 delivery.
    expect(shown).toMatchObject({ subtotal: 30_000, total: 24_000 + 4_900, coins: { value: 3_000 } });

    const key = randomUUID();
    const order = OrderResponse.parse(await (await purchase(visitor, { ...selection, quoteId: shown.quoteId }, key)).json()).order;
    expect(order).toMatchObject({ total: shown.total, discount: 3_000, coinsRedeemed: 300, coinsValue: 3_000, status: 'pending_payment' });
    expect(order.delivery).toMatchObject({ method: 'standard', fee: 4_900, estimatedFrom: shown.delivery.estimatedFrom });
    // Rewards on the ₹240 paid for goods: 24 coins.
    expect(order.rewardCoins).toBe(24);
    const replay = await purchase(visitor, { ...selection, quoteId: shown.quoteId }, key);
    expect(replay.status).toBe(201);
    // The 24 reward coins are credited once the cash is collected, not now.
    const ledger = await app.db.selectFrom('wallet_ledger').select(['amount', 'reward_type']).where('user_id', '=', userId).orderBy('amount').execute();
    expect(ledger).toEqual([
      { amount: -300, reward_type: 'conversion_to_rupees' },
      { amount: 300, reward_type: 'system_bonus' },
    ]);
  });

  it('refuses a stale quote with 409 QUOTE_STALE and the fresh quote, and takes nothing', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const product = await insertTestProduct(app, { price: 60_000, original_price: 60_000, stock: 5 });
    const addressId = await testAddressId(visitor);
    const selection = { items: [{ productId: product.id, quantity: 1 }], addressId };
    const shown = await quote(visitor, selection);
    await app.db.updateTable('products').set({ price: 65_000 }).where('id', '=', product.id).execute();

    const response = await purchase(visitor, { ...selection, quoteId: shown.quoteId });
    expect(response.status).toBe(409);
    const body = await readErrorBody(response);
    expect(body.code).toBe('QUOTE_STALE');
    expect((body.details as { quote: { total: number } }).quote.total).toBe(65_000);
    expect(await stockOf(app, product.id)).toBe(5);
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('spends a balance once when two orders race for it', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await giveCoins(app, userId, 1_000);
    const product = await insertTestProduct(app, { price: 100_000, original_price: 100_000, stock: 10 });
    const addressId = await testAddressId(visitor);
    const body = { items: [{ productId: product.id, quantity: 1 }], addressId, coins: 1_000 };
    const responses = await Promise.all([purchase(visitor, body), purchase(visitor, body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const balance = await app.db
      .selectFrom('wallet_ledger')
      .select('amount')
      .where('user_id', '=', userId)
      .where('reward_type', '!=', 'product_purchase')
      .execute();
    expect(balance.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });

  it('cancelled by the customer: stock back, redeemed coins back, no reward paid; then no second cancel', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await giveCoins(app, userId, 200);
    const product = await insertTestProduct(app, { price: 50_000, original_price: 50_000, stock: 4 });
    const order = OrderResponse.parse(await (await purchase(visitor, { items: [{ productId: product.id, quantity: 2 }], coins: 200 })).json()).order;
    expect(order.canCancel).toBe(true);
    expect(await stockOf(app, product.id)).toBe(2);

    const other = await registerVisitor(app);
    expect((await other.visitor.post(`/api/orders/${order.id}/cancel`)).status).toBe(404);
    const cancelled = OrderResponse.parse(await (await visitor.post(`/api/orders/${order.id}/cancel`)).json()).order;
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(cancelled.timeline.map((event) => event.status)).toEqual(['pending_payment', 'cancelled']);
    expect(await stockOf(app, product.id)).toBe(4);
    const entries = await app.db.selectFrom('wallet_ledger').select('amount').where('user_id', '=', userId).execute();
    expect(entries.reduce((sum, row) => sum + row.amount, 0)).toBe(200);
    const again = await visitor.post(`/api/orders/${order.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await readErrorBody(again)).toMatchObject({ code: 'ORDER_STATUS_CONFLICT' });
  });
});
