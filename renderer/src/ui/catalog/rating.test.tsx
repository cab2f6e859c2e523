import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../testing/match-media';
import { ProductRating, RatingStars } from './rating';

beforeAll(() => installMatchMedia());
afterEach(() => cleanup());

function renderRating(rating: number, reviewCount: number) {
  render(
    <MantineProvider>
      <ProductRating rating={rating} reviewCount={reviewCount} />
    </MantineProvider>,
  );
  return screen.getByTestId('rating-stars');
}

describe('ProductRating', () => {
  it('says the average and the review count, and fills the stars to the same share', () => {
    const stars = renderRating(4.3, 2984);
    expect(screen.getByText('4.3 (2984 reviews)')).toBeTruthy();
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect((stars.lastElementChild as HTMLElement).style.width).toBe('86%');
    expect(stars.querySelectorAll('input')).toHaveLength(0);
  });

  it('keeps the filled share between none and all, and says "review" for one', () => {
    const stars = renderRating(7, 1);
    expect(screen.getByText('7.0 (1 review)')).toBeTruthy();
    expect((stars.lastElementChild as HTMLElement).style.width).toBe('100%');
  });
});

describe('RatingStars', () => {
  it('is one image named by its label when it has one, with no input per star', () => {
    render(
      <MantineProvider>
        <RatingStars rating={4} label="4 of 5 stars" />
      </MantineProvider>,
    );
    const stars = screen.getByRole('img', { name: '4 of 5 stars' });
    expect(stars.getAttribute('aria-hidden')).toBeNull();
    expect((stars.lastElementChild as HTMLElement).style.width).toBe('80%');
    expect(stars.querySelectorAll('input')).toHaveLength(0);
  });
});
