import { Group, Rating, Text } from '@mantine/core';

/** Average stars and how many reviews they come from. */
export function ProductRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={rating} fractions={10} readOnly size="xs" aria-hidden />
      <Text size="xs" c="dimmed">
        {rating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}
