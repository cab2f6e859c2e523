import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '@common/personas';
import type { ChatQuestion } from './chat-provider';
import { areaRankingAnswer, statedScores } from './embedded-chat-provider';
import { KnowledgeBase } from './knowledge-base';
import { useSeededChat } from '../../test/use-seeded-chat';
import { OpenAiChatProvider } from './openai-chat-provider';
import { triage } from './triage';
import { ChatService } from './chat.service';
import { DEFAULT_SAFETY_NUMBERS } from '../../config';

const seeded = useSeededChat();

const question = (overrides: Partial<ChatQuestion> = {}): ChatQuestion => {
  const message = overrides.message ?? 'How can I improve my circulation?';
  return { guardianId: 'angio', message, history: [], localHour: 9, triage: triage(message, overrides.history ?? []), profile: null, ...overrides };
};

describe('embedded provider replies', () => {
  it.each([
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
  ] as const)('greets the first reply at %i h with the short %s greeting', async (localHour, band) => {
    const answer = await seeded.embedded.answer(question({ localHour }));
    const greeting = PERSONAS.angio.greetings[band][0] ?? '-';
    expect(answer.message.startsWith(/^.+?[.!?](?=\s|$)/.exec(greeting)?.[0] ?? greeting)).toBe(true);
  });

  it('does not greet a follow-up', async () => {
    const answer = await seeded.embedded.answer(
      question({
        history: [
          { sender: 'user', text: 'Hi' },
          { sender: 'guardian', text: 'Hello!' },
        ],
      }),
    );
    for (const band of Object.values(PERSONAS.angio.greetings))
      for (const greeting of band) expect(answer.message.startsWith(greeting.slice(0, 12))).toBe(false);
  });

  it('answers a dose question about vitamin D with the adult intake in IU and µg', async () => {
    const answer = await seeded.embedded.answer(question({ guardianId: 'immuno', message: 'How much vitamin D do I need?' }));
    expect(answer.message).toMatch(/600 IU/);
    expect(answer.message).toMatch(/15 µg/);
    expect(answer.products[0]?.slug).toMatch(/vitamin-d3/);
  });

  it('answers the asker: plant omega-3 for a vegan, both sides of a comparison, the question before a report', async () => {
    const vegan = await seeded.embedded.answer(question({ guardianId: 'angio', message: "i'm vegan. where do i get omega 3 for heart if no fish?" }));
    expect(vegan.message).toMatch(/flax|chia|walnut/i);
    const compared = await seeded.embedded.answer(question({ guardianId: 'angio', message: 'fish oil vs flaxseed oil for heart, which is better?' }));
    expect(compared.message).toMatch(/flax/i);
    const reported = await seeded.embedded.answer(
      question({ guardianId: 'angio', message: 'potassium rich foods for bp? my doc said eat more potassium less salt' }),
    );
    expect(reported.message).toMatch(/banana|potato|beans|dal|spinach/i);
  });

  it('resolves a follow-up from the conversation: "how much of it?" after vitamin D', async () => {
    const history = [
      { sender: 'user' as const, text: 'Is vitamin D important?' },
      { sender: 'guardian' as const, text: 'Yes, for bones and immunity.' },
    ];
    const answer = await seeded.embedded.answer(question({ guardianId: 'angio', message: 'How much of it should I take?', history }));
    expect(answer.message).toMatch(/600/);
    expect(answer.message).toMatch(/µg/);
  });

  it('adds the see-a-doctor advice and relevant products to "I\'m tired all the time"', async () => {
    const answer = await seeded.embedded.answer(question({ guardianId: 'biome', message: "I'm tired all the time" }));
    expect(answer.message).toMatch(/see a doctor/i);
    expect(answer.message).toMatch(/two weeks/);
    expect(answer.products.length).toBeGreaterThan(0);
  });

  it('names the store’s products in the text when asked for them, and never children’s products to an adult', async () => {
    const answer = await seeded.embedded.answer(question({ guardianId: 'biome', message: 'which of your products for bloating after meals?' }));
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.message).toContain(`From our range: ${answer.products[0]?.name}`);
    const trip = await seeded.embedded.answer(question({ guardianId: 'biome', message: 'going to goa next week, any product to avoid upset stomach?' }));
    expect(trip.products.map((product) => product.slug)).not.toContain('kids-probiotic-gummies');
    const child = await seeded.embedded.answer(question({ guardianId: 'biome', message: 'which probiotic for my 5 year old?' }));
    expect(child.products.map((product) => product.slug)).toEqual(['kids-probiotic-gummies']);
  });

  it('answers "does X help Y" from an entry on X that speaks of Y', async () => {
    const retrieval = await seeded.embedded.retrieve(question({ guardianId: 'regenera', message: 'does magnesium help with sleep??' }));
    expect(retrieval.understanding.evidenceFor).toBe('sleep');
    expect(retrieval.best?.answer?.topic).toBe('magnesium');
    expect(retrieval.best?.text).toMatch(/sleep/i);
  });

  it('lets the words of a question outrank an intent guessed from its topic', async () => {
    const retrieval = await seeded.embedded.retrieve(question({ message: 'my blood pressure cuff says 118/76, what do the readings mean?' }));
    expect(retrieval.best?.answer?.topic).toBe('blood-pressure');
    expect(retrieval.best?.title).toMatch(/normal blood pressure reading|numbers mean/i);
  });

  it('says it has no reliable answer, and records it, when a question names no known topic and the knowledge barely matches it', async () => {
    const answer = await seeded.embedded.answer(question({ message: 'how do I become a better chess player before the tournament?' }));
    expect(answer.message).toMatch(/do not have a reliable answer/);
    expect(answer.unanswered).toEqual({ topic: 'unrecognised', intent: 'how_to' });
    expect(answer.products).toEqual([]);
  });

  it('answers questions about the store as it is: subscriptions, returns from the order page, online payment, guests, paid consultations', async () => {
    const ask = async (message: string) => (await seeded.embedded.answer(question({ message, guardianId: 'immuno' }))).message;
    const repeat = await ask('can I set up a monthly repeat order for the vitamin D3 so I do not forget?');
    expect(repeat).toMatch(/Subscribe & save/);
    expect(repeat).toMatch(/every 30, 60 or 90 days/);
    expect(await ask('how do I pause or cancel my subscription?')).toMatch(/Profile, under Subscriptions/);
    const failing = await ask('what happens if my upi autopay payment fails?');
    expect(failing).toMatch(/tried again the next day/);
    const returns = await ask('what is your return policy? the bottle arrived damaged');
    expect(returns).toMatch(/14 days after delivery/);
    expect(returns).toMatch(/Return items/);
    expect(returns).not.toMatch(/support team/);
    expect(await ask('can I pay by UPI or card online?')).toMatch(/Razorpay/);
    expect(await ask('can I order without an account, as a guest?')).toMatch(/Check out as a guest/);
    const booking = await ask('how do I book a consultation with an expert?');
    expect(booking).toMatch(/calendar/);
    expect(booking).toMatch(/Pay the fee online when you book/);
  });

  it('stays under about 90 words', async () => {
    for (const message of [
      'How can I improve my circulation?',
      'Why do I feel bloated after meals?',
      'What supports memory?',
      'How much magnesium should I take?',
    ]) {
      const answer = await seeded.embedded.answer(question({ message, guardianId: 'biome' }));
      expect(answer.message.split(/\s+/).length).toBeLessThanOrEqual(100);
    }
  });

  it('hands a question another guardian owns to that guardian by name, without products', async () => {
    const answer = await seeded.embedded.answer(question({ guardianId: 'angio', message: 'Do I need a probiotic for my gut bacteria and bloating?' }));
    expect(answer.redirectGuardianId).toBe('biome');
    expect(answer.message).toContain('Commander Biome');
    expect(answer.products).toEqual([]);
  });

  it('answers a general question (sleep) itself, whoever is asked', async () => {
    const answer = await seeded.embedded.answer(question({ guardianId: 'biome', message: 'How many hours of sleep do I need?' }));
    expect(answer.redirectGuardianId).toBeNull();
    expect(answer.message).toMatch(/7/);
  });

  it("uses the asker's own scores only when a profile is given", async () => {
    const profile = { assessedAt: '2026-11-03T10:00:00.000Z', assessmentCount: 1, scores: { angio: 70, regenera: 65, biome: 42, genomica: 80, immuno: 75 } };
    const personal = await seeded.embedded.answer(question({ guardianId: 'biome', message: 'How do I improve my gut health?', profile }));
    expect(personal.message).toContain('Your gut score was 42 on Nov 3, 2026 — your lowest');
    const anonymous = await seeded.embedded.answer(question({ guardianId: 'biome', message: 'How do I improve my gut health?' }));
    expect(anonymous.message).not.toMatch(/your gut score/i);
  });

  it('answers emoji and another script politely', async () => {
    for (const message of ['🙂🙂🙂', '?!', 'मुझे थकान है']) {
      const answer = await seeded.embedded.answer(question({ message }));
      expect(answer.message).toMatch(/English/);
      expect(answer.products).toEqual([]);
    }
  });
});

