import { describe, expect, it } from 'vitest';
import { chatGuardian } from '../../../../../common/chat-guardians';
import type { ChatProductCard } from '../../../../../common/contracts/chat';
import { chatHistoryOf, chatMessage, greetingMessage, newRecommendations, productDestination, talkToGuardianOf } from './chat-conversation';

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
    expect(productDestination(product({ affiliate_link: 'https://partner.example/d3' }), 'immuno')).toEqual({ kind: 'affiliate', url: 'https://partner.example/d3' });
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
