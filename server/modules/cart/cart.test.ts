import { describe, expect, it } from 'vitest';
import { CartResponse, MergeCartResponse } from '@common/contracts/cart';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, putJson } from '../../test/commerce-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';

// Many accounts from one test address: the sign-up rate limit is not what these tests are about.
const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function readCart(response: Response): Promise<CartResponse['cart']> {
  expect(response.status).toBe(200);
  return CartResponse.parse(await response.json()).cart;
}

describe('cart routes', () => {
  it.each([
    ['GET', '/api/cart'],
    ['PUT', '/api/cart/items/anything'],
    ['DELETE', '/api/cart'],
    ['POST', '/api/cart/merge'],
  ])('%s %s answers 401 UNAUTHENTICATED when signed out', async (method, path) => {
    const response = await new TestVisitor(app).request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('starts empty', async () => {
    const { visitor } = await registerVisitor(app);
    expect(await readCart(await visitor.get('/api/cart'))).toEqual({
      lines: [],
      itemCount: 0,
      subtotal: 0,
      savings: 0,
      currency: 'INR',
      maxQuantityPerLine: 20,
    });
  });

  it('prices every line on the server: line totals, subtotal and savings against original prices', async () => {
    const { visitor } = await registerVisitor(app);
    const tonic = await insertTestProduct(app, { price: 45_000, original_price: 60_000 });
    const tea = await insertTestProduct(app, { price: 19_900, original_price: 19_900, guardian: 'biome', categories: ['digestive'] });
    await readCart(await putJson(visitor, `/api/cart/items/${tonic.id}`, { quantity: 3 }));
    const cart = await readCart(await putJson(visitor, `/api/cart/items/${tea.id}`, { quantity: 2 }));
    expect(cart.lines).toEqual([
      expect.objectContaining({ productId: tonic.id, quantity: 3, unitPrice: 45_000, originalUnitPrice: 60_000, lineTotal: 135_000, available: true }),
      expect.objectContaining({ productId: tea.id, guardian: 'biome', quantity: 2, unitPrice: 19_900, lineTotal: 39_800, available: true }),
    ]);
    expect(cart).toMatchObject({ itemCount: 5, subtotal: 174_800, savings: 45_000, currency: 'INR' });
    expect(await readCart(await visitor.get('/api/cart'))).toEqual(cart);
  });

  it('sets a quantity rather than adding to it, and quantity 0 removes the line', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    await putJson(visitor, `/api/cart/items/${product.id}`, { quantity: 4 });
    expect((await readCart(await putJson(visitor, `/api/cart/items/${product.id}`, { quantity: 2 }))).lines[0]?.quantity).toBe(2);
    expect((await readCart(await putJson(visitor, `/api/cart/items/${product.id}`, { quantity: 0 }))).lines).toEqual([]);
  });

  it.each([
    ['above the maximum', { quantity: 21 }],
    ['negative', { quantity: -1 }],
    ['fractional', { quantity: 1.5 }],
    ['a string', { quantity: '2' }],
    ['missing', {}],
  ])('answers 400 VALIDATION_FAILED for a quantity %s', async (_case, body) => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const response = await putJson(visitor, `/api/cart/items/${product.id}`, body);
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or unapproved product', async () => {
    const { visitor } = await registerVisitor(app);
    const pending = await insertTestProduct(app, { review_status: 'pending' });
    for (const id of ['no-such-product', pending.id]) {
      const response = await putJson(visitor, `/api/cart/items/${id}`, { quantity: 1 });
      expect(response.status).toBe(404);
      expect(await readErrorBody(response)).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    }
  });

  it('answers 409 OUT_OF_STOCK naming the product when fewer units are left than asked for', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app, { name: 'Scarce Sea Buckthorn', stock: 2 });
    const response = await putJson(visitor, `/api/cart/items/${product.id}`, { quantity: 3 });
    expect(response.status).toBe(409);
    const body = await readErrorBody(response);
    expect(body).toMatchObject({ code: 'OUT_OF_STOCK', details: { productId: product.id, name: 'Scarce Sea Buckthorn', available: 2, requested: 3 } });
    expect(body.error).toContain('Scarce Sea Buckthorn');
  });

  it('marks a line unavailable when its product sells out after it was added', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app, { stock: 5 });
    await putJson(visitor, `/api/cart/items/${product.id}`, { quantity: 3 });
    await app.db.updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();
    const cart = await readCart(await visitor.get('/api/cart'));
    expect(cart.lines[0]).toMatchObject({ productId: product.id, quantity: 3, stock: 1, available: false });
  });

  it('DELETE /api/cart empties the cart of this account only', async () => {
    const first = await registerVisitor(app);
    const second = await registerVisitor(app);
    const product = await insertTestProduct(app);
    await putJson(first.visitor, `/api/cart/items/${product.id}`, { quantity: 1 });
    await putJson(second.visitor, `/api/cart/items/${product.id}`, { quantity: 2 });
    expect((await readCart(await first.visitor.request('/api/cart', { method: 'DELETE' }))).lines).toEqual([]);
    expect((await readCart(await second.visitor.get('/api/cart'))).itemCount).toBe(2);
  });
});

describe('POST /api/cart/merge', () => {
  it("adds the browser's quantities to the server's and caps them at stock and at 20 per line", async () => {
    const { visitor } = await registerVisitor(app);
    const plenty = await insertTestProduct(app, { stock: 100 });
    const scarce = await insertTestProduct(app, { stock: 4 });
    const fresh = await insertTestProduct(app, { stock: 10 });
    await putJson(visitor, `/api/cart/items/${plenty.id}`, { quantity: 15 });
    await putJson(visitor, `/api/cart/items/${scarce.id}`, { quantity: 3 });

    const response = await visitor.post('/api/cart/merge', {
      items: [
        { productId: plenty.id, quantity: 8 },
        { productId: scarce.id, quantity: 2 },
        { productId: fresh.id, quantity: 1 },
        { productId: fresh.id, quantity: 2 },
      ],
    });
    expect(response.status).toBe(200);
    const { cart, adjustments } = MergeCartResponse.parse(await response.json());
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [plenty.id, 20],
      [scarce.id, 4],
      [fresh.id, 3],
    ]);
    expect(adjustments).toEqual([
      { productId: plenty.id, reason: 'capped', quantity: 20 },
      { productId: scarce.id, reason: 'capped', quantity: 4 },
    ]);
  });

  it('leaves out unknown and sold-out products and says so', async () => {
    const { visitor } = await registerVisitor(app);
    const soldOut = await insertTestProduct(app, { stock: 0 });
    const fine = await insertTestProduct(app);
    const response = await visitor.post('/api/cart/merge', {
      items: [
        { productId: 'gone-product', quantity: 1 },
        { productId: soldOut.id, quantity: 1 },
        { productId: fine.id, quantity: 1 },
      ],
    });
    const { cart, adjustments } = MergeCartResponse.parse(await response.json());
    expect(cart.lines.map((line) => line.productId)).toEqual([fine.id]);
    expect(adjustments).toEqual([
      { productId: 'gone-product', reason: 'unknown_product', quantity: 0 },
      { productId: soldOut.id, reason: 'out_of_stock', quantity: 0 },
    ]);
  });

  it('answers 400 for a browser line with an invalid quantity, merging nothing', async () => {
    const { visitor } = await registerVisitor(app);
    const product = await insertTestProduct(app);
    const response = await visitor.post('/api/cart/merge', { items: [{ productId: product.id, quantity: 0 }] });
    expect(response.status).toBe(400);
    expect((await readCart(await visitor.get('/api/cart'))).lines).toEqual([]);
  });
});
