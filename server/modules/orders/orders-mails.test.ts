// An order's mails (issue 42) through the API and the job queue into the outbox: placed, shipped with the tracking note,
// delivered and cancelled (by the customer, by staff, by the unpaid-card sweep), each once however often its request is
// sent, with its links on the request's origin.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@common/commerce';
import { OrderResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import { DEFAULT_COMMERCE_SETTINGS } from '../../config';
import type { MailMessage } from '../../mail/mailer';
import { readOutbox } from '../../mail/outbox-mailer';
import type { OutboxMail } from '../../mail/outbox-mailer';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, testAddressId } from '../../test/commerce-helpers';
import { orderDesk } from '../../test/order-desk';
import { eventually, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { loadAccountUser } from '../accounts/account-user';
import { CheckoutService } from '../checkout/checkout.service';
import { CashOnDeliveryProvider } from '../checkout/payment-provider';
import type { PaymentProvider } from '../checkout/payment-provider';
import { WalletService } from '../wallet/wallet.service';
import { orderPlacedMailKey, orderStatusMailKey } from './order-mails';
import { hasAnyOrder } from './orders.repository';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function readOrder(response: Response, status = 201): Promise<Order> {
  expect(response.status).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

function moveTo(staff: TestVisitor, orderId: string, status: string, note?: string): Promise<Response> {
  return staff.post(`/api/admin/orders/${orderId}/status`, note === undefined ? { status } : { status, note });
}

/** Waits until every mail asked for so far has been handed to the outbox. */
async function mailsDelivered(): Promise<void> {
  await eventually(
    async () =>
      (await app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute()).length === 0,
    10_000,
  );
}

/** The order mails in `email`'s outbox, oldest first (the account's welcome left out). */
async function orderMailsTo(email: string): Promise<OutboxMail[]> {
  await mailsDelivered();
  return (await readOutbox(app.db, { to: email, limit: 50 })).filter((mail) => mail.subject.includes('Guardians order')).reverse();
}

describe(`order mails on ${TEST_DATABASE_KIND}`, () => {
  it('mails the placed order once, even when the purchase is sent again with its Idempotency-Key', async () => {
    const { visitor, email } = await registerVisitor(app);
    const product = await insertTestProduct(app, { name: 'Moringa Morning Tonic', price: 45_000, original_price: 45_000 });
    const key = randomUUID();
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 2 }] }, key));
    const replay = await purchase(visitor, { items: [{ productId: product.id, quantity: 2 }] }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await replay.arrayBuffer();

    const mails = await orderMailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Guardians order ${order.id.slice(0, 8)} is placed`]);
    const [placed] = mails;
    expect(placed!.text).toContain(`2 × Moringa Morning Tonic: ${formatMoney(90_000, 'INR')}`);
    expect(placed!.text).toContain(`Total: ${formatMoney(order.total, 'INR')}`);
    expect(placed!.text).toContain('Payment: Cash on delivery');
    expect(placed!.text).toContain('Delivering to: Asha Rao, Bengaluru 560001, India.');
    expect(placed!.text).toContain(`${app.url}/profile`);
    const jobs = await app.db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('dedupe_key', '=', `mail:${orderPlacedMailKey(order.id)}`)
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it('mails shipped with the tracking note and delivered, once each, and nothing for packed', async () => {
    const { visitor, email } = await registerVisitor(app);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const product = await insertTestProduct(app);
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }));
    await readOrder(await moveTo(support, order.id, 'packed'), 200);
    await readOrder(await moveTo(support, order.id, 'shipped', 'Blue Dart AWB 1234567890'), 200);
    // Sent again (a double click): refused, and no second mail.
    expect((await moveTo(support, order.id, 'shipped', 'Blue Dart AWB 1234567890')).status).toBe(409);
    await readOrder(await moveTo(support, order.id, 'delivered'), 200);

    const reference = order.id.slice(0, 8);
    const mails = await orderMailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Guardians order ${reference} is placed`,
      `Your Guardians order ${reference} is on its way`,
      `Your Guardians order ${reference} was delivered`,
    ]);
    expect(mails[1]!.text).toContain('Tracking: Blue Dart AWB 1234567890');
    expect(mails[2]!.text).toContain(`mention the order ${reference}`);
  });

  it("mails the customer's own cancellation once, with the coins given back", async () => {
    const { visitor, email } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const big = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 10 });
    // A first order paid in cash in advance earns 4,800 coins, which the second order spends.
    const first = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 2 }] }));
    await readOrder(await moveTo(admin, first.id, 'paid'), 200);
    const second = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 1 }], coins: 4_800 }));
    expect(second.coinsRedeemed).toBe(4_800);

    await readOrder(await visitor.post(`/api/orders/${second.id}/cancel`), 200);
    expect((await visitor.post(`/api/orders/${second.id}/cancel`)).status).toBe(409);

    const cancelled = (await orderMailsTo(email)).filter((mail) => mail.subject.endsWith('is cancelled'));
    expect(cancelled.map((mail) => mail.subject)).toEqual([`Your Guardians order ${second.id.slice(0, 8)} is cancelled`]);
    expect(cancelled[0]!.text).toContain('Reason: Cancelled by you');
    expect(cancelled[0]!.text).toContain('You were not charged for this order, so there is nothing to refund.');
    expect(cancelled[0]!.text).toContain('The 4800 coins you used on this order are back in your wallet.');
  });

  it("mails staff's cancellation with their note and the reward coins actually taken back", async () => {
    const { visitor, email } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const big = await insertTestProduct(app, { price: 2_400_000, original_price: 2_400_000, stock: 10 });
    const first = await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 2 }] }));
    await readOrder(await moveTo(admin, first.id, 'paid'), 200);
    // 2,000 of the 4,800 reward coins are spent before staff cancel the paid order: 2,800 can be taken back.
    await readOrder(await purchase(visitor, { items: [{ productId: big.id, quantity: 1 }], coins: 2_000 }));
    await readOrder(await moveTo(admin, first.id, 'cancelled', 'Out of stock at the warehouse'), 200);

    const cancelled = (await orderMailsTo(email)).filter((mail) => mail.subject.endsWith('is cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('Reason: Out of stock at the warehouse');
    expect(cancelled[0]!.text).toContain('The 2800 coins this order earned as a reward have been taken back.');
  });
});