describe('the B vitamins', () => {
  it.each([
    ['thiamine kitna chahiye daily? I drink a lot of tea', /1\.2 mg of thiamin/],
    ['riboflavin how much per day? my urine is bright yellow from the b complex', /1\.3 mg of riboflavin[\s\S]*harmless/],
    ['how much niacin should I take for cholesterol?', /35 mg[\s\S]*did not prevent heart attacks/],
    ['foods rich in B6? veg options please', /Chickpeas/],
  ])('answers "%s" from its own entry', async (message, expected) => {
    const answer = await seeded.embedded.answer(question({ guardianId: 'immuno', message }));
    expect(answer.message).toMatch(expected);
    expect(answer.unanswered).toBeFalsy();
  });
});

interface FakeLlm {
  url: string;
  requests: { authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[];
  close(): Promise<void>;
}

async function fakeLlm(respond: (res: http.ServerResponse) => void): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as FakeLlm['requests'][number]['body'] });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('OpenAI-compatible provider', () => {
  const settings = (baseUrl: string) => ({ baseUrl, apiKey: 'test-key', model: 'guardian-test', timeoutMs: 300 });

  it('answers with the model reply, sends persona and retrieved facts, and keeps catalog products', async () => {
    const llm = await fakeLlm((res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'Model says: walk daily.' } }] })),
    );
    try {
      const provider = new OpenAiChatProvider(seeded.embedded, settings(llm.url), pino({ level: 'silent' }));
      const answer = await provider.answer(
        question({
          history: [
            { sender: 'user', text: 'Hi' },
            { sender: 'guardian', text: 'Hello!' },
          ],
        }),
      );
      expect(answer).toMatchObject({ message: 'Model says: walk daily.', answeredBy: 'llm' });
      expect(answer.products).toEqual((await seeded.embedded.answer(question())).products);
      const [request] = llm.requests;
      expect(request?.authorization).toBe('Bearer test-key');
      expect(request?.body.model).toBe('guardian-test');
      const [system, ...rest] = request?.body.messages ?? [];
      expect(system?.content).toContain('Captain Angio');
      expect(system?.content).toContain('Facts:');
      expect(system?.content).not.toContain('Safety:');
      expect(rest.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    } finally {
      await llm.close();
    }
  });

  it("puts the caution and the asker's scores in the system prompt", async () => {
    const llm = await fakeLlm((res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'Check first.' } }] })),
    );
    try {
      const provider = new OpenAiChatProvider(seeded.embedded, settings(llm.url), pino({ level: 'silent' }));
      const profile = { assessedAt: '2026-11-03T10:00:00.000Z', assessmentCount: 2, scores: { angio: 40, regenera: 65, biome: 42, genomica: 80, immuno: 75 } };
      await provider.answer(question({ message: 'Can I take omega-3 with warfarin?', profile }));
      const system = llm.requests[0]?.body.messages[0]?.content ?? '';
      expect(system).toContain('Safety:');
      expect(system).toContain('Omega-3 can add to the effect of warfarin on bleeding');
      expect(system).toContain('Your circulation score was 40');
    } finally {
      await llm.close();
    }
  });

  it('never lets an emergency or a crisis reach the model, and filters the model answer’s products by the caution', async () => {
    const llm = await fakeLlm((res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'Here is my answer.' } }] })),
    );
    try {
      const logger = pino({ level: 'silent' });
      const provider = new OpenAiChatProvider(seeded.embedded, settings(llm.url), logger);
      const service = new ChatService({
        db: seeded.db,
        provider,
        knowledge: new KnowledgeBase({ db: seeded.db, ttlMs: 60_000 }),
        retrieval: seeded.embedded,
        logger,
        safety: DEFAULT_SAFETY_NUMBERS,
      });
      for (const message of ['my chest is crushing and my left arm is numb', 'I want to end my life']) {
        const reply = await service.reply({ message, guardianId: 'angio', chatHistory: [] }, null);
        expect(reply.answeredBy).toBe('safety');
        expect(reply.products).toEqual([]);
      }
      expect(llm.requests).toHaveLength(0);

      const caution = await service.reply({ message: 'Which omega-3 should I buy? I take warfarin.', guardianId: 'angio', chatHistory: [] }, null);
      expect(llm.requests).toHaveLength(1);
      expect(caution.answeredBy).toBe('llm');
      expect(caution.message.startsWith('Omega-3 can add to the effect of warfarin on bleeding')).toBe(true);
      expect(caution.message.endsWith('Here is my answer.')).toBe(true);
      expect(caution.products.map((product) => product.slug).filter((slug) => slug.includes('omega'))).toEqual([]);
    } finally {
      await llm.close();
    }
  });

  it.each([
    ['answers 500', (res: http.ServerResponse) => res.writeHead(500).end('boom')],
    ['does not answer within the timeout', () => undefined],
    ['answers without content', (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}')],
  ])('falls back to the embedded answer and logs a warning when the model %s', async (_case, respond) => {
    const llm = await fakeLlm(respond);
    try {
      const logger = pino({ level: 'silent' });
      const warn = vi.spyOn(logger, 'warn');
      const provider = new OpenAiChatProvider(seeded.embedded, settings(llm.url), logger);
      const answer = await provider.answer(question());
      expect(answer.answeredBy).toBe('embedded');
      expect(answer.message).toBe((await seeded.embedded.answer(question())).message);
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      await llm.close();
    }
  });
});

