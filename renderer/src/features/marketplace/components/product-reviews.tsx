import { Alert, Button, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewSort, ReviewSummary } from '@common/contracts/reviews';
import { loadErrorText } from '../../../api/error-texts';
import { useSession } from '../../../identity/session-context';
import { ProductRating } from '../../../ui/catalog/rating';
import { LoadingBlock } from '../../../ui/query-status';
import { useNearViewport } from '../../../ui/near-viewport';
import { productReviewsQueryOptions } from '../api/get-product-reviews';
import { ReviewCard } from './review-card';
import { WriteReview } from './write-review';

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
];

function RatingSummary({ summary }: { summary: ReviewSummary }) {
  return (
    <Stack gap={4} maw={360}>
      <ProductRating rating={summary.average} reviewCount={summary.count} />
      {summary.distribution.map((row) => (
        <Group key={row.stars} gap="xs" wrap="nowrap">
          <Text size="xs" w={48}>
            {row.stars} {row.stars === 1 ? 'star' : 'stars'}
          </Text>
          {/* A picture of the count beside it, which screen readers read instead. */}
          <Progress value={summary.count === 0 ? 0 : (row.count * 100) / summary.count} style={{ flex: 1 }} aria-hidden />
          <Text size="xs" w={24} ta="right">
            {row.count}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Approved reviews with their summary, sorted newest or most helpful, a page at a time; and the way to write one. Below
 * the label's facts on every screen size: fetched and drawn when a visitor comes near it (issue 12), as on the landing.
 */
export function ProductReviews({ slug }: { slug: string }) {
  const session = useSession();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => ({ ...productReviewsQueryOptions(slug, sort, index + 1), enabled: near })),
  });
  const first = pages[0];
  const last = pages.at(-1);
  const reviews = pages.flatMap((page) => page.data?.reviews ?? []);
  const total = first?.data?.total ?? 0;

  let list;
  if (!first?.data) {
    const errorText = first ? loadErrorText(first) : null;
    list =
      errorText === null ? (
        <LoadingBlock label="Loading reviews" />
      ) : (
        <Alert color="red" role="alert" title="Reviews could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void first?.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      );
  } else if (total === 0) {
    list = <Text c="dimmed">No reviews yet. Buyers can share their experience once their order has been delivered.</Text>;
  } else {
    const lastError = last && last !== first ? loadErrorText(last) : null;
    list = (
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {reviews.length} of {total}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label="Sort reviews"
            data={SORT_OPTIONS}
            value={sort}
            onChange={(value) => {
              setSort(value === 'helpful' ? 'helpful' : 'newest');
              setPageCount(1);
            }}
          />
        </Group>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} signedIn={session.user !== null} />
        ))}
        {lastError !== null && (
          <Alert color="red" role="alert">
            {lastError}{' '}
            <Button size="compact-xs" variant="light" color="red" onClick={() => void last?.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {reviews.length < total && lastError === null && (
          <Button variant="default" w="fit-content" loading={last?.isPending} onClick={() => setPageCount((count) => count + 1)}>
            Show more reviews
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-heading" ref={sectionRef}>
      <Title order={2} size="h3" id="reviews-heading">
        Customer reviews
      </Title>
      {first?.data && first.data.total > 0 && <RatingSummary summary={first.data.summary} />}
      {list}
      {near && <WriteReview slug={slug} />}
    </Stack>
  );
}
