// The landing's five guardian guides and /find-expert read GET /api/experts?sort=rating under one query key: whichever
// asked first, the other must find the answer in the shape it reads (the header's 'Experts' goes from one to the other).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expert } from '@common/contracts/experts';
import { expertsQueryOptions } from '../features/experts/api/get-experts';
import { topExpertsQueryOptions } from '../features/home/api/get-top-experts';
import { createTestQueryClient } from '../testing/test-query-client';

const experts: Expert[] = Array.from({ length: 7 }, (_, index) => ({
  id: `expert-${index}`,
  slug: `expert-${index}`,
  name: `Expert ${index}`,
  profession: 'nutritionist',
  title: 'MSc',
  guardianFocus: 'biome',
  rating: 5 - index / 10,
  reviewCount: 10,
  bio: 'Gut health.',
  price: 80_000,
  currency: 'INR',
  sessionMinutes: 30,
  policy: { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 },
  languages: ['English'],
  yearsExperience: 5,
  image: '/resources/experts/expert.svg',
}));

afterEach(() => vi.unstubAllGlobals());

describe('the cached list of experts', () => {
  it("is the whole answer after the landing's read, as /find-expert reads it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ experts }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const client = createTestQueryClient();
    await client.fetchQuery(topExpertsQueryOptions);
    const findExpertKey = expertsQueryOptions({ profession: undefined, guardian: undefined, sort: 'rating' }).queryKey;
    expect(client.getQueryData(findExpertKey)?.experts.map((expert) => expert.slug)).toEqual(experts.map((expert) => expert.slug));
  });
});
