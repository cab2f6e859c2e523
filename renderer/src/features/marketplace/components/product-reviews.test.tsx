import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewListResponse } from '@common/contracts/reviews';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ProductReviews } from './product-reviews';
import { WHO_CAN_REVIEW } from './write-review';

function review(index: number): Review {
  return {
    id: `review-${index}`,
    productId: 'product-1',
    rating: 4,
    title: `Review number ${index}`,
    text: 'Small capsules and no aftertaste.',
    author: 'Priya R.',
    helpfulCount: index,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

function listAnswer(reviews: Review[], total: number, page: number): ReviewListResponse {
  return {
    reviews,
    total,
    page,
    pageSize: 5,
    summary: {
      average: total === 0 ? 0 : 4,
      count: total,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? total : 0 })),
    },
  };
}

/** The server as the section meets it, signed out: /api/auth/me answers 401, reviews by page. */
function serve(pages: Record<number, ReviewListResponse> | 'failing') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/auth/me') return json(401, { error: 'Not signed in', code: 'UNAUTHENTICATED' });
    if (pages === 'failing') return json(404, { error: 'There is no product "x" in the store.', code: 'PRODUCT_NOT_FOUND' });
    return json(200, pages[Number(url.searchParams.get('page'))] ?? listAnswer([], 0, 1));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductReviews', () => {
  it('asks for no review until the section comes near the visible page (below the facts on every screen)', async () => {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetchMock = serve({ 1: listAnswer([1].map(review), 1, 1) });
    renderAppScreen(<ProductReviews slug="omega-3" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { name: 'Customer reviews' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/reviews'))).toEqual([]);
    await act(() => callbacks.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('Review number 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
  });

  it('shows the summary and a page of reviews, then the next page on "Show more reviews"', async () => {
    const fetchMock = serve({
      1: listAnswer([1, 2, 3, 4, 5].map(review), 7, 1),
      2: listAnswer([6, 7].map(review), 7, 2),
    });
    renderAppScreen(<ProductReviews slug="omega-3" />);
    expect(await screen.findByText('Review number 1')).toBeTruthy();
    expect(screen.getByText('Showing 5 of 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Helpful (3)' })).toBeTruthy();
    // Spec 9's date form, 'MMM d, yyyy'.
    expect(screen.getAllByText('Priya R. · Verified buyer · Nov 1, 2026')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review number 7')).toBeTruthy();
    expect(screen.getByText('Showing 7 of 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/products/omega-3/reviews?sort=newest&page=2&pageSize=5', expect.anything());
  });

  it('says there are no reviews yet, and who can write one, to a signed-out visitor', async () => {
    serve({ 1: listAnswer([], 0, 1) });
    renderAppScreen(<ProductReviews slug="omega-3" />);
    expect(await screen.findByText(/^No reviews yet\./)).toBeTruthy();
    expect(await screen.findByText(new RegExp(WHO_CAN_REVIEW))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('gives a signed-in verified buyer the form, its code loaded once they may write', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'GET /api/products/omega-3/reviews': () => json(listAnswer([], 0, 1)),
      'GET /api/products/omega-3/reviews/eligibility': () => json({ canReview: true, reason: null, review: null }),
    });
    renderAppScreen(<ProductReviews slug="omega-3" />);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(form).toBeTruthy();
    expect(screen.queryByText(new RegExp(WHO_CAN_REVIEW))).toBeNull();
  });

  it('says why the reviews could not be loaded and offers to try again', async () => {
    serve('failing');
    renderAppScreen(<ProductReviews slug="x" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Reviews could not be loaded');
    expect(alert.textContent).toContain('There is no product "x" in the store.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
