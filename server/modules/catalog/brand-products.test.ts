import { beforeAll, describe, expect, it } from 'vitest';
import { BrandProductListResponse, BrandProductResponse, PendingProductListResponse } from '@common/contracts/brand-products';
import { ProductListResponse } from '@common/contracts/catalog';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { brandProductSubmission as submission } from '../../test/commerce-helpers';
import { readErrorBody, readValidationIssues } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';

const app = useTestApp();
let partner: RegisteredVisitor;
let admin: RegisteredVisitor;
let support: RegisteredVisitor;
let customer: RegisteredVisitor;

beforeAll(async () => {
  [partner, admin, support, customer] = await Promise.all([
    visitorWithRoles(app, ['brand_partner']),
    visitorWithRoles(app, ['admin']),
    visitorWithRoles(app, ['support']),
    registerVisitor(app),
  ]);
});

async function submit(body = submission()): Promise<BrandProductResponse['product']> {
  const response = await partner.visitor.post('/api/brand-products', body);
  expect(response.status).toBe(201);
  return BrandProductResponse.parse(await response.json()).product;
}

async function storefrontSearch(text: string): Promise<ProductListResponse> {
  return ProductListResponse.parse(await (await app.request(`/api/products?q=${encodeURIComponent(text)}`)).json());
}

describe('role guards', () => {
  it.each([
    ['POST', '/api/brand-products'],
    ['GET', '/api/brand-products/mine'],
  ])('%s %s: 401 signed out, 403 for a customer or an admin, allowed for a brand partner', async (method, path) => {
    const send = (visitor: TestVisitor) => (method === 'POST' ? visitor.post(path, submission()) : visitor.get(path));
    expect((await send(new TestVisitor(app))).status).toBe(401);
    for (const outsider of [customer, admin]) {
      const response = await send(outsider.visitor);
      expect(response.status).toBe(403);
      expect(await readErrorBody(response)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await send(partner.visitor)).status).toBe(method === 'POST' ? 201 : 200);
  });

  it.each([
    ['GET', '/api/admin/products/pending'],
    ['POST', '/api/admin/products/{id}/review'],
  ])('%s %s: 401 signed out, 403 for a customer or a brand partner, allowed for admin and support', async (method, template) => {
    const send = async (visitor: TestVisitor) => {
      if (method === 'GET') return visitor.get(template);
      const product = await submit();
      return visitor.post(template.replace('{id}', product.id), { decision: 'approve' });
    };
    expect((await send(new TestVisitor(app))).status).toBe(401);
    for (const outsider of [customer, partner]) expect((await send(outsider.visitor)).status).toBe(403);
    for (const staff of [admin, support]) expect((await send(staff.visitor)).status).toBe(200);
  });
});

