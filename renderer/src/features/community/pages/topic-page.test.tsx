import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostWriteResponse, TopicResponse } from '@common/contracts/community';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { author, formerAuthor, member, muteList, notificationList, post, topicDetail, topicResponse } from '../test-support/community-fixtures';
import { LOCKED_TEXT } from '../components/reply-form';
import { TopicView } from './topic-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const opening = post({
  id: 'p-1',
  opening: true,
  body: 'I walk for twenty minutes after dinner.',
  author: author({ displayName: 'Meera', badge: 'Nutritionist', trustLevel: 2 }),
});
const reply = post({ id: 'p-2', body: 'Same here: my evening readings dropped.', author: author({ displayName: 'Jonas' }), helpfulCount: 2 });

type Routes = Parameters<typeof installFakeServer>[0];

function serve(topic: TopicResponse | (() => Response), more: Routes = {}) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: accountUser() }),
    'GET /api/db-status': databaseAvailable,
    'GET /api/community/me': () => json({ member: member() }),
    'GET /api/community/notifications': () => json(notificationList()),
    'GET /api/community/topics/t-1': typeof topic === 'function' ? topic : () => json(topic),
    ...more,
  });
}

function postNamed(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

// Dialogs, menus and a fake server per test: on a loaded two-core machine a test can take longer than 5 s.
describe('/community/topics/:topicId', { timeout: 15_000 }, () => {
  it('shows the opening post, then the replies, each author with their badge and trust level', async () => {
    serve(topicResponse([opening, reply]));
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Walking after dinner lowered my readings' })).toBeTruthy();
    const first = postNamed('Opening post by Meera');
    expect(within(first).getByText('Nutritionist')).toBeTruthy();
    expect(within(first).getByText('Trusted member')).toBeTruthy();
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByRole('article', { name: 'Reply by Jonas' }).textContent).toContain('Same here: my evening readings dropped.');
    expect(screen.getByRole('link', { name: '← Circulation' }).getAttribute('href')).toBe('/community/angio');
  });

  it('links each author’s name to their member page, but not a former member’s', async () => {
    const jonas = post({ id: 'p-2', body: 'Same here.', author: author({ memberId: 'u-jonas', displayName: 'Jonas' }) });
    const gone = post({ id: 'p-6', body: 'I stopped salt altogether.', author: formerAuthor() });
    serve(topicResponse([opening, jonas, gone]));
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const first = await screen.findByRole('article', { name: 'Opening post by Meera' });
    expect(within(first).getByRole('link', { name: 'Meera' }).getAttribute('href')).toBe('/community/members/u-meera');
    expect(within(postNamed('Reply by Jonas')).getByRole('link', { name: 'Jonas' }).getAttribute('href')).toBe('/community/members/u-jonas');
    const former = postNamed('Reply by Former member');
    expect(within(former).getByText('Former member')).toBeTruthy();
    expect(within(former).queryByRole('link', { name: 'Former member' })).toBeNull();
  });

  it('marks a reply helpful with PUT, then takes it back with DELETE, showing the server’s count', async () => {
    const server = serve(topicResponse([opening, reply]), {
      'PUT /api/community/posts/p-2/helpful': () => json({ postId: 'p-2', helpfulCount: 7, helpedByMe: true }),
      'DELETE /api/community/posts/p-2/helpful': () => json({ postId: 'p-2', helpfulCount: 6, helpedByMe: false }),
    });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const card = await screen.findByRole('article', { name: 'Reply by Jonas' });
    const helpful = within(card).getByRole('button', { name: 'Helpful' });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    expect(within(card).getByTestId('helpful-count').textContent).toBe('2 members found this helpful');

    fireEvent.click(helpful);
    await waitFor(() => expect(within(card).getByTestId('helpful-count').textContent).toBe('7 members found this helpful'));
    expect(within(card).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.requestsTo('PUT /api/community/posts/p-2/helpful')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(within(card).getByTestId('helpful-count').textContent).toBe('6 members found this helpful'));
    expect(within(card).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');
    expect(server.requestsTo('DELETE /api/community/posts/p-2/helpful')).toHaveLength(1);
  });

  it('puts a failed “helpful” back as it was and says so', async () => {
    serve(topicResponse([opening, reply]), {
      'PUT /api/community/posts/p-2/helpful': () => json({ error: 'This post is no longer there.', code: 'POST_NOT_FOUND' }, 404),
    });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const card = await screen.findByRole('article', { name: 'Reply by Jonas' });
    fireEvent.click(within(card).getByRole('button', { name: 'Helpful' }));
    expect(await within(card).findByText('This post is no longer there.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(card).getByTestId('helpful-count').textContent).toBe('2 members found this helpful');
  });

  it('offers no “Helpful” or “Report” on the member’s own post, but edit, delete and the moderator’s note', async () => {
    const mine = post({
      id: 'p-3',
      mine: true,
      author: author({ displayName: 'Ada L' }),
      status: 'hidden',
      heldFor: 'product_push',
      moderatorNote: 'Shop links are not allowed.',
    });
    serve(topicResponse([opening, mine]));
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const card = await screen.findByRole('article', { name: 'Reply by Ada L' });
    expect(within(card).queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(within(card).getByText(/Promotes a product or shop/).textContent).toContain('Shop links are not allowed.');
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the caution note beside a post that names a medicine with a supplement', async () => {
    serve(
      topicResponse([
        opening,
        post({ id: 'p-4', author: author({ displayName: 'Sam' }), caution: 'Warfarin and vitamin K work against each other: ask your doctor.' }),
      ]),
    );
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const card = await screen.findByRole('article', { name: 'Reply by Sam' });
    expect(within(card).getByRole('note').textContent).toContain('Warfarin and vitamin K work against each other');
  });

  it('reports a post with the reason and note chosen, and says when the post is now hidden', async () => {
    const server = serve(topicResponse([opening, reply]), {
      'POST /api/community/posts/p-2/reports': () => json({ reported: true, hidden: true }, 201),
    });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const card = await screen.findByRole('article', { name: 'Reply by Jonas' });
    fireEvent.click(within(card).getByRole('button', { name: 'Report the post by Jonas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose what is wrong with the post.')).toBeTruthy();
    expect(server.requestsTo('POST /api/community/posts/p-2/reports')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Selling or advertising' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Anything the moderators should know/ }), {
      target: { value: ' A shop link in every reply ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Thank you for reporting it' });
    expect(within(confirmation).getByRole('status').textContent).toContain('the post is now hidden until a moderator looks at it');
    expect(JSON.parse(String(server.requestsTo('POST /api/community/posts/p-2/reports')[0]?.init.body))).toEqual({
      reason: 'selling',
      note: 'A shop link in every reply',
    });
    // The dialog moves focus after it opens (a timer in Mantine's focus trap): under a loaded CI machine it comes late.
    await waitFor(() => expect(document.activeElement).toBe(within(confirmation).getByRole('button', { name: 'Close' })));
  });

  it('turns the reply form off with the reason when the topic is locked', async () => {
    const server = serve(topicResponse([opening], { topic: topicDetail({ locked: true }) }));
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const form = await screen.findByRole('form', { name: 'Your reply' });
    expect(within(form).getByText(LOCKED_TEXT)).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Reply' })).toHaveProperty('disabled', true);
    expect(within(form).getByRole('button', { name: 'Post reply' })).toHaveProperty('disabled', true);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s sentence when a reply is over the daily limit (429), and when links are not allowed yet', async () => {
    let answer = json({ error: 'You have posted 5 times today. New members can post again tomorrow.', code: 'COMMUNITY_RATE_LIMITED' }, 429);
    serve(topicResponse([opening]), { 'POST /api/community/topics/t-1/replies': () => answer });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const form = await screen.findByRole('form', { name: 'Your reply' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reply' }), { target: { value: 'Thanks, I will try it.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You have posted 5 times today. New members can post again tomorrow.');

    answer = json({ error: 'Links can be posted once you are a Member (trust level 1).', code: 'LINKS_NOT_ALLOWED_YET' }, 400);
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Links can be posted once you are a Member (trust level 1).'));
  });

  it('shows a crisis reply with its call button when a reply comes back held', async () => {
    const answer: PostWriteResponse = {
      topicId: 't-1',
      post: post({ id: 'p-8', mine: true, status: 'held', heldFor: 'crisis' }),
      outcome: {
        status: 'held',
        heldFor: 'crisis',
        message: 'It sounds like you are going through a lot. You can talk to someone now.',
        safety: {
          level: 'crisis',
          reason: 'Thoughts of self-harm',
          actions: [{ id: 'kiran', text: 'Call KIRAN 1800-599-0019', action: 'tel:1800-599-0019' }],
          quickReplies: [],
        },
      },
    };
    serve(topicResponse([opening]), { 'POST /api/community/topics/t-1/replies': () => json(answer, 201) });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const form = await screen.findByRole('form', { name: 'Your reply' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reply' }), { target: { value: 'I do not want to go on.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You do not have to face this alone')).toBeTruthy();
    expect(
      within(alert)
        .getByRole('link', { name: /Call KIRAN/ })
        .getAttribute('href'),
    ).toBe('tel:1800-599-0019');
    expect(screen.getByTestId('post-outcome').contains(document.activeElement)).toBe(true);
  });

  it('asks before deleting the member’s own reply, then deletes it', async () => {
    const mine = post({ id: 'p-5', mine: true, author: author({ displayName: 'Ada L' }) });
    const server = serve(topicResponse([opening, mine]), { 'DELETE /api/community/posts/p-5': () => new Response(null, { status: 204 }) });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const card = await screen.findByRole('article', { name: 'Reply by Ada L' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(server.requestsTo('DELETE /api/community/posts/p-5')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(server.requestsTo('DELETE /api/community/posts/p-5')).toHaveLength(1));
    await waitFor(() => expect(server.requestsTo('GET /api/community/topics/t-1').length).toBeGreaterThan(1));
  });

  it('mutes the topic with PUT and unmutes it with DELETE, asking for the topic again each time', async () => {
    const TOPIC = 'GET /api/community/topics/t-1';
    const MUTE = 'PUT /api/community/mutes/topic/t-1';
    const UNMUTE = 'DELETE /api/community/mutes/topic/t-1';
    // The circle is muted already; the topic's own mute follows what was last sent.
    let muted = false;
    const mutes = () => muteList([{ targetType: 'circle', targetId: 'angio' }, ...(muted ? [{ targetType: 'topic' as const, targetId: 't-1' }] : [])]);
    const server = serve(() => json(topicResponse([opening], { topic: topicDetail({ muted, circleMuted: true }) })), {
      [MUTE]: () => {
        muted = true;
        return json(mutes());
      },
      [UNMUTE]: () => {
        muted = false;
        return json(mutes());
      },
    });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const section = await screen.findByRole('region', { name: 'Reply notifications' });
    expect(within(section).getByText('No notifications of new replies; mentions and moderators’ decisions still reach you.')).toBeTruthy();
    const topicSwitch = within(section).getByRole('switch', { name: 'Mute this topic' });
    expect(topicSwitch).toHaveProperty('checked', false);
    expect(document.getElementById(topicSwitch.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Its circle is muted, so its replies are already quiet.',
    );
    expect(within(section).getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('checked', true);

    fireEvent.click(topicSwitch);
    await waitFor(() => expect(server.requestsTo(MUTE)).toHaveLength(1));
    await waitFor(() => expect(server.requestsTo(TOPIC)).toHaveLength(2));
    await waitFor(() => expect(within(section).getByRole('switch', { name: 'Mute this topic' })).toHaveProperty('disabled', false));
    expect(within(section).getByRole('switch', { name: 'Mute this topic' })).toHaveProperty('checked', true);

    fireEvent.click(within(section).getByRole('switch', { name: 'Mute this topic' }));
    await waitFor(() => expect(server.requestsTo(UNMUTE)).toHaveLength(1));
    await waitFor(() => expect(server.requestsTo(TOPIC)).toHaveLength(3));
    await waitFor(() => expect(within(section).getByRole('switch', { name: 'Mute this topic' })).toHaveProperty('checked', false));
    expect(within(section).getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('checked', true);
  });

  it('unmutes the topic’s circle from the topic with DELETE', async () => {
    let circleMuted = true;
    const server = serve(() => json(topicResponse([opening], { topic: topicDetail({ circleMuted }) })), {
      'DELETE /api/community/mutes/circle/angio': () => {
        circleMuted = false;
        return json(muteList());
      },
    });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    const circle = await screen.findByRole('switch', { name: 'Mute this circle' });
    expect(circle).toHaveProperty('checked', true);
    fireEvent.click(circle);
    await waitFor(() => expect(server.requestsTo('DELETE /api/community/mutes/circle/angio')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mute this circle' })).toHaveProperty('checked', false));
  });

  it('puts the mute switch back with the server’s sentence when the topic is gone', async () => {
    serve(topicResponse([opening]), {
      'PUT /api/community/mutes/topic/t-1': () =>
        json({ error: 'This topic is not there any more, so there is nothing to mute.', code: 'MUTE_TARGET_NOT_FOUND' }, 404),
    });
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Mute this topic' }));
    const section = screen.getByRole('region', { name: 'Reply notifications' });
    expect((await within(section).findByRole('alert')).textContent).toBe('This topic is not there any more, so there is nothing to mute.');
    expect(within(section).getByRole('switch', { name: 'Mute this topic' })).toHaveProperty('checked', false);
  });

  it('shows a not-found panel for a topic the member may not see', async () => {
    serve(() => json({ error: 'No topic you may see has this id.', code: 'TOPIC_NOT_FOUND' }, 404));
    renderAppScreen(<TopicView topicId="t-1" />, { path: '/community/topics/t-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the community' }).getAttribute('href')).toBe('/community');
  });
});
