// "How much calcium do I need daily and what foods?": the daily amount and the foods asked together of one nutrient are
// both answered, each from its own entry; a children's entry answers only a question about a child. And two readings
// that made an ordinary question look like danger: "3 years back" is no age, a face gone red is a flush.
import { describe, expect, it } from 'vitest';
import { understand } from './chat-intent';
import type { ChatQuestion } from './chat-provider';
import { EmbeddedChatProvider } from './embedded-chat-provider';
import { KnowledgeIndex } from './knowledge-base';
import type { KnowledgeEntry } from './knowledge-base';
import { triage } from './triage';

const source = { title: 'source', url: 'https://example.org' };
const answer = (id: string, intent: 'dose' | 'food_sources', title: string, text: string): KnowledgeEntry => ({
  id: `answer:${id}`,
  guardianId: null,
  kind: 'answer',
  title,
  text,
  area: 'calcium',
  answer: { topic: 'calcium', intent, detail: '', source },
});

const entries = [
  answer(
    'calcium-dose',
    'dose',
    'How much calcium do I need a day?',
    'Adults need 1,000 mg of calcium a day; women over 50 and everyone over 70 need 1,200 mg.',
  ),
  answer('calcium-foods', 'food_sources', 'Which foods are rich in calcium?', 'Milk, curd, paneer, ragi, sesame and calcium-set tofu are rich in calcium.'),
  answer(
    'children-calcium-dose',
    'dose',
    'How much calcium does a child need a day?',
    'Children need 700 mg of calcium a day at ages 1 to 3 and 1,000 mg at 4 to 8.',
  ),
];
const provider = new EmbeddedChatProvider({ index: async () => new KnowledgeIndex(entries) }, () => 0);
const ask = (message: string): ChatQuestion => ({ guardianId: 'regenera', message, history: [], localHour: 9, triage: triage(message, []), profile: null });

describe('two things asked of one nutrient', () => {
  it('reads the second ask', () => {
    const both = understand('How much calcium do I need daily and what foods have it?', [], 'regenera');
    expect([both.intent, both.alsoAsked].sort()).toEqual(['dose', 'food_sources']);
    expect(understand('How much calcium do I need daily?', [], 'regenera').alsoAsked).toBeUndefined();
  });

  it('answers the amount and the foods, for an adult from the adult entry', async () => {
    const question = ask('My periods stopped 3 years back, I am 54. How much calcium do I need daily and what foods?');
    const retrieval = await provider.retrieve(question);
    expect([retrieval.best?.id, retrieval.also?.id].sort()).toEqual(['answer:calcium-dose', 'answer:calcium-foods']);
    const reply = provider.compose(question, retrieval);
    expect(reply).toContain('1,200 mg');
    expect(reply).toContain('ragi');
    expect(reply).not.toContain('Children need');
  });

  it('for a child, from the children entry', async () => {
    const question = ask('which foods have calcium for my 6 year old, and how much does he need?');
    const retrieval = await provider.retrieve(question);
    expect([retrieval.best?.id, retrieval.also?.id]).toContain('answer:children-calcium-dose');
    expect([retrieval.best?.id, retrieval.also?.id]).toContain('answer:calcium-foods');
  });

  it('adds nothing to a question that asks one thing', async () => {
    const retrieval = await provider.retrieve(ask('which foods are rich in calcium?'));
    expect(retrieval.also).toBeNull();
  });
});

describe('a time is no age', () => {
  it.each(['my periods stopped 3 years back', 'I quit smoking 5 years before my wedding'])('"%s" states no age', (text) => {
    expect(triage(text).age).toBeUndefined();
  });
});

describe('a face gone red', () => {
  it('after niacin is a flush, not a wound to see today', () => {
    expect(triage('niacin made my face go red and hot within minutes, what dose is normal?').level).toBeNull();
  });

  it('leaves a wound that went red and hot one to see today', () => {
    expect(triage('the cut on my shin went red and hot and the redness is spreading').level).toBe('urgent');
  });
});
