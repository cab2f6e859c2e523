// A throw-away redis-server on 127.0.0.1 (Debian's redis-server; .ci/run installs it) for the tests of the Redis
// engines: no file written, stopped by the test that started it.
import { spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../http/listen';
import { eventually } from './test-context';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export const REDIS_SERVER_INSTALLED = spawnSync('redis-server', ['--version']).status === 0;

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await eventually(async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // Refused until the server listens: the failed connect rejects below, the event has nothing to add.
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }, 15_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