describe('the asker’s own areas', () => {
  const profile = { assessedAt: '2026-11-20T10:00:00.000Z', assessmentCount: 1, scores: { angio: 72, regenera: 64, biome: 41, genomica: 80, immuno: 55 } };

  it('answers "which of my areas is weakest" with the lowest of the five scores, whoever is asked', () => {
    const answer = areaRankingAnswer('Which of my areas is weakest?', profile);
    expect(answer).toMatch(/^Your lowest area is gut, 41 on/);
    expect(answer).toMatch(/Captain Biome|Biome/);
    expect(areaRankingAnswer('where am I strongest?', profile)).toMatch(/^Your strongest area is cognitive, 80/);
  });

  it('answers for the one area the asker names as their lowest, with or without a saved assessment', () => {
    expect(areaRankingAnswer('my assessment says immunity 35, my weakest area. how do I begin?', null)).toMatch(
      /^You say your lowest area is immunity, 35\. General Immuno looks after it/,
    );
    expect(areaRankingAnswer('heart came out as my lowest score, what helps?', profile)).toMatch(/^You say your lowest area is circulation\. Captain Angio/);
  });

  it('answers for an area of another quiz the asker names as their lowest (sleep, energy, mood, nutrition, hydration)', () => {
    expect(areaRankingAnswer("Sleep is my weakest area in the quiz (4/10). What's the first thing I should change?", null)).toMatch(
      /^You say your lowest area is sleep\. Start with the same bedtime/,
    );
    expect(areaRankingAnswer('quiz said my nutrition score is 55, lowest of all. what am i missing?', profile)).toMatch(
      /^You say your lowest area is nutrition\./,
    );
    expect(areaRankingAnswer("what does 'weakest area: hydration' mean in my report? i drink tea all day", null)).toMatch(/tea counts/);
    // Two of them named, or a ranking asked: not one area's answer.
    expect(areaRankingAnswer('my sleep and mood scores are my weakest, which one first?', null)).not.toMatch(/^You say/);
    expect(areaRankingAnswer('what is the worst food for sleep?', null)).toBeUndefined();
  });

  it('answers for the area named even when "which" only tells the asker’s surprise', () => {
    expect(areaRankingAnswer('circulation came out as my lowest score which surprised me, what lifestyle changes help circulation?', null)).toMatch(
      /^You say your lowest area is circulation\. Captain Angio/,
    );
    expect(areaRankingAnswer('my gut is 40, which area should I work on first?', profile)).toMatch(/^Your lowest area is gut, 41/);
  });

  it('asks for an assessment when there are no scores, and leaves other questions alone', () => {
    expect(areaRankingAnswer('which of my areas is lowest', null)).toMatch(/Take the Guardian Assessment/);
    expect(areaRankingAnswer('what is the best magnesium?', profile)).toBeUndefined();
    expect(areaRankingAnswer("what's the worst food for my gut?", profile)).toBeUndefined();
  });

  it.each([
    'which area should I work on first?',
    'where am I lagging?',
    'which of my scores needs the most improvement?',
    'what is my biggest weakness in the assessment?',
  ])('answers "%s" with the lowest area', (question) => {
    expect(areaRankingAnswer(question, profile)).toMatch(/^Your lowest area is gut/);
  });

  it('ranks the scores a message quotes over the saved ones, with a first step for the lowest', () => {
    expect(statedScores('my gut score is 40 and immunity 42. which to work on first?')).toEqual({ biome: 40, immuno: 42 });
    expect(statedScores('Heart: 70, brain = 55, skin 61')).toEqual({ angio: 70, genomica: 55, regenera: 61 });
    expect(statedScores('I ate 3 eggs for my gut')).toEqual({});
    const answer = areaRankingAnswer('my gut score is 40 and immunity 42. which to work on first?', null);
    expect(answer).toMatch(/^Of the scores you gave, the lowest is gut, 40 \(then immunity 42\)/);
    expect(answer).toMatch(/fibre/);
    // One quoted score ranks nothing: the saved assessment answers.
    expect(areaRankingAnswer('my gut is 40, which area should I work on first?', profile)).toMatch(/^Your lowest area is gut, 41 on/);
  });
});

