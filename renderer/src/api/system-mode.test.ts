import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkDatabaseAvailable,
  getSystemMode,
  markDegraded,
  resetSystemModeForTests,
  subscribeSystemMode,
  useSystemMode,
} from './system-mode';
import { databaseAvailable, databaseUnavailable, installFakeServer, json, networkDown } from './test-support/fake-server';

const STATUS = 'GET /api/db-status';

beforeEach(() => {
  vi.useFakeTimers();
  resetSystemModeForTests();
});

afterEach(() => {
  resetSystemModeForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('system mode', () => {
  it('starts normal and tells subscribers when it becomes degraded, until they unsubscribe', () => {
    installFakeServer({ [STATUS]: databaseAvailable });
    const listener = vi.fn();
    const unsubscribe = subscribeSystemMode(listener);
    expect(getSystemMode()).toBe('normal');

    markDegraded();
    markDegraded();
    expect(getSystemMode()).toBe('degraded');
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    resetSystemModeForTests();
    markDegraded();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a component using useSystemMode when the mode changes', () => {
    installFakeServer({ [STATUS]: databaseAvailable });
    const { result } = renderHook(() => useSystemMode());
    expect(result.current).toBe('normal');
    act(() => markDegraded());
    expect(result.current).toBe('degraded');
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
