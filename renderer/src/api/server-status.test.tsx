import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The db-status probe loads this contract on demand; loaded here first, it answers at once under fake timers.
import '@common/contracts/system';
import { emptyOfflineCache } from '../testing/test-query-client';
import { createApiClient } from './api-request';
import { createQueryClient } from './query-client';
import { ServerStatus } from './server-status';
import { databaseAvailable, databaseUnavailable, installFakeServer, json, networkDown, text } from './test-support/fake-server';
import { useSystemMode } from './use-api';

const STATUS = 'GET /api/db-status';

/** A fresh page load's server status: normal mode, nothing asked yet. */
let status: ServerStatus;

beforeEach(() => {
  vi.useFakeTimers();
  status = new ServerStatus();
});

afterEach(() => {
  status.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const getSystemMode = () => status.getMode();
const markDegraded = () => status.markDegraded();
const checkDatabaseAvailable = () => status.checkDatabaseAvailable();

describe('system mode', () => {
  it('starts normal and tells subscribers when it becomes degraded, until they unsubscribe', async () => {
    installFakeServer({ [STATUS]: databaseAvailable });
    const listener = vi.fn();
    const unsubscribe = status.subscribeMode(listener);
    expect(getSystemMode()).toBe('normal');

    markDegraded();
    markDegraded();
    expect(getSystemMode()).toBe('degraded');
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(getSystemMode()).toBe('normal');
    markDegraded();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a component using useSystemMode when the mode changes', () => {
    installFakeServer({ [STATUS]: databaseAvailable });
    const client = createQueryClient(createApiClient({ host: emptyOfflineCache }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSystemMode(), { wrapper });
    expect(result.current).toBe('normal');
    act(() => client.api.serverStatus.markDegraded());
    expect(result.current).toBe('degraded');
    client.api.dispose();
  });

  it('keeps two apps apart: one degrading does not degrade the other', () => {
    const other = new ServerStatus();
    markDegraded();
    expect(other.getMode()).toBe('normal');
    other.dispose();
  });
});

describe('database availability check', () => {
  it('asks db-status with the session cookie and answers its `available`', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable });
    await expect(checkDatabaseAvailable()).resolves.toBe(true);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
    expect(server.requestsTo(STATUS)[0]?.init.credentials).toBe('include');
  });

  it('asks the server at most once per 60 s and answers from the last result in between', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable });
    await checkDatabaseAvailable();
    await vi.advanceTimersByTimeAsync(59_999);
    await expect(checkDatabaseAvailable()).resolves.toBe(true);
    expect(server.requestsTo(STATUS)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await checkDatabaseAvailable();
    expect(server.requestsTo(STATUS)).toHaveLength(2);
  });

  it('shares one status call, and its answer, between checks made while it is under way', async () => {
    const server = installFakeServer({ [STATUS]: databaseUnavailable });
    const answers = await Promise.all([checkDatabaseAvailable(), checkDatabaseAvailable()]);
    expect(answers).toEqual([false, false]);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
  });

  it.each([
    ['the network fails', networkDown],
    ['the status call answers 500', () => json({ error: 'boom' }, 500)],
    ['the status call fails even though its body says available', () => json({ available: true }, 503)],
    ['the answer is not {available: true}', () => json({ status: 'ok' })],
    ['the server says unavailable', databaseUnavailable],
  ])('counts the database as unavailable and degrades when %s', async (_case, statusAnswer) => {
    installFakeServer({ [STATUS]: statusAnswer });
    await expect(checkDatabaseAvailable()).resolves.toBe(false);
    expect(getSystemMode()).toBe('degraded');
  });

  it('keeps answering unavailable from the cache inside the 60 s window', async () => {
    const server = installFakeServer({ [STATUS]: databaseUnavailable });
    await checkDatabaseAvailable();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(checkDatabaseAvailable()).resolves.toBe(false);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
  });
});

describe('recheck after an overload', () => {
  it('asks db-status 30 s after degrading and returns to normal when the database is available', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable });
    markDegraded();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.requestsTo(STATUS)).toHaveLength(0);
    expect(getSystemMode()).toBe('degraded');

    await vi.advanceTimersByTimeAsync(1);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
    expect(getSystemMode()).toBe('normal');
  });

  it('schedules one recheck however many overloads happen before it', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable });
    markDegraded();
    await vi.advanceTimersByTimeAsync(10_000);
    markDegraded();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
  });

  it('asks the server even inside the 60 s window, since the cached answer predates the overload', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable });
    await checkDatabaseAvailable();
    await vi.advanceTimersByTimeAsync(5_000);
    markDegraded();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.requestsTo(STATUS)).toHaveLength(2);
  });

  it('stays degraded while the database is unavailable and rechecks every 30 s until it is back', async () => {
    let available = false;
    const server = installFakeServer({ [STATUS]: () => json({ available }) });
    markDegraded();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(getSystemMode()).toBe('degraded');

    available = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.requestsTo(STATUS)).toHaveLength(2);
    expect(getSystemMode()).toBe('normal');

    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requestsTo(STATUS)).toHaveLength(2);
  });
});

describe('reachability', () => {
  it('tells subscribers when the network goes down and when the server answers again', () => {
    const listener = vi.fn();
    status.subscribeReachability(listener);
    status.noteServerUnreachable();
    expect(status.isNetworkDown()).toBe(true);
    status.noteServerReached(false);
    expect(status.isNetworkDown()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls the server-back listeners only for a successful answer', () => {
    const back = vi.fn();
    status.onServerBack(back);
    status.noteServerReached(false);
    expect(back).not.toHaveBeenCalled();
    status.noteServerReached(true);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the network fails', networkDown, false],
    ['a gateway answers 502', () => text('Bad Gateway', 502), false],
    ['a gateway answers 504', () => text('Gateway Timeout', 504), false],
    ['the server answers, even that the database is away', databaseUnavailable, true],
  ])('asks the same db-status to tell whether the server answers again when %s', async (_case, answer, answers) => {
    const server = installFakeServer({ [STATUS]: answer });
    status.noteServerUnreachable();
    await expect(status.serverAnswersAgain()).resolves.toBe(answers);
    expect(status.isNetworkDown()).toBe(!answers);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
  });
});
