import { Button, Input, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CreateReviewRequest, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '@common/contracts/reviews';
import { ErrorAlert } from '../../../ui/error-alert';

type Field = 'rating' | 'title' | 'text';
export type ReviewFormErrors = Partial<Record<Field, string>>;

const FIELD_TEXTS: Readonly<Record<Field, string>> = {
  rating: 'Choose from 1 to 5 stars.',
  title: `Give your review a title of up to ${REVIEW_TITLE_MAX} characters.`,
  text: `Write ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters about your experience.`,
};

/** The contract's own checks, as one sentence per field a person can act on; empty when the review can be sent. */
export function reviewFormErrors(draft: { rating: number; title: string; text: string }): ReviewFormErrors {
  const parsed = CreateReviewRequest.safeParse(draft);
  if (parsed.success) return {};
  const errors: ReviewFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'rating' || field === 'title' || field === 'text') errors[field] = FIELD_TEXTS[field];
  }
  return errors;
}

/** Stars, a title and the text; checked here with the API's schema before anything is sent. */
export function ReviewForm({ onSubmit }: { onSubmit: (review: CreateReviewRequest) => Promise<void> }) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = reviewFormErrors({ rating, title, text });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSubmit(CreateReviewRequest.parse({ rating, title, text }));
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'Your review could not be sent. Try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Write a review">
      <Stack gap="sm">
        <Input.Wrapper label="Your rating" labelElement="div" labelProps={{ id: 'review-rating-label' }} required error={errors.rating} id="review-rating">
          {/* Arrow keys move between the stars, Space chooses one. */}
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            role="radiogroup"
            aria-labelledby="review-rating-label"
            getSymbolLabel={(stars) => `${stars} ${stars === 1 ? 'star' : 'stars'}`}
            aria-describedby={errors.rating ? 'review-rating-error' : undefined}
          />
        </Input.Wrapper>
        <TextInput
          label="Title"
          required
          maxLength={REVIEW_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label="Your review"
          required
          description={`${text.trim().length} of ${REVIEW_TEXT_MIN}–${REVIEW_TEXT_MAX} characters. Describe your own experience; please leave out medical advice.`}
          autosize
          minRows={3}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text}
        />
        <ErrorAlert error={failure} />
        <Text size="xs" c="dimmed">
          Reviews appear once our team has checked them.
        </Text>
        <Button type="submit" loading={sending} w="fit-content">
          Send review
        </Button>
      </Stack>
    </form>
  );
}
