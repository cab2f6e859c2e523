import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityMember, CommunityNotification, MarkNotificationsReadRequest } from '@common/contracts/community';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { notificationsQueryOptions } from '../api/get-notifications';
import { circleList, circleSummary, member, notification, notificationList } from '../test-support/community-fixtures';
import { CommunityPage } from './community-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTIFICATIONS = 'GET /api/community/notifications';
const MARK_READ = 'POST /api/community/notifications/read';

function serve(me: CommunityMember = member(), circles = circleList(), notifications: CommunityNotification[] = []) {
  let current = me;
  let told = notifications;
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: accountUser() }),
    'GET /api/db-status': databaseAvailable,
    'GET /api/community/circles': () => json(circles),
    'GET /api/community/me': () => json({ member: current }),
    'PUT /api/community/me': (request) => {
      current = { ...current, ...(JSON.parse(String(request.init.body)) as Partial<CommunityMember>) };
      return json({ member: current });
    },
    [NOTIFICATIONS]: () => json(notificationList(told)),
    // As the server does: the ids named, or every one without ids; the answer is the list as it is now.
    [MARK_READ]: (request) => {
      const { ids } = JSON.parse(String(request.init.body)) as MarkNotificationsReadRequest;
      told = told.map((each) => (ids === undefined || ids.includes(each.id) ? { ...each, read: true } : each));
      return json(notificationList(told));
    },
  });
}

function bodyOf(request: { init: RequestInit } | undefined): unknown {
  return JSON.parse(String(request?.init.body));
}

/** Three notifications, in an order the list must not keep: newest first is the mention, then the reply, then the decision. */
const told = () => [
  notification({ id: 'n-1', kind: 'reply', createdAt: '2026-11-18T09:00:00.000Z', read: false }),
  notification({
    id: 'n-2',
    kind: 'mention',
    text: 'Jonas mentioned you in “Beetroot juice”',
    topicId: 't-2',
    postId: 'p-7',
    createdAt: '2026-11-20T09:00:00.000Z',
    read: false,
  }),
  notification({
    id: 'n-3',
    kind: 'moderation',
    text: 'A moderator lifted the hold on your posts.',
    topicId: null,
    postId: null,
    createdAt: '2026-11-10T09:00:00.000Z',
    read: true,
  }),
];

function notificationRows(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');
}

