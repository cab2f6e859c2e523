import { describe, expect, it } from 'vitest';
import { chatGuardian } from '@common/chat-guardians';
import type { ChatProductCard, ChatSafety, GuardianChatResponse } from '@common/contracts/chat';
import {
  chatHistoryOf,
  chatMessage,
  greetingMessage,
  guardianReplyMessage,
  newRecommendations,
  productDestination,
  replyStartIndex,
  shouldRecommendAfter,
  talkToGuardianOf,
} from './chat-conversation';

function product(overrides: Partial<ChatProductCard> = {}): ChatProductCard {
  return {
    id: 'p-1',
    slug: 'sunlight-d3',
    name: 'Sunlight D3',
    description: '',
    image: '',
    price: 90_000,
    originalPrice: 100_000,
    currency: 'INR',
    discount: 10,
    chatOfferPrice: 81_000,
    guardian: 'immuno',
    categories: ['vitamins'],
    ...overrides,
  } as ChatProductCard;
}

describe('quick-chat conversation', () => {
  it('sends only the last 5 messages as history', () => {
    const messages = Array.from({ length: 8 }, (_, index) => chatMessage('user', `message ${index}`, 'immuno'));
    const history = chatHistoryOf(messages);
    expect(history.map((turn) => turn.text)).toEqual(['message 3', 'message 4', 'message 5', 'message 6', 'message 7']);
    expect(history[0]).toEqual({ sender: 'user', text: 'message 3', timestamp: messages[3]!.timestamp });
  });

  it('greets with three shortcuts, the third being the special offer', () => {
    const greeting = greetingMessage(chatGuardian('biome'), new Date(2026, 0, 1, 9));
    expect(greeting.text).toContain('Commander Biome');
    expect(greeting.actionButtons.map((button) => button.text)).toEqual(['Shop Products', 'Take Assessment', 'Special Offer']);
  });

  it('leads to the partner shop when there is an affiliate link, else to the collection with the attribution', () => {
    expect(productDestination(product({ affiliate_link: 'https://partner.example/d3' }), 'immuno')).toEqual({
      kind: 'affiliate',
      url: 'https://partner.example/d3',
    });
    expect(productDestination(product(), 'immuno')).toEqual({ kind: 'collection', path: '/collection/immuno?product=p-1&ref=quickchat&guardian=immuno' });
  });

  it('does not repeat a product the reply already showed', () => {
    expect(newRecommendations([product({ id: 'a' })], [product({ id: 'a' }), product({ id: 'b' })]).map((card) => card.id)).toEqual(['b']);
  });
});

describe('talkToGuardianOf', () => {
  it('points to the guardian the reply hands the question to', () => {
    expect(talkToGuardianOf('biome', 'angio')).toBe('biome');
    expect(chatMessage('guardian', 'That question belongs to Commander Biome.', 'angio', { talkTo: talkToGuardianOf('biome', 'angio') }).talkTo).toBe('biome');
  });

  it('offers nothing when the answering guardian keeps the question, or the field is missing or unknown', () => {
    for (const redirect of [null, undefined, 'angio', 'zeus', 42]) expect(talkToGuardianOf(redirect, 'angio')).toBeUndefined();
    expect(chatMessage('guardian', 'Here is what I can share.', 'angio', { talkTo: talkToGuardianOf(null, 'angio') })).not.toHaveProperty('talkTo');
  });
});

function answer(overrides: Partial<GuardianChatResponse> = {}): GuardianChatResponse {
  // "health" and "vitamin" would give an ordinary reply spec 5's Shop Products and Take Assessment buttons.
  return {
    success: true,
    message: 'Your health matters: vitamin D helps.',
    products: [product()],
    redirectGuardianId: 'biome',
    answeredBy: 'embedded',
    safety: null,
    ...overrides,
  };
}

const verdict = (level: ChatSafety['level']): ChatSafety => ({
  level,
  reason: 'r',
  actions: [{ id: 'a', text: 'Call 112', action: 'tel:112' }],
  quickReplies: [],
});

describe('guardianReplyMessage', () => {
  it.each(['emergency', 'crisis'] as const)('a reply at level %s keeps its text and verdict and drops products, shop buttons and the hand-off', (level) => {
    const message = guardianReplyMessage(answer({ safety: verdict(level), answeredBy: 'safety' }), 'angio');
    expect(message).toMatchObject({
      sender: 'guardian',
      text: 'Your health matters: vitamin D helps.',
      products: [],
      actionButtons: [],
      safety: verdict(level),
    });
    expect(message).not.toHaveProperty('talkTo');
  });

  it('a caution reply is an ordinary answer with its verdict: products, shop buttons and hand-off stay', () => {
    const message = guardianReplyMessage(answer({ safety: verdict('caution') }), 'angio');
    expect(message.products).toHaveLength(1);
    expect(message.actionButtons.map((button) => button.id)).toEqual(['shop_products', 'take_assessment']);
    expect(message.talkTo).toBe('biome');
    expect(message.safety?.level).toBe('caution');
  });

  it('an ordinary reply carries no verdict', () => {
    expect(guardianReplyMessage(answer(), 'angio')).not.toHaveProperty('safety');
  });
});

describe('shouldRecommendAfter', () => {
  it('asks for recommendations after a keyword, for an ordinary or a caution reply', () => {
    expect(shouldRecommendAfter('I feel tired', answer())).toBe(true);
    expect(shouldRecommendAfter('my back pain', answer({ safety: verdict('caution') }))).toBe(true);
    expect(shouldRecommendAfter('Which vitamin D?', answer())).toBe(false);
  });

  it.each(['emergency', 'crisis'] as const)('never after a reply at level %s, keyword or not', (level) => {
    expect(shouldRecommendAfter('crushing chest pain', answer({ safety: verdict(level) }))).toBe(false);
  });

  it('never after a reply the triage answered itself', () => {
    expect(shouldRecommendAfter('pain', answer({ answeredBy: 'safety' }))).toBe(false);
  });
});

describe('replyStartIndex', () => {
  it('is the reply a recommendations message continues, so the reply stays in view', () => {
    const messages = [
      chatMessage('user', 'I feel tired', 'angio'),
      chatMessage('guardian', 'Rest well.', 'angio'),
      chatMessage('guardian', 'Products that may help you:', 'angio', { continuesReply: true }),
    ];
    expect(replyStartIndex(messages)).toBe(1);
  });

  it('is the newest message when nothing continues it', () => {
    const messages = [chatMessage('guardian', 'Hello', 'angio'), chatMessage('user', 'Hi', 'angio'), chatMessage('guardian', 'How can I help?', 'angio')];
    expect(replyStartIndex(messages)).toBe(2);
    expect(replyStartIndex([])).toBe(-1);
  });
});
