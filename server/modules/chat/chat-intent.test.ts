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
    ['zinc requirment for a teenager? and the UL?', 'dose', 'zinc'],
    ['folate sources? would rather not take a pill if i can', 'food_sources', 'folate'],
    ['is crocin the same as calpol?', 'what_is', 'paracetamol'],
    ['can i take dolo with a cough syrup?', 'interactions', 'paracetamol'],
    // The signs asked after "too much" are those of an excess (thirty-fourth session).
    ['can you take too much vitamin D? what are the signs', 'side_effects', 'vitamin-d'],
    ['is zinc toxic in high doses? symptoms?', 'side_effects', 'zinc'],
    // An "or" inside a request for foods lists what they should give.
    ['any foods that help make melatonin or have tryptophan? want to sleep better without tablets', 'food_sources', undefined],
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

describe('amounts, several asks in one question and claims about remedies', () => {
  it.each([
    // An amount written as one word, or weighed against need, asks how much.
    ['thinking of starting magnesium. is 200mg enough?', 'dose', 'magnesium'],
    ['what is the daily requirement of zinc for a woman?', 'dose', 'zinc'],
    // A specific ask outranks a general one in another clause of the same question.
    ['vitamin d, how many iu per day, do i need it in winter?', 'dose', 'vitamin-d'],
    ['zinc tablet daily for a year, is that ok?', 'side_effects', 'zinc'],
    // Safety asked beside the daily need: the dose answer gives both.
    ['vitamin c kitna lena chahiye daily? 1000mg tablet safe hai?', 'dose', 'vitamin-c'],
    ['vitamin e daily requirement? and max safe dose?', 'dose', 'vitamin-e'],
    ['fish oil capsule at night or in the morning?', 'timing', 'omega-3'],
    ['roza time. iron tablet at sehri or iftar?', 'timing', 'iron'],
    ['collagen vs gelatin, what is the actual difference?', 'comparison', 'collagen'],
  ] as const)('reads "%s" as %s about %s', (message, intent, topic) => {
    const understanding = understand(message, [], 'immuno');
    expect(understanding.intent).toBe(intent);
    expect(understanding.topics[0]?.topic.id).toBe(topic);
  });

  it('reads "X or Y" as a comparison only when that clause names both', () => {
    // The salt is named in another sentence than the iodine, so "or" weighs nothing against it.
    expect(understand('how much iodine do i need? is iodised salt ok or do i need more', [], 'immuno').intent).not.toBe('comparison');
    expect(understand('should i take vitamin d3 or d2?', [], 'immuno').intent).toBe('comparison');
  });

  it('reads "is X enough or do I need Y" as weighing two sources, not as how much', () => {
    expect(understand('is flaxseed enough for omega 3 or do i need capsules?', [], 'genomica').intent).not.toBe('dose');
  });

  it('does not read a verb far from the supplement, in another sentence, as a question of evidence', () => {
    const understanding = understand('Is 5,000 IU vitamin D daily alright? I work night shifts indoors', [], 'immuno');
    expect(understanding.evidenceFor).toBeUndefined();
    expect(understanding.intent).toBe('side_effects');
  });

  it('reads a claim about a remedy that is no nutrient as a question of evidence, not of how to improve', () => {
    expect(understand('does rosemary oil regrow hair?', [], 'regenera')).toMatchObject({ intent: 'what_is', intentStated: false });
    // "Work stress" names no claim.
    expect(understand('is work stress making my skin dull?', [], 'regenera').intent).not.toBe('what_is');
  });

  it('reads "mix it in what" as taking one thing, and "mix it with my tablet" as an interaction', () => {
    expect(understand('psyllium how many spoons and mix in what', [], 'biome').intent).toBe('dose');
    expect(understand('can i mix collagen with my thyroid tablet?', [], 'regenera').intent).toBe('interactions');
  });
});