// Dialogs, menus and a fake server per test: on a loaded two-core machine a test can take longer than 5 s.
describe('/community', { timeout: 15_000 }, () => {
  it('shows the six circles from the answer with their guardian, counts and last activity, and the rules', async () => {
    const circles = circleList();
    circles.circles[0] = circleSummary('angio', { topicCount: 12 });
    circles.circles[5] = circleSummary('general', { topicCount: 0, lastActivityAt: null });
    serve(member(), circles);
    renderAppScreen(<CommunityPage />, { path: '/community' });

    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Community' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Circles' });
    const cards = await within(list).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Circulation',
      'Renewal',
      'Gut',
      'DNA and cognition',
      'Immunity',
      'General',
    ]);
    const circulation = within(list).getByRole('article', { name: 'Circulation' });
    expect(within(circulation).getByRole('link', { name: 'Circulation' }).getAttribute('href')).toBe('/community/angio');
    expect(within(circulation).getByText('Captain Angio')).toBeTruthy();
    expect(within(circulation).getByText(/12 topics · last activity Nov 20, 2026/)).toBeTruthy();
    const general = within(list).getByRole('article', { name: 'General' });
    expect(within(general).getByText('No topics yet: be the first to start one.')).toBeTruthy();
    expect(within(general).queryByText(/Captain|Lady|Commander|General Immuno/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Community rules' }).textContent).toContain('call 112 now');
  });

  it('shows the trust level with progress toward the next and how levels work', async () => {
    serve();
    renderAppScreen(<CommunityPage />, { path: '/community' });
    const panel = await screen.findByRole('region', { name: 'You in the community' });
    expect((await within(panel).findByText(/^Trust level:/)).textContent).toContain('New member');
    const progress = within(panel).getByRole('group', { name: 'Progress toward Member' });
    expect(within(progress).getByText('Days visited: 2 of 3')).toBeTruthy();
    expect(within(progress).getByText('Topics read: 4 of 10')).toBeTruthy();
    expect(within(progress).getByRole('progressbar', { name: 'Replies written: 1 of 3' })).toBeTruthy();
    const explainer = within(panel).getByRole('button', { name: 'How trust levels work' });
    fireEvent.click(explainer);
    const how = await within(panel).findByRole('region', { name: 'How trust levels work' });
    expect(within(how).getByText('Trusted member')).toBeTruthy();
    expect(within(how).getByText(/Your reports weigh twice as much/)).toBeTruthy();
  });

  it('refuses a display name with “@” before sending, then saves a plain one with PUT', async () => {
    const server = serve();
    renderAppScreen(<CommunityPage />, { path: '/community' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change your display name' }));
    const field = screen.getByRole('textbox', { name: 'Display name' });
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('A display name cannot be an email address: leave out the “@”.')).toBeTruthy();
    expect(server.requestsTo('PUT /api/community/me')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Ada the walker ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved. New posts show your new name.');
    expect(JSON.parse(String(server.requestsTo('PUT /api/community/me')[0]?.init.body))).toEqual({ displayName: 'Ada the walker' });
    expect(screen.getByTestId('display-name').textContent).toBe('Ada the walker');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change your display name' }));
  });

  it('hides the member’s activity with PUT when the switch is moved', async () => {
    const server = serve();
    renderAppScreen(<CommunityPage />, { path: '/community' });
    const hide = await screen.findByRole('switch', { name: /Hide my activity/ });
    expect(hide).toHaveProperty('checked', false);
    fireEvent.click(hide);
    await waitFor(() => expect(server.requestsTo('PUT /api/community/me')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('PUT /api/community/me')[0]?.init.body))).toEqual({ hideActivity: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: /Hide my activity/ })).toHaveProperty('checked', true));
  });

  it('says what hiding the activity does, and links to the member’s own page', async () => {
    serve();
    renderAppScreen(<CommunityPage />, { path: '/community' });
    await screen.findByRole('switch', { name: /Hide my activity/ });
    expect(screen.getByText('Others do not see your topics and replies on your member page. Your posts still show where you wrote them.')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'You in the community' });
    expect((await within(panel).findByRole('link', { name: 'Your member page' })).getAttribute('href')).toBe('/community/members/acc-1');
  });

  it('tells a suspended member until when they can only read', async () => {
    serve(member({ suspendedUntil: '2099-01-05T00:00:00.000Z' }));
    renderAppScreen(<CommunityPage />, { path: '/community' });
    expect(await screen.findByText(/paused your posting until Jan 5, 2099/)).toBeTruthy();
  });

  it('lists the notifications newest first with their kind, their topic’s link and the unread ones marked and counted', async () => {
    serve(member(), circleList(), told());
    renderAppScreen(<CommunityPage />, { path: '/community' });
    const panel = await screen.findByRole('region', { name: 'Notifications (2 new)' });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    const [mention, reply, decision] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(mention).getByText('Mention')).toBeTruthy();
    expect(within(mention).getByText('New')).toBeTruthy();
    expect(within(mention).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(mention).getByRole('link', { name: 'Jonas mentioned you in “Beetroot juice”' }).getAttribute('href')).toBe('/community/topics/t-2');
    expect(within(reply).getByText('Reply')).toBeTruthy();
    expect(within(reply).getByRole('link').getAttribute('href')).toBe('/community/topics/t-1');
    // A decision about the member has no topic to open, and this one is read: no link, no mark.
    expect(within(decision).getByText('Moderation')).toBeTruthy();
    expect(within(decision).queryByRole('link')).toBeNull();
    expect(within(decision).queryByText('New')).toBeNull();
    expect(within(decision).getByText('A moderator lifted the hold on your posts.')).toBeTruthy();
  });

  it('marks every notification read with POST {} and shows none new from the answer', async () => {
    const server = serve(member(), circleList(), told());
    renderAppScreen(<CommunityPage />, { path: '/community' });
    const panel = await screen.findByRole('region', { name: 'Notifications (2 new)' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeTruthy());
    expect(server.requestsTo(MARK_READ)).toHaveLength(1);
    expect(bodyOf(server.requestsTo(MARK_READ)[0])).toEqual({});
    expect(notificationRows().map((row) => row.getAttribute('data-unread'))).toEqual(['false', 'false', 'false']);
    expect(within(panel).queryByText('New')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    // The button it pressed is gone: focus is on the heading that now says nothing is new.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Notifications' }));
  });

  it('marks a notification read with POST {ids} when it is opened, on the way to its topic', async () => {
    const server = serve(member(), circleList(), told());
    const { router, queryClient } = renderAppScreen(<CommunityPage />, {
      path: '/community',
      otherRoutes: { '/community/topics/t-2': 'Beetroot juice' },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Jonas mentioned you in “Beetroot juice”' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beetroot juice' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/community/topics/t-2');
    await waitFor(() => expect(server.requestsTo(MARK_READ)).toHaveLength(1));
    expect(bodyOf(server.requestsTo(MARK_READ)[0])).toEqual({ ids: ['n-2'] });
    // The kept list says so too, for the way back: one new left.
    await waitFor(() => expect(queryClient.getQueryData(notificationsQueryOptions.queryKey)?.unread).toBe(1));
  });

  it('marks a decision with no topic read with its own button', async () => {
    const decision = notification({ id: 'n-9', kind: 'moderation', text: 'A moderator approved your post.', topicId: null, postId: null });
    const server = serve(member(), circleList(), [decision]);
    renderAppScreen(<CommunityPage />, { path: '/community' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark read: A moderator approved your post.' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Notifications' })).toBeTruthy();
    expect(bodyOf(server.requestsTo(MARK_READ)[0])).toEqual({ ids: ['n-9'] });
  });

  it('says what will appear when there are no notifications yet', async () => {
    const server = serve();
    renderAppScreen(<CommunityPage />, { path: '/community' });
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(panel).findByText('No notifications yet: replies to your topics, mentions of your name and moderators’ decisions about you appear here.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(server.requestsTo(MARK_READ)).toHaveLength(0);
  });

  it('offers to try again when the notifications cannot be loaded', async () => {
    let answer = () => json({ error: 'The server is busy. Try again in a minute.', code: 'INTERNAL' }, 500);
    const server = installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'GET /api/community/circles': () => json(circleList()),
      'GET /api/community/me': () => json({ member: member() }),
      [NOTIFICATIONS]: () => answer(),
    });
    renderAppScreen(<CommunityPage />, { path: '/community' });
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('Your notifications could not be loaded')).toBeTruthy();
    answer = () => json(notificationList(told()));
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Notifications (2 new)' })).toBeTruthy();
    expect(server.requestsTo(NOTIFICATIONS)).toHaveLength(2);
  });

  it('offers to try again when the circles cannot be loaded', async () => {
    const server = installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/community/circles': () => json({ error: 'The community is not open on this server yet.', code: 'NOT_FOUND' }, 404),
      'GET /api/community/me': () => json({ member: member() }),
      [NOTIFICATIONS]: () => json(notificationList()),
    });
    renderAppScreen(<CommunityPage />, { path: '/community' });
    expect(await screen.findByText('The circles could not be loaded')).toBeTruthy();
    expect(screen.getByText('The community is not open on this server yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.requestsTo('GET /api/community/circles')).toHaveLength(2));
  });
});
