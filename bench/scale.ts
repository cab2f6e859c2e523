// Scale-out (issue 42): the storefront on one PostgreSQL, first one instance and then two, each time behind the same
// round-robin balancer on loopback, loaded by autocannon on public reads; then the time from an admin's approval of a
// brand partner's product on one instance to every instance listing it (told through PostgreSQL LISTEN/NOTIFY; the
// read cache's TTL is 10 s). Needs TEST_DATABASE_URL (a fresh database is made there and dropped).
// `npm run bench:scale`; BENCH_CONNECTIONS (50) and BENCH_SECONDS (10) change the load. Prints figures, asserts nothing.
// On a 2-core machine the two instances, the balancer, autocannon and PostgreSQL share the same cores: the ratio says
// what one machine gives, not what two machines would.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { chatGuardian } from '@common/chat-guardians';
import { startRoundRobin } from './support/round-robin';
import { startStorefront } from './support/server-process';
import type { BenchServer } from './support/server-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim();
const PATHS = ['/api/products', '/api/guardians'];
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const PASSWORD = 'Scale-Bench-Password-2026!';

async function throughput(baseUrl: string, path: string): Promise<{ rps: number; p99: number; failures: number }> {
  await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: 2, headers: BROWSER_HEADERS });
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
  return { rps: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A signed-in account with `role`, made through the API and granted the role in the database. */
async function accountWithRole(baseUrl: string, databaseUrl: string, role: string): Promise<string> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = (registered.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`INSERT INTO user_roles (user_id, role, created_at) SELECT id, $1, $2 FROM users WHERE email = $3`, [
    role,
    new Date().toISOString(),
    email,
  ]);
  await client.end();
  return cookie;
}

/** Milliseconds from the approval on `instances[0]` to every instance listing the product. */
async function approvalReachesAll(instances: readonly BenchServer[], databaseUrl: string): Promise<number> {
  const [first] = instances;
  if (!first) throw new Error('no instance');
  const partner = await accountWithRole(first.url, databaseUrl, 'brand_partner');
  const admin = await accountWithRole(first.url, databaseUrl, 'admin');
  const name = `Scale Bench Tonic ${randomBytes(3).toString('hex')}`;
  const submitted = await fetch(`${first.url}/api/brand-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url, cookie: partner },
    body: JSON.stringify({
      name,
      brand: 'Bench Labs',
      description: 'A product made by the scale benchmark to time how fast an approval reaches every instance.',
      guardian: 'angio',
      categories: [chatGuardian('angio').productCategories[0]],
      price: 49_900,
      stock: 10,
    }),
  });
  if (submitted.status !== 201) throw new Error(`submission answered ${submitted.status}: ${await submitted.text()}`);
  const { product } = (await submitted.json()) as { product: { id: string } };
  const query = `/api/products?q=${encodeURIComponent(name)}`;
  const lists = async (instance: BenchServer) =>
    ((await (await fetch(`${instance.url}${query}`)).json()) as { products: { id: string }[] }).products.some((listed) => listed.id === product.id);
  // Every instance has the search cached (without the product) before the approval.
  for (const instance of instances) if (await lists(instance)) throw new Error('listed before approval');
  const approvedAt = performance.now();
  const approved = await fetch(`${first.url}/api/admin/products/${product.id}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url, cookie: admin },
    body: JSON.stringify({ decision: 'approve' }),
  });
  if (approved.status !== 200) throw new Error(`approval answered ${approved.status}`);
  const pending = new Set(instances);
  while (pending.size > 0) {
    for (const instance of [...pending]) if (await lists(instance)) pending.delete(instance);
    if (performance.now() - approvedAt > 15_000) throw new Error('not listed everywhere within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - approvedAt;
}

async function main(): Promise<void> {
  if (!ADMIN_URL) {
    console.log('bench:scale needs TEST_DATABASE_URL (a PostgreSQL server where it may create and drop a database).');
    process.exitCode = 1;
    return;
  }
  const name = `guardians_scale_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const env = { DATABASE_URL: databaseUrl, WEB_DIST_DIR: 'dist/no-web-build-for-the-api-bench', LOG_LEVEL: 'warn' };
  const instances: BenchServer[] = [];
  try {
    instances.push(await startStorefront(env));
    const rows: string[] = [];
    const measured: Record<number, Record<string, number>> = {};
    for (const count of [1, 2]) {
      if (count === 2) instances.push(await startStorefront(env));
      const balancer = await startRoundRobin(instances.map((instance) => instance.url));
      measured[count] = {};
      try {
        for (const path of PATHS) {
          const result = await throughput(balancer.url, path);
          measured[count][path] = result.rps;
          rows.push(
            `${count} instance${count > 1 ? 's' : ''}  ${path.padEnd(16)} ${Math.round(result.rps).toLocaleString('en-US').padStart(7)} req/s  p99 ${result.p99} ms  failures ${result.failures}`,
          );
        }
      } finally {
        await balancer.stop();
      }
    }
    console.log(`Read throughput through a round-robin balancer (${CONNECTIONS} connections, ${SECONDS} s each, ${os.availableParallelism()} cores):`);
    for (const row of rows) console.log(`  ${row}`);
    for (const path of PATHS) console.log(`  ${path}: two instances / one = ${(measured[2]![path]! / measured[1]![path]!).toFixed(2)}`);
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) times.push(await approvalReachesAll(instances, databaseUrl));
    times.sort((a, b) => a - b);
    console.log(
      `Admin approval on one instance → listed by both: median ${Math.round(times[2]!)} ms, max ${Math.round(times[4]!)} ms (5 approvals; cache TTL 10,000 ms)`,
    );
  } finally {
    for (const instance of instances) await instance.stop();
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

void main();
