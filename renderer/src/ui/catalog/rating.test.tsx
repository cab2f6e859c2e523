import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../testing/match-media';
import { ProductRating } from './rating';

beforeAll(() => installMatchMedia());
afterEach(() => cleanup());

describe('ProductRating', () => {
  it('says the average and the review count, and fills the stars to the same share', () => {
    render(
      <MantineProvider>
        <ProductRating rating={4.3} reviewCount={2984} />
      </MantineProvider>,
    );
    expect(screen.getByText('4.3 (2984 reviews)')).toBeTruthy();
    const stars = screen.getByTestId('rating-stars');
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect((stars.lastElementChild as HTMLElement).style.width).toBe('86%');
    expect(stars.querySelectorAll('input')).toHaveLength(0);
  });

  it('keeps the filled share between none and all, and says "review" for one', () => {
    render(
      <MantineProvider>
        <ProductRating rating={7} reviewCount={1} />
      </MantineProvider>,
    );
    expect(screen.getByText('7.0 (1 review)')).toBeTruthy();
    expect((screen.getByTestId('rating-stars').lastElementChild as HTMLElement).style.width).toBe('100%');
  });
});
