import { Anchor, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModeratedReview } from '@common/contracts/reviews';
import { useApiClient } from '../../../api/use-api';
import { pendingReviewsQueryOptions } from '../api/get-pending-reviews';
import { moderateReview } from '../api/moderate-review';
import { RatingStars } from '../../../ui/catalog/rating';
import type { Decision } from './decision-buttons';
import { DECISION_FAILED_TEXT, DecisionButtons } from './decision-buttons';
import { useApiAction } from '../../../api/use-api-action';

/** One pending customer review: approve it onto the product page, or reject it with an optional note for the author. */
export function PendingReviewModeration({ review }: { review: ModeratedReview }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const { running: busy, error, run } = useApiAction<Decision>();

  async function decide(decision: Decision) {
    await run(
      async () => {
        await moderateReview(api, review.id, { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) });
        await queryClient.invalidateQueries({ queryKey: pendingReviewsQueryOptions.queryKey });
      },
      DECISION_FAILED_TEXT,
      decision,
    );
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={`Review of ${review.product.name}: ${review.title}`}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={`/marketplace/product/${review.product.slug}`}>
            {review.product.name}
          </Anchor>{' '}
          · by {review.author}
        </Text>
        <Group gap="xs">
          <RatingStars rating={review.rating} label={`${review.rating} out of 5 stars`} />
          <Text fw={600}>{review.title}</Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
        <TextInput label="Note for the author (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={1000} />
        <DecisionButtons deciding={busy} error={error} onDecide={(decision) => void decide(decision)} />
      </Stack>
    </Card>
  );
}
