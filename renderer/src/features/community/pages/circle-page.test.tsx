import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityNotificationListResponse, MuteListResponse, PostWriteResponse, TopicListResponse } from '@common/contracts/community';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import type { SeenRequest } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { author, formerAuthor, member, muteList, notification, notificationList, post, topicList, topicSummary } from '../test-support/community-fixtures';
import { CirclePage, CircleView } from './circle-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOPICS = 'GET /api/community/circles/angio/topics';
const NEW_TOPIC = 'POST /api/community/circles/angio/topics';

const MUTES = 'GET /api/community/mutes';
const MUTE_CIRCLE = 'PUT /api/community/mutes/circle/angio';
const UNMUTE_CIRCLE = 'DELETE /api/community/mutes/circle/angio';

type Routes = Parameters<typeof installFakeServer>[0];

function serve(
  list: (request: SeenRequest) => TopicListResponse,
  newTopic?: () => Response,
  more: { mutes?: MuteListResponse; notifications?: CommunityNotificationListResponse; routes?: Routes } = {},
) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: accountUser() }),
    'GET /api/db-status': databaseAvailable,
    'GET /api/community/me': () => json({ member: member() }),
    'GET /api/community/circles': () => json({ circles: [], communityRules: [] }),
    'GET /api/community/notifications': () => json(more.notifications ?? notificationList()),
    [MUTES]: () => json(more.mutes ?? muteList()),
    [TOPICS]: (request) => json(list(request)),
    ...(newTopic ? { [NEW_TOPIC]: newTopic } : {}),
    ...more.routes,
  });
}

function queryOf(request: SeenRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? '', 'http://test.invalid').searchParams);
}

const twoPages = () =>
  topicList({
    pinned: [topicSummary({ id: 't-pin', title: 'Read this first: how the circle works', pinned: true, locked: true })],
    topics: [
      topicSummary({ id: 't-1', title: 'Walking after dinner lowered my readings', unread: true, replyCount: 5, helpfulCount: 3 }),
      topicSummary({ id: 't-2', title: 'My own question about salt', status: 'held' }),
    ],
    total: 25,
  });

