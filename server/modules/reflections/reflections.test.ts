import { describe, expect, it } from 'vitest';
import { ReflectionSavedResponse, ReflectionsResponse } from '@common/contracts/reflections';
import { WalletResponse } from '@common/contracts/wallet';
import { registerVisitor } from '../../test/accounts-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';
import { reflectionRewardKey } from './reflections.service';

const app = useTestApp();

async function reflectionCredits(userId: string) {
  return app.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).where('reward_type', '=', 'wellness_reflection').execute();
}

describe('POST /api/wellness-reflections', () => {
  it('saves the trimmed reflection with 201 and pays 200 coins', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const response = await visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'immune', content: '  Morning sun every day.  ' });
    expect(response.status).toBe(201);
    const body = ReflectionSavedResponse.parse(await response.json());
    expect(body.reflection).toMatchObject({ story_id: 'immune', content: 'Morning sun every day.' });
    expect(body.coinsAwarded).toBe(200);
    expect(body.wallet.balance).toBe(200);
    expect((await reflectionCredits(userId)).map((entry) => [entry.amount, entry.idempotency_key])).toEqual([[200, reflectionRewardKey(userId, 'immune')]]);
  });

  it('pays once per story: a repeated post replaces the text and pays nothing; another story pays again', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'biome', content: 'First thought' });
    const again = await visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'biome', content: 'Second thought' });
    expect(again.status).toBe(201);
    const second = ReflectionSavedResponse.parse(await again.json());
    expect(second.coinsAwarded).toBe(0);
    expect(second.wallet.balance).toBe(200);
    const third = ReflectionSavedResponse.parse(
      await (await visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'genome', content: 'DNA!' })).json(),
    );
    expect(third.coinsAwarded).toBe(200);
    const wallet = WalletResponse.parse(await (await visitor.get('/api/wallet')).json());
    expect(wallet.balance).toBe(400);
    const list = ReflectionsResponse.parse(await (await visitor.get(`/api/wellness-reflections/user/${userId}`)).json());
    expect(list.reflections.map((reflection) => [reflection.story_id, reflection.content])).toEqual([
      ['biome', 'Second thought'],
      ['genome', 'DNA!'],
    ]);
  });

  it('pays 200 coins exactly once when six posts for the same story arrive at the same moment', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'synergy', content: `Try ${i}` })),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(201);
        return ReflectionSavedResponse.parse(await response.json());
      }),
    );
    expect(bodies.filter((body) => body.coinsAwarded === 200)).toHaveLength(1);
    expect(await reflectionCredits(userId)).toHaveLength(1);
    expect(await app.db.selectFrom('wellness_reflections').selectAll().where('user_id', '=', userId).execute()).toHaveLength(1);
  });

  it.each([
    ['empty content after trimming', { content: '   ' }],
    ['content over 5,000 characters', { content: 'a'.repeat(5001) }],
    ['an unknown story', { story_id: 'vitamin-k' }],
  ])('answers 400 VALIDATION_FAILED for %s and pays nothing', async (_case, change) => {
    const { visitor, userId } = await registerVisitor(app);
    const response = await visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'intro', content: 'ok', ...change });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await reflectionCredits(userId)).toHaveLength(0);
  });

  it("answers 403 for another user's id and 401 when signed out", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const other = await registerVisitor(app);
    const forbidden = await visitor.post('/api/wellness-reflections', { user_id: other.userId, story_id: 'intro', content: 'Not mine' });
    expect(forbidden.status).toBe(403);
    const body = await readErrorBody(forbidden);
    expect(body.code).toBe('REFLECTION_OF_ANOTHER_USER');
    expect(body.error).toMatch(/sign in/i);
    expect(await reflectionCredits(userId)).toHaveLength(0);
    expect(await reflectionCredits(other.userId)).toHaveLength(0);
    expect((await new TestVisitor(app).post('/api/wellness-reflections', { user_id: userId, story_id: 'intro', content: 'x' })).status).toBe(401);
  });
});

describe('GET /api/wellness-reflections/user/{userId}', () => {
  it('answers the owner 200, another user 403 and a signed-out visitor 401', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await visitor.post('/api/wellness-reflections', { user_id: userId, story_id: 'angio', content: 'Walks after dinner' });
    const own = await visitor.get(`/api/wellness-reflections/user/${userId}`);
    expect(own.status).toBe(200);
    expect(ReflectionsResponse.parse(await own.json()).reflections).toEqual([expect.objectContaining({ story_id: 'angio', content: 'Walks after dinner' })]);
    const other = await registerVisitor(app);
    const forbidden = await other.visitor.get(`/api/wellness-reflections/user/${userId}`);
    expect(forbidden.status).toBe(403);
    expect(await readErrorBody(forbidden)).toMatchObject({ code: 'REFLECTION_OF_ANOTHER_USER' });
    expect((await new TestVisitor(app).get(`/api/wellness-reflections/user/${userId}`)).status).toBe(401);
  });
});
