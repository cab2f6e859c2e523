import { describe, expect, it } from 'vitest';
import { ProductListResponse, ProductResponse } from '@common/contracts/catalog';
import { TestimonialListResponse } from '@common/contracts/testimonials';
import { PRODUCT_CATEGORIES, CHAT_GUARDIANS } from '@common/chat-guardians';
import { GUARDIAN_IDS } from '@common/guardians';
import { SEED_PRODUCTS } from '../../setup/seed/catalog-products';
import { SEED_REVIEWS } from '../../setup/seed/product-reviews';
import { insertTestProduct } from '../../test/commerce-helpers';
import { readErrorBody, readValidationIssues } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp();

async function listProducts(query: string): Promise<ProductListResponse> {
  const response = await app.request(`/api/products${query}`);
  expect(response.status).toBe(200);
  return ProductListResponse.parse(await response.json());
}

async function allProducts(query: string): Promise<ProductListResponse['products']> {
  const separator = query ? '&' : '?';
  return (await listProducts(`${query}${separator}pageSize=48`)).products;
}

describe('the seeded catalog', () => {
  it('has at least 40 approved products covering every guardian and every chat category', async () => {
    const first = await listProducts('?pageSize=48');
    expect(first.total).toBeGreaterThanOrEqual(40);
    const products = [...first.products, ...(await listProducts('?pageSize=48&page=2')).products];
    expect(new Set(products.map((product) => product.guardian))).toEqual(new Set(GUARDIAN_IDS));
    expect(new Set(products.flatMap((product) => product.categories))).toEqual(new Set(PRODUCT_CATEGORIES));
    for (const product of products) {
      const allowed = CHAT_GUARDIANS.find((guardian) => guardian.id === product.guardian)?.productCategories ?? [];
      for (const category of product.categories) expect(allowed).toContain(category);
      expect(product.currency).toBe('INR');
      expect(product.price).toBeLessThanOrEqual(product.originalPrice);
      expect(product.image).toMatch(/^\/resources\/products\/[a-z0-9-]+\.svg$/);
    }
  });

  it('labels "30% OFF" only products that really are 30% off', async () => {
    const products = await allProducts('?deals=true');
    const thirtyOff = products.filter((product) => product.badge === '30% OFF');
    expect(thirtyOff.length).toBeGreaterThan(0);
    for (const product of thirtyOff) expect(product.discount).toBe(30);
  });

  it('keeps the seed idempotent: the products are seeded once however often the server starts', async () => {
    const rows = await app.db.selectFrom('products').select('slug').where('submitted_by', 'is', null).execute();
    expect(rows.length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  });
});

describe('GET /api/products', () => {
  it('answers the first page of 12 by default with the total count', async () => {
    const page = await listProducts('');
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(12);
    expect(page.products).toHaveLength(12);
    expect(page.total).toBeGreaterThanOrEqual(40);
  });

  it('shows a product in the shape the storefront and chat cards read', async () => {
    const { product } = ProductResponse.parse(await (await app.request('/api/products/omega-3-fish-oil-1000mg')).json());
    expect(product).toMatchObject({
      slug: 'omega-3-fish-oil-1000mg',
      name: 'Omega-3 Fish Oil 1000 mg',
      guardian: 'angio',
      categories: ['cardiovascular', 'heart-health'],
      price: 90_900,
      originalPrice: 129_900,
      currency: 'INR',
      discount: 30,
      badge: '30% OFF',
    });
    // From the approved seed reviews, not an invented number.
    const seeded = SEED_REVIEWS.filter((review) => review.productSlug === 'omega-3-fish-oil-1000mg').map((review) => review.rating);
    expect(product.reviewCount).toBe(seeded.length);
    expect(product.rating).toBe(Math.round((seeded.reduce((sum, rating) => sum + rating, 0) * 10) / seeded.length) / 10);
    expect(product).not.toHaveProperty('affiliate_link');
    const withLink = ProductResponse.parse(await (await app.request('/api/products/hibiscus-hawthorn-heart-tea')).json()).product;
    expect(withLink.affiliate_link).toBe('https://shop.himveda.example/hibiscus-hawthorn-heart-tea');
  });

  it('filters by guardian and by category', async () => {
    const biome = await allProducts('?guardian=biome');
    expect(biome.length).toBeGreaterThanOrEqual(9);
    expect(biome.every((product) => product.guardian === 'biome')).toBe(true);

    const nootropics = await allProducts('?category=nootropics');
    expect(nootropics.length).toBeGreaterThan(0);
    expect(nootropics.every((product) => product.categories.includes('nootropics'))).toBe(true);

    const none = await listProducts('?guardian=angio&category=probiotics');
    expect(none).toMatchObject({ products: [], total: 0 });
  });

  it('lists only discounted products with deals=true', async () => {
    const deals = await allProducts('?deals=true');
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((product) => product.price < product.originalPrice && product.discount > 0)).toBe(true);
    const everything = await listProducts('');
    expect((await listProducts('?deals=true')).total).toBeLessThan(everything.total);
  });

  it('searches name, brand and description case-insensitively, every word having to match', async () => {
    const byName = await allProducts('?q=ASHWAGANDHA');
    expect(byName.map((product) => product.slug).sort()).toEqual(['ashwagandha-ksm66-600mg', 'bacopa-ashwagandha-calm-focus']);
    const byBrand = await allProducts('?q=oceanpure');
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((product) => product.brand === 'OceanPure')).toBe(true);
    const twoWords = await allProducts(`?q=${encodeURIComponent('ashwagandha bacopa')}`);
    expect(twoWords.map((product) => product.slug)).toEqual(['bacopa-ashwagandha-calm-focus']);
    expect((await listProducts('?q=unobtainium')).total).toBe(0);
  });

  it('reads punctuation in a search as a word break, never as a wildcard, and numbers only whole', async () => {
    const percent = await insertTestProduct(app, { name: 'Percent Test 100% Pure' });
    const thousand = await insertTestProduct(app, { name: 'Percent Test 1000 Pure' });
    expect((await allProducts(`?q=${encodeURIComponent('percent test 100%')}`)).map((product) => product.id)).toEqual([percent.id]);
    expect((await allProducts(`?q=${encodeURIComponent('percent_test')}`)).map((product) => product.id).sort()).toEqual([percent.id, thousand.id].sort());
  });

  it('sorts by price both ways, by rating and by newest', async () => {
    const ascending = await allProducts('?guardian=regenera&sort=price_asc');
    expect(ascending.map((product) => product.price)).toEqual([...ascending.map((product) => product.price)].sort((a, b) => a - b));
    const descending = await allProducts('?guardian=regenera&sort=price_desc');
    expect(descending.map((product) => product.price)).toEqual([...ascending.map((product) => product.price)].reverse());
    const rated = await allProducts('?guardian=immuno&sort=rating');
    expect(rated.map((product) => product.rating)).toEqual([...rated.map((product) => product.rating)].sort((a, b) => b - a));
    const newest = await allProducts('?sort=newest&guardian=angio');
    expect(newest[0]?.slug).toBe('hibiscus-hawthorn-heart-tea');
    expect(newest.map((product) => product.createdAt)).toEqual([...newest.map((product) => product.createdAt)].sort().reverse());
  });

  it('pages through the whole result without repeating or losing a product', async () => {
    const { total } = await listProducts('?pageSize=7');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
      const result = await listProducts(`?pageSize=7&page=${page}&sort=price_asc`);
      seen.push(...result.products.map((product) => product.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const beyond = await listProducts(`?pageSize=7&page=${Math.ceil(total / 7) + 1}`);
    expect(beyond).toMatchObject({ products: [], total });
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=49', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['sort=cheapest', 'sort'],
    ['guardian=zeus', 'guardian'],
    ['category=snacks', 'category'],
    ['deals=maybe', 'deals'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 VALIDATION_FAILED for %s', async (query, field) => {
    const response = await app.request(`/api/products?${query}`);
    expect(response.status).toBe(400);
    const issues = await readValidationIssues(response);
    expect(issues).toEqual([expect.objectContaining({ location: 'query', path: field })]);
  });

  it('accepts the largest page size', async () => {
    const page = await listProducts('?pageSize=48');
    expect(page.pageSize).toBe(48);
    expect(page.products).toHaveLength(Math.min(48, page.total));
  });
});

describe('GET /api/products/{slug}', () => {
  it('answers 404 PRODUCT_NOT_FOUND for an unknown slug', async () => {
    const response = await app.request('/api/products/elixir-of-life');
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('hides pending and rejected products from the list and the product page', async () => {
    const pending = await insertTestProduct(app, { name: 'Hiddenberry Pending Extract', review_status: 'pending' });
    const rejected = await insertTestProduct(app, { name: 'Hiddenberry Rejected Extract', review_status: 'rejected' });
    expect((await listProducts('?q=hiddenberry')).total).toBe(0);
    for (const product of [pending, rejected]) expect((await app.request(`/api/products/${product.slug}`)).status).toBe(404);
  });
});

describe('product and expert images', () => {
  it('serves every seeded product image as SVG with a day of caching', async () => {
    for (const product of SEED_PRODUCTS) {
      const response = await app.request(`/resources/products/${product.slug}.svg`);
      expect(response.status, product.slug).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('etag')).toBeTruthy();
      await response.arrayBuffer();
    }
    const portrait = await app.request('/resources/experts/dr-ananya-sharma.svg');
    expect(portrait.status).toBe(200);
    await portrait.arrayBuffer();
  });

  it('answers 404 for an image that does not exist, and refuses to leave the folder', async () => {
    expect((await app.request('/resources/products/nothing-here.svg')).status).toBe(404);
    expect((await app.request('/resources/products/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});

describe('GET /api/testimonials', () => {
  it('lists testimonials of every guardian, newest first, and filters by guardian', async () => {
    const response = await app.request('/api/testimonials');
    expect(response.status).toBe(200);
    const { testimonials } = TestimonialListResponse.parse(await response.json());
    expect(new Set(testimonials.map((testimonial) => testimonial.guardian))).toEqual(new Set(GUARDIAN_IDS));
    expect(testimonials.map((testimonial) => testimonial.createdAt)).toEqual([...testimonials.map((testimonial) => testimonial.createdAt)].sort().reverse());

    const biome = TestimonialListResponse.parse(await (await app.request('/api/testimonials?guardian=biome')).json()).testimonials;
    expect(biome.length).toBeGreaterThanOrEqual(3);
    expect(biome.every((testimonial) => testimonial.guardian === 'biome')).toBe(true);
  });

  it('names only products that exist in the catalog', async () => {
    const { testimonials } = TestimonialListResponse.parse(await (await app.request('/api/testimonials')).json());
    for (const testimonial of testimonials) {
      if (testimonial.productSlug) expect((await app.request(`/api/products/${testimonial.productSlug}`)).status, testimonial.productSlug).toBe(200);
    }
  });

  it('answers 400 for an unknown guardian', async () => {
    expect((await app.request('/api/testimonials?guardian=zeus')).status).toBe(400);
  });
});
