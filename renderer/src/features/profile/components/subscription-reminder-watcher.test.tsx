import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionReminder } from '@common/contracts/subscriptions';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { SUBSCRIPTION_REMINDERS_PATH } from '../../../domain/subscriptions/subscriptions-api';
import type { Session } from '../../../identity/session-context';
import { SessionContext } from '../../../identity/session-context';
import { accountUser } from '../../../testing/account-user';
import { installMatchMedia } from '../../../testing/match-media';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { SubscriptionReminderWatcher } from './subscription-reminder-watcher';
import { testSubscription } from '../../../testing/test-subscription';

const show = vi.hoisted(() => vi.fn(async () => ({ shown: true, reason: 'shown' as const })));
vi.mock('../../../platform/current-platform', () => ({ platform: { kind: 'web', notifications: { show } } }));

const ada = accountUser({ id: 'user-ada', displayName: 'Ada' });
const signedIn: Session = { status: 'ready', user: ada, hasDemoMarker: false, checkFailed: false };
const signedOut: Session = { status: 'ready', user: null, hasDemoMarker: false, checkFailed: false };

const reminder: SubscriptionReminder = {
  subscriptionId: 'sub-1',
  renewalAt: '2027-01-04T09:00:00.000Z',
  items: [{ name: 'Omega-3', quantity: 2 }],
  goodsTotal: 114_000,
  currency: 'INR',
};
const subscription = testSubscription({
  nextGoodsTotal: 114_000,
  addressLine: 'Asha Rao, 12 MG Road, Bengaluru, 560001',
  createdAt: '2026-12-05T09:00:00.000Z',
});

function renderWatcher(session: Session) {
  installMatchMedia();
  render(
    <MantineProvider env="test">
      <Notifications limit={1} autoClose={5000} />
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionContext.Provider value={session}>
          <SubscriptionReminderWatcher />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

let server: ReturnType<typeof installFakeServer>;

beforeEach(() => {
  show.mockClear();
  server = installFakeServer({
    'GET /api/db-status': databaseAvailable,
    [`GET ${SUBSCRIPTION_REMINDERS_PATH}`]: () => json({ reminders: [reminder] }),
    'POST /api/subscriptions/sub-1/keep': () => json({ subscription: { ...subscription, nextRenewalAt: reminder.renewalAt } }),
    'POST /api/subscriptions/sub-1/skip': () => json({ subscription: { ...subscription, nextRenewalAt: '2027-02-03T09:00:00.000Z' } }),
    'GET /api/subscriptions': () => json({ subscriptions: [{ ...subscription, nextRenewalAt: reminder.renewalAt, reminderDue: true }] }),
  });
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.unstubAllGlobals();
});

const SENTENCE = /^Your next delivery of 2 × Omega-3 is ordered on Monday,? 4 January \(₹1,140\.00\)\.$/;

describe('SubscriptionReminderWatcher', () => {
  it('shows the reminder the server hands out as a toast and a platform notification, and keeps the delivery in one tap', async () => {
    renderWatcher(signedIn);
    expect(await screen.findByText(SENTENCE)).toBeTruthy();
    expect(show).toHaveBeenCalledExactlyOnceWith({
      title: 'Your next delivery is coming up',
      body: expect.stringMatching(SENTENCE) as unknown as string,
      route: '/profile#subscriptions-title',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText(/^Kept: your delivery is ordered on Monday,? 4 January\.$/)).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo('POST /api/subscriptions/sub-1/keep')[0]?.init.body))).toEqual({ renewalAt: reminder.renewalAt });
  });

  it('skips the delivery in one tap through the existing skip', async () => {
    renderWatcher(signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip this delivery' }));
    expect(await screen.findByText(/^Skipped\. The next delivery is ordered on Wednesday,? 3 February\.$/)).toBeTruthy();
    expect(server.requestsTo('POST /api/subscriptions/sub-1/skip')).toHaveLength(1);
  });

  it('skips nothing when the reminded delivery was placed meanwhile, and says so', async () => {
    server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      [`GET ${SUBSCRIPTION_REMINDERS_PATH}`]: () => json({ reminders: [reminder] }),
      'GET /api/subscriptions': () => json({ subscriptions: [{ ...subscription, nextRenewalAt: '2027-02-03T09:00:00.000Z' }] }),
    });
    renderWatcher(signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip this delivery' }));
    expect(await screen.findByText('That delivery was already placed, skipped or moved. Your subscriptions show the next one.')).toBeTruthy();
    expect(server.requestsTo('POST /api/subscriptions/sub-1/skip')).toHaveLength(0);
  });

  it('asks nothing while signed out', async () => {
    renderWatcher(signedOut);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo(`GET ${SUBSCRIPTION_REMINDERS_PATH}`)).toHaveLength(0);
    expect(show).not.toHaveBeenCalled();
  });
});
