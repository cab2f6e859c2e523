// Returns of delivered orders through the API: the customer's request (window, quantities, one at a time), staff's
// steps (approve or decline, receive, refund) made once each, with stock, coins, the reward's share and the money
// coming back once, through Razorpay (a local fake) or by hand for cash on delivery.
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@common/contracts/admin';
import { OrderListResponse, OrderResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { WalletResponse } from '@common/contracts/wallet';
import { formatMoney } from '@common/commerce';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, stockOf } from '../../test/commerce-helpers';
import { readOutbox } from '../../mail/outbox-mailer';
import { eventually, readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { useRazorpayTestApp } from '../../test/razorpay-test-app';
import type { TestVisitor } from '../../test/test-visitor';

async function readOrder(response: Response, status = 200): Promise<Order> {
  expect(response.status).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

describe(`returns on ${TEST_DATABASE_KIND}`, () => {
  const env = useRazorpayTestApp({ publicReadTtlMs: 0 });
  let staff: TestVisitor;
  beforeAll(async () => {
    staff = (await visitorWithRoles(env.app, ['support'])).visitor;
  });

  async function balanceOf(visitor: TestVisitor): Promise<number> {
    return WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
  }

  function moveOrder(orderId: string, status: string): Promise<Response> {
    return staff.post(`/api/admin/orders/${orderId}/status`, { status });
  }

  function moveReturn(returnId: string, status: string, note?: string, by: TestVisitor = staff): Promise<Response> {
    return by.post(`/api/admin/returns/${returnId}/status`, note === undefined ? { status } : { status, note });
  }

  /** A delivered order of two units of one product and one of another, paid as asked, with 100 welcome coins spent on it. */
  async function deliveredOrder(paymentMethod: 'cod' | 'razorpay') {
    const { visitor, email } = await registerVisitor(env.app);
    const welcome = await visitor.post('/api/process-signup-breadcrumb', {
      userEmail: email,
      breadcrumbData: { action: 'checkout', guardianId: 'angio', rewardAmount: 100, rewardType: 'system_bonus' },
    });
    expect(welcome.status).toBe(200);
    const first = await insertTestProduct(env.app, { price: 100_000, original_price: 100_000, stock: 10 });
    const second = await insertTestProduct(env.app, { price: 50_000, original_price: 50_000, stock: 10 });
    const coins = await balanceOf(visitor);
    const placed = await readOrder(
      await purchase(visitor, {
        items: [
          { productId: first.id, quantity: 2 },
          { productId: second.id, quantity: 1 },
        ],
        coins,
        paymentMethod,
      }),
      201,
    );
    if (paymentMethod === 'razorpay') {
      const { answer } = env.razorpay.pay(placed.payment.reference);
      await readOrder(
        await visitor.post(`/api/orders/${placed.id}/razorpay-payment`, {
          razorpayOrderId: answer.razorpay_order_id,
          razorpayPaymentId: answer.razorpay_payment_id,
          razorpaySignature: answer.razorpay_signature,
        }),
      );
      await readOrder(await moveOrder(placed.id, 'packed'));
    } else {
      await readOrder(await moveOrder(placed.id, 'packed'));
    }
    await readOrder(await moveOrder(placed.id, 'shipped'));
    const order = await readOrder(await moveOrder(placed.id, 'delivered'));
    return { visitor, email, order, first, second };
  }

  /** The return mails in `email`'s outbox, oldest first, once the queue has handed them over. */
  async function returnMailsTo(email: string) {
    await eventually(
      async () =>
        (await env.app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute()).length === 0,
      10_000,
    );
    return (await readOutbox(env.app.db, { to: email, limit: 50 })).filter((mail) => /return|refund/i.test(mail.subject)).reverse();
  }

  it('takes a cash-on-delivery return from request to refund: stock, coins and the reward share back once, each step audited', async () => {
    const { visitor, order, first } = await deliveredOrder('cod');
    expect(order.coinsRedeemed).toBe(100);
    expect(order.returnWindowEndsAt).not.toBeNull();
    const balanceBefore = await balanceOf(visitor);
    const requested = await readOrder(
      await visitor.post(`/api/orders/${order.id}/returns`, { items: [{ productId: first.id, quantity: 1 }], reason: 'damaged', note: 'The seal was broken' }),
      201,
    );
    const asked = requested.returns[0];
    if (!asked) throw new Error('no return');
    // One unit of ₹1,000 is 40% of the ₹2,500 of goods: 40% of what was paid for them in money (₹2,490) and of the coins.
    expect(asked).toMatchObject({ status: 'requested', reason: 'damaged', note: 'The seal was broken', refundAmount: 99_600, coinsBack: 40 });
    expect(asked.rewardCoinsBack).toBe(Math.round(0.4 * order.rewardCoins));
    expect(requested.timeline.at(-1)?.note).toBe(`Return requested: 1 × ${first.name} (Arrived damaged or broken)`);

    await readOrder(await moveReturn(asked.id, 'approved', 'A courier collects it on Monday'));
    const stockBefore = await stockOf(env.app, first.id);
    await readOrder(await moveReturn(asked.id, 'received'));
    expect(await stockOf(env.app, first.id)).toBe(stockBefore + 1);
    const refunded = await readOrder(await moveReturn(asked.id, 'refunded'));
    expect(refunded.returns[0]?.status).toBe('refunded');
    expect(refunded.payment.refundedAmount).toBe(99_600);
    expect(refunded.status).toBe('delivered');
    expect(refunded.timeline.at(-1)?.note).toBe('Return refunded: ₹996.00 to you from our support team, by bank transfer or UPI');
    expect(await balanceOf(visitor)).toBe(balanceBefore + 40 - asked.rewardCoinsBack);

    // Each step once: repeating one is refused and changes nothing.
    const again = await moveReturn(asked.id, 'refunded');
    expect(again.status).toBe(409);
    expect(await readErrorBody(again)).toMatchObject({ code: 'RETURN_STATUS_CONFLICT', details: { status: 'refunded', allowed: [] } });
    expect((await moveReturn(asked.id, 'received')).status).toBe(409);
    expect(await stockOf(env.app, first.id)).toBe(stockBefore + 1);
    expect(await balanceOf(visitor)).toBe(balanceBefore + 40 - asked.rewardCoinsBack);

    const { visitor: admin } = await visitorWithRoles(env.app, ['admin']);
    const audit = AuditPage.parse(await (await admin.get('/api/admin/audit?entityType=order&pageSize=100')).json());
    const steps = audit.entries.filter((entry) => entry.entityId === order.id && entry.action.startsWith('return.')).map((entry) => entry.action);
    expect(steps.sort()).toEqual(['return.approved', 'return.received', 'return.refunded']);
  });

  it('refunds a Razorpay-paid return through Razorpay, and a later whole-order refund gives back only the rest', async () => {
    const { visitor, order, second } = await deliveredOrder('razorpay');
    const requested = await readOrder(
      await visitor.post(`/api/orders/${order.id}/returns`, { items: [{ productId: second.id, quantity: 1 }], reason: 'no_longer_needed' }),
      201,
    );
    const asked = requested.returns[0];
    if (!asked) throw new Error('no return');
    for (const step of ['approved', 'received', 'refunded']) await readOrder(await moveReturn(asked.id, step));
    const payment = env.razorpay.payments.find((candidate) => candidate.order_id === order.payment.reference);
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === payment?.id)).toEqual([
      expect.objectContaining({ amount: asked.refundAmount, receipt: `r-${asked.id}` }),
    ]);
    // While no return is open, the whole order can be refunded: the rest of the money, and of the reward.
    const whole = await readOrder(await moveOrder(order.id, 'refunded'));
    expect(whole.status).toBe('refunded');
    expect(whole.payment.refundedAmount).toBe(order.total);
    const made = env.razorpay.refunds.filter((refund) => refund.payment_id === payment?.id);
    expect(made.map((refund) => refund.amount)).toEqual([asked.refundAmount, order.total - asked.refundAmount]);
  });

  it('refuses a whole-order refund while a return is being handled', async () => {
    const { visitor, order, first } = await deliveredOrder('cod');
    await readOrder(await visitor.post(`/api/orders/${order.id}/returns`, { items: [{ productId: first.id, quantity: 2 }], reason: 'wrong_item' }), 201);
    const refused = await moveOrder(order.id, 'refunded');
    expect(refused.status).toBe(409);
    expect((await readErrorBody(refused)).code).toBe('RETURN_OPEN');
  });

  it('refuses returns of orders not delivered, past the window, above what is left, a second at once, or of another account', async () => {
    const { visitor, order, first, second } = await deliveredOrder('cod');
    const ask = (items: { productId: string; quantity: number }[], who: TestVisitor = visitor) =>
      who.post(`/api/orders/${order.id}/returns`, { items, reason: 'other' });

    const tooMany = await ask([{ productId: first.id, quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(await readErrorBody(tooMany)).toMatchObject({ code: 'RETURN_QUANTITY_UNAVAILABLE', details: { productId: first.id, available: 2, requested: 3 } });
    expect((await ask([{ productId: first.id, quantity: 1 }], (await registerVisitor(env.app)).visitor)).status).toBe(404);
    const invalid = await visitor.post(`/api/orders/${order.id}/returns`, { items: [], reason: 'bored' });
    expect(invalid.status).toBe(400);
    expect((await readErrorBody(invalid)).code).toBe('VALIDATION_FAILED');

    const firstReturn = (await readOrder(await ask([{ productId: first.id, quantity: 2 }]), 201)).returns[0];
    expect((await readErrorBody(await ask([{ productId: second.id, quantity: 1 }]))).code).toBe('RETURN_ALREADY_OPEN');
    // Declined, the items may be asked for again.
    await readOrder(await moveReturn(firstReturn?.id ?? '', 'declined', 'Opened supplements cannot be taken back'));
    const retried = await readOrder(await ask([{ productId: first.id, quantity: 2 }]), 201);
    expect(retried.returns.map((candidate) => candidate.status)).toEqual(['declined', 'requested']);
    expect(retried.returns[0]?.decisionNote).toBe('Opened supplements cannot be taken back');

    // Not yet delivered.
    const { visitor: buyer } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app);
    const pending = await readOrder(await purchase(buyer, { items: [{ productId: product.id, quantity: 1 }] }), 201);
    const early = await buyer.post(`/api/orders/${pending.id}/returns`, { items: [{ productId: product.id, quantity: 1 }], reason: 'other' });
    expect((await readErrorBody(early)).code).toBe('RETURN_NOT_DELIVERED');

    // Delivered 15 days ago: the 14-day window has closed.
    const late = await deliveredOrder('cod');
    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString();
    await env.app.db
      .updateTable('order_events')
      .set({ created_at: fifteenDaysAgo })
      .where('order_id', '=', late.order.id)
      .where('status', '=', 'delivered')
      .execute();
    const closed = await late.visitor.post(`/api/orders/${late.order.id}/returns`, { items: [{ productId: late.first.id, quantity: 1 }], reason: 'damaged' });
    expect(closed.status).toBe(409);
    expect((await readErrorBody(closed)).code).toBe('RETURN_WINDOW_CLOSED');
  });

  it('lets one of two members of staff make a step, and lists orders with open returns for staff only', async () => {
    const { visitor, order, second } = await deliveredOrder('cod');
    const asked = (
      await readOrder(await visitor.post(`/api/orders/${order.id}/returns`, { items: [{ productId: second.id, quantity: 1 }], reason: 'other' }), 201)
    ).returns[0];
    const { visitor: other } = await visitorWithRoles(env.app, ['admin']);
    // Both approve at once: one approval is made (and audited), the other told it came second.
    const answers = await Promise.all([moveReturn(asked?.id ?? '', 'approved'), moveReturn(asked?.id ?? '', 'approved', undefined, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const open = OrderListResponse.parse(await (await staff.get('/api/admin/orders?returns=open')).json()).orders;
    expect(open.map((listed) => listed.id)).toContain(order.id);
    expect(open.every((listed) => listed.returns.some((candidate) => ['requested', 'approved', 'received'].includes(candidate.status)))).toBe(true);
    expect((await moveReturn(asked?.id ?? '', 'received', undefined, visitor)).status).toBe(403);
    expect((await staff.post('/api/admin/returns/no-such-return/status', { status: 'approved' })).status).toBe(404);
  });

  it('mails the customer each step of a return once: asked, approved with staff’s note, declined with the reason, refunded', async () => {
    const { visitor, email, order, first, second } = await deliveredOrder('razorpay');
    const reference = order.id.slice(0, 8);
    const asked = await readOrder(
      await visitor.post(`/api/orders/${order.id}/returns`, { items: [{ productId: first.id, quantity: 1 }], reason: 'damaged' }),
      201,
    );
    const returnId = asked.returns[0]?.id ?? '';
    await readOrder(await moveReturn(returnId, 'approved', 'Our courier collects it on Friday.'));
    // A second approval is refused and mails nobody.
    expect((await moveReturn(returnId, 'approved')).status).toBe(409);
    await readOrder(await moveReturn(returnId, 'received'));
    const refunded = await readOrder(await moveReturn(returnId, 'refunded'));
    const amount = refunded.returns[0]?.refundAmount ?? 0;

    const other = await readOrder(
      await visitor.post(`/api/orders/${order.id}/returns`, { items: [{ productId: second.id, quantity: 1 }], reason: 'no_longer_needed' }),
      201,
    );
    const otherId = other.returns.find((candidate) => candidate.status === 'requested')?.id ?? '';
    await readOrder(await moveReturn(otherId, 'declined', 'The seal is broken.'));

    const mails = await returnMailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `We have your return request for order ${reference}`,
      `Your return for order ${reference} is approved`,
      `Your refund for order ${reference}`,
      `We have your return request for order ${reference}`,
      `Your return for order ${reference} was not accepted`,
    ]);
    expect(mails[1]?.text).toContain('Our courier collects it on Friday.');
    expect(mails[2]?.text).toContain(`${formatMoney(amount, 'INR')} goes back to`);
    expect(mails[4]?.text).toContain('Why: The seal is broken.');
    expect(mails[0]?.text).toContain(`${env.app.url}/profile`);
  });
});
