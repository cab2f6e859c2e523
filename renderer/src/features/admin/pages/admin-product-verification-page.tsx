import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorSentence } from '../../../api/error-texts';
import { useSession } from '../../../identity/session-context';
import { ScreenLoading } from '../../../shell/screen-loading';
import { usePendingProducts } from '../api/get-pending-products';
import { PendingProductReview } from '../components/pending-product-review';

/** /admin-product-verification: admins and support review brand-partner submissions before they reach the storefront. */
export function AdminProductVerificationPage() {
  const session = useSession();
  const allowed = session.user?.roles.some((role) => role === 'admin' || role === 'support') ?? false;
  const pending = usePendingProducts({ enabled: allowed });

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
          <Alert color="red" role="alert">
            {errorSentence(pending.error, 'The pending products could not be loaded. Try again in a moment.')}
          </Alert>
        ) : !pending.data ? (
          <Text c="dimmed">Loading pending products…</Text>
        ) : pending.data.products.length === 0 ? (
          <Text>No products wait for review.</Text>
        ) : (
          pending.data.products.map((product) => <PendingProductReview key={product.id} product={product} />)
        )}
      </Stack>
    </Container>
  );
}
