import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Review } from '@common/contracts/reviews';
import { useApiClient } from '../../../api/use-api';
import { markReviewHelpful } from '../api/mark-review-helpful';
import { RatingStars } from '../../../ui/catalog/rating';
import { formatDisplayDateOrNA } from '@common/dates';
import { useApiAction } from '../../../api/use-api-action';

/** One approved review with its 'Helpful (n)' button; a vote counts once per person, so a second press changes nothing. */
export function ReviewCard({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const api = useApiClient();
  const [helpfulCount, setHelpfulCount] = useState(review.helpfulCount);
  const [voted, setVoted] = useState(false);
  const { busy: sending, error: note, setError: setNote, run } = useApiAction();

  async function markHelpful() {
    if (!signedIn) {
      setNote('Sign in to mark reviews as helpful.');
      return;
    }
    await run(async () => {
      const vote = await markReviewHelpful(api, review.id);
      setHelpfulCount(vote.helpfulCount);
      setVoted(true);
    }, 'Your vote could not be saved. Try again.');
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={`Review: ${review.title}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <RatingStars rating={review.rating} label={`${review.rating} of 5 stars`} />
          <Text fw={600}>{review.title}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {review.author} · Verified buyer · {formatDisplayDateOrNA(review.createdAt)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="compact-sm" variant={voted ? 'light' : 'subtle'} aria-pressed={voted} loading={sending} onClick={() => void markHelpful()}>
            Helpful ({helpfulCount})
          </Button>
          {note !== null && (
            <Text size="xs" c="dimmed" role="status">
              {note}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
