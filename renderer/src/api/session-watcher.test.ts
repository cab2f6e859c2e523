import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PATH, SESSION_WAIT_MS, SessionWatcher } from './session-watcher';

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionWatcher', () => {
  it('learns who is signed in from the session query, and tells its listeners each answer', () => {
    const watcher = new SessionWatcher();
    const client = new QueryClient();
    const answers = vi.fn();
    watcher.onSessionAnswer(answers);
    watcher.watch(client);
    expect(watcher.current()).toBeUndefined();

    client.setQueryData([SESSION_PATH], { user: { id: 'ada' } });
    expect(watcher.current()).toEqual({ userId: 'ada' });
    client.setQueryData([SESSION_PATH], null);
    expect(watcher.current()).toEqual({ userId: null });
    expect(answers.mock.calls).toEqual([[{ user: { id: 'ada' } }], [null]]);
  });

  it('ignores other queries and answers that are not a session', () => {
    const watcher = new SessionWatcher();
    const client = new QueryClient();
    watcher.watch(client);
    client.setQueryData([SESSION_PATH, 'other'], { user: { id: 'ada' } });
    client.setQueryData([SESSION_PATH], { offline: true });
    expect(watcher.current()).toBeUndefined();
  });

  it(`waits up to ${SESSION_WAIT_MS} ms for the session to say, then gives up rather than guess`, async () => {
    vi.useFakeTimers();
    const watcher = new SessionWatcher();
    const client = new QueryClient();
    watcher.watch(client);

    const answered = watcher.known();
    client.setQueryData([SESSION_PATH], { user: { id: 'grace' } });
    await expect(answered).resolves.toEqual({ userId: 'grace' });

    const other = new SessionWatcher();
    const unanswered = other.known();
    await vi.advanceTimersByTimeAsync(SESSION_WAIT_MS);
    await expect(unanswered).resolves.toBeUndefined();
  });

  it('forgets the account that signs out, and only that one', () => {
    const watcher = new SessionWatcher();
    const client = new QueryClient();
    watcher.watch(client);
    client.setQueryData([SESSION_PATH], { user: { id: 'ada' } });
    watcher.forget('grace');
    expect(watcher.current()).toEqual({ userId: 'ada' });
    watcher.forget('ada');
    expect(watcher.current()).toEqual({ userId: null });
  });
});
