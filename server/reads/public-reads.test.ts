// Public reads that change rarely are served from the read cache: ETag and 304, compressed copies, and a write that
// changes them (a review of a brand product, a purchase taking stock) is seen at once. Other API answers are
// compressed on the fly above 1 KiB.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrandProductResponse } from '@common/contracts/brand-products';
import { ProductListResponse, ProductResponse } from '@common/contracts/catalog';
import { registerVisitor, visitorWithRoles } from '../test/accounts-helpers';
import type { RegisteredVisitor } from '../test/accounts-helpers';
import { brandProductSubmission, insertTestProduct, purchase } from '../test/commerce-helpers';
import { rawGet } from '../test/raw-request';
import { useTestApp } from '../test/use-test-app';

const app = useTestApp();
let partner: RegisteredVisitor;
let admin: RegisteredVisitor;
let customer: RegisteredVisitor;

beforeAll(async () => {
  [partner, admin, customer] = await Promise.all([visitorWithRoles(app, ['brand_partner']), visitorWithRoles(app, ['admin']), registerVisitor(app)]);
});

const CACHED_READS = [
  '/api/products',
  '/api/products?guardian=biome&sort=rating',
  '/api/guardians',
  '/api/guardians/angio',
  '/api/healthy-habits/guardian/angio',
  '/api/testimonials',
];

describe('cached public reads', () => {
  it.each(CACHED_READS)('%s answers with a strong ETag, no-cache, and 304 for the same ETag', async (path) => {
    const first = await app.request(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const body = await first.text();

    // A raw request: fetch itself adds Cache-Control: no-cache to a request carrying If-None-Match.
    const again = await rawGet(app.url, path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const other = await rawGet(app.url, path, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.bytes.toString()).toBe(body);
  });

  it('sends the brotli or gzip copy that decodes to the same JSON as the plain answer', async () => {
    const plain = await rawGet(app.url, '/api/products', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const br = await rawGet(app.url, '/api/products', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    const gzip = await rawGet(app.url, '/api/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
  });

  it('serves the kept answer instead of asking the database each time', async () => {
    const product = await insertTestProduct(app, { name: 'Cached Chamomile' });
    const before = ProductResponse.parse(await (await app.request(`/api/products/${product.slug}`)).json());
    await app.db.updateTable('products').set({ name: 'Renamed behind the cache' }).where('id', '=', product.id).execute();
    const after = ProductResponse.parse(await (await app.request(`/api/products/${product.slug}`)).json());
    expect(after.product.name).toBe(before.product.name);
  });

  it('shows a brand product on the storefront as soon as it is approved, though the list was cached before', async () => {
    const query = '/api/products?guardian=immuno&pageSize=48';
    const namesIn = async () => ProductListResponse.parse(await (await app.request(query)).json()).products.map((product) => product.name);
    const submitted = await partner.visitor.post('/api/brand-products', brandProductSubmission({ name: 'Approved Moonbloom Blend' }));
    expect(submitted.status).toBe(201);
    const product = BrandProductResponse.parse(await submitted.json()).product;
    expect(await namesIn()).not.toContain('Approved Moonbloom Blend');

    expect((await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'approve' })).status).toBe(200);
    expect(await namesIn()).toContain('Approved Moonbloom Blend');
    expect((await app.request(`/api/products/${product.slug}`)).status).toBe(200);
  });

  it('shows the stock a purchase left at once', async () => {
    const product = await insertTestProduct(app, { stock: 7 });
    const stockShown = async () => ProductResponse.parse(await (await app.request(`/api/products/${product.slug}`)).json()).product.stock;
    expect(await stockShown()).toBe(7);
    expect((await purchase(customer.visitor, { items: [{ productId: product.id, quantity: 2 }] })).status).toBe(201);
    expect(await stockShown()).toBe(5);
  });

  it('gives a signed-in customer and a visitor the same public answer, with no account data in it', async () => {
    const visitorBody = await (await app.request('/api/products')).text();
    const customerBody = await (await customer.visitor.get('/api/products')).text();
    expect(customerBody).toBe(visitorBody);
    expect(visitorBody).not.toContain(customer.email);
  });
});

describe('API compression on the fly', () => {
  it('compresses a large uncached answer for a browser that accepts gzip, and leaves small ones alone', async () => {
    const large = await rawGet(app.url, '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.bytes).toString())).toHaveProperty('openapi');
    const small = await rawGet(app.url, '/api/db-status', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
