import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CreateReviewRequest, OwnReview } from '@common/contracts/reviews';
import { errorSentence, loadErrorText } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { useSession } from '../../../identity/session-context';
import { lazyPart } from '../../../ui/lazy-part';
import { SIGN_IN_PATH } from '../../../identity/sign-in-path';
import { allProductReviewsKey } from '../api/get-product-reviews';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { postReview } from '../api/post-review';

// The form (its text inputs and stars) loads only for a verified buyer who may write: most readers of a product's reviews
// are not, and a phone's first visit of a product page would otherwise fetch and run it as the reviews come near.
const ReviewForm = lazyPart(async () => (await import('./review-form')).ReviewForm);

export const WHO_CAN_REVIEW = 'Reviews are written by verified buyers: customers whose order of this product has been delivered.';

const OWN_REVIEW_STATUS: Readonly<Record<OwnReview['status'], string>> = {
  pending: 'Thank you: your review is waiting for our team’s check and will appear here once approved.',
  approved: 'Thank you: your review is published below.',
  rejected: 'Your review was not published.',
};

/** The form for a signed-in verified buyer; everyone else reads who can review and why they cannot (yet). */
export function WriteReview({ slug }: { slug: string }) {
  const session = useSession();
  const signedIn = session.user !== null;
  const eligibility = useReviewEligibility(slug, signedIn);
  const api = useApiClient();
  const queryClient = useQueryClient();

  async function send(review: CreateReviewRequest) {
    try {
      await postReview(api, slug, review);
    } catch (caught) {
      throw new Error(errorSentence(caught, 'Your review could not be sent. Try again.'));
    }
    await queryClient.invalidateQueries({ queryKey: allProductReviewsKey(slug) });
  }

  let body;
  if (session.status === 'loading') {
    body = null;
  } else if (!signedIn) {
    body = (
      <Text size="sm">
        {WHO_CAN_REVIEW}{' '}
        <Anchor component={Link} to={SIGN_IN_PATH} underline="always">
          Sign in
        </Anchor>{' '}
        to write yours.
      </Text>
    );
  } else if (eligibility.isPending) {
    body = <Loader size="sm" role="status" aria-label="Checking whether you can review this product" />;
  } else if (eligibility.isError || !eligibility.data) {
    body = (
      <Alert color="red" role="alert" title="We could not check whether you can review this product">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadErrorText(eligibility) ?? 'Sign in again, then reload the page.'}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void eligibility.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (eligibility.data.review) {
    const own = eligibility.data.review;
    body = (
      <Alert color={own.status === 'rejected' ? 'yellow' : 'teal'} role="status">
        {OWN_REVIEW_STATUS[own.status]}
        {own.status === 'rejected' && own.moderationReason && ` Our team's note: ${own.moderationReason}`}
      </Alert>
    );
  } else if (eligibility.data.canReview) {
    body = <ReviewForm onSubmit={send} />;
  } else {
    body = <Text size="sm">{WHO_CAN_REVIEW} You can write one once your order with this product has been delivered.</Text>;
  }

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Write a review
      </Title>
      {body}
    </Stack>
  );
}