describe('everyday complaints named in their own words', () => {
  it.each([
    ['the corners of my mouth keep cracking', 'mouth-corners'],
    ['so much burping after lunch', 'burping'],
    ['my heels are cracked and painful', 'cracked-heels'],
    ['is the flu shot worth it?', 'flu-vaccine'],
    ['how many brazil nuts a day is safe', 'selenium'],
    ['my periods are irregular and my hair is thinning', 'irregular-periods'],
  ] as const)('finds "%s" as %s', (message, topic) => {
    expect(findTopics(readMessage(message)).map((mention) => mention.topic.id)).toContain(topic);
  });

  it('reads "irregular periods" as periods, not as constipation', () => {
    expect(findTopics(readMessage('my periods are irregular')).map((mention) => mention.topic.id)).not.toContain('constipation');
  });
});

describe('foods asked for, diets named, and a bare "why?"', () => {
  it.each([
    ['apart from beetroot which veggies have nitrate for BP?', 'food_sources'],
    ['nitrate rich vegetables for blood flow? is beetroot the only one', 'food_sources'],
    ['cheap fruits with good vitamin c? budget under 50 rs', 'food_sources'],
    ['what to eat for iron?', 'food_sources'],
    ['diagnosed with IBS last year. what diet actually helps?', 'food_sources'],
    ['how to follow low fodmap diet with indian food', 'food_sources'],
  ] as const)('reads "%s" as asking for foods', (message, intent) => {
    expect(understand(message, [], 'biome').intent).toBe(intent);
  });

  it.each([
    // "To eat" that asks nothing about foods, and a diet named as what happened or as the thing asked about.
    'mouth ulcers keep coming every few weeks, very painful to eat',
    'the vitamin d gummies stayed in my hot car. still ok to eat?',
    'lost 12 kg in 2 months on a crash diet, now hair falling a lot',
    'what is the low FODMAP diet',
    // A vegetable named, not asked for.
    'is beetroot juice good for stamina?',
  ])('does not read "%s" as asking for foods', (message) => {
    expect(understand(message, [], 'biome').intent).not.toBe('food_sources');
  });

  it.each([
    'always tired even after 8 hrs sleep. 34 F, IT job, sitting 10 hrs a day. why?',
    "every night I wake up at 3am and can't go back to sleep. Been 2 months. why does this happen?",
  ])('reads a description ending in a bare "why?" as asking for causes: "%s"', (message) => {
    expect(understand(message, [], 'genomica')).toMatchObject({ intent: 'symptoms', intentStated: true });
  });

  it('keeps "why is X important?" and an amount asked before "why" as they were', () => {
    expect(understand('why is vitamin D important?', [], 'immuno').intent).toBe('what_is');
    expect(understand('how much vitamin D a day and why?', [], 'immuno').intent).toBe('dose');
  });
});

