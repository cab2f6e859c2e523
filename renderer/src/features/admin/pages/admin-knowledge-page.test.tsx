import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminKnowledgeEntry, KnowledgePage, KnowledgeTryResult } from '@common/contracts/admin-knowledge';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminKnowledgePage } from './admin-knowledge-page';

afterEach(() => cleanup());

const admin = () => json({ user: accountUser({ roles: ['customer', 'admin'], email: 'ada@guardians.example' }) });
const support = () => json({ user: accountUser({ roles: ['customer', 'support'], email: 'sam@guardians.example' }) });

const seeded: AdminKnowledgeEntry = {
  id: 'shared-vitamin-d-dose',
  guardianId: null,
  title: 'How much vitamin D do I need?',
  text: 'Most adults need 600 to 800 IU a day.',
  detail: 'The upper limit for adults is 4,000 IU a day.',
  source: { title: 'NIH Office of Dietary Supplements — Vitamin D', url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/' },
  tags: [],
  topic: 'vitamin-d',
  intent: 'dose',
  status: 'published',
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

const page = (entries: AdminKnowledgeEntry[]): KnowledgePage => ({ entries, page: 1, pageSize: 25, total: entries.length });

// The entry dialog renders over a hundred topic options: on a loaded two-core machine a test takes longer than 5 s.
describe('/admin/knowledge', { timeout: 15_000 }, () => {
  it('lists the seeded entries with their source, and filters by guardian, status and words', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/knowledge': () => json(page([seeded])),
    });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    expect(await screen.findByText('How much vitamin D do I need?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'NIH Office of Dietary Supplements — Vitamin D' }).getAttribute('href')).toContain('ods.od.nih.gov');
    expect(screen.getByText('1 entry')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Guardian' }), { target: { value: 'shared' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'retired' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Words' }), { target: { value: 'vitamin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = fake.requestsTo('GET /api/admin/knowledge').at(-1)?.url ?? '';
      expect(last).toContain('guardian=shared');
      expect(last).toContain('status=retired');
      expect(last).toContain('q=vitamin');
    });
  });

  it('lists the questions the chat could not answer, most asked first, in the askers’ words', async () => {
    installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/knowledge': () => json(page([seeded])),
      'GET /api/admin/knowledge/unanswered': () =>
        json({
          groups: [
            {
              topic: 'caffeine',
              topicLabel: 'caffeine',
              intent: 'timing',
              count: 3,
              lastAskedAt: '2026-11-28T09:00:00.000Z',
              examples: [{ question: 'when should I stop drinking coffee?', guardianId: 'genomica', askedAt: '2026-11-28T09:00:00.000Z' }],
            },
          ],
        }),
    });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    const section = await screen.findByRole('region', { name: 'Unanswered questions' });
    expect(await within(section).findByText('caffeine: When to take')).toBeTruthy();
    expect(within(section).getByText('asked 3 times')).toBeTruthy();
    expect(within(section).getByText(/when should I stop drinking coffee\?/)).toBeTruthy();
  });

  it('creates an entry from the form, checked with the API contract first', async () => {
    let entries = [seeded];
    const fake = installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/knowledge': () => json(page(entries)),
      'POST /api/admin/knowledge': (request) => {
        const body = JSON.parse(String(request.init?.body)) as { title: string; text: string };
        const created: AdminKnowledgeEntry = {
          ...seeded,
          id: 'regenera-general-what-is-1',
          guardianId: 'regenera',
          topic: null,
          intent: 'what_is',
          ...body,
          tags: ['resin'],
        };
        entries = [...entries, created];
        return json({ entry: created }, 201);
      },
    });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    const newEntry = await screen.findByRole('button', { name: 'New entry' });
    await waitFor(() => expect((newEntry as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(newEntry);
    const form = await screen.findByRole('form', { name: 'New knowledge entry' });
    // Nothing filled in: the contract's errors, and no request.
    fireEvent.click(within(form).getByRole('button', { name: 'Create entry' }));
    expect(await within(form).findAllByText(/Too small|at least/i)).not.toHaveLength(0);
    expect(fake.requestsTo('POST /api/admin/knowledge')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'What is shilajit resin?' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Answer/ }), { target: { value: 'Shilajit is a sticky mountain resin sold as a tonic.' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Source$/ }), { target: { value: 'Test source — Shilajit' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Source address/ }), { target: { value: 'https://example.org/shilajit' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Tags/ }), { target: { value: 'Resin, ayurveda' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Guardian' }), { target: { value: 'regenera' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create entry' }));

    await waitFor(() => expect(fake.requestsTo('POST /api/admin/knowledge')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('POST /api/admin/knowledge')[0]?.init?.body))).toEqual({
      guardianId: 'regenera',
      title: 'What is shilajit resin?',
      text: 'Shilajit is a sticky mountain resin sold as a tonic.',
      detail: '',
      source: { title: 'Test source — Shilajit', url: 'https://example.org/shilajit' },
      tags: ['Resin', 'ayurveda'],
      topic: null,
      intent: 'what_is',
      status: 'published',
    });
    expect(await screen.findByText(/is saved; the chat answers from it within seconds/)).toBeTruthy();
    expect(await screen.findByText('What is shilajit resin?')).toBeTruthy();
  });

  it('edits an entry and retires another after a confirmation', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/knowledge': () => json(page([seeded])),
      'PUT /api/admin/knowledge/shared-vitamin-d-dose': (request) => json({ entry: { ...seeded, ...(JSON.parse(String(request.init?.body)) as object) } }),
      'POST /api/admin/knowledge/shared-vitamin-d-dose/retire': () => json({ entry: { ...seeded, status: 'retired' } }),
    });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit How much vitamin D do I need?' }));
    const form = await screen.findByRole('form', { name: 'Edit the knowledge entry' });
    expect((within(form).getByRole('textbox', { name: /^Answer/ }) as HTMLTextAreaElement).value).toBe(seeded.text);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Answer/ }), { target: { value: 'Most adults need 15 to 20 micrograms a day.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.requestsTo('PUT /api/admin/knowledge/shared-vitamin-d-dose')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('PUT /api/admin/knowledge/shared-vitamin-d-dose')[0]?.init?.body))).toMatchObject({
      text: 'Most adults need 15 to 20 micrograms a day.',
      topic: 'vitamin-d',
      intent: 'dose',
      guardianId: null,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Retire How much vitamin D do I need?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire this entry?' });
    expect(fake.requestsTo('POST /api/admin/knowledge/shared-vitamin-d-dose/retire')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(fake.requestsTo('POST /api/admin/knowledge/shared-vitamin-d-dose/retire')).toHaveLength(1));
    expect(await screen.findByText(/is retired: the chat no longer uses it/)).toBeTruthy();
  });

  it('shows support the entries read-only, with the reason', async () => {
    installFakeServer({ 'GET /api/auth/me': support, 'GET /api/db-status': databaseAvailable, 'GET /api/admin/knowledge': () => json(page([seeded])) });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    expect(await screen.findByText('How much vitamin D do I need?')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New entry' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Support reads the knowledge base and tries questions; only administrators edit it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Retire / })).toBeNull();
  });

  it('says when nothing matches, and offers a retry when the list cannot be loaded', async () => {
    installFakeServer({ 'GET /api/auth/me': admin, 'GET /api/db-status': databaseAvailable, 'GET /api/admin/knowledge': () => json(page([])) });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    expect(await screen.findByText('No knowledge entries match these filters.')).toBeTruthy();
    cleanup();

    installFakeServer({
      'GET /api/auth/me': admin,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/knowledge': () => json({ error: 'Choose a guardian or shared.', code: 'VALIDATION_FAILED' }, 400),
    });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tries a question: the entries used, best first; an emergency uses none', async () => {
    const answered: KnowledgeTryResult = {
      triage: { level: null, reasons: [] },
      answeredBy: 'embedded',
      understood: { topics: ['vitamin-d'], intent: 'dose' },
      redirectGuardianId: null,
      entries: [
        {
          rank: 1,
          role: 'answer',
          id: 'answer:shared-vitamin-d-dose',
          knowledgeEntryId: 'shared-vitamin-d-dose',
          kind: 'answer',
          guardianId: null,
          title: seeded.title,
          text: seeded.text,
          score: 5110,
        },
        {
          rank: 2,
          role: 'candidate',
          id: 'immuno:tip_high:0',
          knowledgeEntryId: null,
          kind: 'tip',
          guardianId: 'immuno',
          title: 'Tip',
          text: 'Get some sun.',
          score: 60,
        },
      ],
      reply: 'Most adults need 600 to 800 IU a day.',
    };
    const emergency: KnowledgeTryResult = {
      triage: { level: 'emergency', reasons: ['chest pain or pressure'] },
      answeredBy: 'safety',
      understood: null,
      redirectGuardianId: null,
      entries: [],
      reply: 'This sounds like it could be an emergency. Call 112 now.',
    };
    const fake = installFakeServer({
      'GET /api/auth/me': support,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/knowledge': () => json(page([seeded])),
      'POST /api/admin/knowledge/try': (request) => json(String(request.init?.body).includes('chest') ? emergency : answered),
    });
    renderAppScreen(<AdminKnowledgePage />, { path: '/admin/knowledge' });
    const panel = await screen.findByRole('region', { name: 'Try a question' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Question' }), { target: { value: 'How much vitamin D a day?' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Try' }));
    const used = await within(panel).findByRole('list', { name: 'Entries the chat would use, best first' });
    const items = within(used).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Used: the answer');
    expect(items[0]?.textContent).toContain(seeded.title);
    expect(items[1]?.textContent).toContain('Considered');
    expect(JSON.parse(String(fake.requestsTo('POST /api/admin/knowledge/try')[0]?.init?.body))).toEqual({
      question: 'How much vitamin D a day?',
      guardianId: 'immuno',
    });

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Question' }), { target: { value: 'crushing chest pain now' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Try' }));
    expect(await within(panel).findByText(/no knowledge entry is used/)).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'Entries the chat would use, best first' })).toBeNull();
  });
});
