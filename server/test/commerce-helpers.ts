// Shortcuts for the commerce API tests: products with a known price and stock, and the cart and purchase calls.
import { randomUUID } from 'node:crypto';
import type { ProductRow } from '../modules/catalog/catalog.repository';
import { insertProductOnce } from '../modules/catalog/catalog.repository';
import type { TestApp } from './test-context';
import type { TestVisitor } from './test-visitor';

let productCount = 0;

/** An approved product (unless told otherwise) that no seeded product shares a slug or name with. */
export async function insertTestProduct(app: TestApp, fields: Partial<ProductRow> & { categories?: string[] } = {}): Promise<ProductRow> {
  productCount += 1;
  const { categories = ['vitamins'], ...overrides } = fields;
  const now = new Date().toISOString();
  const row: ProductRow = {
    id: randomUUID(),
    slug: `test-product-${productCount}-${randomUUID().slice(0, 8)}`,
    name: `Test Tonic ${productCount}`,
    brand: 'Test Brand',
    description: 'A product made for one test.',
    guardian: 'immuno',
    price: 50_000,
    original_price: 62_500,
    currency: 'INR',
    badge: null,
    photo_key: null,
    stock: 10,
    image: '/resources/products/brand-immuno.svg',
    rating_tenths: 40,
    review_count: 1,
    affiliate_link: null,
    review_status: 'approved',
    review_reason: null,
    reviewed_at: now,
    reviewed_by: null,
    submitted_by: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await insertProductOnce(app.db, row, categories);
  return row;
}

export async function stockOf(app: TestApp, productId: string): Promise<number> {
  const row = await app.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock;
}

export function putJson(visitor: TestVisitor, path: string, body: unknown): Promise<Response> {
  return visitor.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A delivery address in Bengaluru that passes validation (PIN 560001). */
export const TEST_ADDRESS = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  line2: 'Flat 4B',
  city: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
} as const;

const addressOf = new WeakMap<TestVisitor, Promise<string>>();

/** The visitor's test address id, added on first use. */
export function testAddressId(visitor: TestVisitor): Promise<string> {
  let id = addressOf.get(visitor);
  if (!id) {
    id = visitor.post('/api/addresses', TEST_ADDRESS).then(async (response) => {
      if (response.status !== 201) throw new Error(`Adding the test address answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { address: { id: string } }).address.id;
    });
    addressOf.set(visitor, id);
  }
  return id;
}

/**
 * POST /api/purchase. A body object without an addressId gets the visitor's test address (signed-in visitors only:
 * a signed-out one sends the body as it is), so tests about other things need not set up delivery.
 */
export async function purchase(visitor: TestVisitor, body: unknown, idempotencyKey: string | null = randomUUID()): Promise<Response> {
  const headers: Record<string, string> = {};
  if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
  let sent = body;
  if (typeof body === 'object' && body !== null && !('addressId' in body) && visitor.sessionToken !== undefined) {
    sent = { ...body, addressId: await testAddressId(visitor) };
  }
  return visitor.post('/api/purchase', sent, { headers });
}

let submissionCount = 0;

/** A brand partner's product submission that passes validation, with a name no other submission of the run has. */
export function brandProductSubmission(overrides: Record<string, unknown> = {}) {
  submissionCount += 1;
  return {
    name: `Moonbloom Sleep Blend ${submissionCount}`,
    brand: 'Bloom Botanicals',
    description: 'Chamomile, valerian root and magnesium glycinate for a calm wind-down before bed.',
    guardian: 'immuno',
    categories: ['wellness'],
    price: 64_900,
    originalPrice: 79_900,
    stock: 40,
    ...overrides,
  };
}
