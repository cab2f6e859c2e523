import { beforeAll, describe, expect, it } from 'vitest';
import { chatGuardian } from '@common/chat-guardians';
import { ChatHistoryResponse, GuardianChatResponse, QuickRecommendationsResponse } from '@common/contracts/chat';
import { ProductListResponse, ProductResponse } from '@common/contracts/catalog';
import { GUARDIAN_IDS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { PERSONAS } from '@common/personas';
import { registerVisitor, TEST_PASSWORD } from '../../test/accounts-helpers';
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

describe('POST /api/guardian-chat validation', () => {
  it.each([
    ['an empty message', { message: '' }, 'EMPTY_MESSAGE'],
    ['a whitespace message', { message: '   \n ' }, 'EMPTY_MESSAGE'],
    ['a message over 2,000 characters', { message: 'a'.repeat(2001) }, 'MESSAGE_TOO_LONG'],
    ['an unknown guardian', { guardianId: 'zeus' }, 'UNKNOWN_GUARDIAN'],
    [
      'a history of 6 messages',
      { chatHistory: Array.from({ length: 6 }, () => ({ sender: 'user', text: 'hi', timestamp: '2026-01-01T00:00:00Z' })) },
      'CHAT_HISTORY_TOO_LONG',
    ],
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
    const response = await guest().post('/api/guardian-chat', {
      message: `circulation ${'a'.repeat(1988)}`,
      guardianId: 'angio',
      userEmail: '',
      chatHistory: history,
    });
    expect(response.status).toBe(200);
  });

  it('counts a signed-in account’s messages across its sessions: signing in again starts no new budget', async () => {
    const owner = await registerVisitor(app);
    for (let i = 0; i < 20; i += 1) expect((await ask(owner.visitor, 'immuno', 'hello')).status).toBe(200);
    const again = new TestVisitor(app, { address: `10.9.1.${++visitorCount}` });
    expect((await again.post('/api/login', { email: owner.email, password: TEST_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await ask(again, 'immuno', 'hello')).status).toBe(200);
    expect((await ask(again, 'immuno', 'hello')).status).toBe(429);
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
  const questions: Record<GuardianId, [string, RegExp]> = {
    angio: ['Which foods support heart health?', /fish|oats|nuts|vegetables|fibre|fiber|olive/i],
    regenera: ['What does collagen do?', /collagen/i],
    biome: ['Do I need a probiotic?', /probiotic/i],
    genomica: ['What supports memory?', /memory|sleep|brain/i],
    immuno: ['How much vitamin D do I need?', /600 IU/],
  };

  it.each(GUARDIAN_IDS)('%s answers its own quick question to the point, with catalog products only', async (guardianId) => {
    const [message, expected] = questions[guardianId];
    const response = await ask(guest(), guardianId, message);
    expect(response.status).toBe(200);
    const body = GuardianChatResponse.parse(await response.json());
    expect(body).toMatchObject({ success: true, redirectGuardianId: null, answeredBy: 'embedded', safety: null });
    expect(body.message).toMatch(expected);
    for (const product of body.products) expect(catalogIds.has(product.id)).toBe(true);
  });

  it('answers an emergency with the emergency number first, a tel: action and no products', async () => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'biome', 'I have chest pain and my left arm is numb right now')).json());
    expect(body.message.startsWith('This sounds like it could be an emergency. Call 112 now')).toBe(true);
    expect(body.safety).toMatchObject({ level: 'emergency', reason: 'signs of a heart attack' });
    expect(body.safety?.actions).toContainEqual({ id: 'call_emergency', text: 'Call 112', action: 'tel:112' });
    expect(body).toMatchObject({ products: [], answeredBy: 'safety', redirectGuardianId: null });
    for (const band of Object.values(PERSONAS.biome.greetings)) for (const greeting of band) expect(body.message).not.toContain(greeting.slice(0, 15));
  });

  it('answers a crisis warmly with the crisis line and the emergency number, and no products', async () => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'biome', 'I feel suicidal and hopeless')).json());
    expect(body.safety?.level).toBe('crisis');
    expect(body.message).toContain('You matter');
    expect(body.message).toContain('14416');
    expect(body.message).toContain('112');
    expect(body.safety?.actions.map((action) => action.action)).toEqual(['tel:14416', 'tel:112']);
    expect(body.products).toEqual([]);
  });

  it('leads a caution with the interaction, offers an expert and never the conflicting product', async () => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'angio', 'Can I take omega-3 with warfarin?')).json());
    expect(body.safety).toMatchObject({ level: 'caution', actions: [{ id: 'book_expert', text: 'Book an expert', action: '/find-expert' }] });
    expect(body.message.startsWith('Omega-3 can add to the effect of warfarin on bleeding')).toBe(true);
    expect(body.message).toMatch(/doctor or pharmacist/);
    expect(body.products.map((product) => product.slug)).not.toContain('omega-3-fish-oil-1000mg');
    expect(body.products.map((product) => product.slug)).not.toContain('dha-brain-omega-500mg');
  });

  it.each([
    ['angio', 'I take Eliquis, which omega-3 is best for my heart?', /omega|fish oil/i],
    ['angio', 'on brilinta, is nattokinase good for circulation?', /nattokinase/i],
    ['angio', 'I am vegetarian, where can I get omega-3?', /fish oil/i],
  ])('never names in its text a product the cards may not show (%s: "%s")', async (guardianId, message, forbidden) => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), guardianId, message)).json());
    const productLine = /If you want a supplement, (.*) is below\./.exec(body.message)?.[1] ?? '';
    expect(productLine).not.toMatch(forbidden);
    for (const product of body.products) expect(product.name).not.toMatch(forbidden);
  });

  it('asks one question for an incomplete picture, and answers a "yes" with the emergency reply', async () => {
    const first = GuardianChatResponse.parse(await (await ask(guest(), 'biome', 'I feel a bit wheezy this evening')).json());
    expect(first.safety).toMatchObject({ level: 'check', quickReplies: ['Yes, breathing is hard now', 'No, none of these'] });
    expect(first).toMatchObject({ products: [], answeredBy: 'safety' });
    const history = [
      { sender: 'user', text: 'I feel a bit wheezy this evening', timestamp: Date.now() },
      { sender: 'guardian', text: first.message, timestamp: Date.now() },
    ];
    const yes = GuardianChatResponse.parse(await (await ask(guest(), 'biome', 'Yes, breathing is hard now', { chatHistory: history })).json());
    expect(yes.safety?.level).toBe('emergency');
    expect(yes.message).toMatch(/Call 112/);
  });

  it('keeps the caution of an earlier turn for the product question that follows', async () => {
    const history = [{ sender: 'user', text: 'I take warfarin every day', timestamp: Date.now() }];
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'angio', 'Which omega-3 should I buy?', { chatHistory: history })).json());
    expect(body.safety?.level).toBe('caution');
    expect(body.products.some((product) => product.slug.includes('omega'))).toBe(false);
  });

  it.each([
    'chest day at the gym, what should I eat?',
    'what is a healthy resting heart rate?',
    'my heart health score is low',
    'pressure cooker recipes for lentils',
    'killer workout for legs',
  ])('does not triage the ordinary question "%s"', async (message) => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'angio', message)).json());
    expect(body.safety).toBeNull();
  });

  it.each(['🙂🙂🙂', '?!?!', 'मुझे थकान है', '我很累'])('answers "%s" politely, never a 500', async (message) => {
    const response = await ask(guest(), 'immuno', message);
    expect(response.status).toBe(200);
    const body = GuardianChatResponse.parse(await response.json());
    expect(body.message.length).toBeGreaterThan(20);
  });

  it("uses the signed-in asker's own latest scores, never for a visitor", async () => {
    const owner = await registerVisitor(app);
    const questionsResponse = await owner.visitor.get('/api/assessment/questions?type=basic');
    expect(questionsResponse.status).toBe(200);
    const { questions: bank } = (await questionsResponse.json()) as { questions: { id: string; options: { value: string }[] }[] };
    const answers = Object.fromEntries(bank.map((question) => [question.id, question.options[0]?.value ?? '']));
    const submitted = await owner.visitor.post('/api/assessment', { type: 'basic', answers });
    expect(submitted.status).toBeLessThan(300);
    const personal = GuardianChatResponse.parse(await (await ask(owner.visitor, 'biome', 'How do I improve my gut health?')).json());
    expect(personal.message).toMatch(/Your gut score was \d+ on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const visitor = GuardianChatResponse.parse(await (await ask(guest(), 'biome', 'How do I improve my gut health?')).json());
    expect(visitor.message).not.toMatch(/your gut score/i);
  });

  it('greets with the band of the client-provided local hour, on the first reply only', async () => {
    const body = GuardianChatResponse.parse(await (await ask(guest(), 'immuno', 'hello', { localHour: 22 })).json());
    expect(PERSONAS.immuno.greetings.night.some((greeting) => body.message.startsWith(/^.+?[.!?](?=\s|$)/.exec(greeting)?.[0] ?? greeting))).toBe(true);
  });
});