describe('submission and review', () => {
  it('keeps a submission pending and off the storefront until it is approved, then lists it', async () => {
    const product = await submit(submission({ name: 'Zephyrine Calm Drops' }));
    expect(product).toMatchObject({
      name: 'Zephyrine Calm Drops',
      brand: 'Bloom Botanicals',
      reviewStatus: 'pending',
      reviewReason: null,
      reviewedAt: null,
      currency: 'INR',
      discount: 19,
      badge: null,
      image: '/resources/products/brand-immuno.svg',
      slug: 'bloom-botanicals-zephyrine-calm-drops',
    });
    expect((await storefrontSearch('Zephyrine')).total).toBe(0);
    expect((await app.request(`/api/products/${product.slug}`)).status).toBe(404);

    const pending = PendingProductListResponse.parse(await (await admin.visitor.get('/api/admin/products/pending')).json()).products;
    expect(pending.find((entry) => entry.id === product.id)).toMatchObject({ submittedBy: { id: partner.userId, email: partner.email } });

    const reviewed = await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'approve' });
    expect(reviewed.status).toBe(200);
    expect(BrandProductResponse.parse(await reviewed.json()).product).toMatchObject({ reviewStatus: 'approved', badge: 'NEW' });

    const listed = await storefrontSearch('Zephyrine');
    expect(listed.products.map((entry) => entry.id)).toEqual([product.id]);
    expect((await app.request(`/api/products/${product.slug}`)).status).toBe(200);
    const stillPending = PendingProductListResponse.parse(await (await admin.visitor.get('/api/admin/products/pending')).json()).products;
    expect(stillPending.map((entry) => entry.id)).not.toContain(product.id);
  });

  it('shows the partner a rejection and its reason; the product never reaches the storefront', async () => {
    const product = await submit(submission({ name: 'Quixotic Detox Tea' }));
    const reason = 'The label claims it cures diabetes; remove medical claims and resubmit.';
    const response = await support.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'reject', reason });
    expect(response.status).toBe(200);
    const mine = BrandProductListResponse.parse(await (await partner.visitor.get('/api/brand-products/mine')).json()).products;
    expect(mine.find((entry) => entry.id === product.id)).toMatchObject({ reviewStatus: 'rejected', reviewReason: reason });
    expect(mine.find((entry) => entry.id === product.id)?.reviewedAt).not.toBeNull();
    expect((await storefrontSearch('Quixotic')).total).toBe(0);
  });

  it("lists only the partner's own submissions, newest first", async () => {
    const other = await visitorWithRoles(app, ['brand_partner']);
    const theirs = BrandProductResponse.parse(await (await other.visitor.post('/api/brand-products', submission())).json()).product;
    const mine = BrandProductListResponse.parse(await (await partner.visitor.get('/api/brand-products/mine')).json()).products;
    expect(mine.map((entry) => entry.id)).not.toContain(theirs.id);
    expect(mine.map((entry) => entry.submittedAt)).toEqual([...mine.map((entry) => entry.submittedAt)].sort().reverse());
  });

  it('answers 400 for a rejection without a reason and leaves the product pending', async () => {
    const product = await submit();
    const response = await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'reject' });
    expect(response.status).toBe(400);
    expect(await readValidationIssues(response)).toEqual([expect.objectContaining({ path: 'reason' })]);
    const row = await app.db.selectFrom('products').select('review_status').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
  });

  it('answers 409 ALREADY_REVIEWED for a second decision and 404 for an unknown product', async () => {
    const product = await submit();
    expect((await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'approve' })).status).toBe(200);
    const again = await support.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(await readErrorBody(again)).toMatchObject({ code: 'ALREADY_REVIEWED', details: { reviewStatus: 'approved' } });
    const unknown = await admin.visitor.post('/api/admin/products/no-such-product/review', { decision: 'approve' });
    expect(unknown.status).toBe(404);
    expect(await readErrorBody(unknown)).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('gives a second product with the same name its own slug', async () => {
    const first = await submit(submission({ name: 'Twin Turmeric Shot' }));
    const second = await submit(submission({ name: 'Twin Turmeric Shot' }));
    expect(first.slug).toBe('bloom-botanicals-twin-turmeric-shot');
    expect(second.slug).toMatch(/^bloom-botanicals-twin-turmeric-shot-[0-9a-f]{8}$/);
  });

  it.each([
    ['a category of another guardian', { guardian: 'immuno', categories: ['probiotics'] }, 'categories.0'],
    ['an original price below the price', { price: 50_000, originalPrice: 40_000 }, 'originalPrice'],
    ['a zero price', { price: 0 }, 'price'],
    ['a fractional price', { price: 499.5 }, 'price'],
    ['an http affiliate link', { affiliate_link: 'http://example.com/buy' }, 'affiliate_link'],
    ['no description', { description: '' }, 'description'],
    ['an unknown guardian', { guardian: 'zeus' }, 'guardian'],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, change, path) => {
    const response = await partner.visitor.post('/api/brand-products', submission(change));
    expect(response.status).toBe(400);
    expect((await readValidationIssues(response)).map((issue) => issue.path)).toContain(path);
  });
});
