import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem } from '@common/contracts/community';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { post, queueItem } from '../test-support/community-fixtures';
import { ALREADY_DECIDED_TEXT, AdminCommunityPage } from './admin-community-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Routes = Parameters<typeof installFakeServer>[0];

const support = () => json({ user: accountUser({ roles: ['customer', 'support'], email: 'sam@guardians.example' }) });

const cureClaim = queueItem();
const emergency = queueItem({
  post: post({ id: 'q-2', body: 'My father collapsed and is not breathing.' }),
  topic: { id: 't-2', title: 'Help please', circleId: 'general', locked: false, pinned: false },
  author: { userId: 'u-9', displayName: 'Nila', email: 'nila@example.com', suspendedUntil: null, postsHeld: false },
  heldFor: 'emergency',
  priority: 'urgent',
});
const reported = queueItem({
  post: post({ id: 'q-3', body: 'Only fools take statins.' }),
  heldFor: 'reports',
  reports: [{ reason: 'unkind', note: 'Insulting people on medicine', weight: 2, reportedAt: '2026-11-21T08:00:00.000Z' }],
});

function serve(items: () => QueueItem[], more: Routes = {}) {
  return installFakeServer({
    'GET /api/auth/me': support,
    'GET /api/db-status': databaseAvailable,
    'GET /api/admin/community/queue': () => json({ items: items() }),
    ...more,
  });
}

function cardOf(title: RegExp | string): HTMLElement {
  return screen.getAllByRole('article').find((card) => within(card).queryByRole('heading', { name: title })) ?? fail(`No queue item “${title}”`);
}

function fail(message: string): never {
  throw new Error(message);
}

// Dialogs, menus and a fake server per test: on a loaded two-core machine a test can take longer than 5 s.
describe('/admin/community', { timeout: 15_000 }, () => {
  it('lists urgent items first, with the post, topic, author and reports', async () => {
    serve(() => [cureClaim, reported, emergency]);
    renderAppScreen(<AdminCommunityPage />, { path: '/admin/community' });
    await screen.findByText('My father collapsed and is not breathing.');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-priority'))).toEqual(['urgent', 'normal', 'normal']);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Urgent')).toBeTruthy();
    expect(within(first).getByText('Describes a medical emergency')).toBeTruthy();
    expect(within(first).getByText(/in General · by Nila \(nila@example.com\)/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Help please' }).getAttribute('href')).toBe('/community/topics/t-2');
    expect(within(cards[2] as HTMLElement).getByText(/Unkind or abusive: “Insulting people on medicine” · weight 2/)).toBeTruthy();
    expect(screen.getByText(/3 waiting, 1 urgent\./)).toBeTruthy();
  });

  it('hides a post only with a reason the author reads', async () => {
    let items = [cureClaim];
    const server = serve(() => items, {
      'POST /api/admin/community/posts/q-1/decision': () => {
        items = [];
        return json({ done: true, summary: 'Hid the post by Ravi' });
      },
    });
    renderAppScreen(<AdminCommunityPage />, { path: '/admin/community' });
    await screen.findByText(cureClaim.post.body);
    fireEvent.click(screen.getByRole('button', { name: 'Hide…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide post' }));
    expect(await screen.findByText('Write at least 3 characters: the author reads it.')).toBeTruthy();
    expect(server.requestsTo('POST /api/admin/community/posts/q-1/decision')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Why it is hidden/ }), { target: { value: 'Claims to cure blood pressure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide post' }));
    expect((await screen.findByRole('status')).textContent).toContain('Done: Hid the post by Ravi');
    expect(JSON.parse(String(server.requestsTo('POST /api/admin/community/posts/q-1/decision')[0]?.init.body))).toEqual({
      action: 'hide',
      reason: 'Claims to cure blood pressure',
    });
    expect(await screen.findByText('Nothing waits for a moderator')).toBeTruthy();
  });

  it('tells the moderator when another one decided first, and shows the queue as it is now', async () => {
    let items = [cureClaim, reported];
    const server = serve(() => items, {
      'POST /api/admin/community/posts/q-1/decision': () => {
        items = [reported];
        return json({ error: 'Another moderator decided first.', code: 'ALREADY_DECIDED' }, 409);
      },
    });
    renderAppScreen(<AdminCommunityPage />, { path: '/admin/community' });
    await screen.findByText(cureClaim.post.body);
    fireEvent.click(within(cardOf(cureClaim.topic.title)).getAllByRole('button', { name: 'Approve' })[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(ALREADY_DECIDED_TEXT);
    await waitFor(() => expect(screen.queryByText(cureClaim.post.body)).toBeNull());
    expect(server.requestsTo('GET /api/admin/community/queue')).toHaveLength(2);
    expect(screen.getByText('Only fools take statins.')).toBeTruthy();
  });

  it('edits a post only with a note, and acts on its topic and its author', async () => {
    const server = serve(() => [cureClaim], {
      'POST /api/admin/community/posts/q-1/decision': () => json({ done: true, summary: 'Edited the post by Ravi' }),
      'POST /api/admin/community/topics/t-1/moderate': () => json({ done: true, summary: 'Moved the topic to Gut' }),
      'POST /api/admin/community/members/u-7/moderate': () => json({ done: true, summary: 'Suspended Ravi for 3 days' }),
    });
    renderAppScreen(<AdminCommunityPage />, { path: '/admin/community' });
    await screen.findByText(cureClaim.post.body);
    fireEvent.click(screen.getByRole('button', { name: 'Edit…' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New text' }), { target: { value: 'This tea helps me relax.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save edit' }));
    expect(await screen.findByText('Write at least 3 characters: the author reads it.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Note beside the edited post/ }), { target: { value: 'Removed the cure claim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save edit' }));
    await waitFor(() => expect(server.requestsTo('POST /api/admin/community/posts/q-1/decision')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('POST /api/admin/community/posts/q-1/decision')[0]?.init.body))).toEqual({
      action: 'edit',
      body: 'This tea helps me relax.',
      reason: 'Removed the cure claim',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Topic actions' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Move to circle' }), { target: { value: 'biome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.requestsTo('POST /api/admin/community/topics/t-1/moderate')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('POST /api/admin/community/topics/t-1/moderate')[0]?.init.body))).toEqual({ action: 'move', circleId: 'biome' });

    fireEvent.click(screen.getByRole('button', { name: 'Member actions: Ravi' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Days' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Repeated cure claims' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend for 3 days' }));
    await waitFor(() => expect(server.requestsTo('POST /api/admin/community/members/u-7/moderate')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('POST /api/admin/community/members/u-7/moderate')[0]?.init.body))).toEqual({
      action: 'suspend',
      days: 3,
      reason: 'Repeated cure claims',
    });
    expect((await screen.findByRole('status')).textContent).toContain('Suspended Ravi for 3 days');
  });

  it('says so when nothing waits for a moderator', async () => {
    serve(() => []);
    renderAppScreen(<AdminCommunityPage />, { path: '/admin/community' });
    expect(await screen.findByText('Nothing waits for a moderator')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
