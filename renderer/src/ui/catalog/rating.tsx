import { Group, Text } from '@mantine/core';
import classes from './rating.module.css';

const STARS = '★★★★★';

/**
 * Average stars and how many reviews they come from. The stars are a picture of the number beside them (hidden from
 * screen readers, which read the number): one line of text rather than an input per star, as a list shows dozens.
 */
export function ProductRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const share = Math.min(Math.max(rating / 5, 0), 1);
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.stars} aria-hidden data-testid="rating-stars">
        {STARS}
        <span className={classes.filled} style={{ width: `${(share * 100).toFixed(1)}%` }}>
          {STARS}
        </span>
      </span>
      <Text size="xs" c="dimmed">
        {rating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}
