import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../test/test-context';
import { DatabaseHealth } from './health';

/** A database that refuses connections until `reachable` is set. */
function fakeDatabase() {
  const state = { reachable: false, pings: 0 };
  const ping = async (): Promise<void> => {
    state.pings += 1;
    if (!state.reachable) throw new Error('connect ECONNREFUSED');
  };
  return { ping, state };
}

const logger = pino({ level: 'silent' });

let health: DatabaseHealth | undefined;
afterEach(async () => {
  await health?.stop();
});

describe('DatabaseHealth', () => {
  it('retries in the background and prepares the database once, when it first answers', async () => {
    const { ping, state } = fakeDatabase();
    const prepare = vi.fn(async () => {});
    health = new DatabaseHealth({ ping, logger, prepare, checkIntervalMs: 10 });

    expect(await health.start()).toBe(false);
    expect(prepare).not.toHaveBeenCalled();

    state.reachable = true;
    await eventually(async () => health!.available);
    await eventually(async () => state.pings > 5);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('notices an outage while running and stays unavailable until the database answers again', async () => {
    const { ping, state } = fakeDatabase();
    state.reachable = true;
    health = new DatabaseHealth({ ping, logger, prepare: async () => {}, checkIntervalMs: 10 });
    expect(await health.start()).toBe(true);

    state.reachable = false;
    await eventually(async () => !health!.available);
    state.reachable = true;
    await eventually(async () => health!.available);
  });

  it('counts a failing preparation (e.g. a broken migration) as unavailable and tries it again', async () => {
    const { ping, state } = fakeDatabase();
    state.reachable = true;
    const prepare = vi.fn().mockRejectedValueOnce(new Error('migration failed')).mockResolvedValue(undefined);
    health = new DatabaseHealth({ ping, logger, prepare, checkIntervalMs: 10 });

    expect(await health.start()).toBe(false);
    await eventually(async () => health!.available);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('stops checking after stop()', async () => {
    const { ping, state } = fakeDatabase();
    health = new DatabaseHealth({ ping, logger, prepare: async () => {}, checkIntervalMs: 10 });
    await health.start();
    await health.stop();
    const pingsAtStop = state.pings;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(state.pings).toBe(pingsAtStop);
  });
});

describe('DatabaseHealth after a full storage', () => {
  const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

  it('stays readable but unavailable until its storage probe passes, and a report during a check is not cleared by it', async () => {
    let room = false;
    let holdPing = false;
    let releasePing: () => void = () => undefined;
    const probeStorage = vi.fn(async () => {
      if (!room) throw full;
    });
    const ping = () => (holdPing ? new Promise<void>((resolve) => (releasePing = resolve)) : Promise.resolve());
    health = new DatabaseHealth({ ping, probeStorage, logger, prepare: async () => {}, checkIntervalMs: 60_000 });
    expect(await health.start()).toBe(true);
    expect(probeStorage).not.toHaveBeenCalled();

    health.reportStorageFull(full);
    expect([health.available, health.readable]).toEqual([false, true]);
    expect(await health.check()).toBe(false);
    expect(health.readable).toBe(true);

    // Room again, but a write fails for lack of space while the check is under way: that check must not clear it.
    room = true;
    holdPing = true;
    const during = health.check();
    health.reportStorageFull(full);
    holdPing = false;
    releasePing();
    expect(await during).toBe(false);
    expect(await health.check()).toBe(true);
    expect(health.available).toBe(true);
  });
});
