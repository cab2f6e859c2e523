// Concurrent checkouts for `npm run bench:api`: shoppers registered on a running storefront, each with an address, then
// rounds in which every shopper places one order at the same moment. The latency of each purchase is what the shopper
// waits (request sent → answer read).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ProductListResponse } from '@common/contracts/catalog';
import type { PaymentMethod } from '@common/contracts/checkout';
import { SESSION_COOKIE } from '../../server/modules/sessions/sessions.exports';

export interface Shopper {
  cookie: string;
  addressId: string;
}

export interface PurchaseLoad {
  purchases: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** What the purchases that did not answer 201 answered (status and code), and how often. */
  failures: Record<string, number>;
}

const ADDRESS = {
  name: 'Bench Shopper',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
};

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function expectStatus(response: Response, status: number, what: string): Promise<unknown> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function registerShopper(baseUrl: string, index: number): Promise<Shopper> {
  const email = `bench-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await postJson(`${baseUrl}/api/register`, { email, password: 'bench-correct-horse-battery' });
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  await expectStatus(registered, 201, 'POST /api/register');
  if (!cookie) throw new Error('POST /api/register set no session cookie');
  const answer = await expectStatus(await postJson(`${baseUrl}/api/addresses`, ADDRESS, { cookie }), 201, 'POST /api/addresses');
  return { cookie, addressId: (answer as { address: { id: string } }).address.id };
}

/** Signed-in shoppers with an address each, registered a few at a time (registration hashes a password). */
export async function registerShoppers(baseUrl: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, offset) => registerShopper(baseUrl, start + offset));
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * `rounds` rounds of one purchase per shopper, all sent together (a round starts when the last one's answers are in),
 * one unit each of the catalog's first products in turn, paid by `paymentMethod`.
 */
export async function measureConcurrentPurchases(
  baseUrl: string,
  shoppers: readonly Shopper[],
  options: { rounds: number; paymentMethod: PaymentMethod },
): Promise<PurchaseLoad> {
  const catalog = ProductListResponse.parse(await (await fetch(`${baseUrl}/api/products?page=1&pageSize=48`)).json());
  const total = shoppers.length * options.rounds;
  // The best-stocked products, as many as can each hold their share of the purchases.
  let products = [...catalog.products].sort((a, b) => b.stock - a.stock);
  while (products.length > 0 && (products.at(-1)?.stock ?? 0) < Math.ceil(total / products.length)) products = products.slice(0, -1);
  if (products.length === 0) throw new Error(`The catalog's first page has too little stock for ${total} purchases`);

  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  for (let round = 0; round < options.rounds; round += 1) {
    await Promise.all(
      shoppers.map(async (shopper, index) => {
        const product = products[(index + round * shoppers.length) % products.length];
        if (!product) throw new Error('unreachable: products is not empty');
        const started = performance.now();
        const response = await postJson(
          `${baseUrl}/api/purchase`,
          { items: [{ productId: product.id, quantity: 1 }], addressId: shopper.addressId, paymentMethod: options.paymentMethod },
          { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
        );
        const body = await response.text();
        latencies.push(performance.now() - started);
        if (response.status === 201) return;
        let code = 'not JSON';
        try {
          code = String((JSON.parse(body) as { code?: unknown }).code ?? '');
        } catch {
          // the answer's status says enough
        }
        const kind = `${response.status} ${code}`;
        failures[kind] = (failures[kind] ?? 0) + 1;
      }),
    );
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    purchases: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    failures,
  };
}