// Dialogs, menus and a fake server per test: on a loaded two-core machine a test can take longer than 5 s.
describe('/community/:circleId', { timeout: 15_000 }, () => {
  it('links each topic’s author to their member page, but not a former member', async () => {
    serve(() =>
      topicList({
        topics: [
          topicSummary({ id: 't-1', author: author({ memberId: 'u-ravi', displayName: 'Ravi K.', badge: 'Nutritionist' }) }),
          topicSummary({ id: 't-2', title: '[removed]', author: formerAuthor() }),
        ],
        total: 2,
      }),
    );
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    const [ravi, former] = within(await screen.findByRole('list', { name: 'Topics' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ravi).getByRole('link', { name: 'Ravi K.' }).getAttribute('href')).toBe('/community/members/u-ravi');
    expect(ravi.textContent).toContain('by Ravi K. (Nutritionist) · 2 replies');
    expect(
      within(former)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['[removed]']);
    expect(former.textContent).toContain('by Former member · 2 replies');
  });

  it('lists pinned topics first, then the others with their unread, held, reply and helpful marks', async () => {
    serve(twoPages);
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    expect(screen.getByRole('heading', { level: 1, name: 'Circulation' })).toBeTruthy();
    const pinned = await screen.findByRole('list', { name: 'Pinned topics' });
    const others = screen.getByRole('list', { name: 'Topics' });
    expect(pinned.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(pinned).getByText('Pinned')).toBeTruthy();
    expect(within(pinned).getByText('Locked')).toBeTruthy();
    const rows = within(others).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Unread')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/5 replies · 3 found it helpful/)).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Walking after dinner lowered my readings' })
        .getAttribute('href'),
    ).toBe('/community/topics/t-1');
    expect(within(rows[1] as HTMLElement).getByText('Waiting for a moderator')).toBeTruthy();
    expect(screen.getByText(/Share readings as ranges you were told/)).toBeTruthy();
  });

  it('asks again with the sort, the search words and the page chosen, kept in the address', async () => {
    const server = serve(twoPages);
    const { router } = renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    await screen.findByRole('list', { name: 'Topics' });
    expect(queryOf(server.requestsTo(TOPICS)[0])).toEqual({ sort: 'active', page: '1' });

    fireEvent.click(screen.getByRole('radio', { name: 'Most helpful' }));
    await waitFor(() => expect(queryOf(server.requestsTo(TOPICS).at(-1))).toEqual({ sort: 'helpful', page: '1' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(server.requestsTo(TOPICS).at(-1))).toEqual({ sort: 'helpful', page: '2' }));
    expect(router.state.location.search).toBe('?sort=helpful&page=2');

    const search = screen.getByRole('textbox', { name: 'Search topics' });
    fireEvent.change(search, { target: { value: 'w' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    fireEvent.change(search, { target: { value: ' walking ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // A new search starts from its first page.
    await waitFor(() => expect(queryOf(server.requestsTo(TOPICS).at(-1))).toEqual({ sort: 'helpful', q: 'walking', page: '1' }));
    expect(server.requestsTo(TOPICS).some((request) => queryOf(request).q === 'w')).toBe(false);
  });

  it('says when a search finds nothing, and clears it', async () => {
    const server = serve((request) => (queryOf(request).q ? topicList() : twoPages()));
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio?q=zinc' });
    expect(await screen.findByText('No topic matches “zinc”. Try other words, or clear the search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Topics' })).toBeTruthy();
    expect(queryOf(server.requestsTo(TOPICS).at(-1)).q).toBeUndefined();
  });

  it('refuses a topic outside the contract’s limits before sending it', async () => {
    const server = serve(
      () => topicList(),
      () => json({}),
    );
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a topic' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText(/5 to 140 characters/)).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Hi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your post' }), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));
    expect(await screen.findByText('Write at least 5 characters.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();
    expect(server.requestsTo(NEW_TOPIC)).toHaveLength(0);
  });

  it('opens a topic that shows as soon as it is posted', async () => {
    const answer: PostWriteResponse = {
      topicId: 't-9',
      post: post({ id: 'p-9', topicId: 't-9', mine: true }),
      outcome: { status: 'visible', heldFor: null, message: 'Your topic is posted.', safety: null },
    };
    const server = serve(
      () => topicList(),
      () => json(answer, 201),
    );
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio', otherRoutes: { '/community/topics/t-9': 'The new topic' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a topic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  Beetroot juice and my readings ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your post' }), { target: { value: 'A glass a day for a month: here is what I saw.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));
    expect(await screen.findByRole('heading', { name: 'The new topic' })).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo(NEW_TOPIC)[0]?.init.body))).toEqual({
      title: 'Beetroot juice and my readings',
      body: 'A glass a day for a month: here is what I saw.',
    });
  });

  it('shows the emergency reply with its call button, focused, when the topic comes back held for an emergency', async () => {
    const answer: PostWriteResponse = {
      topicId: 't-10',
      post: post({ id: 'p-10', topicId: 't-10', mine: true, status: 'held', heldFor: 'emergency' }),
      outcome: {
        status: 'held',
        heldFor: 'emergency',
        message: 'Chest pain that spreads to the arm can be a heart attack. Call 112 now. Your post waits for a moderator.',
        safety: {
          level: 'emergency',
          reason: 'Chest pain with arm pain',
          actions: [{ id: 'call-112', text: 'Call 112 (emergency)', action: 'tel:112' }],
          quickReplies: [],
        },
      },
    };
    serve(
      () => topicList(),
      () => json(answer, 201),
    );
    const { router } = renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a topic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Chest pain right now' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your post' }), { target: { value: 'My chest hurts and it spreads to my left arm.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Emergency: get help now')).toBeTruthy();
    expect(within(alert).getByText(/Call 112 now/)).toBeTruthy();
    expect(
      within(alert)
        .getByRole('link', { name: /Call 112 \(emergency\)/ })
        .getAttribute('href'),
    ).toBe('tel:112');
    expect(screen.getByTestId('post-outcome').contains(document.activeElement)).toBe(true);
    expect(router.state.location.pathname).toBe('/community/angio');
  });

  it('shows the server’s sentence when the member is over their daily limit (429)', async () => {
    serve(
      () => topicList(),
      () =>
        json(
          { error: 'You have started 5 topics today. You can post again in 3 hours.', code: 'COMMUNITY_RATE_LIMITED', details: { retryAfterSeconds: 10800 } },
          429,
        ),
    );
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a topic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'One more question' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your post' }), { target: { value: 'Does anyone measure in the evening?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have started 5 topics today. You can post again in 3 hours.');
  });

  it('mutes the circle with PUT and unmutes it with DELETE, the switch set from the list of mutes', async () => {
    const server = serve(() => topicList(), undefined, {
      mutes: muteList([{ targetType: 'topic', targetId: 't-1' }]),
      routes: {
        [MUTE_CIRCLE]: () =>
          json(
            muteList([
              { targetType: 'topic', targetId: 't-1' },
              { targetType: 'circle', targetId: 'angio' },
            ]),
          ),
        [UNMUTE_CIRCLE]: () => json(muteList([{ targetType: 'topic', targetId: 't-1' }])),
      },
    });
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    const circle = await screen.findByRole('switch', { name: 'Mute this circle' });
    expect(circle).toHaveProperty('checked', false);
    expect(document.getElementById(circle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No notifications of new replies; mentions and moderators’ decisions still reach you.',
    );

    fireEvent.click(circle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('checked', true));
    expect(server.requestsTo(MUTE_CIRCLE)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('disabled', false));

    fireEvent.click(screen.getByRole('switch', { name: 'Mute this circle' }));
    await waitFor(() => expect(server.requestsTo(UNMUTE_CIRCLE)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('checked', false));
  });

  it('shows a circle already muted as on, and puts the switch back with the server’s sentence when a change fails', async () => {
    serve(() => topicList(), undefined, {
      mutes: muteList([{ targetType: 'circle', targetId: 'angio' }]),
      routes: { [UNMUTE_CIRCLE]: () => json({ error: 'The community is resting for a moment.', code: 'SERVICE_UNAVAILABLE' }, 409) },
    });
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    const circle = await screen.findByRole('switch', { name: 'Mute this circle' });
    await waitFor(() => expect(circle).toHaveProperty('checked', true));
    fireEvent.click(circle);
    expect((await screen.findByRole('alert')).textContent).toBe('The community is resting for a moment.');
    expect(screen.getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('checked', true);
  });

  it('links to the notifications from the top of the circle when some are new', async () => {
    serve(() => topicList(), undefined, { notifications: notificationList([notification({ id: 'n-1' }), notification({ id: 'n-2' })]) });
    renderAppScreen(<CircleView circleId="angio" />, { path: '/community/angio' });
    expect((await screen.findByRole('link', { name: '2 new notifications' })).getAttribute('href')).toBe('/community');
  });

  it('shows a not-found panel with the way back for a circle that does not exist', () => {
    renderAppScreen(<CirclePage />, { path: '/community/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Circle not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the community' }).getAttribute('href')).toBe('/community');
  });
});
