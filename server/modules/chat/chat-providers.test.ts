import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../../../common/personas';
import { openDatabase } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import type { Database } from '../../db/schema';
import { GUARDIAN_CONTENT } from '../../db/seed/guardian-content';
import { createTestDatabase } from '../../test/test-context';
import type { TestDatabase } from '../../test/test-context';
import type { ChatQuestion } from './chat-provider';
import { EmbeddedChatProvider } from './embedded-chat-provider';
import { KnowledgeBase } from './knowledge-base';
import { OpenAiChatProvider } from './openai-chat-provider';

let database: TestDatabase;
let db: Kysely<Database>;
let embedded: EmbeddedChatProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  db = openDatabase(database.location, logger).db;
  await prepareDatabase(db, logger);
  // Always the first greeting and encouragement, so the band can be told from the text.
  embedded = new EmbeddedChatProvider(new KnowledgeBase({ db, ttlMs: 60_000 }), () => 0);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const question = (overrides: Partial<ChatQuestion> = {}): ChatQuestion => ({
  guardianId: 'angio',
  message: 'How can I improve my circulation?',
  history: [],
  localHour: 9,
  ...overrides,
});

describe('embedded provider greeting bands (spec 9)', () => {
  it.each([
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
  ] as const)('greets at %i h with the %s greeting', async (localHour, band) => {
    const answer = await embedded.answer(question({ localHour }));
    expect(answer.message.startsWith(PERSONAS.angio.greetings[band][0] ?? '-')).toBe(true);
    expect(answer.message).toContain(PERSONAS.angio.encouragements[0]);
  });

  it('quotes a retrieved tip about the question from the guardian content', async () => {
    const answer = await embedded.answer(question({ message: 'Why are my hands and feet often cold?' }));
    expect(answer.message).toContain(GUARDIAN_CONTENT.angio.science.challenges.find((challenge) => challenge.startsWith('Cold hands')));
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
    const llm = await fakeLlm((res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'Model says: walk daily.' } }] })));
    try {
      const provider = new OpenAiChatProvider(embedded, settings(llm.url), pino({ level: 'silent' }));
      const answer = await provider.answer(question({ history: [{ sender: 'user', text: 'Hi' }, { sender: 'guardian', text: 'Hello!' }] }));
      expect(answer).toMatchObject({ message: 'Model says: walk daily.', answeredBy: 'llm' });
      expect(answer.products).toEqual((await embedded.answer(question())).products);
      const [request] = llm.requests;
      expect(request?.authorization).toBe('Bearer test-key');
      expect(request?.body.model).toBe('guardian-test');
      const [system, ...rest] = request?.body.messages ?? [];
      expect(system?.content).toContain('Captain Angio');
      expect(system?.content).toContain('circulation starts to improve');
      expect(rest.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
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
      const provider = new OpenAiChatProvider(embedded, settings(llm.url), logger);
      const answer = await provider.answer(question());
      expect(answer.answeredBy).toBe('embedded');
      expect(answer.message).toBe((await embedded.answer(question())).message);
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      await llm.close();
    }
  });
});
