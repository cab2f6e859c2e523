// Real server processes (server/index.ts, as `npm run serve` starts one) for the tests of several instances on one
// PostgreSQL: server/two-instances.test.ts and deploy/nginx.test.ts. Each test stops what it started.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../http/listen';
import { eventually } from './test-context';

/**
 * fetch to an instance on a fresh connection each time. A kept-alive socket that sat idle (while another instance
 * started, say) can be closed by the server at the moment it is reused; under CI's load that race showed as a
 * `read ECONNRESET` in a test that had nothing to do with connections.
 */
export function fetchInstance(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}

export interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

/**
 * Starts one server process. freePort's port can be taken by another process before the child binds it (CI runs
 * other servers beside this suite), so an instance that exits before it answers is started again on another port.
 */
export async function startInstance(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<Instance> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const started = await startInstanceOnce(databaseUrl, dataDir, env);
    if ('url' in started) return started;
    failures.push(`attempt ${attempt}: ${started.failure}`);
  }
  throw new Error(`The instance exited three times:\n${failures.join('\n')}`);
}

async function startInstanceOnce(databaseUrl: string, dataDir: string, env: Record<string, string>): Promise<Instance | { failure: string }> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      GUARDIANS_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOG_BUFFERED: 'false',
      LOGIN_MAX_FAILURES_PER_EMAIL: '3',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  await eventually(async () => {
    if (exited()) return true;
    return fetchInstance(`${url}/api/db-status`).then(
      async (response) => response.ok && ((await response.json()) as { available: boolean }).available,
      () => false,
    );
  }, 60_000);
  if (exited()) return { failure: `port ${port}, exit code ${child.exitCode}, signal ${child.signalCode}: ${output.join('')}` };
  return { url, process: child, output };
}

export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
}
