import { beforeAll, describe, expect, it } from 'vitest';
import { BrandProductResponse } from '@common/contracts/brand-products';
import { ProductListResponse } from '@common/contracts/catalog';
import { visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { brandProductSubmission, insertTestProduct } from '../../test/commerce-helpers';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp();

async function search(q: string, more = ''): Promise<ProductListResponse> {
  const response = await app.request(`/api/products?q=${encodeURIComponent(q)}&pageSize=48${more}`);
  expect(response.status).toBe(200);
  return ProductListResponse.parse(await response.json());
}

async function slugsFor(q: string, more = ''): Promise<string[]> {
  return (await search(q, more)).products.map((product) => product.slug);
}

describe('search that forgives typos', () => {
  it.each([
    ['omgea 3', 'omega-3-fish-oil-1000mg'],
    ['probiotcs', 'probiotic-50-billion-12-strains'],
    ['vitamn d', 'vitamin-d3-2000-iu'],
    ['ashwaganda', 'ashwagandha-ksm66-600mg'],
    ['magnes', 'magnesium-glycinate-sleep-support'],
  ])('finds %s', async (q, slug) => {
    expect(await slugsFor(q)).toContain(slug);
  });

  it('suggests the catalog spelling when a word matched only as a typo, and nothing when the spelling was right', async () => {
    expect((await search('omgea')).suggestion).toBe('omega');
    expect((await search('omgea 3')).suggestion).toBe('omega 3');
    expect((await search('Probiotcs')).suggestion).toBe('probiotics');
    expect((await search('omega')).suggestion).toBeNull();
    expect((await search('magnes')).suggestion).toBeNull();
  });

  it('answers no products and no suggestion for words nothing in the catalog resembles', async () => {
    expect(await search('unobtainium')).toMatchObject({ products: [], total: 0, suggestion: null });
  });

  it('leaves suggestion out when there is no search', async () => {
    expect(await (await app.request('/api/products?pageSize=1')).json()).not.toHaveProperty('suggestion');
  });
});

describe('search that knows synonyms', () => {
  it('finds the omega-3 shelf for "fish oil", including omega products that never say fish', async () => {
    const slugs = await slugsFor('fish oil');
    expect(slugs).toContain('omega-3-fish-oil-1000mg');
    expect(slugs).toContain('dha-brain-omega-500mg');
  });

  it('finds probiotics and digestive products for "gut"', async () => {
    const slugs = await slugsFor('gut');
    expect(slugs).toEqual(expect.arrayContaining(['probiotic-50-billion-12-strains', 'triphala-digestive-tablets']));
  });

  it('finds magnesium glycinate for "sleep" and immune products for "immunity"', async () => {
    expect(await slugsFor('sleep')).toContain('magnesium-glycinate-sleep-support');
    expect(await slugsFor('immunity')).toContain('black-elderberry-immune-gummies');
  });
});

describe('search with filters, sort and pages', () => {
  it('keeps only the matches that pass the guardian, category and deals filters', async () => {
    const gut = (await search('gut', '&guardian=biome&category=probiotics')).products;
    expect(gut.length).toBeGreaterThan(0);
    expect(gut.every((product) => product.guardian === 'biome' && product.categories.includes('probiotics'))).toBe(true);
    const deals = (await search('gut', '&deals=true')).products;
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((product) => product.price < product.originalPrice)).toBe(true);
    expect((await search('gut', '&guardian=angio')).total).toBe(0);
  });

  it('orders the best match first with sort=featured and by price when asked', async () => {
    const [first] = (await search('omega')).products;
    expect(first?.name).toMatch(/omega/i);
    const byPrice = (await search('gut', '&sort=price_asc')).products.map((product) => product.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('pages through the matches without repeating or losing one', async () => {
    const all = await search('gut');
    expect(all.total).toBeGreaterThan(3);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const response = await app.request(`/api/products?q=gut&pageSize=3&page=${page}`);
      const body = ProductListResponse.parse(await response.json());
      expect(body.total).toBe(all.total);
      seen.push(...body.products.map((product) => product.id));
    }
    expect(seen).toEqual(all.products.map((product) => product.id));
  });
});

describe('search that follows the catalog', () => {
  let partner: RegisteredVisitor;
  let admin: RegisteredVisitor;

  beforeAll(async () => {
    [partner, admin] = await Promise.all([visitorWithRoles(app, ['brand_partner']), visitorWithRoles(app, ['admin'])]);
  });

  it('finds a brand product on the first search after it is approved', async () => {
    const submitted = await partner.visitor.post('/api/brand-products', brandProductSubmission({ name: 'Quillowort Night Drops' }));
    expect(submitted.status).toBe(201);
    const { product } = BrandProductResponse.parse(await submitted.json());
    expect((await search('quillowort')).total).toBe(0);

    expect((await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'approve' })).status).toBe(200);
    expect(await slugsFor('quillowort')).toEqual([product.slug]);
    expect(await slugsFor('quilowort')).toEqual([product.slug]);
  });

  it('indexes a product written straight to the database (another instance) on the next search', async () => {
    const inserted = await insertTestProduct(app, { name: 'Zanthoberry Glow Elixir' });
    expect(await slugsFor('zanthoberry')).toEqual([inserted.slug]);
  });
});
