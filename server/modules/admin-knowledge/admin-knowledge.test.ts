// /api/admin/knowledge (issue 16) on this run's database: staff read, only admins write, every write is audited and
// answered from by the chat at once, validation answers 400s, and "Try a question" runs the chat's own triage first.
import { describe, expect, it } from 'vitest';
import { AuditPage } from '@common/contracts/admin';
import { KnowledgeEntryResponse, KnowledgePage, KnowledgeTryResult, UnansweredQuestionsResponse } from '@common/contracts/admin-knowledge';
import type { KnowledgeEntryDraft } from '@common/contracts/admin-knowledge';
import { GuardianChatResponse } from '@common/contracts/chat';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { readErrorBody, readValidationIssues, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

let guestCount = 0;
/** A signed-out browser with its own address, so the per-address chat limit never joins two tests. */
const guest = () => new TestVisitor(app, { address: `10.8.0.${++guestCount}` });

const ask = async (guardianId: string, message: string) => {
  const response = await guest().post('/api/guardian-chat', { message, guardianId, userEmail: '', chatHistory: [] });
  expect(response.status).toBe(200);
  return GuardianChatResponse.parse(await response.json());
};

const SHILAJIT: KnowledgeEntryDraft = {
  guardianId: 'regenera',
  title: 'What is shilajit resin?',
  text: 'Shilajit is a sticky mountain resin sold as an ageing tonic; good human trials are few and small.',
  detail: 'Buy only purified shilajit tested for heavy metals.',
  source: { title: 'Test source — Shilajit review', url: 'https://example.org/shilajit' },
  tags: ['Ayurveda', 'resin'],
  topic: null,
  intent: 'what_is',
};

function put(visitor: TestVisitor, id: string, body: unknown): Promise<Response> {
  return visitor.request(`/api/admin/knowledge/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function create(visitor: TestVisitor, draft: KnowledgeEntryDraft) {
  const response = await visitor.post('/api/admin/knowledge', draft);
  expect(response.status).toBe(201);
  return KnowledgeEntryResponse.parse(await response.json()).entry;
}

async function list(visitor: TestVisitor, query: string) {
  const response = await visitor.get(`/api/admin/knowledge${query}`);
  expect(response.status, query).toBe(200);
  return KnowledgePage.parse(await response.json());
}

async function auditOf(visitor: TestVisitor, entityId: string) {
  const page = AuditPage.parse(await (await visitor.get('/api/admin/audit?entityType=knowledge_entry&pageSize=100')).json());
  return page.entries.filter((entry) => entry.entityId === entityId);
}

describe(`the admin knowledge API on ${TEST_DATABASE_KIND}`, () => {
  it('refuses visitors (401) and customers and partners (403) on every knowledge endpoint', async () => {
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: practitioner } = await visitorWithRoles(app, ['doctor']);
    const { visitor: brand } = await visitorWithRoles(app, ['brand_partner']);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/knowledge', undefined],
      ['GET', '/api/admin/knowledge/shared-vitamin-d-dose', undefined],
      ['POST', '/api/admin/knowledge', SHILAJIT],
      ['PUT', '/api/admin/knowledge/shared-vitamin-d-dose', SHILAJIT],
      ['POST', '/api/admin/knowledge/shared-vitamin-d-dose/retire', undefined],
      ['POST', '/api/admin/knowledge/shared-vitamin-d-dose/restore', undefined],
      ['POST', '/api/admin/knowledge/try', { question: 'How much vitamin D?' }],
    ];
    const send = (visitor: TestVisitor, [method, path, body]: [string, string, unknown]) =>
      visitor.request(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const call of calls) {
      expect((await send(new TestVisitor(app), call)).status, call.join(' ')).toBe(401);
      for (const outsider of [customer, practitioner, brand]) {
        const response = await send(outsider, call);
        expect(response.status, call.join(' ')).toBe(403);
        expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets support read and try questions but never write: 403 on create, edit, retire and restore, nothing changed', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const entry = await create(admin, {
      ...SHILAJIT,
      title: 'What is sea buckthorn oil?',
      text: 'Sea buckthorn oil is pressed from orange berries and is rich in omega-7 fats.',
      status: 'draft',
    });
    expect((await list(support, '')).total).toBeGreaterThan(0);
    expect((await support.get(`/api/admin/knowledge/${entry.id}`)).status).toBe(200);
    expect((await support.post('/api/admin/knowledge/try', { question: 'What is shilajit?' })).status).toBe(200);

    const refused = [
      await support.post('/api/admin/knowledge', SHILAJIT),
      await put(support, entry.id, { ...SHILAJIT, text: 'Support tried to change this text here.' }),
      await support.post(`/api/admin/knowledge/${entry.id}/retire`),
      await support.post(`/api/admin/knowledge/${entry.id}/restore`),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
    }
    const after = KnowledgeEntryResponse.parse(await (await admin.get(`/api/admin/knowledge/${entry.id}`)).json()).entry;
    expect(after).toEqual(entry);
    expect((await auditOf(admin, entry.id)).map((audited) => audited.action)).toEqual(['knowledge.created']);
  });

  it('lists the seeded entries, filtered by guardian, shared, status and words, and paged', async () => {
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const all = await list(support, '?pageSize=100');
    expect(all.total).toBeGreaterThan(50);
    expect(all.entries.every((entry) => entry.source.title.length > 0)).toBe(true);

    const angio = await list(support, '?guardian=angio&pageSize=100');
    expect(angio.total).toBeGreaterThan(0);
    expect(angio.entries.every((entry) => entry.guardianId === 'angio')).toBe(true);
    const shared = await list(support, '?guardian=shared&pageSize=100');
    expect(shared.total).toBeGreaterThan(0);
    expect(shared.entries.every((entry) => entry.guardianId === null)).toBe(true);
    expect(shared.entries.map((entry) => entry.id)).toContain('shared-vitamin-d-dose');

    // Case does not matter, on both databases, and the words may be in the source.
    const vitaminD = await list(support, '?q=VITAMIN%20D&pageSize=100');
    expect(vitaminD.total).toBeGreaterThan(0);
    expect(vitaminD.entries.map((entry) => entry.id)).toContain('shared-vitamin-d-dose');
    const bySource = await list(support, '?q=dietary%20supplements&pageSize=100');
    expect(bySource.entries.some((entry) => entry.source.title.toLowerCase().includes('dietary supplements'))).toBe(true);
    // A % is a character, not a wildcard.
    expect((await list(support, '?q=%25%25%25')).total).toBe(0);

    const first = await list(support, '?pageSize=5&page=1');
    const second = await list(support, '?pageSize=5&page=2');
    expect(first.entries).toHaveLength(5);
    expect(second.entries).toHaveLength(5);
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[0]?.id);
    expect(first.total).toBe(all.total);

    expect((await list(support, '?status=retired')).entries.every((entry) => entry.status === 'retired')).toBe(true);
    for (const bad of ['?guardian=zeus', '?status=gone', '?pageSize=1000', '?page=0']) {
      const response = await support.get(`/api/admin/knowledge${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    expect((await support.get('/api/admin/knowledge/no-such-entry')).status).toBe(404);
  });

  it.each([
    ['no source', { source: undefined }, 'source'],
    ['a source title of two letters', { source: { title: 'ab', url: '' } }, 'source.title'],
    ['a source address that is not a web address', { source: { title: 'A real source', url: 'javascript:alert(1)' } }, 'source.url'],
    ['a title of two letters', { title: 'ab' }, 'title'],
    ['a text over 600 characters', { text: 'a'.repeat(601) }, 'text'],
    ['an unknown guardian', { guardianId: 'zeus' }, 'guardianId'],
    ['an unknown topic', { topic: 'unicorn-horn' }, 'topic'],
    ['an unknown intent', { intent: 'gossip' }, 'intent'],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, 'tags'],
    ['a tag with a symbol', { tags: ['<b>'] }, 'tags.0'],
    ['the retired status', { status: 'retired' }, 'status'],
    ['a field the API does not know', { position: 3 }, ''],
  ])('refuses an entry with %s (400 VALIDATION_FAILED naming the field)', async (_case, change, path) => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const response = await admin.post('/api/admin/knowledge', { ...SHILAJIT, ...change });
    expect(response.status).toBe(400);
    const issues = await readValidationIssues(response);
    expect(issues.map((issue) => issue.path)).toContain(path);
  });

  it('creates an entry the chat answers with at once, edits it, retires and restores it, each write audited', async () => {
    const { visitor: admin, email } = await visitorWithRoles(app, ['admin']);
    const question = 'What is shilajit resin?';
    expect((await ask('regenera', question)).message).not.toContain('sticky mountain resin');

    const entry = await create(admin, SHILAJIT);
    expect(entry).toMatchObject({
      guardianId: 'regenera',
      title: SHILAJIT.title,
      source: SHILAJIT.source,
      tags: ['ayurveda', 'resin'],
      topic: null,
      intent: 'what_is',
      status: 'published',
    });
    expect(entry.id).toMatch(/^regenera-general-what-is-[0-9a-f]{8}$/);
    // Found by its tag as well.
    expect((await list(admin, '?q=ayurveda')).entries.map((found) => found.id)).toContain(entry.id);
    const created = await ask('regenera', question);
    expect(created.message).toContain('Shilajit is a sticky mountain resin');
    expect(created.message).toContain('heavy metals');

    const editedText = 'Shilajit is a mineral-rich resin from high mountain rocks; evidence for it is thin.';
    const edited = await put(admin, entry.id, { ...SHILAJIT, text: editedText, detail: '' });
    expect(edited.status).toBe(200);
    expect(KnowledgeEntryResponse.parse(await edited.json()).entry).toMatchObject({ text: editedText, detail: '' });
    const afterEdit = await ask('regenera', question);
    expect(afterEdit.message).toContain('mineral-rich resin');
    expect(afterEdit.message).not.toContain('sticky mountain resin');

    const retired = await admin.post(`/api/admin/knowledge/${entry.id}/retire`);
    expect(retired.status).toBe(200);
    expect(KnowledgeEntryResponse.parse(await retired.json()).entry.status).toBe('retired');
    expect((await ask('regenera', question)).message).not.toContain('mineral-rich resin');
    expect((await readErrorBody(await admin.post(`/api/admin/knowledge/${entry.id}/retire`))).code).toBe('KNOWLEDGE_ENTRY_RETIRED');
    const editRetired = await put(admin, entry.id, SHILAJIT);
    expect(editRetired.status).toBe(409);
    expect((await readErrorBody(editRetired)).code).toBe('KNOWLEDGE_ENTRY_RETIRED');

    const restored = await admin.post(`/api/admin/knowledge/${entry.id}/restore`);
    expect(KnowledgeEntryResponse.parse(await restored.json()).entry.status).toBe('published');
    expect((await ask('regenera', question)).message).toContain('mineral-rich resin');
    expect((await readErrorBody(await admin.post(`/api/admin/knowledge/${entry.id}/restore`))).code).toBe('KNOWLEDGE_ENTRY_NOT_RETIRED');
    expect((await put(admin, 'no-such-entry', SHILAJIT)).status).toBe(404);

    const audit = await auditOf(admin, entry.id);
    expect(audit.map((audited) => audited.action)).toEqual(['knowledge.restored', 'knowledge.retired', 'knowledge.updated', 'knowledge.created']);
    expect(audit.every((audited) => audited.actor.email === email && audited.entityType === 'knowledge_entry')).toBe(true);
    expect(audit[2]?.summary).toBe(`Knowledge entry "${SHILAJIT.title}" edited (changed: text, supporting fact)`);
    // Refused writes leave no entry behind.
    expect(audit).toHaveLength(4);
  });

  it('keeps a draft out of the chat until it is published', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const draft = await create(admin, {
      ...SHILAJIT,
      guardianId: null,
      title: 'What is kokum powder?',
      text: 'Kokum powder is the dried rind of the Garcinia indica fruit, used in Konkan cooking.',
      status: 'draft',
    });
    expect(draft.guardianId).toBeNull();
    expect((await ask('immuno', 'What is kokum powder?')).message).not.toContain('Garcinia indica fruit');
    await put(admin, draft.id, { ...SHILAJIT, guardianId: null, title: draft.title, text: draft.text, status: 'published' });
    expect((await ask('immuno', 'What is kokum powder?')).message).toContain('Garcinia indica fruit');
  });

  it('tries a question: the entries the chat uses, best first, with the reply', async () => {
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const response = await support.post('/api/admin/knowledge/try', { question: 'How much vitamin D should I take a day?', guardianId: 'immuno' });
    expect(response.status).toBe(200);
    const result = KnowledgeTryResult.parse(await response.json());
    expect(result.triage).toEqual({ level: null, reasons: [] });
    expect(result.answeredBy).toBe('embedded');
    expect(result.understood).toMatchObject({ topics: expect.arrayContaining(['vitamin-d']), intent: 'dose' });
    const [first, ...rest] = result.entries;
    expect(first).toMatchObject({ rank: 1, role: 'answer', kind: 'answer' });
    expect(first?.knowledgeEntryId).toMatch(/vitamin-d-dose/);
    // The reply is built on the first entry.
    expect(result.reply).toContain(first?.text.slice(0, 40) ?? 'missing');
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((hit) => hit.role !== 'answer')).toBe(true);
    const scores = rest.filter((hit) => hit.role === 'candidate').map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('says so when it has no answer to what was asked, and lists the question for the editors, without its asker', async () => {
    const question = 'which foods have melatonin in them?';
    for (const asker of [guest(), guest()]) {
      const body = GuardianChatResponse.parse(await (await asker.post('/api/guardian-chat', { message: question, guardianId: 'genomica' })).json());
      expect(body.message).toMatch(/I do not have a reliable answer on which foods have it for melatonin yet, so I will not guess/);
      expect(body.message).toMatch(/Find an expert/);
    }
    // Trying it in the admin area does not add to the list.
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    await admin.post('/api/admin/knowledge/try', { question, guardianId: 'genomica' });
    const listed = UnansweredQuestionsResponse.parse(await (await admin.get('/api/admin/knowledge/unanswered')).json());
    const unanswered = listed.groups.find((group) => group.topic === 'melatonin' && group.intent === 'food_sources');
    expect(unanswered).toMatchObject({ topicLabel: 'melatonin', count: 2 });
    expect(unanswered?.examples.map((example) => example.question)).toEqual([question, question]);
    expect(Object.keys(unanswered?.examples[0] ?? {}).sort()).toEqual(['askedAt', 'guardianId', 'question']);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    expect((await support.get('/api/admin/knowledge/unanswered')).status).toBe(200);
    const { visitor: customer } = await registerVisitor(app);
    expect((await customer.get('/api/admin/knowledge/unanswered')).status).toBe(403);
    expect((await guest().get('/api/admin/knowledge/unanswered')).status).toBe(401);
  });

  it('tries an emergency question: the safety triage answers and no entry is used', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const result = KnowledgeTryResult.parse(
      await (await admin.post('/api/admin/knowledge/try', { question: 'I have chest pain and my left arm is numb right now', guardianId: 'angio' })).json(),
    );
    expect(result.triage).toEqual({ level: 'emergency', reasons: ['signs of a heart attack'] });
    expect(result.answeredBy).toBe('safety');
    expect(result.entries).toEqual([]);
    expect(result.understood).toBeNull();
    expect(result.reply).toContain('Call 112');
  });

  it('shows a caution in the triage and still ranks the entries', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const result = KnowledgeTryResult.parse(
      await (await admin.post('/api/admin/knowledge/try', { question: 'Which omega-3 should I buy? I take warfarin.', guardianId: 'angio' })).json(),
    );
    expect(result.triage.level).toBe('caution');
    expect(result.triage.reasons[0]).toMatch(/warfarin/i);
    expect(result.entries.length).toBeGreaterThan(0);
  });

  it('refuses a try without a question or with an unknown guardian (400)', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    for (const body of [{}, { question: '   ' }, { question: 'hello', guardianId: 'zeus' }]) {
      const response = await admin.post('/api/admin/knowledge/try', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
  });
});
