// GET /api/products/{slug}/reviews: one page of approved reviews with the rating summary; each page its own query,
// so "Show more" fetches only the next page.
import { queryOptions } from '@tanstack/react-query';
import { reviewEndpoints } from '@common/contracts/reviews';
import type { ReviewSort } from '@common/contracts/reviews';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

export function productReviewsQueryOptions(slug: string, sort: ReviewSort, page: number) {
  return queryOptions({
    ...endpointQuery(reviewEndpoints.getProductsBySlugReviews, { params: { slug }, query: { sort, page, pageSize: PRODUCT_REVIEWS_PAGE_SIZE } }),
  });
}

/** Every cached page of a product's reviews, whatever the sort: what a vote or a new review makes stale. */
export function allProductReviewsKey(slug: string) {
  return endpointKey(reviewEndpoints.getProductsBySlugReviews, { params: { slug } });
}
