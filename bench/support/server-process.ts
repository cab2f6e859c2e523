// Starts a real server process for a benchmark, as `npm run serve` would in production, and stops it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../server/http/listen';
import { ssrBundleOf } from '../../server/web-render/page-html';

export interface BenchServer {
  url: string;
  /** Milliseconds from spawning the process to the first answer of `readyPath`, migrations and seed included. */
  coldStartMs: number;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** A script run with tsx on a free loopback port; PORT and HOST are passed in its environment. */
export async function startProcess(script: string, readyPath: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // A production server writes its log somewhere; /dev/null costs what a file or pipe would at most.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForAnswer(`${url}${readyPath}`, child, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, coldStartMs: performance.now() - started, stop: () => stopProcess(child) };
}

/**
 * A build copied without its server renderer (`<dist>-ssr`, server/web-render/page-html.ts) serves product pages and the
 * signed-in dashboard as the pre-rendered shells, which measure far slower than the drawn pages a real server sends.
 */
function warnWithoutServerRenderer(webDistDir: string): void {
  if (existsSync(webDistDir) && !existsSync(ssrBundleOf(webDistDir)))
    console.log(`(${webDistDir} has no server renderer at ${ssrBundleOf(webDistDir)}: product pages and the dashboard are measured as shells)`);
}

/** The storefront server (server/index.ts) in production mode on an empty data folder. */
export async function startStorefront(env: Record<string, string> = {}): Promise<BenchServer> {
  warnWithoutServerRenderer(env.WEB_DIST_DIR ?? process.env.WEB_DIST_DIR ?? 'dist/web');
  const dataDir = mkdtempSync(join(tmpdir(), 'guardians-bench-'));
  const server = await startProcess('server/index.ts', '/api/guardians', {
    NODE_ENV: 'production',
    GUARDIANS_DATA_DIR: dataDir,
    // Plain http on loopback: a Secure cookie would never come back.
    GUARDIANS_COOKIE_SECURE: 'false',
    // Production asks for the names it is served under; here that is this machine's.
    GUARDIANS_ALLOWED_HOSTS: '127.0.0.1,localhost',
    ...env,
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