describe(`order mails without a request on ${TEST_DATABASE_KIND}`, () => {
  const card: PaymentProvider = {
    method: 'card',
    name: 'test_card',
    start: (request) => Promise.resolve({ status: 'started', reference: `pi_${request.orderId}`, clientSecret: 'secret' }),
    refund: () => Promise.resolve({ providerRefundId: null }),
  };

  /** Orders over the test database that record the mails asked for, and the warnings logged. */
  function recordingDesk(publicOrigin: string | undefined) {
    const mails: { message: MailMessage; key: string }[] = [];
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(String((JSON.parse(line) as { msg: string }).msg)) });
    const commerce = DEFAULT_COMMERCE_SETTINGS;
    const desk = orderDesk({
      db: app.db,
      commerce,
      checkout: new CheckoutService({ db: app.db, hasOrdered: hasAnyOrder, commerce, paymentMethods: ['cod', 'card'] }),
      payments: { cod: new CashOnDeliveryProvider(), card },
      wallet: new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } }),
      publicReads: { invalidate: () => undefined },
      sendMail: async (message, key) => void mails.push({ message, key }),
      logger,
      links: { publicOrigin, allowedHosts: [] },
    });
    return { desk, mails, warnings };
  }

  async function placeCardOrder(desk: ReturnType<typeof recordingDesk>['desk'], placedAt: Date) {
    const { visitor, userId, email } = await registerVisitor(app);
    const product = await insertTestProduct(app, { stock: 5 });
    const user = await loadAccountUser(app.db, userId);
    if (!user) throw new Error('the account was just registered');
    const request = { items: [{ productId: product.id, quantity: 1 }], addressId: await testAddressId(visitor), delivery: 'standard' as const, coins: 0 };
    const { order } = await desk.purchase(user, randomUUID(), { ...request, paymentMethod: 'card' }, placedAt, 'https://shop.example');
    return { order, userId, email };
  }

  it('mails the unpaid sweep’s cancellation on the configured public origin', async () => {
    const { desk, mails } = recordingDesk('https://guardians.example');
    const placedAt = new Date();
    const { order, email } = await placeCardOrder(desk, placedAt);
    expect(await desk.cancelUnpaidOnlineOrders(new Date(placedAt.getTime() + UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES * 60_000 + 1_000))).toBe(1);
    const cancelled = mails.find((mail) => mail.key === orderStatusMailKey(order.id, 'cancelled'));
    expect(cancelled?.message.to).toBe(email);
    expect(cancelled?.message.text).toContain('Reason: Cancelled: the payment did not arrive in time');
    expect(cancelled?.message.text).toContain('https://guardians.example/profile');
    // The placed order's mail kept the origin of the request that placed it.
    expect(mails.find((mail) => mail.key === orderPlacedMailKey(order.id))?.message.text).toContain('https://shop.example/profile');
  });

  it('skips the sweep’s mail with a warning when no public origin is configured', async () => {
    const { desk, mails, warnings } = recordingDesk(undefined);
    const placedAt = new Date();
    const { order } = await placeCardOrder(desk, placedAt);
    expect(await desk.cancelUnpaidOnlineOrders(new Date(placedAt.getTime() + UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES * 60_000 + 1_000))).toBe(1);
    expect(mails.map((mail) => mail.key)).toEqual([orderPlacedMailKey(order.id)]);
    expect(warnings).toContain('An order mail was not sent: no public origin is configured to build its links (GUARDIANS_PUBLIC_ORIGIN)');
  });

  it('tells the customer a paid card order they cancel is refunded to the card', async () => {
    const { desk, mails } = recordingDesk(undefined);
    const placedAt = new Date();
    const { order, userId } = await placeCardOrder(desk, placedAt);
    await desk.handlePaymentEvent(
      { id: `evt_${order.id}`, provider: 'test_card', type: 'payment_intent.succeeded', outcome: 'succeeded', reference: order.payment.reference },
      placedAt,
    );
    expect((await desk.cancelByCustomer(userId, order.id, 'https://shop.example')).status).toBe('refunded');
    const cancelled = mails.find((mail) => mail.key === orderStatusMailKey(order.id, 'cancelled'));
    expect(cancelled?.message.text).toContain(`The ${formatMoney(order.total, 'INR')} you paid goes back to the card you paid with.`);
    // Paying is not mailed; only the placed order and the cancellation are.
    expect(mails).toHaveLength(2);
  });
});
