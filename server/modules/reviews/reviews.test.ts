import { beforeAll, describe, expect, it } from 'vitest';
import { ProductResponse } from '@common/contracts/catalog';
import {
  HelpfulVoteResponse,
  ModerationQueueResponse,
  ModerationResponse,
  OwnReviewResponse,
  ReviewEligibilityResponse,
  ReviewListResponse,
} from '@common/contracts/reviews';
import { TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase } from '../../test/commerce-helpers';
import { readErrorBody, readValidationIssues, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { SEED_PRODUCTS } from '../../setup/seed/catalog-products';
import { seedDatabase } from '../../setup/seed/index';
import { SEED_REVIEWS } from '../../setup/seed/product-reviews';
import type { ProductRow } from '../catalog/catalog.repository';
import { GENERAL_WARNING } from '../catalog/product-warnings';
import { DELIVERED_ORDER_STATUS } from '../orders/verified-purchases';
import { reviewAuthorName } from './reviews.service';

// Many accounts from one test address: the sign-up rate limit is not what these tests are about.
const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

let admin: RegisteredVisitor;
let support: RegisteredVisitor;

beforeAll(async () => {
  [admin, support] = await Promise.all([visitorWithRoles(app, ['admin']), visitorWithRoles(app, ['support'])]);
});

const goodReview = { rating: 4, title: 'Gentle and easy to take', text: 'Small capsules, no aftertaste, and the bottle lasted two months.' };

/** A signed-in customer with a display name, as the sign-up form sends it. */
async function customer(displayName = 'Asha Verma'): Promise<RegisteredVisitor> {
  const visitor = new TestVisitor(app);
  const email = uniqueEmail('reviewer');
  const response = await visitor.post('/api/register', { email, password: TEST_PASSWORD, displayName });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { visitor, email, userId: user.id };
}

/** A customer whose order with the product was bought through the API and then marked delivered. */
async function buyer(product: ProductRow, options: { delivered?: boolean; displayName?: string } = {}): Promise<RegisteredVisitor> {
  const registered = await customer(options.displayName);
  const response = await purchase(registered.visitor, { items: [{ productId: product.id, quantity: 1 }] });
  expect(response.status).toBe(201);
  if (options.delivered ?? true) {
    await app.db.updateTable('orders').set({ status: DELIVERED_ORDER_STATUS }).where('user_id', '=', registered.userId).execute();
  }
  return registered;
}

function postReview(visitor: TestVisitor, product: Pick<ProductRow, 'slug'>, body: unknown = goodReview): Promise<Response> {
  return visitor.post(`/api/products/${product.slug}/reviews`, body);
}

async function writeReview(visitor: TestVisitor, product: ProductRow, body: Record<string, unknown> = goodReview): Promise<OwnReviewResponse['review']> {
  const response = await postReview(visitor, product, body);
  expect(response.status).toBe(201);
  return OwnReviewResponse.parse(await response.json()).review;
}

async function moderate(moderator: RegisteredVisitor, reviewId: string, body: unknown): Promise<Response> {
  return moderator.visitor.post(`/api/admin/reviews/${reviewId}/moderation`, body);
}

async function approve(reviewId: string): Promise<ModerationResponse> {
  const response = await moderate(admin, reviewId, { decision: 'approve' });
  expect(response.status).toBe(200);
  return ModerationResponse.parse(await response.json());
}

async function listReviews(product: Pick<ProductRow, 'slug'>, query = ''): Promise<ReviewListResponse> {
  const response = await app.request(`/api/products/${product.slug}/reviews${query}`);
  expect(response.status).toBe(200);
  return ReviewListResponse.parse(await response.json());
}

async function productPage(slug: string): Promise<ProductResponse> {
  const response = await app.request(`/api/products/${slug}`);
  expect(response.status).toBe(200);
  return ProductResponse.parse(await response.json());
}

/** A product with `count` approved reviews by distinct buyers, oldest first. */
async function productWithApprovedReviews(ratings: readonly number[]): Promise<{ product: ProductRow; reviews: OwnReviewResponse['review'][] }> {
  const product = await insertTestProduct(app, { rating_tenths: 0, review_count: 0, stock: 100 });
  const reviews: OwnReviewResponse['review'][] = [];
  for (const [index, rating] of ratings.entries()) {
    const { visitor } = await buyer(product, { displayName: `Buyer${index} Tester` });
    const review = await writeReview(visitor, product, { ...goodReview, rating, title: `Review ${index}` });
    await approve(review.id);
    reviews.push(review);
    // Distinct created_at, so "newest" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { product, reviews };
}

describe(`POST /api/products/{slug}/reviews on ${TEST_DATABASE_KIND}`, () => {
  it('answers 401 when signed out and 403 NOT_VERIFIED_BUYER without a delivered order of the product', async () => {
    const product = await insertTestProduct(app);
    expect((await postReview(new TestVisitor(app), product)).status).toBe(401);

    const stranger = await customer();
    const notBought = await postReview(stranger.visitor, product);
    expect(notBought.status).toBe(403);
    expect(await readErrorBody(notBought)).toMatchObject({ code: 'NOT_VERIFIED_BUYER' });

    // Paid but not delivered yet is not enough.
    const waiting = await buyer(product, { delivered: false });
    const undelivered = await postReview(waiting.visitor, product);
    expect(undelivered.status).toBe(403);
    expect(await readErrorBody(undelivered)).toMatchObject({ code: 'NOT_VERIFIED_BUYER' });

    // A delivered order of another product does not make a buyer of this one.
    const other = await insertTestProduct(app);
    const otherBuyer = await buyer(other);
    expect((await postReview(otherBuyer.visitor, product)).status).toBe(403);
  });

  it('takes a verified buyer’s review as pending, trimmed, off the product page until approved', async () => {
    const product = await insertTestProduct(app);
    const { visitor } = await buyer(product);
    const review = await writeReview(visitor, product, { rating: 5, title: '  Works for me  ', text: '   Easy to swallow, no aftertaste.   ' });
    expect(review).toMatchObject({ status: 'pending', rating: 5, title: 'Works for me', text: 'Easy to swallow, no aftertaste.', author: 'Asha V.' });
    expect((await listReviews(product)).reviews).toEqual([]);
    const eligibility = ReviewEligibilityResponse.parse(await (await visitor.get(`/api/products/${product.slug}/reviews/eligibility`)).json());
    expect(eligibility).toMatchObject({ canReview: false, reason: 'REVIEW_EXISTS', review: { id: review.id, status: 'pending' } });
  });

  it('answers eligibility: 401 signed out, NOT_VERIFIED_BUYER, then canReview once delivered', async () => {
    const product = await insertTestProduct(app);
    expect((await new TestVisitor(app).get(`/api/products/${product.slug}/reviews/eligibility`)).status).toBe(401);
    const registered = await buyer(product, { delivered: false });
    const before = ReviewEligibilityResponse.parse(await (await registered.visitor.get(`/api/products/${product.slug}/reviews/eligibility`)).json());
    expect(before).toEqual({ canReview: false, reason: 'NOT_VERIFIED_BUYER', review: null });
    await app.db.updateTable('orders').set({ status: DELIVERED_ORDER_STATUS }).where('user_id', '=', registered.userId).execute();
    const after = ReviewEligibilityResponse.parse(await (await registered.visitor.get(`/api/products/${product.slug}/reviews/eligibility`)).json());
    expect(after).toEqual({ canReview: true, reason: null, review: null });
  });

  it('takes one review per buyer and product: a second answers 409 REVIEW_EXISTS, and so does the loser of a race', async () => {
    const product = await insertTestProduct(app);
    const first = await buyer(product);
    await writeReview(first.visitor, product);
    const again = await postReview(first.visitor, product, { ...goodReview, title: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(await readErrorBody(again)).toMatchObject({ code: 'REVIEW_EXISTS' });

    const racer = await buyer(product);
    const answers = await Promise.all([postReview(racer.visitor, product), postReview(racer.visitor, product)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await app.db.selectFrom('product_reviews').select('id').where('product_id', '=', product.id).where('user_id', '=', racer.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no stars', { title: 'Fine', text: 'Long enough text here.' }, 'rating'],
    ['0 stars', { ...goodReview, rating: 0 }, 'rating'],
    ['6 stars', { ...goodReview, rating: 6 }, 'rating'],
    ['half a star', { ...goodReview, rating: 3.5 }, 'rating'],
    ['stars as text', { ...goodReview, rating: '5' }, 'rating'],
    ['a blank title', { ...goodReview, title: '   ' }, 'title'],
    ['a title of 121 characters', { ...goodReview, title: 'x'.repeat(121) }, 'title'],
    ['a text of 9 characters after trimming', { ...goodReview, text: '   123456789   ' }, 'text'],
    ['a text of 2,001 characters', { ...goodReview, text: 'y'.repeat(2001) }, 'text'],
    ['a text that is not a string', { ...goodReview, text: 42 }, 'text'],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, body, field) => {
    const product = await insertTestProduct(app);
    const { visitor } = await buyer(product);
    const response = await postReview(visitor, product, body);
    expect(response.status).toBe(400);
    expect((await readValidationIssues(response)).map((issue) => issue.path)).toContain(field);
  });

  it('accepts exactly 10 and 2,000 characters of text and a 120-character title', async () => {
    const product = await insertTestProduct(app);
    const short = await buyer(product);
    expect((await postReview(short.visitor, product, { ...goodReview, text: '1234567890' })).status).toBe(201);
    const long = await buyer(product);
    expect((await postReview(long.visitor, product, { rating: 1, title: 't'.repeat(120), text: 'z'.repeat(2000) })).status).toBe(201);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown product and 403 BAD_ORIGIN for another site’s write', async () => {
    const product = await insertTestProduct(app);
    const { visitor } = await buyer(product);
    const unknown = await postReview(visitor, { slug: 'no-such-product' });
    expect(unknown.status).toBe(404);
    expect(await readErrorBody(unknown)).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const crossSite = await visitor.post(`/api/products/${product.slug}/reviews`, goodReview, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await readErrorBody(crossSite)).toMatchObject({ code: 'BAD_ORIGIN' });
  });
});

describe('moderation', () => {
  it('is for admin and support only: 401 signed out, 403 for a customer or a brand partner', async () => {
    const product = await insertTestProduct(app);
    const { visitor } = await buyer(product);
    const review = await writeReview(visitor, product);
    const partner = await visitorWithRoles(app, ['brand_partner']);
    const signedOut = new TestVisitor(app);
    expect((await signedOut.get('/api/admin/reviews')).status).toBe(401);
    expect((await signedOut.post(`/api/admin/reviews/${review.id}/moderation`, { decision: 'approve' })).status).toBe(401);
    for (const outsider of [visitor, partner.visitor]) {
      const queue = await outsider.get('/api/admin/reviews?status=pending');
      expect(queue.status).toBe(403);
      expect(await readErrorBody(queue)).toMatchObject({ code: 'FORBIDDEN' });
      expect((await outsider.post(`/api/admin/reviews/${review.id}/moderation`, { decision: 'approve' })).status).toBe(403);
    }
    const row = await app.db.selectFrom('product_reviews').select('status').where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('lists pending reviews oldest first for support, without the author’s email', async () => {
    const product = await insertTestProduct(app);
    const { visitor, email } = await buyer(product);
    const review = await writeReview(visitor, product);
    const response = await support.visitor.get('/api/admin/reviews?status=pending');
    expect(response.status).toBe(200);
    const queue = ModerationQueueResponse.parse(await response.json());
    expect(queue.reviews.every((entry) => entry.status === 'pending')).toBe(true);
    const created = queue.reviews.map((entry) => entry.createdAt);
    expect(created).toEqual([...created].sort());
    expect(queue.reviews).toContainEqual(expect.objectContaining({ id: review.id, product: { id: product.id, slug: product.slug, name: product.name } }));
    expect(JSON.stringify(queue)).not.toContain(email);
    expect((await support.visitor.get('/api/admin/reviews?status=lost')).status).toBe(400);
  });

  it('recomputes rating and count from approved reviews in the decision; a rejection does not count', async () => {
    const product = await insertTestProduct(app, { rating_tenths: 47, review_count: 900 });
    const [five, two, one] = await Promise.all([buyer(product), buyer(product), buyer(product)]);
    const fiveStars = await writeReview(five.visitor, product, { ...goodReview, rating: 5 });
    const twoStars = await writeReview(two.visitor, product, { ...goodReview, rating: 2 });
    const oneStar = await writeReview(one.visitor, product, { ...goodReview, rating: 1 });

    expect((await approve(fiveStars.id)).product).toEqual({ rating: 5, reviewCount: 1 });
    expect((await productPage(product.slug)).product).toMatchObject({ rating: 5, reviewCount: 1 });

    const supportApproves = await moderate(support, twoStars.id, { decision: 'approve', reason: 'Fair and on topic' });
    expect(supportApproves.status).toBe(200);
    expect(ModerationResponse.parse(await supportApproves.json())).toMatchObject({
      review: { status: 'approved', moderationReason: 'Fair and on topic' },
      product: { rating: 3.5, reviewCount: 2 },
    });

    const rejected = await moderate(support, oneStar.id, { decision: 'reject', reason: 'Names another shop' });
    expect(ModerationResponse.parse(await rejected.json())).toMatchObject({ review: { status: 'rejected' }, product: { rating: 3.5, reviewCount: 2 } });
    expect((await productPage(product.slug)).product).toMatchObject({ rating: 3.5, reviewCount: 2 });
    const listed = await listReviews(product);
    expect(listed.summary).toMatchObject({ average: 3.5, count: 2 });
    expect(listed.reviews.map((review) => review.id).sort()).toEqual([fiveStars.id, twoStars.id].sort());

    const twice = await moderate(admin, oneStar.id, { decision: 'approve' });
    expect(twice.status).toBe(409);
    expect(await readErrorBody(twice)).toMatchObject({ code: 'REVIEW_ALREADY_MODERATED', details: { status: 'rejected' } });
    expect((await productPage(product.slug)).product).toMatchObject({ rating: 3.5, reviewCount: 2 });
  });

  it('answers 404 REVIEW_NOT_FOUND for an unknown review and 400 for an unknown decision', async () => {
    const unknown = await moderate(admin, 'no-such-review', { decision: 'approve' });
    expect(unknown.status).toBe(404);
    expect(await readErrorBody(unknown)).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    expect((await moderate(admin, 'no-such-review', { decision: 'maybe' })).status).toBe(400);
    expect((await moderate(admin, 'no-such-review', {})).status).toBe(400);
  });
});

describe('POST /api/reviews/{id}/helpful', () => {
  it('counts one vote per person; a repeat answers 200 with the same count', async () => {
    const { reviews } = await productWithApprovedReviews([4]);
    const review = reviews[0];
    if (!review) throw new Error('no review');
    const [first, second] = await Promise.all([customer(), customer()]);
    const vote = async (visitor: TestVisitor) => {
      const response = await visitor.post(`/api/reviews/${review.id}/helpful`);
      expect(response.status).toBe(200);
      return HelpfulVoteResponse.parse(await response.json()).helpfulCount;
    };
    expect(await vote(first.visitor)).toBe(1);
    expect(await vote(first.visitor)).toBe(1);
    expect(await vote(second.visitor)).toBe(2);
    const votes = await app.db.selectFrom('review_helpful_votes').select('user_id').where('review_id', '=', review.id).execute();
    expect(votes).toHaveLength(2);
  });

  it('counts two people voting at once as two, and one person’s double click as one', async () => {
    const { reviews } = await productWithApprovedReviews([5]);
    const review = reviews[0];
    if (!review) throw new Error('no review');
    const [first, second] = await Promise.all([customer(), customer()]);
    await Promise.all([
      first.visitor.post(`/api/reviews/${review.id}/helpful`),
      first.visitor.post(`/api/reviews/${review.id}/helpful`),
      second.visitor.post(`/api/reviews/${review.id}/helpful`),
    ]);
    const row = await app.db.selectFrom('product_reviews').select('helpful_count').where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(row.helpful_count).toBe(2);
  });

  it('answers 403 OWN_REVIEW for one’s own review, 401 signed out and 404 for a review that is not published', async () => {
    const product = await insertTestProduct(app);
    const author = await buyer(product);
    const review = await writeReview(author.visitor, product);
    const someone = await customer();
    const pending = await someone.visitor.post(`/api/reviews/${review.id}/helpful`);
    expect(pending.status).toBe(404);
    expect(await readErrorBody(pending)).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    await approve(review.id);
    const own = await author.visitor.post(`/api/reviews/${review.id}/helpful`);
    expect(own.status).toBe(403);
    expect(await readErrorBody(own)).toMatchObject({ code: 'OWN_REVIEW' });
    expect((await new TestVisitor(app).post(`/api/reviews/${review.id}/helpful`)).status).toBe(401);
  });
});

describe('GET /api/products/{slug}/reviews', () => {
  it('sorts newest first or most helpful first, and pages', async () => {
    const { product, reviews } = await productWithApprovedReviews([5, 3, 4]);
    const [oldest, middle, newest] = reviews.map((review) => review.id);
    const voters = await Promise.all([customer(), customer()]);
    for (const voter of voters) await voter.visitor.post(`/api/reviews/${String(oldest)}/helpful`);
    await voters[0]?.visitor.post(`/api/reviews/${String(middle)}/helpful`);

    expect((await listReviews(product)).reviews.map((review) => review.id)).toEqual([newest, middle, oldest]);
    expect((await listReviews(product, '?sort=helpful')).reviews.map((review) => review.id)).toEqual([oldest, middle, newest]);

    const firstPage = await listReviews(product, '?pageSize=2');
    const secondPage = await listReviews(product, '?pageSize=2&page=2');
    expect(firstPage).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(firstPage.reviews.map((review) => review.id)).toEqual([newest, middle]);
    expect(secondPage.reviews.map((review) => review.id)).toEqual([oldest]);
    expect(firstPage.summary).toEqual({
      average: 4,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
  });

  it('names authors by first name and initial, never by email', async () => {
    const { product } = await productWithApprovedReviews([4]);
    const listed = await listReviews(product);
    expect(listed.reviews[0]?.author).toBe('Buyer0 T.');
    expect(JSON.stringify(listed)).not.toContain('@');
    expect(reviewAuthorName('')).toBe('Verified buyer');
    expect(reviewAuthorName('someone@example.com')).toBe('Verified buyer');
    expect(reviewAuthorName('  Meera  ')).toBe('Meera');
    expect(reviewAuthorName('Anna van der berg')).toBe('Anna B.');
  });

  it.each([['?sort=best'], ['?page=0'], ['?pageSize=21'], ['?page=abc']])('answers 400 for %s', async (query) => {
    const response = await app.request(`/api/products/omega-3-fish-oil-1000mg/reviews${query}`);
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers an empty list and a zero summary for a product nobody reviewed, and 404 for an unknown one', async () => {
    const product = await insertTestProduct(app, { rating_tenths: 0, review_count: 0 });
    expect(await listReviews(product)).toMatchObject({ reviews: [], total: 0, summary: { average: 0, count: 0 } });
    expect((await app.request('/api/products/no-such-product/reviews')).status).toBe(404);
  });
});

describe('seeded product pages', () => {
  it('gives every seeded product its facts, warnings and verification', async () => {
    for (const seeded of SEED_PRODUCTS) {
      const { facts, verification } = await productPage(seeded.slug);
      expect(facts, seeded.slug).not.toBeNull();
      expect(facts?.servingSize, seeded.slug).not.toBe('');
      expect(facts?.servingsPerContainer, seeded.slug).toBeGreaterThan(0);
      expect(facts?.ingredients.length, seeded.slug).toBeGreaterThan(0);
      for (const line of facts?.ingredients ?? []) {
        expect(line.amount, `${seeded.slug} ${line.name}`).toBeGreaterThan(0);
        expect(line.unit, `${seeded.slug} ${line.name}`).not.toBe('');
      }
      expect(facts?.directions, seeded.slug).not.toBe('');
      expect(facts?.storage, seeded.slug).not.toBe('');
      expect(
        facts?.warnings.some((warning) => warning.topic === 'pregnancy'),
        seeded.slug,
      ).toBe(true);
      expect(facts?.warnings.at(-1), seeded.slug).toEqual(GENERAL_WARNING);
      expect(verification.label).toBe('Verified by Guardians');
    }
  });

  it('derives warnings from the chat’s cautions: omega-3 and blood thinners, adult products and children, allergens', async () => {
    const fishOil = (await productPage('omega-3-fish-oil-1000mg')).facts;
    expect(fishOil?.warnings).toContainEqual(expect.objectContaining({ topic: 'anticoagulant', text: expect.stringContaining('Omega-3') }));
    expect(fishOil?.warnings).toContainEqual(expect.objectContaining({ topic: 'child' }));
    expect(fishOil?.warnings).toContainEqual({ topic: 'allergen', situation: 'Allergens', text: 'Contains fish.' });
    const kids = (await productPage('kids-probiotic-gummies')).facts;
    expect(kids?.warnings.map((warning) => warning.topic)).not.toContain('child');
    const multivitamin = (await productPage('daily-multivitamin-adults')).facts;
    expect(multivitamin?.warnings).toContainEqual(expect.objectContaining({ topic: 'pregnancy', text: expect.stringContaining('vitamin A') }));
    expect(multivitamin?.ingredients).toContainEqual({ name: 'Vitamin C (as ascorbic acid)', amount: 80, unit: 'mg', dailyValuePercent: 89 });
  });

  it('shows the rating and count computed from the seeded approved reviews', async () => {
    for (const seeded of SEED_PRODUCTS) {
      const ratings = SEED_REVIEWS.filter((review) => review.productSlug === seeded.slug).map((review) => review.rating);
      expect(ratings.length, seeded.slug).toBeGreaterThanOrEqual(3);
      const { product } = await productPage(seeded.slug);
      const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) * 10) / ratings.length) / 10;
      expect({ rating: product.rating, reviewCount: product.reviewCount }, seeded.slug).toEqual({ rating: average, reviewCount: ratings.length });
      const listed = await listReviews(seeded, '?pageSize=20');
      expect(listed.total, seeded.slug).toBe(ratings.length);
      expect(listed.summary.average, seeded.slug).toBe(average);
    }
    expect(new Set(SEED_REVIEWS.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('seeds again on the next start without a second review, vote or facts line', async () => {
    const counts = async () => ({
      reviews: (await app.db.selectFrom('product_reviews').select('id').execute()).length,
      votes: (await app.db.selectFrom('review_helpful_votes').select('review_id').execute()).length,
      facts: (await app.db.selectFrom('product_fact_ingredients').select('product_id').execute()).length,
      helpful: (await app.db.selectFrom('product_reviews').select('helpful_count').execute()).reduce((sum, row) => sum + row.helpful_count, 0),
    });
    const before = await counts();
    await seedDatabase(app.db);
    expect(await counts()).toEqual(before);
  });
});
