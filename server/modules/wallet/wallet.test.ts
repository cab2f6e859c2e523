import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignupBreadcrumbResponse, WalletResponse } from '@common/contracts/wallet';
import { registerVisitor } from '../../test/accounts-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';
import { coinsCoveredBy, signupRewardKey, WalletService } from './wallet.service';

const SIGNUP_REWARD = 100;
const breadcrumb = { action: 'join-council', guardianId: 'angio', rewardAmount: 100, rewardType: 'system_bonus' } as const;

const app = useTestApp({ accounts: { signupRewardCoins: SIGNUP_REWARD } });

async function ledgerRows(userId: string) {
  return app.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).execute();
}

describe('GET /api/wallet', () => {
  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const response = await new TestVisitor(app).get('/api/wallet');
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('sums the ledger into the balance and lists its entries newest first', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const entry = (amount: number, rewardType: string, createdAt: string) => ({
      id: randomUUID(),
      user_id: userId,
      amount,
      reward_type: rewardType,
      description: `${rewardType} ${amount}`,
      idempotency_key: `test:${randomUUID()}`,
      created_at: createdAt,
    });
    await app.db
      .insertInto('wallet_ledger')
      .values([
        entry(200, 'wellness_reflection', '2026-01-02T10:00:00.000Z'),
        entry(-50, 'conversion_to_rupees', '2026-01-03T10:00:00.000Z'),
        entry(30, 'quote_like', '2026-01-01T10:00:00.000Z'),
      ])
      .execute();

    const response = await visitor.get('/api/wallet');
    expect(response.status).toBe(200);
    const wallet = WalletResponse.parse(await response.json());
    expect(wallet.balance).toBe(180);
    expect(wallet.currency).toBe('coins');
    expect(wallet.entries.map((e) => [e.amount, e.rewardType, e.createdAt])).toEqual([
      [-50, 'conversion_to_rupees', '2026-01-03T10:00:00.000Z'],
      [200, 'wellness_reflection', '2026-01-02T10:00:00.000Z'],
      [30, 'quote_like', '2026-01-01T10:00:00.000Z'],
    ]);
    // 180 coins at 10 = ₹1 are worth ₹18 at checkout, up to 20% of an order.
    expect(wallet.redemption).toEqual({ coinsPerMajorUnit: 10, maxPercentOfOrder: 20, currency: 'INR', balanceValue: 1_800 });
  });
});

describe('POST /api/process-signup-breadcrumb', () => {
  it('credits the signup reward and answers {message, wallet}', async () => {
    const { visitor, email, userId } = await registerVisitor(app);
    const response = await visitor.post('/api/process-signup-breadcrumb', { userEmail: email, breadcrumbData: breadcrumb });
    expect(response.status).toBe(200);
    const body = SignupBreadcrumbResponse.parse(await response.json());
    expect(body.credited).toBe(true);
    expect(body.message).toContain('100 coins');
    expect(body.wallet.balance).toBe(100);
    expect(body.wallet.entries).toEqual([
      expect.objectContaining({ amount: 100, rewardType: 'system_bonus', description: expect.stringContaining('Captain Angio') }),
    ]);
    expect((await ledgerRows(userId)).map((row) => row.idempotency_key)).toEqual([signupRewardKey(userId)]);
  });

  it('pays once: a second call answers 200 with the same wallet and says it was already credited', async () => {
    const { visitor, email, userId } = await registerVisitor(app);
    const first = SignupBreadcrumbResponse.parse(
      await (await visitor.post('/api/process-signup-breadcrumb', { userEmail: email, breadcrumbData: breadcrumb })).json(),
    );
    const again = await visitor.post('/api/process-signup-breadcrumb', {
      userEmail: email.toUpperCase(),
      breadcrumbData: { ...breadcrumb, rewardAmount: 400, guardianId: 'immuno' },
    });
    expect(again.status).toBe(200);
    const second = SignupBreadcrumbResponse.parse(await again.json());
    expect(second.credited).toBe(false);
    expect(second.message).toMatch(/already credited/);
    expect(second.wallet).toEqual(first.wallet);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('pays once when five retries arrive at the same moment', async () => {
    const { visitor, email, userId } = await registerVisitor(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => visitor.post('/api/process-signup-breadcrumb', { userEmail: email, breadcrumbData: breadcrumb })),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(200);
        return SignupBreadcrumbResponse.parse(await response.json());
      }),
    );
    expect(bodies.filter((body) => body.credited)).toHaveLength(1);
    for (const body of bodies) expect(body.wallet.balance).toBe(100);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it("answers 403 EMAIL_MISMATCH when userEmail is not the session's email", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const other = await registerVisitor(app);
    const response = await visitor.post('/api/process-signup-breadcrumb', { userEmail: other.email, breadcrumbData: breadcrumb });
    expect(response.status).toBe(403);
    expect(await readErrorBody(response)).toMatchObject({ code: 'EMAIL_MISMATCH' });
    expect(await ledgerRows(userId)).toHaveLength(0);
    expect(await ledgerRows(other.userId)).toHaveLength(0);
  });

  it('pays the configured reward as system_bonus, whatever amount and type the breadcrumb asks for', async () => {
    const { visitor, email, userId } = await registerVisitor(app);
    const response = await visitor.post('/api/process-signup-breadcrumb', {
      userEmail: email,
      breadcrumbData: { ...breadcrumb, rewardAmount: 500, rewardType: 'conversion_to_rupees' },
    });
    expect(response.status).toBe(200);
    const body = SignupBreadcrumbResponse.parse(await response.json());
    expect(body.message).toContain(`${SIGNUP_REWARD} coins`);
    expect((await ledgerRows(userId)).map((row) => [row.amount, row.reward_type])).toEqual([[SIGNUP_REWARD, 'system_bonus']]);
  });

  it.each([
    ['an unknown reward type', { rewardType: 'free_money' }],
    ['an unknown guardian', { guardianId: 'zeus' }],
    ['a fractional amount', { rewardAmount: 10.5 }],
    ['a negative amount', { rewardAmount: -100 }],
    ['no action', { action: '' }],
  ])('answers 400 VALIDATION_FAILED for a breadcrumb with %s', async (_case, change) => {
    const { visitor, email, userId } = await registerVisitor(app);
    const response = await visitor.post('/api/process-signup-breadcrumb', { userEmail: email, breadcrumbData: { ...breadcrumb, ...change } });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await ledgerRows(userId)).toHaveLength(0);
  });

  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const response = await new TestVisitor(app).post('/api/process-signup-breadcrumb', { userEmail: 'someone@example.com', breadcrumbData: breadcrumb });
    expect(response.status).toBe(401);
  });
});

