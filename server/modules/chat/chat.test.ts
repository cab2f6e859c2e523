import { beforeAll, describe, expect, it } from 'vitest';
import { chatGuardian } from '../../../common/chat-guardians';
import { ChatHistoryResponse, GuardianChatResponse, QuickRecommendationsResponse } from '../../../common/contracts/chat';
import { ProductListResponse } from '../../../common/contracts/catalog';
import { GUARDIAN_IDS } from '../../../common/guardians';
import type { GuardianId } from '../../../common/guardians';
import { GUARDIAN_CONTENT } from '../../db/seed/guardian-content';
import { HEALTHY_HABITS } from '../../db/seed/habits';
import { registerVisitor } from '../../test/accounts-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';

const app = useTestApp();
let catalogIds: Set<string>;
let visitorCount = 0;

/** A signed-out browser with its own address, so the per-address chat limit of one test never touches another. */
const guest = () => new TestVisitor(app, { address: `10.9.0.${++visitorCount}` });

beforeAll(async () => {
  catalogIds = new Set();
  for (let page = 1; ; page += 1) {
    const body = ProductListResponse.parse(await (await app.request(`/api/products?pageSize=48&page=${page}`)).json());
    for (const product of body.products) catalogIds.add(product.id);
    if (page * body.pageSize >= body.total) break;
  }
});


const ask = (visitor: TestVisitor, guardianId: string, message: string, extra: Record<string, unknown> = {}) =>
  visitor.post('/api/guardian-chat', { message, guardianId, userEmail: '', chatHistory: [], ...extra });

/** Every seeded sentence of a guardian's science, tips and habits: a grounded reply quotes at least one. */
function knowledgeOf(guardianId: GuardianId): string[] {
  const content = GUARDIAN_CONTENT[guardianId];
  return [
    ...content.science.nutrients,
    ...content.science.challenges,
    ...content.science.benefits,
    ...content.optimizationTips.high,
    ...content.optimizationTips.medium,
    ...content.optimizationTips.low,
    ...HEALTHY_HABITS[guardianId].map((habit) => habit.description),
    ...`${content.description} ${content.detailedDescription}`.split(/(?<=[.!?])\s+/),
  ].map((text) => text.replace(/[.!?]$/, ''));
}

describe('POST /api/guardian-chat validation', () => {
  it.each([
    ['an empty message', { message: '' }, 'EMPTY_MESSAGE'],
    ['a whitespace message', { message: '   \n ' }, 'EMPTY_MESSAGE'],
    ['a message over 2,000 characters', { message: 'a'.repeat(2001) }, 'MESSAGE_TOO_LONG'],
    ['an unknown guardian', { guardianId: 'zeus' }, 'UNKNOWN_GUARDIAN'],
    ['a history of 6 messages', { chatHistory: Array.from({ length: 6 }, () => ({ sender: 'user', text: 'hi', timestamp: '2026-01-01T00:00:00Z' })) }, 'CHAT_HISTORY_TOO_LONG'],
    ['no message at all', { message: undefined }, 'VALIDATION_FAILED'],
  ])('answers 400 for %s', async (_case, change, code) => {
    const response = await guest().post('/api/guardian-chat', { message: 'How is my heart?', guardianId: 'angio', userEmail: '', chatHistory: [], ...change });
    expect(response.status).toBe(400);
    const body = await readErrorBody(response);
    expect(body.code).toBe(code);
    expect(body.error.length).toBeGreaterThan(10);
  });

  it('accepts exactly 2,000 characters and a history of 5', async () => {
    const history = Array.from({ length: 5 }, (_, i) => ({ sender: i % 2 ? 'guardian' : 'user', text: 'earlier', timestamp: Date.now() }));
    const response = await guest().post('/api/guardian-chat', { message: `circulation ${'a'.repeat(1988)}`, guardianId: 'angio', userEmail: '', chatHistory: history });
    expect(response.status).toBe(200);
  });

  it('answers 429 RATE_LIMITED once an address has sent 30 messages in a minute', async () => {
    const visitor = guest();
    for (let i = 0; i < 30; i += 1) expect((await ask(visitor, 'immuno', 'hello')).status).toBe(200);
    const limited = await ask(visitor, 'immuno', 'hello');
    expect(limited.status).toBe(429);
    expect(await readErrorBody(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/guardian-chat answers', () => {
  const questions: Record<GuardianId, string> = {
    angio: 'How can I improve my circulation?',
    regenera: 'What helps my cells repair?',
    biome: 'Do I need a probiotic?',
    genomica: 'What supports memory?',
    immuno: 'How much vitamin D do I need?',
  };

  it.each(GUARDIAN_IDS)('%s answers in persona with a fact from its own knowledge and only its own catalog products', async (guardianId) => {
    const response = await ask(guest(), guardianId, questions[guardianId]);
    expect(response.status).toBe(200);
    const body = GuardianChatResponse.parse(await response.json());
    expect(body).toMatchObject({ success: true, redirectGuardianId: null, answeredBy: 'embedded' });
    const quoted = knowledgeOf(guardianId).filter((fact) => fact.length > 20 && body.message.includes(fact));
    expect(quoted.length).toBeGreaterThan(0);
    expect(body.products.length).toBeGreaterThan(0);
    const categories = chatGuardian(guardianId).productCategories;
    for (const product of body.products) {
      expect(catalogIds.has(product.id)).toBe(true);
      expect(product.categories.some((category) => categories.includes(category))).toBe(true);
    }
  });

  it('points a question outside the guardian area to the right guardian by name, without foreign products', async () => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'angio', 'Do I need a probiotic for my gut bacteria and bloating?')).json());
    expect(body.redirectGuardianId).toBe('biome');
    expect(body.message).toContain('Commander Biome');
    expect(body.products).toEqual([]);
  });

  it('greets with the band of the client-provided local hour', async () => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'immuno', 'hello', { localHour: 22 })).json());
    expect(['Good night. Your immune army rebuilds its ranks while you sleep.', 'Rest now, soldier: sleep is your strongest shield.'].some((greeting) => body.message.startsWith(greeting))).toBe(true);
  });
});

