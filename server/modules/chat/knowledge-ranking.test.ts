// Within a topic-and-intent tier: the entry that holds more of the question's own words answers it, even a shared one
// against the guardian's own.
import { describe, expect, it } from 'vitest';
import type { ChatQuestion } from './chat-provider';
import { askedShare, EmbeddedChatProvider } from './embedded-chat-provider';
import { KnowledgeIndex, searchTerms } from './knowledge-base';
import type { KnowledgeEntry } from './knowledge-base';
import { triage } from './triage';

const source = { title: 'source', url: 'https://example.org' };
const answer = (id: string, guardianId: KnowledgeEntry['guardianId'], title: string, text: string): KnowledgeEntry => ({
  id: `answer:${id}`,
  guardianId,
  kind: 'answer',
  title,
  text,
  area: 'glutathione',
  answer: { topic: 'glutathione', intent: 'what_is', detail: '', source },
});

const entries = [
  answer(
    'regenera-glutathione-what_is',
    'regenera',
    'What is glutathione and what does it do?',
    'Glutathione is the main antioxidant your cells make, built from three amino acids: cysteine, glycine and glutamate. It neutralises free radicals, supports immune cells and helps the liver process toxins and medicines.',
  ),
  answer(
    'shared-glutathione-skin',
    null,
    'Does glutathione lighten skin? Do glutathione tablets make skin fair?',
    'The evidence is weak. A few small trials of glutathione tablets or creams found slight lightening that faded after stopping. Sunscreen and shade do more for tan and dark patches.',
  ),
];
const provider = new EmbeddedChatProvider({ index: async () => new KnowledgeIndex(entries) }, () => 0);
const ask = (message: string): ChatQuestion => ({ guardianId: 'regenera', message, history: [], localHour: 9, triage: triage(message, []), profile: null });

describe('ranking within a tier', () => {
  it('answers with the shared entry that holds the question, over the guardian entry on the topic in general', async () => {
    const retrieval = await provider.retrieve(ask('does glutathione make skin fairer? want to try something before my wedding'));
    expect(retrieval.best?.id).toBe('answer:shared-glutathione-skin');
  });

  it("keeps the guardian's own entry for the general question", async () => {
    const retrieval = await provider.retrieve(ask('what is glutathione?'));
    expect(retrieval.best?.id).toBe('answer:regenera-glutathione-what_is');
  });
});

describe("the share of the question's own words an entry holds", () => {
  const [general, skin] = entries as [KnowledgeEntry, KnowledgeEntry];
  it('counts a word and its longer form as one ("fair" and "fairer")', () => {
    const asked = searchTerms('does glutathione make skin fairer?');
    expect(askedShare(asked, skin)).toBe(1);
    // "glutathione" and "make" ("your cells make") only.
    expect(askedShare(asked, general)).toBe(0.5);
  });
  it('gives the general entry as much for a general question', () => {
    const asked = searchTerms('what is glutathione?');
    expect(askedShare(asked, general)).toBe(askedShare(asked, skin));
  });
});

describe('comparing the two sides of "the difference between A and B"', () => {
  const comparison = (id: string, title: string, text: string): KnowledgeEntry => ({
    id: `answer:${id}`,
    guardianId: null,
    kind: 'answer',
    title,
    text,
    area: 'probiotics',
    answer: { topic: 'probiotics', intent: 'comparison', detail: '', source },
  });
  const compared = [
    comparison(
      'shared-probiotics-boulardii',
      'What is the difference between a probiotic yeast and a probiotic bacterium?',
      'The difference: a probiotic yeast such as S. boulardii is not killed by antibiotics; a probiotic bacterium is. Either probiotic is alive.',
    ),
    comparison('shared-probiotics-prebiotics', 'Prebiotics', 'Prebiotics are fibres that feed the microbes of probiotics.'),
  ];
  const comparing = new EmbeddedChatProvider({ index: async () => new KnowledgeIndex(compared) }, () => 0);

  it('answers with the entry that speaks of both sides', async () => {
    const message = 'whats the difference between probiotic and prebiotic, in simple words';
    const retrieval = await comparing.retrieve({ guardianId: 'biome', message, history: [], localHour: 9, triage: triage(message, []), profile: null });
    expect(retrieval.best?.id).toBe('answer:shared-probiotics-prebiotics');
  });
});

describe('a dose question', () => {
  const dose = (id: string, title: string, text: string): KnowledgeEntry => ({
    id: `answer:${id}`,
    guardianId: null,
    kind: 'answer',
    title,
    text,
    area: 'vitamin d',
    answer: { topic: 'vitamin-d', intent: 'dose', detail: '', source },
  });
  const doses = new EmbeddedChatProvider(
    {
      index: async () =>
        new KnowledgeIndex([
          dose('limit', 'How much vitamin D is too much?', 'The upper limit for adults is 4,000 IU (100 µg) of vitamin D a day.'),
          dose(
            'whole',
            'How much vitamin D do I need?',
            'Adults need 600 IU (15 µg) of vitamin D a day. The upper limit for adults is 4,000 IU (100 µg) a day.',
          ),
        ]),
    },
    () => 0,
  );

  it('is answered by the entry giving the daily need and the upper limit, of two that match it alike', async () => {
    const message = 'vitamin d how much per day? I am indoors all day';
    const retrieval = await doses.retrieve({ guardianId: 'immuno', message, history: [], localHour: 9, triage: triage(message, []), profile: null });
    expect(retrieval.best?.id).toBe('answer:whole');
  });
});
