import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationReminder } from '@common/contracts/consultation-reminders';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import type { Session } from '../../../identity/session-context';
import { SessionContext } from '../../../identity/session-context';
import { accountUser } from '../../../testing/account-user';
import { installMatchMedia } from '../../../testing/match-media';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { CONSULTATION_REMINDERS_PATH, consultationRemindersQueryOptions } from '../api/get-consultation-reminders';
import { shownRemindersKey } from '../lib/shown-reminders';
import { ConsultationReminderWatcher } from './consultation-reminder-watcher';

const show = vi.hoisted(() => vi.fn(async () => ({ shown: true, reason: 'shown' as const })));
// The page's own storage stays the platform's: which reminders were shown is kept there.
vi.mock('../../../platform/current-platform', () => ({
  platform: {
    kind: 'web',
    notifications: { show },
    storage: {
      get local() {
        return window.localStorage;
      },
      localOrNull: () => window.localStorage,
    },
  },
}));

const ada = accountUser({ id: 'user-ada', displayName: 'Ada' });
const signedIn: Session = { status: 'ready', user: ada, hasDemoMarker: false, checkFailed: false };
const signedOut: Session = { status: 'ready', user: null, hasDemoMarker: false, checkFailed: false };

const soon: ConsultationReminder = {
  bookingId: 'booking-1',
  startsAt: '2026-11-23T04:30:00.000Z',
  minutesUntilStart: 8,
  side: 'customer',
  title: 'Consultation with Dr. Ananya Sharma starts in 8 minutes',
  body: 'Your 30-minute consultation starts at 04:30 UTC. Open your consultations to get ready.',
  route: '/consultation',
};

function renderWatcher(session: Session) {
  installMatchMedia();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: <ConsultationReminderWatcher /> },
      { path: '/consultation', element: <h1>Book a Consultation</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <MantineProvider env="test">
      <Notifications limit={1} autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, router };
}

let answer: { reminders: unknown[] };
let server: ReturnType<typeof installFakeServer>;

beforeEach(() => {
  localStorage.clear();
  show.mockClear();
  answer = { reminders: [soon] };
  server = installFakeServer({ [`GET ${CONSULTATION_REMINDERS_PATH}`]: () => json(answer) });
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsultationReminderWatcher', () => {
  it('shows a due reminder as a toast and as a platform notification, once', async () => {
    const { queryClient } = renderWatcher(signedIn);
    expect(await screen.findByText(soon.title)).toBeTruthy();
    expect(screen.getByText(soon.body)).toBeTruthy();
    expect(show).toHaveBeenCalledExactlyOnceWith({ title: soon.title, body: soon.body, route: '/consultation' });

    // A minute later the server words the same booking anew: it is not announced again.
    act(() => notifications.clean());
    await waitFor(() => expect(screen.queryByText(soon.title)).toBeNull());
    const aMinuteLater = { ...soon, minutesUntilStart: 7, title: 'Consultation with Dr. Ananya Sharma starts in 7 minutes' };
    answer = { reminders: [aMinuteLater] };
    await act(() => queryClient.refetchQueries());
    expect(server.requestsTo(`GET ${CONSULTATION_REMINDERS_PATH}`)).toHaveLength(2);
    expect(queryClient.getQueryData<{ reminders: ConsultationReminder[] }>([CONSULTATION_REMINDERS_PATH, 'for-user', ada.id])?.reminders).toEqual([
      aMinuteLater,
    ]);
    expect(screen.queryByText(aMinuteLater.title)).toBeNull();
    expect(show).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(shownRemindersKey(ada.id))!)).toEqual([`${soon.bookingId}@${soon.startsAt}`]);
  });

  it('does not repeat a reminder on the next page load, but shows one that became due since', async () => {
    const first = renderWatcher(signedIn);
    await screen.findByText(soon.title);
    act(() => notifications.clean());
    first.unmount();

    const later: ConsultationReminder = {
      ...soon,
      bookingId: 'booking-2',
      side: 'expert',
      title: 'Consultation with Grace starts in 4 minutes',
      route: '/partner/doctor-dashboard',
    };
    answer = { reminders: [soon, later] };
    renderWatcher(signedIn);
    expect(await screen.findByText(later.title)).toBeTruthy();
    expect(screen.queryByText(soon.title)).toBeNull();
    expect(show).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenLastCalledWith({ title: later.title, body: later.body, route: later.route });
    expect(screen.getByRole('button', { name: 'Open your dashboard' })).toBeTruthy();
  });

  it("opens the reminder's route from the toast's button", async () => {
    const { router } = renderWatcher(signedIn);
    expect(await screen.findByRole('button', { name: 'Dismiss reminder' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Open your consultations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation'));
    expect(screen.getByRole('heading', { name: 'Book a Consultation' })).toBeTruthy();
  });

  it('asks nothing and shows nothing when signed out', async () => {
    renderWatcher(signedOut);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toHaveLength(0);
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByText(soon.title)).toBeNull();
  });

  it('shows nothing for an answer that is not a list of reminders (an offline stand-in)', async () => {
    answer = { reminders: [{ ...soon, route: 'https://elsewhere.example/' }] };
    renderWatcher(signedIn);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByText(soon.title)).toBeNull();
  });
});

describe('consultation reminder polling', () => {
  it('asks every 60 s, freshly each time, and not from a background tab', () => {
    const options = consultationRemindersQueryOptions('user-ada');
    expect(options.refetchInterval).toBe(60_000);
    expect(options.staleTime).toBe(0);
    expect('refetchIntervalInBackground' in options).toBe(false);
  });
});