describe('POST /api/chat/quick-recommendations', () => {
  it('answers [] for an emergency or a crisis, and leaves out what a caution forbids', async () => {
    for (const userQuery of ['I have crushing chest pain, help', 'I want to kill myself, help']) {
      const { products } = QuickRecommendationsResponse.parse(
        await (await guest().post('/api/chat/quick-recommendations', { guardianId: 'angio', userQuery })).json(),
      );
      expect(products).toEqual([]);
    }
    const { products } = QuickRecommendationsResponse.parse(
      await (await guest().post('/api/chat/quick-recommendations', { guardianId: 'angio', userQuery: 'I take warfarin, help my heart health' })).json(),
    );
    // Beside a medicine the chat suggests nothing at all (CautionRule.noProducts); a child gets children's products.
    expect(products).toEqual([]);
    const child = QuickRecommendationsResponse.parse(
      await (await guest().post('/api/chat/quick-recommendations', { guardianId: 'biome', userQuery: 'which probiotic for my 5 year old?' })).json(),
    );
    expect(child.products.length).toBeGreaterThan(0);
    for (const product of child.products) expect(product.slug).toMatch(/^kids-/);
  });

  it('returns catalog products of the chosen categories, each with discount 10 and its own catalogDiscount', async () => {
    const response = await guest().post('/api/chat/quick-recommendations', {
      guardianId: 'biome',
      userQuery: 'I feel tired and bloated, help',
      categories: ['probiotics'],
    });
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

  it('carries the chat offer computed by the server, on top of the same price and original price the product page shows', async () => {
    const response = await guest().post('/api/chat/quick-recommendations', { guardianId: 'angio', userQuery: 'omega 3 fish oil' });
    const { products } = QuickRecommendationsResponse.parse(await response.json());
    expect(products.length).toBeGreaterThan(0);
    for (const card of products) {
      const { product } = ProductResponse.parse(await (await app.request(`/api/products/${card.slug}`)).json());
      expect({ price: card.price, originalPrice: card.originalPrice, catalogDiscount: card.catalogDiscount }).toEqual({
        price: product.price,
        originalPrice: product.originalPrice,
        catalogDiscount: product.discount,
      });
      expect(card.chatOfferPrice).toBe(product.price - Math.round(product.price / 10));
    }
    const omega = products.find((card) => card.slug === 'omega-3-fish-oil-1000mg');
    expect(omega).toMatchObject({ price: 90_900, originalPrice: 129_900, chatOfferPrice: 81_810 });

    const answer = GuardianChatResponse.parse(await (await ask(guest(), 'angio', 'Which omega-3 fish oil should I take?')).json());
    for (const card of answer.products) expect(card.chatOfferPrice).toBe(card.price - Math.round(card.price / 10));
  });

  it("uses all the guardian's categories when none are given", async () => {
    const { products } = QuickRecommendationsResponse.parse(
      await (await guest().post('/api/chat/quick-recommendations', { guardianId: 'angio', userQuery: 'tired' })).json(),
    );
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
    expect(
      (await visitor.post('/api/tracking/product-click', { userId: 'x', productId: 'p', source: 'quick_chat', guardianId: 'angio', affiliate: true })).status,
    ).toBe(401);
  });

  it("records the signed-in user's events and refuses another user's id", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const productId = [...catalogIds][0] ?? '';
    expect((await visitor.post('/api/tracking/chat-interaction', { userId, ...interaction })).status).toBe(204);
    expect((await visitor.post('/api/tracking/product-click', { userId, productId, source: 'quick_chat', guardianId: 'angio', affiliate: true })).status).toBe(
      204,
    );
    const forbidden = await visitor.post('/api/tracking/chat-interaction', { userId: 'someone-else', ...interaction });
    expect(forbidden.status).toBe(403);
    expect(await readErrorBody(forbidden)).toMatchObject({ code: 'TRACKING_FOR_ANOTHER_USER' });
    const unknownProduct = await visitor.post('/api/tracking/product-click', {
      userId,
      productId: 'no-such-product',
      source: 'quick_chat',
      guardianId: 'angio',
      affiliate: false,
    });
    expect(unknownProduct.status).toBe(404);
    expect(await app.db.selectFrom('chat_interactions').selectAll().where('user_id', '=', userId).execute()).toHaveLength(1);
    expect(await app.db.selectFrom('product_clicks').select(['product_id', 'affiliate']).where('user_id', '=', userId).execute()).toEqual([
      { product_id: productId, affiliate: 1 },
    ]);
  });
});
