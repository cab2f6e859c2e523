import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorSentence } from '../../../api/error-texts';
import { useSession } from '../../../identity/session-context';
import { ScreenLoading } from '../../../shell/screen-loading';
import { usePendingProducts } from '../api/get-pending-products';
import { usePendingReviews } from '../api/get-pending-reviews';
import { PendingProductReview } from '../components/pending-product-review';
import { PendingReviewModeration } from '../components/pending-review-moderation';
import { ErrorAlert } from '../../../ui/error-alert';

/**
 * /admin-product-verification: admins and support review brand-partner submissions before they reach the storefront,
 * and customer reviews before they appear on a product page.
 */
export function AdminProductVerificationPage() {
  const session = useSession();
  const allowed = session.user?.roles.some((role) => role === 'admin' || role === 'support') ?? false;
  const pending = usePendingProducts({ enabled: allowed });
  const reviews = usePendingReviews({ enabled: allowed });

  if (session.status === 'loading') return <ScreenLoading label="Checking your sign-in" />;
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Product Verification</Title>
        {!allowed ? (
          <Alert color="yellow" title="Not allowed" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Only admins and support staff review products. Sign in with an admin or support account.</Text>
              <Button component={Link} to="/admin-login" size="xs">
                Admin sign in
              </Button>
            </Stack>
          </Alert>
        ) : pending.isError ? (
          <ErrorAlert error={errorSentence(pending.error, 'The pending products could not be loaded. Try again in a moment.')} />
        ) : !pending.data ? (
          <Text c="dimmed">Loading pending products…</Text>
        ) : pending.data.products.length === 0 ? (
          <Text>No products wait for review.</Text>
        ) : (
          pending.data.products.map((product) => <PendingProductReview key={product.id} product={product} />)
        )}
        {allowed && (
          <Stack gap="sm" component="section" aria-labelledby="pending-reviews-heading">
            <Title order={2} size="h3" id="pending-reviews-heading">
              Customer reviews waiting
            </Title>
            {reviews.isError ? (
              <Alert color="red" role="alert">
                {errorSentence(reviews.error, 'The pending reviews could not be loaded. Try again in a moment.')}{' '}
                <Button size="compact-xs" variant="light" color="red" onClick={() => void reviews.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : !reviews.data ? (
              <Text c="dimmed">Loading pending reviews…</Text>
            ) : reviews.data.reviews.length === 0 ? (
              <Text>No reviews wait for moderation.</Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {reviews.data.total} waiting, oldest first. Approve what describes the buyer's own experience; reject medical claims, personal data or text
                  about something else.
                </Text>
                {reviews.data.reviews.map((review) => (
                  <PendingReviewModeration key={review.id} review={review} />
                ))}
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
