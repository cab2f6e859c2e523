import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityMember } from '@common/contracts/community';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { circleList, circleSummary, member } from '../test-support/community-fixtures';
import { CommunityPage } from './community-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(me: CommunityMember = member(), circles = circleList()) {
  let current = me;
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: accountUser() }),
    'GET /api/db-status': databaseAvailable,
    'GET /api/community/circles': () => json(circles),
    'GET /api/community/me': () => json({ member: current }),
    'PUT /api/community/me': (request) => {
      current = { ...current, ...(JSON.parse(String(request.init.body)) as Partial<CommunityMember>) };
      return json({ member: current });
    },
  });
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

  it('tells a suspended member until when they can only read', async () => {
    serve(member({ suspendedUntil: '2099-01-05T00:00:00.000Z' }));
    renderAppScreen(<CommunityPage />, { path: '/community' });
    expect(await screen.findByText(/paused your posting until Jan 5, 2099/)).toBeTruthy();
  });

  it('offers to try again when the circles cannot be loaded', async () => {
    const server = installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/community/circles': () => json({ error: 'The community is not open on this server yet.', code: 'NOT_FOUND' }, 404),
      'GET /api/community/me': () => json({ member: member() }),
    });
    renderAppScreen(<CommunityPage />, { path: '/community' });
    expect(await screen.findByText('The circles could not be loaded')).toBeTruthy();
    expect(screen.getByText('The community is not open on this server yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.requestsTo('GET /api/community/circles')).toHaveLength(2));
  });
});