describe('debits in a transaction never take a balance below zero', () => {
  it.each([
    [100, 40, 40],
    [100, 100, 100],
    [30, 100, 30],
    [0, 100, 0],
    [-20, 100, 0],
  ])('a balance of %i covers %i of a %i-coin debit', (balance, amount, covered) => {
    expect(coinsCoveredBy(balance, amount)).toBe(covered);
  });

  it('refuses a redemption the balance does not cover and writes nothing', async () => {
    const { userId } = await registerVisitor(app);
    const wallet = new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } });
    const move = (amount: number, key: string) => ({
      userId,
      amount,
      rewardType: 'conversion_to_rupees' as const,
      description: 'Redeemed in a test',
      idempotencyKey: key,
      at: new Date().toISOString(),
    });
    await app.db.transaction().execute((trx) => wallet.creditWithin(trx, { ...move(50, `test:${randomUUID()}`), rewardType: 'system_bonus' }));
    expect(await app.db.transaction().execute((trx) => wallet.spendWithin(trx, move(51, `test:${randomUUID()}`)))).toBe(false);
    expect((await wallet.get(userId)).balance).toBe(50);
    expect(await app.db.transaction().execute((trx) => wallet.spendWithin(trx, move(50, `test:${randomUUID()}`)))).toBe(true);
    expect((await wallet.get(userId)).balance).toBe(0);
  });

  it('takes back only what the balance holds, once per key', async () => {
    const { userId } = await registerVisitor(app);
    const wallet = new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } });
    const at = new Date().toISOString();
    await app.db
      .transaction()
      .execute((trx) =>
        wallet.creditWithin(trx, { userId, amount: 30, rewardType: 'product_purchase', description: 'Reward', idempotencyKey: `test:${randomUUID()}`, at }),
      );
    const reversal = { userId, amount: 100, rewardType: 'product_purchase' as const, description: 'Reversed', idempotencyKey: `test:${randomUUID()}`, at };
    const noteOf = (taken: number) => `Reversed ${taken}`;
    expect(await app.db.transaction().execute((trx) => wallet.takeBackWithin(trx, reversal, noteOf))).toBe(30);
    expect(await app.db.transaction().execute((trx) => wallet.takeBackWithin(trx, reversal, noteOf))).toBe(0);
    const current = await wallet.get(userId);
    expect(current.balance).toBe(0);
    expect(current.entries.map((entry) => [entry.amount, entry.description])).toContainEqual([-30, 'Reversed 30']);
  });
});
