import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@common/contracts/accounts';
import type { MemberActivityResponse } from '@common/contracts/community';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { activityReply, author, memberActivity, notificationList, topicSummary } from '../test-support/community-fixtures';
import { MEMBER_HIDES_ACTIVITY_TEXT, MemberView, YOUR_ACTIVITY_HIDDEN_TEXT } from './member-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE = 'GET /api/community/members/u-meera';

/** Meera's page as `viewer` is answered it (by default another member, Ada). */
function serve(page: MemberActivityResponse | (() => Response), viewer: AccountUser = accountUser()) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: viewer }),
    'GET /api/db-status': databaseAvailable,
    'GET /api/community/notifications': () => json(notificationList()),
    [PAGE]: typeof page === 'function' ? page : () => json(page),
  });
}

function show() {
  return renderAppScreen(<MemberView memberId="u-meera" />, { path: '/community/members/u-meera' });
}

const nutritionist = memberActivity({
  member: { memberId: 'u-meera', displayName: 'Meera', badge: 'Nutritionist', trustLevel: 2, joinedAt: '2026-03-02T09:00:00.000Z' },
  topics: [
    topicSummary({ id: 't-1', title: 'Walking after dinner lowered my readings', author: author() }),
    topicSummary({ id: 't-3', title: 'Oats every morning', author: author(), replyCount: 1 }),
  ],
  replies: [
    activityReply({ postId: 'p-9', topicId: 't-2', topicTitle: 'Beetroot juice before a walk', excerpt: 'I tried it for a week and felt no difference.' }),
  ],
});

// A fake server per test: on a loaded two-core machine a test can take longer than 5 s.
describe('/community/members/:memberId', { timeout: 15_000 }, () => {
  it('shows who the member is, then the topics they started and their replies, each linking to its topic', async () => {
    serve(nutritionist);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera' })).toBeTruthy();
    expect(screen.getByText('Nutritionist')).toBeTruthy();
    expect(screen.getByText(/Trusted member · Member since/)).toBeTruthy();

    const topics = screen.getByRole('list', { name: 'Topics started' });
    const topicLinks = within(topics).getAllByRole('link');
    expect(topicLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Walking after dinner lowered my readings', '/community/topics/t-1'],
      ['Oats every morning', '/community/topics/t-3'],
    ]);
    // Every topic here is hers: no "by Meera" on each row.
    expect(within(topics).queryByText(/by Meera/)).toBeNull();

    const replies = screen.getByRole('list', { name: 'Replies' });
    const [row] = within(replies).getAllByRole('listitem');
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: 'Beetroot juice before a walk' })
        .getAttribute('href'),
    ).toBe('/community/topics/t-2');
    expect(within(row as HTMLElement).getByText('I tried it for a week and felt no difference.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: '← All circles' }).getAttribute('href')).toBe('/community');
  });

  it('says so in a friendly sentence when the member has no topics or replies yet', async () => {
    serve(memberActivity({ topics: [], replies: [] }));
    show();
    expect(await screen.findByText('Meera has not started a topic yet.')).toBeTruthy();
    expect(screen.getByText('Meera has not replied to a topic yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows another member only that a member keeps their activity private', async () => {
    serve(memberActivity({ hidden: true, topics: [], replies: [] }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Meera keeps their activity private.');
    expect(screen.queryByRole('heading', { name: 'Topics started' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Replies' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the member their own hidden activity, with a note that others do not see it', async () => {
    serve(memberActivity({ hidden: true }), accountUser({ id: 'u-meera' }));
    show();
    expect(await screen.findByText(YOUR_ACTIVITY_HIDDEN_TEXT)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Topics started' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Replies' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/keeps their activity private/)).toBeNull();
  });

  it('tells staff the member hides their activity from others, and shows it; their own empty page stays friendly', async () => {
    serve(memberActivity({ hidden: true }), accountUser({ id: 'u-sam', roles: ['customer', 'support'] }));
    show();
    expect(await screen.findByText(MEMBER_HIDES_ACTIVITY_TEXT)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Topics started' })).toBeTruthy();
    cleanup();

    serve(memberActivity({ hidden: true, topics: [], replies: [] }), accountUser({ id: 'u-meera' }));
    show();
    expect(await screen.findByText(YOUR_ACTIVITY_HIDDEN_TEXT)).toBeTruthy();
    expect(screen.getByText(/You have not started a topic yet/)).toBeTruthy();
    expect(screen.getByText('You have not replied to a topic yet.')).toBeTruthy();
  });

  it('shows a not-found panel with the way back for an unknown member', async () => {
    serve(() => json({ error: 'There is no such member in the community: they may have left it.', code: 'MEMBER_NOT_FOUND' }, 404));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the community' }).getAttribute('href')).toBe('/community');
  });

  it('says when the page could not be loaded, and loads it again on “Try again”', async () => {
    let fail = true;
    const server = serve(() => (fail ? json({ error: 'Something went wrong on our side.', code: 'INTERNAL' }, 500) : json(nutritionist)));
    show();
    expect(screen.getByText('Loading the member’s page…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The member’s page could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera' })).toBeTruthy();
    await waitFor(() => expect(server.requestsTo(PAGE)).toHaveLength(2));
  });
});
