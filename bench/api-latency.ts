// Measures the API's read latency on the embedded SQLite database: p50/p95/p99 of GET /api/guardians and
// GET /api/db-status over a warm server, sequential requests from one client. `npm run bench:api`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) await (await fetch(url)).arrayBuffer();
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`${new URL(url).pathname}: ${REQUESTS} requests, p50 ${fmt(percentile(timings, 50))}, p95 ${fmt(percentile(timings, 95))}, p99 ${fmt(percentile(timings, 99))}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'guardians-bench-'));
const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, logLevel: 'silent' });
try {
  await measure(`${server.url}/api/guardians`);
  await measure(`${server.url}/api/db-status`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
