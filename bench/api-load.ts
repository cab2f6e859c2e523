// API throughput against a yardstick: a bare Express 5 hello-world and the storefront server (production mode, fresh
// SQLite data folder) loaded by autocannon one after the other in the same run, with a browser's headers (so compressed
// answers where the server compresses), and the server's cold start.
// `npm run bench:api`; BENCH_CONNECTIONS (50) and BENCH_SECONDS (10) change the load. Prints figures, asserts nothing.
import autocannon from 'autocannon';
import { startProcess, startStorefront } from './support/server-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Issue "fast on a phone": products ≥ 0.6× the bare server's requests/s with p99 ≤ 25 ms, guardians ≥ 0.5×. */
const TARGETS: Record<string, { ratio: number; p99Ms?: number }> = {
  '/api/products': { ratio: 0.6, p99Ms: 25 },
  '/api/guardians': { ratio: 0.5 },
};

interface Load {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/** What a browser sends: the storefront answers it with the brotli copy, as it would a shopper. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

async function load(baseUrl: string, path: string): Promise<Load> {
  // A short warm-up so that the first lazy compilations and caches are not measured.
  await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: 2, headers: BROWSER_HEADERS });
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const format = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function line(measured: Load, bare?: Load): string {
  const ratio = bare ? measured.requestsPerSecond / bare.requestsPerSecond : undefined;
  const target = TARGETS[measured.path];
  const verdict =
    target && ratio !== undefined
      ? ` (target ≥ ${target.ratio}×${target.p99Ms ? `, p99 ≤ ${target.p99Ms} ms` : ''}: ${ratio >= target.ratio && (!target.p99Ms || measured.p99Ms <= target.p99Ms) ? 'met' : 'NOT met'})`
      : '';
  return `${measured.path.padEnd(40)} ${format(measured.requestsPerSecond).padStart(8)} req/s  p50 ${format(measured.p50Ms, 1).padStart(6)} ms  p99 ${format(measured.p99Ms, 1).padStart(6)} ms${measured.failures ? `  ${measured.failures} failed` : ''}${ratio !== undefined ? `  ${format(ratio, 3)}× bare` : ''}${verdict}`;
}

console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per path, one server at a time`);
const bareServer = await startProcess('bench/support/bare-express.ts', '/hello');
let bare: Load;
try {
  bare = await load(bareServer.url, '/hello');
} finally {
  await bareServer.stop();
}
console.log(line(bare));

const storefront = await startStorefront();
try {
  console.log(`storefront cold start (spawn → first /api/guardians answer, empty data folder, migrations and seed): ${format(storefront.coldStartMs)} ms`);
  const firstPage = (await (await fetch(`${storefront.url}/api/products`)).json()) as { products: Array<{ slug: string }> };
  const slug = firstPage.products[0]?.slug;
  const paths = ['/api/products', '/api/guardians', ...(slug ? [`/api/products/${slug}`] : [])];
  for (const path of paths) console.log(line(await load(storefront.url, path), bare));
} finally {
  await storefront.stop();
}
