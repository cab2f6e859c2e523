import { describe, expect, it } from 'vitest';
import { readMessage } from './chat-text';
import { askingPart, understand } from './chat-intent';
import { findTopics } from './chat-lexicon';

describe('what a question asks', () => {
  it.each([
    ['does garlic lower cholesterol?', 'what_is', 'garlic'],
    ['can ashwagandha help me sleep?', 'what_is', 'ashwagandha'],
    ["i'm vegan, how do i get b12?", 'how_to', 'vitamin-b12'],
    ['can i take vitamin d and zinc together?', 'interactions', 'vitamin-d'],
    ['should i eat before or after a workout?', 'timing', undefined],
    ['which fruits have the most vitamin c?', 'food_sources', 'vitamin-c'],
    ["what's the maximum vitamin d a day?", 'dose', 'vitamin-d'],
    ['my blood pressure cuff says 118/76, what do the readings mean?', 'what_is', 'blood-pressure'],
  ] as const)('reads "%s" as %s', (message, intent, topic) => {
    const understanding = understand(message, [], 'angio');
    expect(understanding.intent).toBe(intent);
    expect(understanding.intentStated).toBe(true);
    if (topic) expect(understanding.topics[0]?.topic.id).toBe(topic);
  });

  it('guesses the intent of a question that states none from its topic, and says it guessed', () => {
    const understanding = understand('blood pressure', [], 'angio');
    expect(understanding).toMatchObject({ intent: 'how_to', intentStated: false });
  });

  it.each([
    // The clause that asks states the intent and its subject; the rest is background.
    ['my blood test says my ferritin is low, what should I eat?', 'food_sources', 'iron'],
    ['my brain is dead after exams, how do I get my focus back?', 'how_to', 'focus'],
    ['I had covid last month. Anyway, which foods have zinc?', 'food_sources', 'zinc'],
    ["how much vitamin D should I take, I'm 45 and vegetarian", 'dose', 'vitamin-d'],
    ['my full English breakfast is a heart attack on a plate, how bad is it for cholesterol?', 'side_effects', 'cholesterol'],
  ] as const)('reads the asking clause of "%s" as %s about %s', (message, intent, topic) => {
    const understanding = understand(message, [], 'biome');
    expect(understanding.intent).toBe(intent);
    expect(understanding.topics[0]?.topic.id).toBe(topic);
  });

  it('finds the asking part: the last question sentence, from after "anyway" or "btw"', () => {
    const message = readMessage('I take magnesium. What is zinc? I ran today btw how much water should I drink');
    expect(askingPart(readMessage('I take magnesium. What is zinc? I ran today'))).toEqual({ start: 3, end: 6 });
    const turned = askingPart(message);
    expect(
      message.tokens
        .slice(turned?.start, turned?.end)
        .map((token) => token.word)
        .join(' '),
    ).toBe('how much water should i drink');
    const earlier = readMessage('What is zinc? I ran today');
    const asked = askingPart(earlier);
    expect(
      earlier.tokens
        .slice(asked?.start, asked?.end)
        .map((token) => token.word)
        .join(' '),
    ).toBe('what is zinc');
    const last = askingPart(readMessage('I ran today btw how much water should I drink'));
    expect(last).toEqual({ start: 4, end: 10 });
  });

  it('never reads an everyday word as a typo of a topic ("morning" is not "mourning")', () => {
    const topics = (text: string) => findTopics(readMessage(text)).map((mention) => mention.topic.id);
    expect(topics('I take my medication every morning and evening')).not.toEqual(expect.arrayContaining(['stress']));
    expect(topics('I take my medication every morning and evening')).not.toContain('grief');
    expect(topics('I hate injections, which vitamins for energy?')).not.toContain('frequent-infections');
    expect(topics('I hate injections, which vitamins for energy?')).not.toContain('vitamin-c');
    expect(topics('mourning my dad')).toContain('grief');
  });

  it.each([
    ['echinacea for common cold - works or no?', 'echinacea', 'colds'],
    ['psyllium for cholesterol, does it actually do anything?', 'fibre', 'cholesterol'],
    ['beetroot juice helps lower bp and give stamina? gym trainer says so', 'beetroot', 'blood-pressure'],
    ['does magnesium help with sleep??', 'magnesium', 'sleep'],
  ] as const)('reads "%s" as asking whether %s helps %s', (message, subject, purpose) => {
    const understanding = understand(message, [], 'angio');
    expect(understanding.intent).toBe('what_is');
    expect(understanding.topics[0]?.topic.id).toBe(subject);
    expect(understanding.evidenceFor).toBe(purpose);
  });

  it('compares only two things of one kind, and reads where to get a nutrient as a food question', () => {
    expect(understand('arjuna bark for heart — any real research or just ayurveda talk?', [], 'angio').intent).not.toBe('comparison');
    expect(understand('D3 or D2?', [], 'immuno').intent).toBe('comparison');
    expect(understand("i'm vegan. where do i get omega 3 for heart if no fish?", [], 'angio')).toMatchObject({ intent: 'food_sources' });
  });
});

describe('a question about the store stands alone; a plural in a list reads its singular', () => {
  it('does not borrow the supplement of an earlier turn for a question about paying or delivery', () => {
    const paying = understand('can i pay cod for these?', ['i did the assessment, it suggested collagen and coq10'], 'regenera');
    expect(paying.followUp).toBe(false);
    expect(paying.topics[0]?.topic.id).toBe('store-payment');
    expect(understand('how much of it a day?', ['I bought vitamin D drops'], 'immuno').followUp).toBe(true);
  });
  it('reads "loose motion" as the listed "loose motions", but not "run" as "runs"', () => {
    expect(findTopics(readMessage('loose motion since 2 days, what is causing it')).map((mention) => mention.topic.id)).toContain('diarrhoea');
    expect(findTopics(readMessage('I go for a run every morning')).map((mention) => mention.topic.id)).not.toContain('diarrhoea');
  });
});

describe('readings, claims and foods asked in few words', () => {
  it('reads "150/95" as a blood-pressure reading, not "10/10" or "1/2"', () => {
    expect(understand('checked at chemist today, 150/95. what does it mean', [], 'angio').topics[0]?.topic.id).toBe('blood-pressure');
    expect(findTopics(readMessage('pain is 10/10 and I took 1/2 a tablet')).map((mention) => mention.topic.id)).not.toContain('blood-pressure');
  });
  it('asks for the evidence when a claim is questioned ("really improves", "is it true")', () => {
    expect(understand('upsc aspirant here. brahmi really improves memory?', [], 'genomica').intent).toBe('what_is');
    expect(understand('red wine resveratrol helps live longer?', [], 'regenera').intent).toBe('what_is');
  });
  it('reads "iron rich food" as a food question', () => {
    expect(understand('iron rich food for vegans? always tired', [], 'regenera').intent).toBe('food_sources');
  });
});
