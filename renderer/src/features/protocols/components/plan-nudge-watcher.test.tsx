import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanNudge } from '@common/contracts/protocols';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import type { Session } from '../../../identity/session-context';
import { SessionContext } from '../../../identity/session-context';
import { accountUser } from '../../../testing/account-user';
import { installMatchMedia } from '../../../testing/match-media';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { PLAN_NUDGES_PATH } from '../api/get-plan-nudges';
import { PlanNudgeWatcher } from './plan-nudge-watcher';

const show = vi.hoisted(() => vi.fn(async () => ({ shown: true, reason: 'shown' as const })));
vi.mock('../../../platform/current-platform', () => ({ platform: { kind: 'web', notifications: { show } } }));

const ada = accountUser({ id: 'user-ada', displayName: 'Ada' });
const signedIn: Session = { status: 'ready', user: ada, hasDemoMarker: false, checkFailed: false };
const signedOut: Session = { status: 'ready', user: null, hasDemoMarker: false, checkFailed: false };

const checkIn: PlanNudge = {
  planId: 'plan-1',
  kind: 'check_in',
  title: 'How is your plan going?',
  body: 'It has been a week since Dr Meera Iyer sent you "Heart basics". Tell them how it is going, from 1 to 5.',
  route: '/profile',
};

function renderWatcher(session: Session) {
  installMatchMedia();
  const router = createMemoryRouter(
    [
      { path: '/', element: <PlanNudgeWatcher /> },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <Notifications limit={1} autoClose={5000} />
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

let server: ReturnType<typeof installFakeServer>;

beforeEach(() => {
  show.mockClear();
  server = installFakeServer({ [`GET ${PLAN_NUDGES_PATH}`]: () => json({ nudges: [checkIn] }) });
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanNudgeWatcher', () => {
  it('shows a nudge the server hands out as a toast and a platform notification, and opens /profile from it', async () => {
    const router = renderWatcher(signedIn);
    expect(await screen.findByText(checkIn.title)).toBeTruthy();
    expect(show).toHaveBeenCalledExactlyOnceWith({ title: checkIn.title, body: checkIn.body, route: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Open your plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('asks nothing while signed out', async () => {
    renderWatcher(signedOut);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo(`GET ${PLAN_NUDGES_PATH}`)).toHaveLength(0);
    expect(show).not.toHaveBeenCalled();
  });
});