describe('POST /api/chat/quick-recommendations', () => {
  it('returns catalog products of the chosen categories, each with discount 10 and its own catalogDiscount', async () => {
    const response = await guest().post('/api/chat/quick-recommendations', { guardianId: 'biome', userQuery: 'I feel tired and bloated, help', categories: ['probiotics'] });
    expect(response.status).toBe(200);
    const { products } = QuickRecommendationsResponse.parse(await response.json());
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    for (const product of products) {
      expect(product.discount).toBe(10);
      expect(catalogIds.has(product.id)).toBe(true);
      expect(product.categories).toContain('probiotics');
    }
  });

  it("uses all the guardian's categories when none are given", async () => {
    const { products } = QuickRecommendationsResponse.parse(await (await guest().post('/api/chat/quick-recommendations', { guardianId: 'angio', userQuery: 'tired' })).json());
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.categories.some((category) => chatGuardian('angio').productCategories.includes(category))).toBe(true);
  });

  it.each([
    ['a category of another guardian', { guardianId: 'angio', categories: ['probiotics'] }, 'CATEGORY_NOT_FOR_GUARDIAN'],
    ['an unknown guardian', { guardianId: 'zeus', categories: [] }, 'UNKNOWN_GUARDIAN'],
  ])('answers 400 for %s', async (_case, body, code) => {
    const response = await guest().post('/api/chat/quick-recommendations', { userQuery: 'help', ...body });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code });
  });
});

describe('chat history', () => {
  it('stores a signed-in conversation and returns it oldest first to its owner only', async () => {
    const owner = await registerVisitor(app);
    const uid = ((await (await owner.visitor.get('/api/auth/me')).json()) as { user?: { uid: string } }).user?.uid;
    await ask(owner.visitor, 'genomica', 'What supports memory?', { userEmail: owner.email });
    await ask(owner.visitor, 'angio', 'How can I improve my circulation?');

    const response = await owner.visitor.get(`/api/guardian-chat/history/${uid ?? owner.userId}?guardianType=genomica`);
    expect(response.status).toBe(200);
    const { messages } = ChatHistoryResponse.parse(await response.json());
    expect(messages.map((message) => [message.sender, message.guardianId])).toEqual([
      ['user', 'genomica'],
      ['guardian', 'genomica'],
    ]);
    expect(messages[0]?.text).toBe('What supports memory?');
    expect(messages[1]?.products.length).toBeGreaterThan(0);

    const all = ChatHistoryResponse.parse(await (await owner.visitor.get(`/api/guardian-chat/history/${owner.userId}`)).json());
    expect(all.messages).toHaveLength(4);

    const other = await registerVisitor(app);
    const forbidden = await other.visitor.get(`/api/guardian-chat/history/${owner.userId}`);
    expect(forbidden.status).toBe(403);
    expect(await readErrorBody(forbidden)).toMatchObject({ code: 'HISTORY_OF_ANOTHER_USER' });
    const signedOut = await guest().get(`/api/guardian-chat/history/${owner.userId}`);
    expect(signedOut.status).toBe(401);
  });

  it('does not store the exchange when userEmail names another account', async () => {
    const owner = await registerVisitor(app);
    const response = await ask(owner.visitor, 'biome', 'Do I need a probiotic?', { userEmail: 'someone-else@example.com' });
    expect(response.status).toBe(200);
    const { messages } = ChatHistoryResponse.parse(await (await owner.visitor.get(`/api/guardian-chat/history/${owner.userId}`)).json());
    expect(messages).toEqual([]);
  });
});

describe('tracking', () => {
  const interaction = { guardianId: 'angio', messageType: 'user_query', hasProducts: true };

  it('answers 401 to signed-out chat interactions and product clicks', async () => {
    const visitor = guest();
    expect((await visitor.post('/api/tracking/chat-interaction', { userId: 'x', ...interaction })).status).toBe(401);
    expect((await visitor.post('/api/tracking/product-click', { userId: 'x', productId: 'p', source: 'quick_chat', guardianId: 'angio', affiliate: true })).status).toBe(401);
  });

  it("records the signed-in user's events and refuses another user's id", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const productId = [...catalogIds][0] ?? '';
    expect((await visitor.post('/api/tracking/chat-interaction', { userId, ...interaction })).status).toBe(204);
    expect((await visitor.post('/api/tracking/product-click', { userId, productId, source: 'quick_chat', guardianId: 'angio', affiliate: true })).status).toBe(204);
    const forbidden = await visitor.post('/api/tracking/chat-interaction', { userId: 'someone-else', ...interaction });
    expect(forbidden.status).toBe(403);
    expect(await readErrorBody(forbidden)).toMatchObject({ code: 'TRACKING_FOR_ANOTHER_USER' });
    const unknownProduct = await visitor.post('/api/tracking/product-click', { userId, productId: 'no-such-product', source: 'quick_chat', guardianId: 'angio', affiliate: false });
    expect(unknownProduct.status).toBe(404);
    expect(await app.db.selectFrom('chat_interactions').selectAll().where('user_id', '=', userId).execute()).toHaveLength(1);
    expect(await app.db.selectFrom('product_clicks').select(['product_id', 'affiliate']).where('user_id', '=', userId).execute()).toEqual([{ product_id: productId, affiliate: 1 }]);
  });
});
