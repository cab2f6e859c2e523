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
