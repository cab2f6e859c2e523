// Two servers on one database (issue 16): a knowledge edit made through one instance changes the chat answer of the
// other within seconds, long before its index TTL (a minute) runs out, because each reads the version stamp.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeEntryResponse } from '@common/contracts/admin-knowledge';
import { GuardianChatResponse } from '@common/contracts/chat';
import { DEFAULT_CHAT_SETTINGS } from '../../config';
import { visitorWithRoles } from '../../test/accounts-helpers';
import { createTestDatabase, eventually, startTestApp, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';

let database: TestDatabase;
let first: TestApp | undefined;
let second: TestApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  // One after the other: the first prepares the database (migrations, seed), the second finds it ready.
  first = await startTestApp({ location: database.location });
  second = await startTestApp({ location: database.location });
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

function instances(): [TestApp, TestApp] {
  if (!first || !second) throw new Error('The instances start in beforeAll');
  return [first, second];
}

let askCount = 0;
async function ask(app: TestApp, message: string): Promise<string> {
  const response = await new TestVisitor(app, { address: `10.7.${Math.floor(++askCount / 250)}.${(askCount % 250) + 1}` }).post('/api/guardian-chat', {
    message,
    guardianId: 'biome',
    userEmail: '',
    chatHistory: [],
  });
  expect(response.status).toBe(200);
  return GuardianChatResponse.parse(await response.json()).message;
}

describe(`two servers on one ${TEST_DATABASE_KIND} database`, () => {
  it('answers on instance B from an entry created and then edited through instance A, within seconds', async () => {
    const [a, b] = instances();
    // Well inside the TTL: only the version stamp can explain a change this fast.
    const withinMs = 5_000;
    expect(DEFAULT_CHAT_SETTINGS.knowledgeTtlMs).toBeGreaterThanOrEqual(60_000);
    const question = 'What is spirulina powder?';
    // B builds its index now, before the entry exists.
    expect(await ask(b, question)).not.toContain('blue-green alga');

    const { visitor: admin } = await visitorWithRoles(a, ['admin']);
    const draft = {
      guardianId: 'biome',
      title: question,
      text: 'Spirulina is a dried blue-green alga, high in protein by weight but eaten in small amounts.',
      source: { title: 'Test source — Spirulina fact sheet', url: 'https://example.org/spirulina' },
      intent: 'what_is',
    };
    const created = await admin.post('/api/admin/knowledge', draft);
    expect(created.status).toBe(201);
    const { entry } = KnowledgeEntryResponse.parse(await created.json());

    let started = Date.now();
    await eventually(async () => (await ask(b, question)).includes('blue-green alga'), withinMs);
    const createdAfterMs = Date.now() - started;

    const edited = await admin.request(`/api/admin/knowledge/${entry.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...draft, text: 'Spirulina is a cyanobacterium sold as green powder; buy it tested for microcystins.' }),
    });
    expect(edited.status).toBe(200);
    started = Date.now();
    await eventually(async () => {
      const reply = await ask(b, question);
      return reply.includes('cyanobacterium') && !reply.includes('blue-green alga');
    }, withinMs);
    const editedAfterMs = Date.now() - started;

    expect(await ask(a, question)).toContain('cyanobacterium');
    expect(Math.max(createdAfterMs, editedAfterMs)).toBeLessThan(withinMs);
  }, 60_000);
});