describe('ways of asking read in the everyday-tuning-5 pass', () => {
  it.each([
    // A cause asked with "causing", and whether a habit named after a description is the cause.
    ['headache every day around 3pm at office. not severe. whats causing?', 'symptoms', 'headache'],
    ['dry cough still there 2 weeks after fever went. otherwise fine. normal?', 'symptoms', 'colds'],
    // How to take a supplement is a question of when and with what.
    ['zinc makes me nauseous when I take it in the morning. how should I take it', 'timing', 'zinc'],
    ['how do I take the 60000 IU vitamin D sachet? directly in mouth? with milk?', 'timing', 'vitamin-d'],
    ['Ashwagandha subah lena chahiye ya raat ko?', 'timing', 'ashwagandha'],
    ['high fibre breakfast ideas that are NOT oats, i hate oats', 'food_sources', 'fibre'],
    ['main vegetarian hu, omega 3 ke liye kya khau? fish nahi khata', 'food_sources', 'omega-3'],
    ['my b-complex has 50 mg of B6 per tablet. is that over the limit??', 'dose', 'vitamin-b6'],
    ['Brahmi ya ashwagandha - dono me kya fark hai? kaunsa lu?', 'comparison', 'bacopa'],
    ['collagen or biotin for hair, which one?', 'comparison', 'collagen'],
    ['how is the renewal score calculated?', 'what_is', undefined],
    ["score says my immunity is 'below average'. what do i change first", 'how_to', 'immunity'],
  ] as const)('reads "%s" as %s', (message, intent, topic) => {
    const understanding = understand(message, [], 'immuno');
    expect(understanding.intent).toBe(intent);
    expect(understanding.intentStated).toBe(true);
    if (topic) expect(understanding.topics[0]?.topic.id).toBe(topic);
  });

  it('reads "could that be it?" after a described problem as asking for its causes', () => {
    const understanding = understand(
      'I do drink coffee around 5pm and scroll reels in bed tbh. could that be it?',
      ["I can't fall asleep before 2am"],
      'genomica',
    );
    expect(understanding).toMatchObject({ intent: 'symptoms', intentStated: true });
    expect(understanding.topics[0]?.topic.id).toBe('sleep');
  });

  it.each([
    ['Does collagen actually do anything for wrinkles or is it marketing', 'skin'],
    ["does coq10 give energy if you're healthy? 40F just tired from work", 'fatigue'],
  ])('reads "%s" as asking for the evidence', (message, purpose) => {
    expect(understand(message, [], 'regenera')).toMatchObject({ intent: 'what_is', evidenceFor: purpose });
  });

  it('keeps "how much vitamin D can I give my child?" a question of amount', () => {
    expect(understand('how much vitamin D can I give my 8-year-old?', [], 'immuno')).toMatchObject({ intent: 'dose' });
  });

  it('does not read an "or" that opens a second question as a comparison', () => {
    expect(understand('Can i mix collagen powder in my hot coffee or does heat destroy it', [], 'regenera').intent).not.toBe('comparison');
  });

  it('reads two names joined by "+" as two names', () => {
    const topics = (message: string) => understand(message, [], 'angio').topics.map((mention) => mention.topic.id);
    expect(topics('how many mg of EPA+DHA per day?')).toContain('omega-3');
    expect(topics('when should i take the theanine+caffeine capsule?')).toEqual(expect.arrayContaining(['l-theanine', 'caffeine']));
  });
});

describe('topic words added in the everyday-tuning-5 pass', () => {
  it.each([
    ['vit A foods for eyes', 'vitamin-a'],
    ['evion 400 daily for skin glow', 'vitamin-e'],
    ['biotin for hair', 'biotin'],
    ['50 mg of B6 per tablet', 'vitamin-b6'],
    ['my stomach blows up like a balloon by 4pm', 'bloating'],
    ['what basic skincare routine should i start', 'skin'],
    ["I'm 52. should I do weights?", 'exercise'],
    ['i get cold sores on my lip', 'cold-sores'],
    ['product came damaged, bottle leaked everywhere', 'store-returns'],
    ['seal was broken when i got it', 'store-returns'],
    ['can i send a gift to my brother in bangalore', 'store-delivery'],
    ['the OTP for login does not come', 'store-account'],
    ['refer a friend - do i get coins?', 'store-coins'],
    ['bulk order for my gym, any discount?', 'store-promo'],
    ['how is the renewal score calculated?', 'store-assessment'],
  ])('"%s" names %s', (message, topic) => {
    expect(findTopics(readMessage(message)).map((mention) => mention.topic.id)).toContain(topic);
  });

  it('does not read "weights" in the gym as body weight', () => {
    expect(findTopics(readMessage("I'm 52. should I do weights? how often")).map((mention) => mention.topic.id)).not.toContain('weight');
  });
});

describe('"sick and tired of …", and what actually helps', () => {
  it('does not read "sick and tired of" or "tired of" as tiredness, but still reads a tiredness named after it', () => {
    const topics = (text: string) => findTopics(readMessage(text)).map((mention) => mention.topic.id);
    expect(topics('sick and tired of catching every cold my kids bring home, what actually helps adult immunity?')).toEqual(['immunity']);
    expect(topics('tired of my boss, what helps immunity?')).not.toContain('fatigue');
    expect(topics('tired of feeling tired all day, why?')).toContain('fatigue');
  });

  it('reads "what actually helps" as asking what to do', () => {
    expect(understand('sick and tired of catching every cold my kids bring home, what actually helps adult immunity?', [], 'immuno')).toMatchObject({
      intent: 'how_to',
      intentStated: true,
    });
  });
});