describe('herbs the store does not sell', () => {
  it.each([
    ['immuno', 'does chamomile tea actually help you sleep?', /chamomile[^.]*calming[\s\S]*evidence is limited/i],
    ['biome', 'do peppermint oil capsules help with IBS cramps?', /enteric-coated peppermint oil[\s\S]*heartburn/i],
    ['immuno', 'does cranberry stop UTIs coming back?', /cranberry products can reduce the chance of repeat urinary tract infections[\s\S]*does not treat/i],
  ] as const)('%s answers "%s" from the herb\'s own entry', async (guardianId, message, expected) => {
    const answer = await seeded.embedded.answer(question({ guardianId, message }));
    expect(answer.message).toMatch(expected);
  });
});

describe('questions about a child', () => {
  it.each([
    ['immuno', 'how much vitamin C does my 7 year old need', /25 mg at 4 to 8/],
    ['immuno', 'how much vitamin D does my 5 year old need?', /children from age 1 need 600 IU/],
    ['regenera', 'how much calcium does my 12 year old daughter need', /1,300 mg from 9 to 18/],
    ['genomica', 'how many hours of sleep should a 9 year old get?', /6 to 12 need 9 to 12 hours/],
    ['immuno', 'my 6 year old has a mild cold, how long do kids colds usually last?', /7 to 10 days[\s\S]*See a doctor/],
  ] as const)('%s answers "%s" with the children’s figures', async (guardianId, message, expected) => {
    const answer = await seeded.embedded.answer(question({ guardianId, message }));
    expect(answer.message).toMatch(expected);
    expect(answer.message).not.toMatch(/Adults need|Most adults need/);
  });

  it.each([
    ['immuno', 'how much vitamin c do i need', /Adults need 90 mg/],
    ['genomica', 'how many hours of sleep do I need?', /adults need 7 to 9 hours/i],
    ['immuno', 'my daughter is 27, how much vitamin C does she need?', /Adults need 90 mg/],
    ['regenera', 'calcium requirment for 25 year old guy? whats the UL', /Adults aged 19 to 50/],
    ['immuno', 'Zinc dose for adults? per day and the upper limit pls. 35M', /Adults need 11 mg of zinc/],
    ['immuno', 'got my report, vitamin d is 14 ng/ml. how much d3 should i take daily and what is the max?', /4,000 IU/],
  ] as const)('%s still answers "%s" for an adult', async (guardianId, message, expected) => {
    const answer = await seeded.embedded.answer(question({ guardianId, message }));
    expect(answer.message).toMatch(expected);
  });
});
