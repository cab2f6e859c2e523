// Guest checkout (issue 44) through the API: a guest's quote and order (cash on delivery and Razorpay, against the
// local fake), once per Idempotency-Key; the order's link (view, cancel, pay), its mails, and the claim by an account
// with the purchase coins once paid. Wrong tokens, claimed links and demo accounts are refused with a code.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GuestOrderClaimResponse, GuestOrderView, GuestPurchaseResponse, GuestQuoteResponse } from '@common/contracts/guest-checkout';
import { OrderListResponse } from '@common/contracts/orders';
import { WalletResponse } from '@common/contracts/wallet';
import { readOutbox } from '../../mail/outbox-mailer';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, stockOf, TEST_ADDRESS } from '../../test/commerce-helpers';
import { eventually, readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { useRazorpayTestApp } from '../../test/razorpay-test-app';
import { TestVisitor } from '../../test/test-visitor';
import type { TestApp } from '../../test/test-context';
import { GUEST_ORDERS_HOLDER_ID } from './order-rows';
import { purchaseRewardKey } from './orders.service';

describe(`guest checkout on ${TEST_DATABASE_KIND}`, () => {
  const env = useRazorpayTestApp();
  let addresses = 0;

  /** A signed-out visitor with a client address of its own (the guest endpoints are limited per address). */
  function guestVisitor(app: TestApp): TestVisitor {
    addresses += 1;
    return new TestVisitor(app, { address: `198.51.100.${addresses}` });
  }

  function buy(guest: TestVisitor, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<Response> {
    const sent = { email: 'Meera.Guest@Example.com', address: TEST_ADDRESS, ...body };
    return guest.post('/api/guest/purchase', sent, { headers: key === null ? {} : { 'idempotency-key': key } });
  }

  async function placed(response: Response): Promise<GuestPurchaseResponse> {
    expect(response.status, await response.clone().text()).toBe(201);
    return GuestPurchaseResponse.parse(await response.json());
  }

  async function mailsTo(email: string) {
    await eventually(
      async () =>
        (await env.app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute()).length === 0,
      10_000,
    );
    return (await readOutbox(env.app.db, { to: email, limit: 50 })).reverse();
  }

  it('quotes a guest without coins or promo, with the tax of the typed address', async () => {
    const guest = guestVisitor(env.app);
    const product = await insertTestProduct(env.app, { price: 50_000, original_price: 60_000 });
    const response = await guest.post('/api/guest/checkout/quote', { items: [{ productId: product.id, quantity: 2 }], address: TEST_ADDRESS });
    expect(response.status).toBe(200);
    const { quote } = GuestQuoteResponse.parse(await response.json());
    expect(quote).toMatchObject({ subtotal: 100_000, promo: null, firstOrderPromoAvailable: false, coins: { balance: 0, max: 0, redeemed: 0 } });
    expect(quote.address).toMatchObject({ name: TEST_ADDRESS.name, city: 'Bengaluru' });
    // Coins and promo codes are an account's: the guest's body has no room for them.
    const withCoins = await guest.post('/api/guest/checkout/quote', { items: [{ productId: product.id, quantity: 1 }], coins: 10, promoCode: 'GUARDIAN10' });
    expect(withCoins.status).toBe(200);
    expect(GuestQuoteResponse.parse(await withCoins.json()).quote).toMatchObject({ promo: null, coins: { redeemed: 0 } });
  });

  it('places a cash-on-delivery order once per key, mails its link, and opens it only with that link', async () => {
    const guest = guestVisitor(env.app);
    const product = await insertTestProduct(env.app, { name: 'Amla Berry Chews', price: 40_000, original_price: 40_000, stock: 5 });
    const key = randomUUID();
    const first = await placed(await buy(guest, { items: [{ productId: product.id, quantity: 2 }] }, key));
    expect(first.email).toBe('meera.guest@example.com');
    expect(first.order).toMatchObject({ status: 'pending_payment', total: 80_000, coinsRedeemed: 0, shippingAddress: { name: 'Asha Rao' } });
    expect(first.purchaseCoins).toBe(first.order.rewardCoins);
    expect(await stockOf(env.app, product.id)).toBe(3);

    // A retry with the same key: the same order, a link of its own, no second order or stock taken.
    const replay = await buy(guest, { items: [{ productId: product.id, quantity: 2 }] }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = await placed(replay);
    expect(again.order.id).toBe(first.order.id);
    expect(again.token).not.toBe(first.token);
    expect(await stockOf(env.app, product.id)).toBe(3);
    const reused = await buy(guest, { items: [{ productId: product.id, quantity: 1 }] }, key);
    expect(reused.status).toBe(422);
    expect(await readErrorBody(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });

    const row = await env.app.db.selectFrom('orders').select(['user_id']).where('id', '=', first.order.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(GUEST_ORDERS_HOLDER_ID);
    const holder = await env.app.db
      .selectFrom('users')
      .select(['password_hash', 'disabled_at', 'is_seeded'])
      .where('id', '=', GUEST_ORDERS_HOLDER_ID)
      .executeTakeFirstOrThrow();
    expect(holder).toMatchObject({ password_hash: null, is_seeded: 1 });
    expect(holder.disabled_at).not.toBeNull();
    // The holder is the store's: staff's Users screen never lists it.
    const { visitor: admin } = await visitorWithRoles(env.app, ['admin']);
    const users = (await (await admin.get('/api/admin/users?q=holder.invalid')).json()) as { users: unknown[]; total: number };
    expect(users.total).toBe(0);

    for (const token of [first.token, again.token]) {
      const view = await guestVisitor(env.app).post(`/api/guest/orders/${first.order.id}/view`, { token });
      expect(view.status).toBe(200);
      expect(GuestOrderView.parse(await view.json())).toMatchObject({ order: { id: first.order.id }, email: 'meera.guest@example.com' });
    }
    const wrong = await guestVisitor(env.app).post(`/api/guest/orders/${first.order.id}/view`, { token: 'A'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect(await readErrorBody(wrong)).toMatchObject({ code: 'GUEST_ORDER_NOT_FOUND' });
    const malformed = await guestVisitor(env.app).post(`/api/guest/orders/${first.order.id}/view`, { token: 'short' });
    expect(malformed.status).toBe(400);
    // Another order's token opens nothing.
    const other = await placed(await buy(guest, { items: [{ productId: product.id, quantity: 1 }] }));
    expect((await guestVisitor(env.app).post(`/api/guest/orders/${first.order.id}/view`, { token: other.token })).status).toBe(404);

    const mails = (await mailsTo('meera.guest@example.com')).filter((mail) => mail.subject.includes(first.order.id.slice(0, 8)));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Guardians order ${first.order.id.slice(0, 8)} is placed`]);
    const link = /https?:\/\/\S+\/guest-order\?order=[^&\s]+&token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
    expect(link?.[0]).toContain(`order=${first.order.id}`);
    expect((await guestVisitor(env.app).post(`/api/guest/orders/${first.order.id}/view`, { token: link![1] })).status).toBe(200);
    expect(mails[0]!.text).toContain('create an account');
  });

  it('needs an Idempotency-Key, a real e-mail and a full address, and never answers 500', async () => {
    const guest = guestVisitor(env.app);
    const product = await insertTestProduct(env.app);
    const items = [{ productId: product.id, quantity: 1 }];
    const noKey = await buy(guest, { items }, null);
    expect(noKey.status).toBe(400);
    expect(await readErrorBody(noKey)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    for (const body of [
      { items, email: 'not-an-address' },
      { items, email: 'visitor-1@guest.guardians.local' },
      { items, address: { ...TEST_ADDRESS, postalCode: '12' } },
      { items, address: { name: 'Asha' } },
      { items: [] },
      { items, paymentMethod: 'bitcoin' },
    ]) {
      const response = await buy(guest, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lets the guest cancel before packing and stock comes back; mails go to the guest with a working link', async () => {
    const guest = guestVisitor(env.app);
    const product = await insertTestProduct(env.app, { stock: 4 });
    const { order, token } = await placed(await buy(guest, { email: 'cancel.guest@example.com', items: [{ productId: product.id, quantity: 3 }] }));
    expect(await stockOf(env.app, product.id)).toBe(1);
    const cancelled = await guest.post(`/api/guest/orders/${order.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(GuestOrderView.parse(await cancelled.json()).order.status).toBe('cancelled');
    expect(await stockOf(env.app, product.id)).toBe(4);
    const twice = await guest.post(`/api/guest/orders/${order.id}/cancel`, { token });
    expect(twice.status).toBe(409);
    expect(await readErrorBody(twice)).toMatchObject({ code: 'ORDER_STATUS_CONFLICT' });

    const mails = await mailsTo('cancel.guest@example.com');
    const cancelMail = mails.find((mail) => mail.subject.endsWith('is cancelled'));
    const link = /\/guest-order\?order=[^&\s]+&token=([A-Za-z0-9_-]{43})/.exec(cancelMail?.text ?? '');
    expect(link).not.toBeNull();
    expect((await guestVisitor(env.app).post(`/api/guest/orders/${order.id}/view`, { token: link![1] })).status).toBe(200);
  });

  it('mails shipping to the guest and finds the order by the guest’s address in the staff list', async () => {
    const guest = guestVisitor(env.app);
    const { visitor: staff } = await visitorWithRoles(env.app, ['admin']);
    const product = await insertTestProduct(env.app);
    const email = `ship-${randomUUID().slice(0, 8)}@example.com`;
    const { order } = await placed(await buy(guest, { email, items: [{ productId: product.id, quantity: 1 }] }));
    for (const status of ['packed', 'shipped'])
      expect((await staff.post(`/api/admin/orders/${order.id}/status`, { status, note: 'DTDC 123' })).status).toBe(200);
    const shipped = (await mailsTo(email)).find((mail) => mail.subject.endsWith('is on its way'));
    expect(shipped?.text).toContain('Tracking: DTDC 123');
    expect(shipped?.text).toMatch(/\/guest-order\?order=/);
    const listed = OrderListResponse.parse(await (await staff.get(`/api/admin/orders?email=${encodeURIComponent(email.slice(0, 12))}`)).json());
    expect(listed.orders.map((listedOrder) => listedOrder.id)).toEqual([order.id]);
  });

  it('pays a Razorpay guest order through its link; an account that claims it gets the order and its coins once', async () => {
    const guest = guestVisitor(env.app);
    const product = await insertTestProduct(env.app, { price: 120_000, original_price: 120_000 });
    const { order, token } = await placed(await buy(guest, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'razorpay' }));
    expect(order.payment.method).toBe('razorpay');
    const remote = env.razorpay.orders.find((candidate) => candidate.id === order.payment.reference);
    if (!remote) throw new Error('no Razorpay order was made');
    const { answer } = env.razorpay.pay(remote.id);
    const confirmation = {
      razorpayOrderId: answer.razorpay_order_id,
      razorpayPaymentId: answer.razorpay_payment_id,
      razorpaySignature: answer.razorpay_signature,
    };
    const forged = await guest.post(`/api/guest/orders/${order.id}/razorpay-payment`, { ...confirmation, token: 'B'.repeat(43) });
    expect(forged.status).toBe(404);
    const paid = await guest.post(`/api/guest/orders/${order.id}/razorpay-payment`, { ...confirmation, token });
    expect(paid.status).toBe(200);
    expect(GuestOrderView.parse(await paid.json()).order.status).toBe('paid');
    // No wallet holds the reward until an account claims the order.
    expect(await env.app.db.selectFrom('wallet_ledger').select('id').where('idempotency_key', '=', purchaseRewardKey(order.id)).execute()).toHaveLength(0);

    const signedOut = await guest.post(`/api/guest/orders/${order.id}/claim`, { token });
    expect(signedOut.status).toBe(401);
    const { visitor, userId } = await registerVisitor(env.app);
    const claim = await visitor.post(`/api/guest/orders/${order.id}/claim`, { token });
    expect(claim.status).toBe(200);
    const claimed = GuestOrderClaimResponse.parse(await claim.json());
    expect(claimed.coinsCredited).toBe(order.rewardCoins);
    expect(claimed.order.timeline.at(-1)).toMatchObject({ status: 'paid', note: 'Added to your account' });
    expect(WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance).toBe(order.rewardCoins);
    const mine = OrderListResponse.parse(await (await visitor.get('/api/orders')).json());
    expect(mine.orders.map((mineOrder) => mineOrder.id)).toEqual([order.id]);

    // The same account again: the order, nothing more. Another account, or the link itself: refused.
    const again = GuestOrderClaimResponse.parse(await (await visitor.post(`/api/guest/orders/${order.id}/claim`, { token })).json());
    expect(again.coinsCredited).toBe(0);
    expect(WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance).toBe(order.rewardCoins);
    const { visitor: other } = await registerVisitor(env.app);
    const stolen = await other.post(`/api/guest/orders/${order.id}/claim`, { token });
    expect(stolen.status).toBe(409);
    expect(await readErrorBody(stolen)).toMatchObject({ code: 'GUEST_ORDER_CLAIMED' });
    const view = await guest.post(`/api/guest/orders/${order.id}/view`, { token });
    expect(view.status).toBe(409);
    const ledger = await env.app.db
      .selectFrom('wallet_ledger')
      .select(['user_id', 'amount'])
      .where('idempotency_key', '=', purchaseRewardKey(order.id))
      .execute();
    expect(ledger).toEqual([{ user_id: userId, amount: order.rewardCoins }]);
  });

  it('credits the coins of a claimed order when it is paid later, and two accounts claiming at once get one order', async () => {
    const guest = guestVisitor(env.app);
    const { visitor: staff } = await visitorWithRoles(env.app, ['admin']);
    const product = await insertTestProduct(env.app, { price: 90_000, original_price: 90_000 });
    const { order, token } = await placed(await buy(guest, { items: [{ productId: product.id, quantity: 1 }] }));
    const first = await registerVisitor(env.app);
    const second = await registerVisitor(env.app);
    const answers = await Promise.all([first, second].map(({ visitor }) => visitor.post(`/api/guest/orders/${order.id}/claim`, { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? first : second;
    const claimed = GuestOrderClaimResponse.parse(await answers.find((answer) => answer.status === 200)!.json());
    expect(claimed.coinsCredited).toBe(0);
    for (const status of ['packed', 'shipped', 'delivered']) expect((await staff.post(`/api/admin/orders/${order.id}/status`, { status })).status).toBe(200);
    expect(WalletResponse.parse(await (await winner.visitor.get('/api/wallet')).json()).balance).toBe(order.rewardCoins);
  });

  it('refuses a demo account’s claim', async () => {
    const guest = guestVisitor(env.app);
    const product = await insertTestProduct(env.app);
    const { order, token } = await placed(await buy(guest, { items: [{ productId: product.id, quantity: 1 }] }));
    const demo = new TestVisitor(env.app);
    expect((await demo.post('/api/auth/demo')).status).toBeLessThan(300);
    const refused = await demo.post(`/api/guest/orders/${order.id}/claim`, { token });
    expect(refused.status).toBe(403);
  });
});
